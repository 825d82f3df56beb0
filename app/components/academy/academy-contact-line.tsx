import type { ReactNode } from "react";
import { useSiteShell } from "~/utils/site-shell";
import * as styles from "./academy.css";

export function AcademyContactLine({ lead }: { lead?: ReactNode }) {
  const { contact } = useSiteShell();
  return (
    <p className={styles.interestContact}>
      {lead ? <>{lead} </> : null}Call us at{" "}
      <a href={`tel:${contact.phone.e164}`} className={styles.inlineLink}>
        {contact.phone.display}
      </a>{" "}
      or e-mail{" "}
      <a href={`mailto:${contact.email}`} className={styles.inlineLink}>
        {contact.email}
      </a>
      .
    </p>
  );
}
