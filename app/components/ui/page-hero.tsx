import type { ReactNode } from "react";
import { container } from "~/styles/utilities.css";
import * as styles from "./page-hero.css";

/** The top of a page: its one h1, an optional eyebrow and lead, and the call-to-action buttons. */
export function PageHero({
  title,
  eyebrow,
  lead,
  children,
}: {
  title: ReactNode;
  eyebrow?: ReactNode;
  lead?: ReactNode;
  /** The hero's buttons (use the `button.*` classes; `button.outlineLight` reads on the dark hero). */
  children?: ReactNode;
}) {
  return (
    <section className={styles.hero} aria-labelledby="page-title">
      <div className={container}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 id="page-title" className={styles.title}>
          {title}
        </h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {children ? <div className={styles.actions}>{children}</div> : null}
      </div>
    </section>
  );
}
