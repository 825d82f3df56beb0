import { useHydrated } from "remix-utils/use-hydrated";
import * as card from "~/components/ui/card.css";
import { discountText, mailboxOffer, priceFromText } from "~/content/mailbox";
import { container, section } from "~/styles/utilities.css";
import { CopyCodeButton } from "./copy-code-button";
import { GetStartedLink } from "./get-started-link";
import * as styles from "./mailbox.css";

export function MailboxOffer() {
  const hydrated = useHydrated();
  return (
    <section className={section} aria-labelledby="offer-title">
      <div className={`${container} ${styles.offer}`}>
        <img
          src="/images/mailbox/mailbox.svg"
          width={560}
          height={420}
          alt=""
          className={styles.illustration}
          decoding="async"
        />
        <div className={styles.offerCard} data-offer="">
          <h2 id="offer-title" className={styles.offerTitle}>
            An exclusive discount for our clients
          </h2>
          <p>Use this code when you sign up:</p>
          <div className={styles.codeRow}>
            <span className={styles.code}>{mailboxOffer.code}</span>
            {hydrated ? <CopyCodeButton /> : null}
          </div>
          <p className={styles.discount}>
            Save {discountText} on your virtual mailbox plan with code {mailboxOffer.code}.
          </p>
          <p className={styles.priceLine}>
            Plans from <span className={card.price}>{priceFromText}</span>
          </p>
          <div>
            <GetStartedLink />
          </div>
        </div>
      </div>
    </section>
  );
}
