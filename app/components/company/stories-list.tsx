import { stories } from "~/content/stories";
import { container, section, sectionHeading, sectionLead } from "~/styles/utilities.css";
import { StoryCard } from "./story-card";
import * as styles from "./stories.css";

/** The three client stories of /success-stories (D2 §2). */
export function StoriesList() {
  return (
    <section className={section} aria-labelledby="stories-title">
      <div className={container}>
        <h2 id="stories-title" className={sectionHeading}>
          Client stories
        </h2>
        <p className={sectionLead}>
          How three clients started, funded and grew their organizations with our team, in their own
          words.
        </p>
        <ul className={styles.list}>
          {stories.map((story) => (
            <li key={story.id}>
              <StoryCard story={story} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
