import type { ReactNode } from "react";
import { FileText } from "lucide-react";
import { centered, largeHeading } from "~/components/ui/section-heading.css";
import { interestSection } from "~/content/academy";
import { container, sectionAlt } from "~/styles/utilities.css";
import { AcademyContactLine } from "./academy-contact-line";
import * as styles from "./academy.css";

export function AcademyInterest({ children }: { children?: ReactNode }) {
  return (
    <section id={interestSection.id} className={sectionAlt} aria-labelledby="interest-title">
      <div className={`${container} ${centered}`}>
        <span className={styles.interestIcon}>
          <FileText aria-hidden="true" size={28} />
        </span>
        <h2 id="interest-title" className={largeHeading}>
          {interestSection.title}
        </h2>
        <p className={styles.interestText}>{interestSection.text}</p>
        {children}
        <AcademyContactLine lead={interestSection.contactLead} />
      </div>
    </section>
  );
}
