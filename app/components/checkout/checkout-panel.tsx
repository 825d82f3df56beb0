import { useState, type KeyboardEvent, type ReactElement } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { checkoutTabLabels, type CheckoutTab } from "~/utils/checkout";
import { formatPrice } from "~/utils/money";
import { monthlyBillingNote } from "~/utils/monthly-billing";
import { CardForm } from "./card-form";
import * as styles from "./checkout.css";
import { InvoiceForm } from "./invoice-form";
import { OpenInvoice } from "./open-invoice";
import { PayPalForm } from "./paypal-form";
import type { CheckoutData } from "./types";

type PanelProps = {
  data: CheckoutData;
  action: string;
  initialTab: CheckoutTab;
  onDone: () => void;
  onError?: () => void;
};

/** Tabs once JavaScript runs; the server-drawn checkout page shows the ways one after another. */
export function CheckoutPanel({ data, action, initialTab, onDone, onError }: PanelProps) {
  const hydrated = useHydrated();
  const offered = (["card", "paypal", "invoice"] as const).filter((tab) => data[tab] !== null);
  const [tab, setTab] = useState<CheckoutTab>(
    offered.includes(initialTab) ? initialTab : (offered[0] ?? initialTab),
  );
  const forms: Record<CheckoutTab, () => ReactElement> = {
    card: () =>
      hydrated ? (
        <CardForm data={data} action={action} onPaid={onDone} onError={onError} />
      ) : (
        <p>
          Card payment needs JavaScript. Turn it on in your browser to pay by card, or pay with
          PayPal or an invoice below.
        </p>
      ),
    paypal: () => <PayPalForm data={data} action={action} onError={onError} />,
    invoice: () => <InvoiceForm data={data} action={action} onSent={onDone} onError={onError} />,
  };

  return (
    <div className={styles.panel}>
      <p className={styles.price}>{formatPrice(data.item)}</p>
      {data.item.monthly ? <p>{monthlyBillingNote(data.item.priceCents)}</p> : null}
      {data.sandbox ? (
        <p className={styles.sandboxBadge}>
          Sandbox: no real money is taken. Test card 4111 1111 1111 1111, any future date.
        </p>
      ) : null}
      {data.openInvoice ? (
        <OpenInvoice invoice={data.openInvoice} />
      ) : offered.length === 0 ? (
        <p role="status">Online payment is not available right now. Please contact us to buy.</p>
      ) : hydrated ? (
        <Tabs offered={offered} tab={tab} setTab={setTab} render={forms} />
      ) : (
        offered.map((t) => (
          <section key={t} className={styles.section} aria-labelledby={`checkout-${t}`}>
            <h2 id={`checkout-${t}`} className={styles.sectionTitle}>
              {checkoutTabLabels[t]}
            </h2>
            {forms[t]()}
          </section>
        ))
      )}
    </div>
  );
}

function Tabs({
  offered,
  tab,
  setTab,
  render,
}: {
  offered: readonly CheckoutTab[];
  tab: CheckoutTab;
  setTab: (tab: CheckoutTab) => void;
  render: Record<CheckoutTab, () => ReactElement>;
}) {
  // Arrow keys move between tabs (the WAI-ARIA tabs pattern); Tab goes on into the panel.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const next = offered[(offered.indexOf(tab) + step + offered.length) % offered.length]!;
    setTab(next);
    document.getElementById(`checkout-tab-${next}`)?.focus();
  };
  return (
    <>
      <div
        role="tablist"
        aria-label="Payment method"
        className={styles.tabList}
        onKeyDown={onKeyDown}
      >
        {offered.map((t) => (
          <button
            key={t}
            id={`checkout-tab-${t}`}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={t === tab}
            aria-controls={`checkout-panel-${t}`}
            tabIndex={t === tab ? 0 : -1}
            onClick={() => setTab(t)}
          >
            {checkoutTabLabels[t]}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`checkout-panel-${tab}`}
        aria-labelledby={`checkout-tab-${tab}`}
        className={styles.section}
      >
        {render[tab]()}
      </div>
    </>
  );
}
