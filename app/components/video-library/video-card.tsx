import { Form, useNavigation } from "react-router";
import { button } from "~/components/ui/button.css";
import * as card from "~/components/ui/card.css";
import { purchaseLabel } from "~/content/training";
import { visuallyHidden } from "~/styles/utilities.css";
import { isoDuration } from "~/utils/structured-data";
import * as styles from "./video-library.css";

export type VideoCardData = {
  id: string;
  title: string;
  description: string;
  thumbnail: string;
  duration: string;
  category: string;
};

export function VideoCard({ video }: { video: VideoCardData }) {
  const navigation = useNavigation();
  const titleId = `video-${video.id}`;
  const submitting =
    navigation.state !== "idle" && navigation.formData?.get("videoId") === video.id;
  return (
    <article className={`${card.card} ${card.fill}`} aria-labelledby={titleId} data-video-card="">
      <div className={styles.thumbWrap}>
        <img
          src={video.thumbnail}
          width={480}
          height={270}
          alt=""
          loading="lazy"
          decoding="async"
          className={styles.thumb}
        />
        <span className={styles.duration} data-duration="">
          <span className={visuallyHidden}>Duration </span>
          <time dateTime={isoDuration(video.duration)}>{video.duration}</time>
        </span>
      </div>
      <span className={styles.category} data-category="">
        <span className={visuallyHidden}>Category: </span>
        {video.category}
      </span>
      <h3 id={titleId} className={card.title}>
        {video.title}
      </h3>
      <p className={card.text}>{video.description}</p>
      <Form method="post" className={styles.form}>
        <input type="hidden" name="videoId" value={video.id} />
        <button
          type="submit"
          className={`${button.primary} ${styles.purchase}`}
          aria-describedby={titleId}
          disabled={submitting}
        >
          {purchaseLabel}
        </button>
      </Form>
    </article>
  );
}
