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
import { MIN_PRICE_CENTS } from "~/content/catalog/schema";
import type { CardSummary } from "~/utils/card-label";
import { orderLeadFields, refundLeadFields } from "./order-mail";
import { receiptFields } from "./receipt-fields";

/** Status changes are guarded UPDATEs, so whoever moves a row also queues its e-mails: sent once. */

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
  attempt: string;
};

export type AttemptRow = Payment & { productTitle: string };

/** The owner may rename the item afterwards. */
export const paidTitle = sql<string>`coalesce(${payments.productTitle}, ${products.title})`;

/** null for a replayed or forged form (another user's, product's or method's attempt). */
export async function openAttempt(db: Database, input: NewAttempt): Promise<AttemptRow | null> {
  const key = `${input.method}:${input.attempt}`;
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, input.productId), eq(products.active, true)));
  if (!product || product.priceCents < MIN_PRICE_CENTS) return null;
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

/** A double click tokenizes the card twice; both submits must charge the first token under the key. */
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

export type OrderMailConfig = { leads: LeadsConfig; siteUrl: string };

export type Transition = {
  to: Exclude<PaymentStatus, "pending">;
  providerRef?: string;
  failureMessage?: string;
  refundId?: string;
  refundedCents?: number;
  card?: CardSummary;
  /** A checkout left unfinished until it expired: never an order, to the customer or the owner. */
  abandoned?: true;
};

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
      ...((change.refundId !== undefined || change.abandoned || change.card) && {
        providerData: sql`${payments.providerData} || ${JSON.stringify({
          ...(change.refundId !== undefined && { refundId: change.refundId }),
          ...(change.abandoned && { abandoned: true }),
          ...(change.card && { card: change.card }),
        })}::jsonb`,
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
      fields: {
        ...orderLeadFields(row, row.productTitle ?? product?.title ?? row.productId, mail.siteUrl),
        ...(await receiptFields(tx, row)),
      },
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

/** An issued invoice waits for its webhook and is not among them. */
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

export async function touchPayment(db: Database, id: string) {
  await db.update(payments).set({ updatedAt: new Date() }).where(eq(payments.id, id));
}
