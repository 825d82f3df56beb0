import { VideoPlayer } from "~/components/widgets/video-player";
import { introVideo } from "~/content/home";
import { container, sectionAlt, sectionHeading, sectionLead } from "~/styles/utilities.css";
import * as styles from "./home.css";

export function IntroVideo() {
  return (
    <section className={sectionAlt} aria-labelledby="intro-video-title">
      <div className={container}>
        <h2 id="intro-video-title" className={sectionHeading}>
          A quick welcome from our team
        </h2>
        <p className={sectionLead}>How we help owners start smart, scale fast and get support.</p>
        <div className={styles.videoWrap}>
          <VideoPlayer
            src={introVideo.src}
            poster={introVideo.poster}
            captions={introVideo.captions}
            title={introVideo.title}
            width={introVideo.width}
            height={introVideo.height}
            autoPlay
            fallback={<p className={styles.welcome}>{introVideo.welcome}</p>}
          />
        </div>
      </div>
    </section>
  );
}
