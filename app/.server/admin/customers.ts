import { and, desc, eq, inArray, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../db";
import { leads, localCredentials, payments, products, profiles } from "../db/schema";
import { personName } from "../leads/admin";
import { enquiryKinds } from "../leads/kinds";
import { isUuid } from "./ids";
import { containsPattern } from "./leads";
import { adminQueryFrom } from "~/utils/admin-inputs";
import { paidTitle } from "../payments/store";
import { refundedSum } from "../orders";

const CUSTOMERS_PER_PAGE = 50;

export type CustomerFilter = { q: string; page: number };

export function customerFilterFrom(url: URL): CustomerFilter {
  const page = Number(url.searchParams.get("page"));
  return {
    q: adminQueryFrom(url),
    page: Number.isInteger(page) && page > 1 && page < 100_000 ? page : 1,
  };
}

/** A Supabase user's address lives in `auth`, out of reach, so it is the one they last paid with. */
function customersTable(db: Database) {
  const ids = db.$with("customer_ids").as(
    db
      .select({ userId: sql<string>`${profiles.id}`.as("customer_id") })
      .from(profiles)
      .union(
        db
          .select({ userId: sql<string>`${localCredentials.userId}`.as("customer_id") })
          .from(localCredentials),
      )
      .union(
        db.select({ userId: sql<string>`${payments.userId}`.as("customer_id") }).from(payments),
      ),
  );
  const orderTotals = db.$with("customer_orders").as(
    db
      .select({
        userId: sql<string>`${payments.userId}`.as("order_user_id"),
        orders: sql<number>`count(*)::int`.as("orders"),
        paidCents:
          sql<number>`coalesce(sum(${payments.amountCents} - ${refundedSum}) filter (where ${payments.status} = 'completed'), 0)::int`.as(
            "paid_cents",
          ),
        firstOrderAt: sql<Date>`min(${payments.createdAt})`.as("first_order_at"),
        lastOrderAt: sql<Date>`max(${payments.createdAt})`.as("last_order_at"),
        payerEmail: sql<
          string | null
        >`(array_agg(${payments.payerEmail} order by ${payments.createdAt} desc) filter (where ${payments.payerEmail} is not null))[1]`.as(
          "payer_email",
        ),
      })
      .from(payments)
      .groupBy(payments.userId),
  );
  const leadTotals = db.$with("customer_leads").as(
    db
      .select({
        email: sql<string>`lower(${leads.fields}->>'email')`.as("lead_email"),
        leads: sql<number>`count(*)::int`.as("leads"),
        lastLeadAt: sql<Date>`max(${leads.createdAt})`.as("last_lead_at"),
      })
      .from(leads)
      .where(inArray(leads.kind, [...enquiryKinds]))
      .groupBy(sql`lower(${leads.fields}->>'email')`),
  );
  const email = sql<string | null>`coalesce(${localCredentials.email}, ${orderTotals.payerEmail})`;
  const joinedAt = sql`least(${localCredentials.createdAt}, ${profiles.createdAt}, ${orderTotals.firstOrderAt})`;
  const customers = db.$with("customers").as(
    db
      .select({
        id: sql<string>`${ids.userId}`.as("id"),
        fullName: sql<string | null>`${profiles.fullName}`.as("full_name"),
        businessName: sql<string | null>`${profiles.businessName}`.as("business_name"),
        telephone: sql<string | null>`${profiles.telephone}`.as("telephone"),
        email: email.as("email"),
        orders: sql<number>`coalesce(${orderTotals.orders}, 0)`.as("order_count"),
        paidCents: sql<number>`coalesce(${orderTotals.paidCents}, 0)`.as("paid"),
        leads: sql<number>`coalesce(${leadTotals.leads}, 0)`.as("lead_count"),
        joinedAt: sql<Date>`${joinedAt}`.as("joined_at"),
        lastOrderAt: sql<Date | null>`${orderTotals.lastOrderAt}`.as("last_order"),
        lastActiveAt:
          sql<Date>`greatest(${joinedAt}, ${orderTotals.lastOrderAt}, ${leadTotals.lastLeadAt})`.as(
            "last_active_at",
          ),
      })
      .from(ids)
      .leftJoin(profiles, eq(profiles.id, ids.userId))
      .leftJoin(localCredentials, eq(localCredentials.userId, ids.userId))
      .leftJoin(orderTotals, eq(orderTotals.userId, ids.userId))
      .leftJoin(leadTotals, eq(leadTotals.email, sql`lower(${email})`)),
  );
  return { ctes: [ids, orderTotals, leadTotals, customers] as const, customers };
}

function customerSearch(
  customers: ReturnType<typeof customersTable>["customers"],
  q: string,
): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(
    sql`${customers.fullName} ilike ${pattern}`,
    sql`${customers.businessName} ilike ${pattern}`,
    sql`${customers.email} ilike ${pattern}`,
  );
}

