import { BookServiceLink } from "~/components/commerce/book-service-link";
import type { MetaFunction } from "react-router";
import { Benefits } from "~/components/mailbox/benefits";
import { GetStartedLink } from "~/components/mailbox/get-started-link";
import { HowItWorks } from "~/components/mailbox/how-it-works";
import { MailboxOffer } from "~/components/mailbox/mailbox-offer";
import * as styles from "~/components/mailbox/mailbox.css";
import { button } from "~/components/ui/button.css";
import { PageHero } from "~/components/ui/page-hero";
import { discountText, mailboxOffer, priceFromText } from "~/content/mailbox";
import { site } from "~/content/site";
import { container, sectionAlt, sectionHeading } from "~/styles/utilities.css";
import { pageMeta } from "~/utils/seo";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Virtual Mailbox for Your Business",
    description: `A real street address and mail scanning for your business from ${priceFromText}. ${site.name} clients save ${discountText} with code ${mailboxOffer.code}.`,
    keywords: ["virtual mailbox", "business address", "mail scanning", "virtual office"],
  });

export default function VirtualMailbox() {
  return (
    <>
      <PageHero
        eyebrow="Partner offer"
        title="Virtual Mailbox"
        lead={`A professional street address for your business, with every letter scanned and every package held for you, from ${priceFromText}.`}
      >
        <GetStartedLink />
      </PageHero>
      <MailboxOffer />
      <HowItWorks />
      <Benefits />
      <section className={sectionAlt} aria-labelledby="mailbox-cta-title">
        <div className={`${container} ${styles.cta}`}>
          <h2 id="mailbox-cta-title" className={sectionHeading}>
            Ready for a real business address?
          </h2>
          <p>
            Sign up with our partner and enter <strong>{mailboxOffer.code}</strong> at checkout to
            save {discountText}.
          </p>
          <GetStartedLink />
          <BookServiceLink className={button.outline} />
          <p className={styles.disclosure}>
            {site.name} recommends this service to its clients and may earn a referral commission
            when you sign up through our link, at no extra cost to you. The mailbox service is
            provided and billed by our partner.
          </p>
        </div>
      </section>
    </>
  );
}
