import { Link } from "react-router";
import { button } from "~/components/ui/button.css";
import { ExternalLink } from "~/components/ui/external-link";
import { PageSection } from "~/components/ui/page-section";
import { external } from "~/content/external";
import * as styles from "./faq.css";

export function FaqCta() {
  return (
    <PageSection
      alt
      titleId="faq-cta-title"
      title="Still have a question?"
      lead="Talk it through with our team on a $25 discovery call, or send us a message and we will reply within one business day."
      className={styles.cta}
    >
      <div className={styles.ctaActions}>
        <ExternalLink href={external.scheduling} className={button.primary}>
          Book a $25 Discovery Call
        </ExternalLink>
        <Link to="/contact" className={button.outline} prefetch="intent">
          Contact Us
        </Link>
      </div>
    </PageSection>
  );
}