export type CustomerRow = {
  id: string;
  fullName: string | null;
  businessName: string | null;
  telephone: string | null;
  email: string | null;
  orders: number;
  paidCents: number;
  leads: number;
  joinedAt: Date;
  lastOrderAt: Date | null;
  lastActiveAt: Date;
};

/** The drivers hand back a computed time as a Date or as text. */
function customerRow(row: Record<keyof CustomerRow, unknown>): CustomerRow {
  const date = (value: unknown) => (value === null ? null : new Date(value as string | Date));
  return {
    ...(row as CustomerRow),
    orders: Number(row.orders),
    paidCents: Number(row.paidCents),
    leads: Number(row.leads),
    joinedAt: date(row.joinedAt)!,
    lastOrderAt: date(row.lastOrderAt),
    lastActiveAt: date(row.lastActiveAt)!,
  };
}

/** `owners`: the dashboard's own addresses (ADMIN_EMAILS, lower case), never listed as customers. */
export async function findCustomers(
  db: Database,
  filter: { q: string; page: number | null },
  owners: readonly string[] = [],
) {
  const { ctes, customers } = customersTable(db);
  const where = and(
    customerSearch(customers, filter.q),
    owners.length > 0
      ? notInArray(sql`coalesce(lower(${customers.email}), '')`, [...owners])
      : undefined,
  );
  const query = db
    .with(...ctes)
    .select()
    .from(customers)
    .where(where)
    .orderBy(desc(customers.lastActiveAt), desc(customers.id));
  const [rows, [total]] = await Promise.all([
    filter.page === null
      ? query
      : query.limit(CUSTOMERS_PER_PAGE).offset((filter.page - 1) * CUSTOMERS_PER_PAGE),
    db
      .with(...ctes)
      .select({ count: sql<number>`count(*)::int` })
      .from(customers)
      .where(where),
  ]);
  const matches = Number(total?.count ?? 0);
  return {
    customers: rows.map(customerRow),
    total: matches,
    pages: Math.max(1, Math.ceil(matches / CUSTOMERS_PER_PAGE)),
  };
}

export async function getCustomer(db: Database, id: string) {
  if (!isUuid(id)) return null;
  const { ctes, customers } = customersTable(db);
  const [found] = await db
    .with(...ctes)
    .select()
    .from(customers)
    .where(eq(customers.id, id));
  if (!found) return null;
  const customer = customerRow(found);
  const [orders, sent] = await Promise.all([
    db
      .select({
        id: payments.id,
        number: payments.number,
        createdAt: payments.createdAt,
        item: paidTitle,
        amountCents: payments.amountCents,
        status: payments.status,
      })
      .from(payments)
      .innerJoin(products, eq(products.id, payments.productId))
      .where(eq(payments.userId, id))
      .orderBy(desc(payments.createdAt), desc(payments.number)),
    customer.email
      ? db
          .select({
            id: leads.id,
            kind: leads.kind,
            fields: leads.fields,
            createdAt: leads.createdAt,
            handledAt: leads.handledAt,
          })
          .from(leads)
          .where(
            and(
              inArray(leads.kind, [...enquiryKinds]),
              sql`lower(${leads.fields}->>'email') = lower(${customer.email})`,
            ),
          )
          .orderBy(desc(leads.createdAt), desc(leads.id))
      : [],
  ]);
  return {
    customer,
    orders,
    leads: sent.map(({ fields, ...lead }) => ({ ...lead, name: personName(fields) })),
  };
}
