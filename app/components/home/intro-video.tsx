import { PageSection } from "~/components/ui/page-section";
import { VideoPlayer } from "~/components/widgets/video-player";
import { introVideo } from "~/content/home";
import * as styles from "./home.css";

export function IntroVideo() {
  return (
    <PageSection
      alt
      titleId="intro-video-title"
      title="A quick welcome from our team"
      lead="How we help owners start smart, scale fast and get support."
    >
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
    </PageSection>
  );
}
