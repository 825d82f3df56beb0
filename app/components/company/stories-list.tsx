import { PageSection } from "~/components/ui/page-section";
import { stories } from "~/content/stories";
import { StoryCard } from "./story-card";
import * as styles from "./stories.css";

export function StoriesList() {
  return (
    <PageSection
      titleId="stories-title"
      title="Client stories"
      lead="How three clients started, funded and grew their organizations with our team, in their own words."
    >
      <ul className={styles.list}>
        {stories.map((story) => (
          <li key={story.id}>
            <StoryCard story={story} />
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
