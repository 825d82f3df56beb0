import type { LoaderFunctionArgs } from "@remix-run/node";
import { asc, eq } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { getConfig } from "~/.server/config";
import { getDb } from "~/.server/db";
import { localCredentials, payments, products } from "~/.server/db/schema";

/**
 * Browser tests only (ENABLE_TEST_HOOKS, localhost): `/__test/payments?email=x@y` gives that
 * local account three payments of two catalogue products, a day apart (the newest "pending",
 * then "completed", the oldest "refunded"), so the order history has rows before payments exist.
 * Answers the rows it wrote as JSON. 404 otherwise.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  if (!getConfig().testHooks) throw new Response("Not Found", { status: 404 });
  const email = new URL(request.url).searchParams.get("email")?.trim().toLowerCase();
  if (!email) throw new Response("email is required", { status: 400 });
  const db = await getDb();
  const [account] = await db
    .select({ userId: localCredentials.userId })
    .from(localCredentials)
    .where(eq(localCredentials.email, email));
  if (!account) throw new Response("No such account", { status: 404 });
  const items = await db.select().from(products).orderBy(asc(products.id)).limit(2);
  if (items.length < 2) throw new Response("The catalogue is not seeded", { status: 500 });
  const day = 24 * 60 * 60 * 1000;
  const now = Date.now();
  const rows = [
    { product: items[0]!, status: "refunded", createdAt: new Date(now - 2 * day) },
    { product: items[1]!, status: "completed", createdAt: new Date(now - day) },
    { product: items[0]!, status: "pending", createdAt: new Date(now) },
  ];
  await db.insert(payments).values(
    rows.map((row) => ({
      userId: account.userId,
      productId: row.product.id,
      amountCents: row.product.priceCents,
      status: row.status,
      provider: "test-hook",
      idempotencyKey: randomUUID(),
      createdAt: row.createdAt,
    })),
  );
  return Response.json(
    rows.map((row) => ({
      productName: row.product.title,
      amountCents: row.product.priceCents,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
    })),
  );
}
