import * as card from "~/components/ui/card.css";
import { visuallyHidden } from "~/styles/utilities.css";
import { VideoCard, type VideoCardData } from "./video-card";
import * as styles from "./video-library.css";

export function VideoGrid({ videos }: { videos: readonly VideoCardData[] }) {
  return (
    <ul className={card.grid} aria-label="Trainings" data-video-grid="">
      {videos.map((video) => (
        <li key={video.id}>
          <VideoCard video={video} />
        </li>
      ))}
    </ul>
  );
}

const SKELETON_CARD_COUNT = 6;

export function VideoGridSkeleton() {
  return (
    <div role="status" data-video-skeleton="">
      <span className={visuallyHidden}>Loading trainings…</span>
      <ul className={card.grid} aria-hidden="true">
        {Array.from({ length: SKELETON_CARD_COUNT }, (_, i) => (
          <li key={i}>
            <div className={`${card.card} ${card.fill}`} data-skeleton-card="">
              <div className={styles.skeletonThumb} />
              <div className={styles.skeletonBadge} />
              <div className={styles.skeletonTitle} />
              <div className={styles.skeletonLine} />
              <div className={styles.skeletonShort} />
              <div className={styles.skeletonButton} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
