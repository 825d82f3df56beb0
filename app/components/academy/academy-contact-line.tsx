import type { ReactNode } from "react";
import { site } from "~/content/site";
import * as styles from "./academy.css";

/** "Call us at … or e-mail …", after an optional lead-in (the interest section, the success page). */
export function AcademyContactLine({ lead }: { lead?: ReactNode }) {
  return (
    <p className={styles.interestContact}>
      {lead ? <>{lead} </> : null}Call us at{" "}
      <a href={`tel:${site.phone.e164}`} className={styles.inlineLink}>
        {site.phone.display}
      </a>{" "}
      or e-mail{" "}
      <a href={`mailto:${site.email}`} className={styles.inlineLink}>
        {site.email}
      </a>
      .
    </p>
  );
}
