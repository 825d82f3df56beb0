import { and, eq } from "drizzle-orm";
import { site } from "~/content/site";
import { formatMoney } from "~/utils/money";
import { payLaterPlanText } from "~/utils/pricing";
import type { Database } from "../../db";
import { sandboxObjects } from "../../db/schema";
import type { Mailer } from "../../mail/mailer";
import { ProviderUnavailable, type InvoiceIssuer } from "../port";
import { squareEventRequest } from "../square/webhooks";
import { offlineId } from "./card";
import { getRecord, moveRecord, putRecord } from "./sandbox-records";

export type SandboxInvoice = {
  reference: string;
  /** Absent on invoices issued before order numbers were printed on them. */
  orderNumber?: string;
  title: string;
  amountCents: number;
  currency: string;
  email: string;
  mailed?: boolean;
};

export function invoicePageUrl(siteUrl: string, invoiceId: string) {
  return `${siteUrl}/sandbox/invoice?${new URLSearchParams({ id: invoiceId })}`;
}

export function offlineInvoiceIssuer(db: Database, siteUrl: string, mailer: Mailer): InvoiceIssuer {
  return {
    async issue({ item, payer, idempotencyKey }) {
      const invoiceId = offlineId("inv", idempotencyKey);
      const invoice = await putRecord<SandboxInvoice>(db, "invoice", invoiceId, "UNPAID", {
        reference: item.reference,
        orderNumber: item.orderNumber,
        title: item.title,
        amountCents: item.amountCents,
        currency: item.currency,
        email: payer.email,
      });
      const publicUrl = invoicePageUrl(siteUrl, invoiceId);
      if (!invoice.data.mailed) await mailOnce(db, mailer, invoiceId, payer.email, publicUrl);
      return { invoiceId, publicUrl };
    },
  };
}

/** Locked while mailing, so a double submit mails once; a failed send rolls back and is retried. */
async function mailOnce(
  db: Database,
  mailer: Mailer,
  invoiceId: string,
  email: string,
  publicUrl: string,
) {
  await db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(sandboxObjects)
      .where(and(eq(sandboxObjects.id, invoiceId), eq(sandboxObjects.kind, "invoice")))
      .for("update");
    const data = locked?.data as SandboxInvoice | undefined;
    if (!data || data.mailed) return;
    try {
      await mailer.send({ to: email, id: invoiceId, ...invoiceEmail(data, publicUrl) });
    } catch (error) {
      throw new ProviderUnavailable("the sandbox could not mail the invoice", { cause: error });
    }
    await tx
      .update(sandboxObjects)
      .set({ data: { ...data, mailed: true }, updatedAt: new Date() })
      .where(eq(sandboxObjects.id, invoiceId));
  });
}

function invoiceEmail(invoice: SandboxInvoice, publicUrl: string) {
  const amount = formatMoney(invoice.amountCents, { cents: true });
  return {
    subject: `Invoice from ${site.name}: ${invoice.title}${invoice.orderNumber ? `, order ${invoice.orderNumber}` : ""}`,
    text: [
      `${site.name} sent you an invoice for ${amount}.`,
      "",
      ...(invoice.orderNumber ? [`Order number: ${invoice.orderNumber}`] : []),
      `Service: ${invoice.title}`,
      `Amount due: ${amount}`,
      `Pay in full by card, or with Buy Now Pay Later in ${payLaterPlanText(invoice.amountCents)}.`,
      "",
      `View and pay your invoice: ${publicUrl}`,
      "",
      "This is the site's offline payment sandbox: no real money is taken.",
      "",
    ].join("\n"),
  };
}

export async function findSandboxInvoice(db: Database, invoiceId: string) {
  return getRecord<SandboxInvoice>(db, "invoice", invoiceId);
}

export async function paySandboxInvoice(
  db: Database,
  invoiceId: string,
  signing: { signatureKey: string; notificationUrl: string },
) {
  const invoice = await getRecord<SandboxInvoice>(db, "invoice", invoiceId);
  if (!invoice) return undefined;
  if (!(await moveRecord(db, "invoice", invoiceId, ["UNPAID"], "PAID"))) return undefined;
  return squareEventRequest(signing, "invoice.payment_made", {
    invoice: {
      id: invoiceId,
      status: "PAID",
      invoice_number: invoiceId.slice(-8),
      title: invoice.data.title,
    },
  });
}
