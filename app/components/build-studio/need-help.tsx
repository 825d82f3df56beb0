import { PhoneCall } from "lucide-react";
import { button } from "~/components/ui/button.css";
import { ExternalLink } from "~/components/ui/external-link";
import { needHelp } from "~/content/build-studio-page";
import type { CatalogItem } from "~/content/catalog/types";
import { container, section } from "~/styles/utilities.css";
import { formatMoney } from "~/utils/money";
import * as styles from "./build-studio.css";

export function NeedHelp({ call }: { call: CatalogItem & { url: string } }) {
  const price = formatMoney(call.priceCents);
  return (
    <section className={section} aria-labelledby="need-help-title">
      <div className={container}>
        <div className={styles.needHelp} data-need-help="">
          <span className={styles.needHelpIcon}>
            <PhoneCall aria-hidden="true" size={26} />
          </span>
          <div>
            <h2 id="need-help-title" className={styles.needHelpTitle}>
              {needHelp.title}
            </h2>
            <p className={styles.needHelpText}>{needHelp.text}</p>
          </div>
          <div className={styles.needHelpOffer}>
            <p className={styles.needHelpPrice}>
              <span className={styles.needHelpAmount} data-price="">
                {price}
              </span>
              <span>{call.title}</span>
            </p>
            <ExternalLink href={call.url} className={button.primary}>
              Book a {price} {call.title}
            </ExternalLink>
          </div>
        </div>
      </div>
    </section>
  );
}
