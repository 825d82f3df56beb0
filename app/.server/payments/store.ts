import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { LeadsConfig } from "../config";
import type { Database, Transaction } from "../db";
import {
  payments,
  products,
  type Payment,
  type PaymentMethod,
  type PaymentProviderData,
  type PaymentStatus,
} from "../db/schema";
import { storeLeadInTransaction } from "../leads/store";
import { orderLeadFields, refundLeadFields } from "./order-mail";

/**
 * The payments rows: one per checkout attempt, written before the provider is called, and moved
 * only forward (ADR 21). Every change of status is one UPDATE guarded by the statuses it may come
 * from, so two writers (the browser's return and a webhook, two server processes) cannot both
 * move a row, and whoever moves it to completed also queues the receipt and the owner's notice in
 * the same transaction: sent once, never lost. Likewise whoever moves it to refunded (the owner's
 * refund or a provider's refund webhook) queues the customer's refund notice (ADR 26).
 */

/** The statuses each status may be reached from. */
const reachableFrom: Record<PaymentStatus, PaymentStatus[]> = {
  pending: [],
  completed: ["pending"],
  failed: ["pending"],
  canceled: ["pending"],
  refunded: ["completed"],
};

export type NewAttempt = {
  userId: string;
  payerEmail: string;
  productId: string;
  method: PaymentMethod;
  provider: string;
  /** The form's attempt id: the same attempt finds the same row. */
  attempt: string;
};

export type AttemptRow = Payment & { productTitle: string };

/** The title the order was paid with: the owner may rename the item afterwards. */
export const paidTitle = sql<string>`coalesce(${payments.productTitle}, ${products.title})`;

/**
 * The row of this attempt: created pending with the catalogue's price, or the one a first submit
 * of the same attempt already created. Returns null when the attempt id belongs to another user,
 * product or method (a replayed or forged form), or the product is not for sale.
 */
export async function openAttempt(db: Database, input: NewAttempt): Promise<AttemptRow | null> {
  const key = `${input.method}:${input.attempt}`;
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, input.productId), eq(products.active, true)));
  if (!product) return null;
  await db
    .insert(payments)
    .values({
      userId: input.userId,
      productId: product.id,
      amountCents: product.priceCents,
      productTitle: product.title,
      currency: product.currency,
      status: "pending",
      provider: input.provider,
      method: input.method,
      payerEmail: input.payerEmail,
      idempotencyKey: key,
    })
    .onConflictDoNothing({ target: payments.idempotencyKey });
  const row = await findByKey(db, key);
  if (
    !row ||
    row.userId !== input.userId ||
    row.productId !== input.productId ||
    row.method !== input.method
  ) {
    return null;
  }
  return row;
}

async function findByKey(db: Database, key: string): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select({ payment: payments, productTitle: paidTitle })
    .from(payments)
    .innerJoin(products, eq(products.id, payments.productId))
    .where(eq(payments.idempotencyKey, key));
  return row && { ...row.payment, productTitle: row.productTitle };
}

export async function findPayment(db: Database, id: string): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select({ payment: payments, productTitle: paidTitle })
    .from(payments)
    .innerJoin(products, eq(products.id, payments.productId))
    .where(eq(payments.id, id));
  return row && { ...row.payment, productTitle: row.productTitle };
}

/** The order numbered `number`, when it is this user's (anyone else's is not found). */
export async function findOrderOfUser(
  db: Database,
  userId: string,
  number: number,
): Promise<(AttemptRow & { productDescription: string }) | undefined> {
  const [row] = await db
    .select({
      payment: payments,
      productTitle: paidTitle,
      productDescription: products.description,
    })
    .from(payments)
    .innerJoin(products, eq(products.id, payments.productId))
    .where(and(eq(payments.number, number), eq(payments.userId, userId)));
  if (!row) return undefined;
  const { payment, ...product } = row;
  return { ...payment, ...product };
}

/**
 * The user's invoice for this product that was sent and is not paid yet, newest first: while
 * there is one, the checkout shows it instead of sending another (ADR 34).
 */
export async function openInvoiceOf(
  db: Database,
  userId: string,
  productId: string,
): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select({ payment: payments, productTitle: paidTitle })
    .from(payments)
    .innerJoin(products, eq(products.id, payments.productId))
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.productId, productId),
        eq(payments.method, "invoice"),
        eq(payments.status, "pending"),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row && { ...row.payment, productTitle: row.productTitle };
}

/** The row a provider's event is about: by our reference when it carries one, else its own id. */
export async function findForEvent(
  db: Database | Transaction,
  provider: string,
  reference: string | undefined,
  providerRef: string | undefined,
): Promise<Payment | undefined> {
  if (reference && isUuid(reference)) {
    const [row] = await db.select().from(payments).where(eq(payments.id, reference));
    if (row) return row;
  }
  if (!providerRef) return undefined;
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.providerRef, providerRef), eq(payments.provider, provider)));
  return row;
}

