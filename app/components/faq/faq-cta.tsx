import { Link } from "@remix-run/react";
import { button } from "~/components/ui/button.css";
import { ExternalLink } from "~/components/ui/external-link";
import { external } from "~/content/external";
import { container, sectionAlt, sectionHeading, sectionLead } from "~/styles/utilities.css";
import * as styles from "./faq.css";

/** After the questions: where to go when the answer wasn't there. */
export function FaqCta() {
  return (
    <section className={sectionAlt} aria-labelledby="faq-cta-title">
      <div className={`${container} ${styles.cta}`}>
        <h2 id="faq-cta-title" className={sectionHeading}>
          Still have a question?
        </h2>
        <p className={sectionLead}>
          Talk it through with our team on a $25 discovery call, or send us a message and we will
          reply within one business day.
        </p>
        <div className={styles.ctaActions}>
          <ExternalLink href={external.scheduling} className={button.primary}>
            Book a $25 Discovery Call
          </ExternalLink>
          <Link to="/contact" className={button.outline} prefetch="intent">
            Contact Us
          </Link>
        </div>
      </div>
    </section>
  );
}
