import type { ReactNode } from "react";
import { container } from "~/styles/utilities.css";
import * as styles from "./page-hero.css";

export function PageHero({
  title,
  eyebrow,
  lead,
  children,
}: {
  title: ReactNode;
  eyebrow?: ReactNode;
  lead?: ReactNode;
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
