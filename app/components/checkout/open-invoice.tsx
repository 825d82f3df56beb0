import { Link } from "react-router";
import { button } from "~/components/ui/button.css";
import { formatLocalDate, useSiteTimeZone } from "~/utils/local-time";
import type { CheckoutData } from "./types";
import * as styles from "./checkout.css";

/** @see docs/decisions/0034-order-page-one-open-invoice-visitor-links.md */
export function OpenInvoice({ invoice }: { invoice: NonNullable<CheckoutData["openInvoice"]> }) {
  const timeZone = useSiteTimeZone();
  return (
    <section className={styles.section} aria-labelledby="open-invoice">
      <h2 id="open-invoice" className={styles.sectionTitle}>
        Invoice sent
      </h2>
      <p>
        We e-mailed you an invoice for this service on {formatLocalDate(invoice.sentAt, timeZone)}{" "}
        (order {invoice.number}). Pay it from the e-mail or here; once it is paid your order is
        complete.
      </p>
      <div className={styles.actions}>
        {invoice.invoiceUrl ? (
          <a href={invoice.invoiceUrl} className={button.primary}>
            Pay invoice
          </a>
        ) : null}
        <Link to={invoice.orderPath} className={button.outline}>
          See order {invoice.number}
        </Link>
      </div>
    </section>
  );
}
