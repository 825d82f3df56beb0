import { openDatabase } from "../../../app/.server/db/client";
import { runMigrations } from "../../../app/.server/db/migrate";

/**
 * States the browser tests reach through real flows, prepared in the e2e server's own database
 * (never in the site's code): scripts/e2e-server.mjs runs this file on the fresh database folder
 * before the server starts (`node --import tsx tests/e2e/support/database-fixtures.ts <dataDir>`).
 * Each is keyed by the domain of the e-mail address a test signs up or submits with, so tests
 * running in parallel never touch each other's state.
 */

/** A lead from an address at this domain fails to store, as a database outage would. */
export const STORE_FAILS_DOMAIN = "store-fails.test";

/** A local account signed up at this domain gets FIXTURE_ORDERS in its order history. */
export const WITH_ORDERS_DOMAIN = "orders.test";

/**
 * A local account signed up at this domain gets a payment whose date no program can read
 * (Postgres' `infinity`), so its order history fails as corrupt data would: a real 500.
 */
export const BROKEN_ORDERS_DOMAIN = "broken-orders.test";

/** The payments of an account at WITH_ORDERS_DOMAIN, oldest first: catalogue ids and statuses. */
export const FIXTURE_ORDERS = [
  { productId: "ai-chatbots", status: "refunded", daysAgo: 2 },
  { productId: "custom-ai-assistants", status: "completed", daysAgo: 1 },
  { productId: "ai-chatbots", status: "pending", daysAgo: 0 },
] as const;

function fixtureSql(): string {
  const orders = FIXTURE_ORDERS.map(
    (order) =>
      `(NEW.user_id, '${order.productId}', (SELECT price_cents FROM app.products WHERE id = '${order.productId}'), '${order.status}', 'fixture', gen_random_uuid()::text, now() - interval '${order.daysAgo} days')`,
  ).join(",\n      ");
  return `
CREATE SCHEMA IF NOT EXISTS e2e;

CREATE OR REPLACE FUNCTION e2e.fail_lead_store() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF lower(NEW.fields->>'email') LIKE '%@${STORE_FAILS_DOMAIN}' THEN
    RAISE EXCEPTION 'e2e fixture: lead store unavailable';
  END IF;
  RETURN NEW;
END $$;
DROP TRIGGER IF EXISTS e2e_fail_lead_store ON app.leads;
CREATE TRIGGER e2e_fail_lead_store BEFORE INSERT ON app.leads
  FOR EACH ROW EXECUTE FUNCTION e2e.fail_lead_store();

CREATE OR REPLACE FUNCTION e2e.give_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.email LIKE '%@${WITH_ORDERS_DOMAIN}' THEN
    INSERT INTO app.payments (user_id, product_id, amount_cents, status, provider, idempotency_key, created_at)
    VALUES
      ${orders};
  ELSIF NEW.email LIKE '%@${BROKEN_ORDERS_DOMAIN}' THEN
    INSERT INTO app.payments (user_id, product_id, amount_cents, status, provider, idempotency_key, created_at)
    VALUES (NEW.user_id, '${FIXTURE_ORDERS[0].productId}', 100, 'completed', 'fixture', gen_random_uuid()::text, 'infinity');
  END IF;
  RETURN NEW;
END $$;
DROP TRIGGER IF EXISTS e2e_give_orders ON app.local_credentials;
CREATE TRIGGER e2e_give_orders AFTER INSERT ON app.local_credentials
  FOR EACH ROW EXECUTE FUNCTION e2e.give_orders();
`;
}

async function main(dataDir: string) {
  const handle = await openDatabase({ dataDir });
  try {
    await runMigrations(handle);
    if (handle.driver !== "pglite") throw new Error("the browser tests' server uses PGlite");
    await handle.client.exec(fixtureSql());
  } finally {
    await handle.close();
  }
}

if (process.argv[1]?.endsWith("database-fixtures.ts")) {
  const dataDir = process.argv[2];
  if (!dataDir) throw new Error("usage: database-fixtures.ts <dataDir>");
  await main(dataDir);
}
