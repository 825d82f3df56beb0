import { Link } from "react-router";
import { Quote } from "lucide-react";
import { button } from "~/components/ui/button.css";
import * as card from "~/components/ui/card.css";
import { ExternalLink } from "~/components/ui/external-link";
import type { SuccessStory } from "~/content/stories";
import { visuallyHidden } from "~/styles/utilities.css";
import { StoryImage } from "./story-image";
import * as styles from "./stories.css";

export function StoryCard({ story }: { story: SuccessStory }) {
  const titleId = `story-${story.id}`;
  return (
    <article className={`${card.card} ${card.fill}`} aria-labelledby={titleId} data-story="">
      <header className={styles.header}>
        <StoryImage
          src={story.image.src}
          width={story.image.width}
          height={story.image.height}
          alt={`Portrait of ${story.name}`}
          className={styles.portrait}
        />
        <div>
          <h3 id={titleId} className={styles.business}>
            {story.business}
          </h3>
          <p className={styles.client}>{story.name}</p>
          <p className={styles.meta}>
            {story.industry} · {story.year}
          </p>
        </div>
      </header>
      <p className={card.text}>{story.description}</p>
      <h4 className={styles.resultsTitle}>Results</h4>
      <ul className={styles.results}>
        {story.results.map((result) => (
          <li key={result}>{result}</li>
        ))}
      </ul>
      <figure className={styles.testimonial}>
        <Quote aria-hidden="true" size={22} className={styles.quoteIcon} />
        <blockquote>
          <p>{story.testimonial}</p>
        </blockquote>
        <figcaption className={styles.cite}>— {story.name}</figcaption>
      </figure>
      <div className={card.actions}>
        {story.website ? (
          <ExternalLink href={story.website} className={button.outline}>
            Visit Website<span className={visuallyHidden}> of {story.business}</span>
          </ExternalLink>
        ) : (
          <Link to="/portfolio" className={button.outline}>
            See Our Portfolio<span className={visuallyHidden}> of client work</span>
          </Link>
        )}
      </div>
    </article>
  );
}
