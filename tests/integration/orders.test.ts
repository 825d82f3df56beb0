import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runMigrations } from "~/.server/db/migrate";
import { payments, products, type PaymentStatus } from "~/.server/db/schema";
import { listOrders } from "~/.server/orders";
import { eachDatabase, type TestDatabase } from "./support/database";

describe.each(eachDatabase())("order history on $name", (target) => {
  let handle: TestDatabase;
  const ada = randomUUID();
  const grace = randomUUID();
  const nobody = randomUUID();

  beforeAll(async () => {
    handle = await target.open();
    await runMigrations(handle);
    await handle.db.insert(products).values([
      { id: "orders-plan", title: "Business Plan", description: "A full plan", priceCents: 150000 },
      { id: "orders-logo", title: "Logo Design", description: "Three concepts", priceCents: 9999 },
    ]);
    const at = (day: number) => new Date(Date.UTC(2026, 0, day, 12));
    const payment = (userId: string, productId: string, day: number, status: PaymentStatus) => ({
      userId,
      productId,
      amountCents: productId === "orders-plan" ? 150000 : 9999,
      status,
      provider: "sandbox",
      idempotencyKey: randomUUID(),
      createdAt: at(day),
    });
    await handle.db
      .insert(payments)
      .values([
        payment(ada, "orders-plan", 3, "completed"),
        payment(grace, "orders-plan", 4, "completed"),
        payment(ada, "orders-logo", 10, "pending"),
        payment(ada, "orders-logo", 1, "failed"),
        payment(grace, "orders-logo", 12, "refunded"),
      ]);
  });

  afterAll(async () => {
    await handle?.close();
  });

  it("[S-ACCOUNT-11] [S-ACCOUNT-12] [S-ACCOUNT-13] lists only the user's own payments, newest first, with the product's name and description", async () => {
    const orders = await listOrders(handle.db, ada);
    expect(orders.map((o) => [o.createdAt.slice(0, 10), o.productName, o.status])).toEqual([
      ["2026-01-10", "Logo Design", "pending"],
      ["2026-01-03", "Business Plan", "completed"],
      ["2026-01-01", "Logo Design", "failed"],
    ]);
    expect(orders[0]).toMatchObject({
      productDescription: "Three concepts",
      amountCents: 9999,
      currency: "USD",
    });

    const graces = await listOrders(handle.db, grace);
    expect(graces.map((o) => o.status)).toEqual(["refunded", "completed"]);
  });

  it("[S-ACCOUNT-09] a user without payments has no orders", async () => {
    expect(await listOrders(handle.db, nobody)).toEqual([]);
  });
});
