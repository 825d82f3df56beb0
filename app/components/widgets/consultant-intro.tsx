import { Play } from "lucide-react";
import { useHydrated } from "remix-utils/use-hydrated";
import { Dialog } from "~/components/ui/dialog";
import type { Consultant } from "~/content/team";
import { VIDEO_UNSUPPORTED_TEXT } from "~/components/widgets/video-text";
import { container, section } from "~/styles/utilities.css";
import * as styles from "./consultant-intro.css";

type IntroVideo = {
  src: string;
  poster: string;
  captions?: { src: string; srcLang: string; label: string };
  width: number;
  height: number;
};

export type ConsultantIntroProps = {
  name: string;
  role: string;
  image: { src: string; width: number; height: number };
  text: string;
  video: IntroVideo;
};

/** Until JavaScript runs, the play button is a plain link to the video file. */
export function ConsultantIntro({ name, role, image, text, video }: ConsultantIntroProps) {
  const label = `Play the introduction video from ${name}`;
  const hydrated = useHydrated();
  return (
    <section className={section} aria-labelledby="consultant-intro-title">
      <div className={`${container} ${styles.intro}`}>
        <div className={styles.portrait}>
          <img
            src={image.src}
            width={image.width}
            height={image.height}
            alt={name}
            className={styles.photo}
            loading="lazy"
          />
          {hydrated ? (
            <Dialog
              title={`Meet ${name}`}
              description={role}
              size="wide"
              trigger={
                <button type="button" className={styles.play} aria-label={label}>
                  <Play aria-hidden="true" size={26} />
                </button>
              }
            >
              <video
                className={styles.video}
                src={video.src}
                poster={video.poster}
                width={video.width}
                height={video.height}
                controls
                autoPlay
                playsInline
                preload="auto"
              >
                {video.captions ? (
                  <track
                    kind="captions"
                    src={video.captions.src}
                    srcLang={video.captions.srcLang}
                    label={video.captions.label}
                    default
                  />
                ) : null}
                {VIDEO_UNSUPPORTED_TEXT}
              </video>
            </Dialog>
          ) : (
            <a href={video.src} className={styles.play} aria-label={label}>
              <Play aria-hidden="true" size={26} />
            </a>
          )}
        </div>
        <div>
          <h2 id="consultant-intro-title" className={styles.name}>
            {name}
          </h2>
          <p className={styles.role}>{role}</p>
          <p className={styles.text}>{text}</p>
        </div>
      </div>
    </section>
  );
}

export function TeamConsultantIntro({ consultant }: { consultant: Consultant }) {
  return (
    <ConsultantIntro
      name={consultant.name}
      role={consultant.role}
      image={consultant.image}
      text={consultant.intro}
      video={consultant.video}
    />
  );
}
