import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAppContext } from "~/.server/app-context";
import { parseConfig } from "~/.server/config";
import { runMigrations, type DatabaseHandle } from "~/.server/db";
import { openMemoryDatabase } from "./support/database";
import { loader } from "~/root";
import { createLoadContext } from "~/.server/context";
import { callRoute } from "../support/route-call";

/**
 * What drives the "Test mode — no real payments" band: the root loader's `testMode`, from the
 * configuration alone (the same for every visitor, so a cached anonymous page is right for all).
 */
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openMemoryDatabase();
  await runMigrations(handle);
});

afterAll(async () => {
  await handle?.close();
});

async function testModeOf(settings: Record<string, string>) {
  const app = await createAppContext({ config: parseConfig(settings), db: handle.db });
  const answer = await callRoute(loader, {
    request: new Request("http://localhost:3000/"),
    params: {},
    context: createLoadContext({ app }),
  });
  return answer.data.testMode;
}

describe("the root loader's test mode", () => {
  it("is on while the offline sandbox runs: the trial, or a public site that asked for it", async () => {
    expect(await testModeOf({})).toBe(true);
    expect(await testModeOf({ SITE_URL: "https://shop.example", PAYMENTS_SANDBOX: "on" })).toBe(
      true,
    );
  });

  it("is off when the sandbox does not run: a public site, a real provider, or checkout off", async () => {
    expect(await testModeOf({ SITE_URL: "https://shop.example" })).toBe(false);
    expect(
      await testModeOf({
        PAYPAL_CLIENT_ID: "client",
        PAYPAL_CLIENT_SECRET: "secret",
        PAYPAL_WEBHOOK_ID: "WH-1",
      }),
    ).toBe(false);
    expect(await testModeOf({ PAYMENTS_SANDBOX: "off" })).toBe(false);
  });
});
