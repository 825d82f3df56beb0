import { formatLocalDateTime, useSiteTimeZone } from "~/utils/local-time";
import type { TimelineStep } from "~/utils/order-timeline";
import * as styles from "./order-timeline.css";

/** The order's steps, oldest first: the customer's order page and the owner's show the same. */
export function OrderTimeline({
  steps,
  headingId,
  heading = "Order history",
  headingClassName,
  Heading = "h2",
}: {
  steps: TimelineStep[];
  headingId: string;
  heading?: string;
  headingClassName?: string;
  Heading?: "h2" | "h3";
}) {
  const timeZone = useSiteTimeZone();
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId} className={headingClassName}>
        {heading}
      </Heading>
      <ol className={styles.list}>
        {steps.map((step, index) => (
          <li key={`${step.at}-${index}`} className={styles.step}>
            <span className={styles.label}>{step.label}</span>
            <time dateTime={step.at} className={styles.when}>
              {formatLocalDateTime(step.at, timeZone)}
            </time>
            {step.message ? <p className={styles.message}>{step.message}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
