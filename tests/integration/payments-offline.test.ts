import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openMemoryDatabase } from "./support/database";
import { runMigrations } from "~/.server/db/migrate";
import { createOfflineProviders } from "~/.server/payments/offline";
import {
  findSandboxInvoice,
  invoicePageUrl,
  paySandboxInvoice,
} from "~/.server/payments/offline/invoices";
import { approveSandboxOrder } from "~/.server/payments/offline/orders";
import { ProviderUnavailable } from "~/.server/payments/port";
import { squareEventRequest } from "~/.server/payments/square/webhooks";
import {
  OFFLINE_SIGNATURE_KEY,
  offlineSigning,
  recordingMailer,
  SITE_URL,
  type RecordingMailer,
} from "./support/checkout";
import {
  paymentsContract,
  testItem,
  testPayer,
  type PaymentsHarness,
} from "./support/payments-contract";

/** The offline sandbox on a fresh in-memory database, mailing through a recording mailer. */
async function offline(mailer: RecordingMailer = recordingMailer()) {
  const handle = await openMemoryDatabase();
  await runMigrations(handle);
  const providers = createOfflineProviders({
    db: handle.db,
    siteUrl: SITE_URL,
    mailer,
    signatureKey: OFFLINE_SIGNATURE_KEY,
  });
  return { handle, providers, mailer };
}

async function makeHarness(): Promise<PaymentsHarness> {
  const { handle, providers } = await offline();
  return {
    card: providers.card,
    redirect: providers.redirect,
    invoice: providers.invoice,
    webhooks: providers.webhooks.square!.reader,
    refunds: providers.refunds.offline,
    async paidPayment() {
      const item = testItem();
      const charged = await providers.card!.chargeCard({
        item,
        payer: testPayer,
        sourceId: "cnon:card-nonce-ok",
        idempotencyKey: randomUUID(),
      });
      if (charged.kind !== "completed") throw new Error("the sandbox declined the test card");
      return { ...item, method: "card" as const, providerRef: charged.providerRef };
    },
    async approveOrder(orderId) {
      if (!(await approveSandboxOrder(handle.db, orderId))) {
        throw new Error(`the sandbox could not approve ${orderId}`);
      }
    },
    async payInvoice(invoiceId) {
      const event = await paySandboxInvoice(handle.db, invoiceId, offlineSigning);
      if (!event) throw new Error(`the sandbox could not pay ${invoiceId}`);
      return event;
    },
    completedEvent: (id, reference) =>
      Promise.resolve(
        squareEventRequest(offlineSigning, "payment.updated", {
          payment: { id, status: "COMPLETED", reference_id: reference },
        }),
      ),
    close: () => handle.close(),
  };
}

paymentsContract(
  "offline",
  { card: true, redirect: true, invoice: true, refunds: true },
  makeHarness,
);

describe("offline sandbox invoices", () => {
  let sandbox: Awaited<ReturnType<typeof offline>>;
  beforeEach(async () => {
    sandbox = await offline();
  });
  afterEach(() => sandbox.handle.close());

  it("mails the invoice once to the payer with the sandbox invoice link, and not again on a replay", async () => {
    const input = { item: testItem(40000), payer: testPayer, idempotencyKey: randomUUID() };
    const issued = await sandbox.providers.invoice!.issue(input);
    expect(issued.publicUrl).toBe(invoicePageUrl(SITE_URL, issued.invoiceId));
    expect(issued.publicUrl).toMatch(/^http:\/\/localhost:3000\/sandbox\/invoice\?id=inv_/);

    expect(sandbox.mailer.sent).toHaveLength(1);
    const [mail] = sandbox.mailer.sent;
    expect(mail!.to).toBe(testPayer.email);
    expect(mail!.subject).toContain("Funding Business Plan");
    expect(mail!.text).toContain(`View and pay your invoice: ${issued.publicUrl}`);
    expect(mail!.text).toContain("$400.00");

    expect(await sandbox.providers.invoice!.issue(input)).toEqual(issued);
    expect(sandbox.mailer.sent).toHaveLength(1);
  });

  it("an invoice whose e-mail could not be sent is unavailable, and mailed once when issued again", async () => {
    const input = { item: testItem(), payer: testPayer, idempotencyKey: randomUUID() };
    sandbox.mailer.failNext();
    await expect(sandbox.providers.invoice!.issue(input)).rejects.toBeInstanceOf(
      ProviderUnavailable,
    );
    expect(sandbox.mailer.sent).toHaveLength(0);

    const issued = await sandbox.providers.invoice!.issue(input);
    await sandbox.providers.invoice!.issue(input);
    expect(sandbox.mailer.sent.map((m) => m.to)).toEqual([testPayer.email]);
    expect((await findSandboxInvoice(sandbox.handle.db, issued.invoiceId))?.status).toBe("UNPAID");
  });

  it("an invoice is paid once: paying it again sends no second event", async () => {
    const input = { item: testItem(), payer: testPayer, idempotencyKey: randomUUID() };
    const { invoiceId } = await sandbox.providers.invoice!.issue(input);
    expect(await paySandboxInvoice(sandbox.handle.db, invoiceId, offlineSigning)).toBeDefined();
    expect(await paySandboxInvoice(sandbox.handle.db, invoiceId, offlineSigning)).toBeUndefined();
    expect(await paySandboxInvoice(sandbox.handle.db, "inv_missing", offlineSigning)).toBe(
      undefined,
    );
    expect((await findSandboxInvoice(sandbox.handle.db, invoiceId))?.status).toBe("PAID");
  });
});