export function isUuid(value: string) {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

/** Records what a provider call gave back (its id, the approval or invoice page), status unchanged. */
export async function recordProviderRef(
  db: Database,
  id: string,
  providerRef: string,
  data: PaymentProviderData = {},
) {
  await db
    .update(payments)
    .set({
      providerRef,
      providerData: sql`${payments.providerData} || ${JSON.stringify(data)}::jsonb`,
      updatedAt: new Date(),
    })
    .where(eq(payments.id, id));
}

/**
 * Keeps the attempt's card token unless one is kept already, in one guarded UPDATE, and returns
 * the token kept: two submits of one attempt at once (a double click tokenizes the card twice)
 * then both charge the first token under the attempt's key, instead of sending the provider the
 * same key with another card (which it refuses as a reused key, and which a reconcile would then
 * repeat with the wrong token).
 */
export async function keepSourceId(db: Database, id: string, sourceId: string): Promise<string> {
  const kept = await db
    .update(payments)
    .set({ providerData: sql`${payments.providerData} || ${JSON.stringify({ sourceId })}::jsonb` })
    .where(and(eq(payments.id, id), sql`${payments.providerData}->>'sourceId' is null`))
    .returning({ id: payments.id });
  if (kept.length > 0) return sourceId;
  const [row] = await db
    .select({ providerData: payments.providerData })
    .from(payments)
    .where(eq(payments.id, id));
  const first = row?.providerData.sourceId;
  if (!first) throw new Error(`payment ${id} has no card token after keeping one`);
  return first;
}

/** What the order e-mails need: where leads go, and the site's address for the links. */
export type OrderMailConfig = { leads: LeadsConfig; siteUrl: string };

export type Transition = {
  to: Exclude<PaymentStatus, "pending">;
  providerRef?: string;
  failureMessage?: string;
  /** To refunded: the provider's refund id, kept in `provider_data` (ADR 26). */
  refundId?: string;
  /** To refunded: what this refund gave back, when the refunds before it were partial. */
  refundedCents?: number;
};

/**
 * Moves a row forward, inside `tx`. Returns true when this call moved it (and, for completed or
 * refunded, queued the e-mails); false when it was already there or past it.
 */
export async function moveInTransaction(
  tx: Transaction,
  mail: OrderMailConfig,
  id: string,
  change: Transition,
): Promise<boolean> {
  const moved = await tx
    .update(payments)
    .set({
      status: change.to,
      updatedAt: new Date(),
      ...(change.providerRef !== undefined && { providerRef: change.providerRef }),
      ...(change.failureMessage !== undefined && { failureMessage: change.failureMessage }),
      ...(change.refundId !== undefined && {
        providerData: sql`${payments.providerData} || ${JSON.stringify({ refundId: change.refundId })}::jsonb`,
      }),
    })
    .where(and(eq(payments.id, id), inArray(payments.status, reachableFrom[change.to])))
    .returning();
  const row = moved[0];
  if (!row) return false;
  if (change.to === "completed") {
    const [product] = await tx.select().from(products).where(eq(products.id, row.productId));
    await storeLeadInTransaction(tx, mail.leads, {
      kind: "order",
      fields: orderLeadFields(
        row,
        row.productTitle ?? product?.title ?? row.productId,
        mail.siteUrl,
      ),
    });
  }
  if (change.to === "refunded") {
    const [product] = await tx.select().from(products).where(eq(products.id, row.productId));
    await storeLeadInTransaction(tx, mail.leads, {
      kind: "refund",
      fields: refundLeadFields(
        row,
        row.productTitle ?? product?.title ?? row.productId,
        mail.siteUrl,
        change.refundedCents,
      ),
    });
  }
  return true;
}

export function movePayment(db: Database, mail: OrderMailConfig, id: string, change: Transition) {
  return db.transaction((tx) => moveInTransaction(tx, mail, id, change));
}

/**
 * Pending rows to look at again, oldest first: those whose provider call was never answered (no
 * provider id yet), and PayPal orders whose buyer has not come back. An issued invoice waits for
 * its webhook and is not among them.
 */
export async function staleAttempts(db: Database, olderThan: Date, limit = 20): Promise<Payment[]> {
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.status, "pending"),
        sql`${payments.updatedAt} < ${olderThan.toISOString()}::timestamptz`,
        sql`(${payments.providerRef} is null or ${payments.method} = 'paypal')`,
      ),
    )
    .orderBy(payments.updatedAt)
    .limit(limit);
}

/** Marks a row as looked at now, so the next reconcile pass waits before asking again. */
export async function touchPayment(db: Database, id: string) {
  await db.update(payments).set({ updatedAt: new Date() }).where(eq(payments.id, id));
}
