import { button } from "~/components/ui/button.css";
import * as card from "~/components/ui/card.css";
import { CheckList } from "~/components/ui/check-list";
import { ExternalLink } from "~/components/ui/external-link";
import { PageSection } from "~/components/ui/page-section";
import { EVENT_REVIEWS_MESSAGE, speakingTopics, type SpeakingTopic } from "~/content/founder";
import { external } from "~/content/external";
import { site } from "~/content/site";
import { visuallyHidden } from "~/styles/utilities.css";
import { DisclosureDialog } from "./disclosure-dialog";
import * as styles from "./founder.css";

const requestLabel = `Request ${site.founder.firstName} for Your Event`;

function TalkDetails({ topic, inDialog }: { topic: SpeakingTopic; inDialog: boolean }) {
  const Heading = inDialog ? "h3" : "h4";
  return (
    <>
      <p>{topic.description}</p>
      <Heading className={styles.takeawaysTitle}>Key takeaways</Heading>
      <CheckList items={topic.keyTakeaways} variant="tick" />
      {inDialog ? (
        <div className={styles.dialogActions}>
          <ExternalLink href={external.speakerRequest} className={button.primary}>
            {requestLabel}
          </ExternalLink>
        </div>
      ) : null}
    </>
  );
}

export function PowerTalks() {
  return (
    <PageSection
      alt
      id="speaking"
      titleId="speaking-title"
      title="Power Talks"
      lead="Keynotes, workshops and panels for conferences, chambers, colleges and corporate teams. Every talk is tailored to your audience and leaves them with steps they can take the next day."
    >
      <ol className={styles.talks} aria-label="Speaking topics">
        {speakingTopics.map((topic, i) => (
          <li key={topic.id} className={card.card} data-talk={topic.id}>
            <span className={styles.talkNumber} aria-hidden="true">
              {String(i + 1).padStart(2, "0")}
            </span>
            <h3 className={styles.talkTitle}>{topic.title}</h3>
            <p className={styles.talkSubtitle}>{topic.subtitle}</p>
            <div className={styles.talkActions}>
              <DisclosureDialog
                label={
                  <>
                    Talk details<span className={visuallyHidden}> about {topic.title}</span>
                  </>
                }
                triggerClassName={button.outline}
                title={topic.title}
                description={topic.subtitle}
              >
                {(inDialog) => <TalkDetails topic={topic} inDialog={inDialog} />}
              </DisclosureDialog>
            </div>
          </li>
        ))}
      </ol>
      <div className={styles.speakingActions}>
        <ExternalLink href={external.speakerRequest} className={button.primary}>
          {requestLabel}
        </ExternalLink>
        <DisclosureDialog
          label="Event Reviews"
          triggerClassName={button.outline}
          title="Event Reviews"
        >
          <p>{EVENT_REVIEWS_MESSAGE}</p>
        </DisclosureDialog>
      </div>
    </PageSection>
  );
}
