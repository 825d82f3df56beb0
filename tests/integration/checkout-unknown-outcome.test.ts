import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeSquareEnv, startFakeSquare, type FakeSquare } from "../fakes/square-server";
import { onEmbeddedSite, signUp, submit, toastOf, type DataAnswer } from "./support/route-requests";
import * as checkout from "~/routes/checkout";

/**
 * The checkout action's answer when Square's outcome is unknown (a 5xx on the call and on the
 * SDK's retry): the form is not handed a fresh attempt, so the customer's next try repeats the
 * same one and Square charges once. After a decline, a fresh attempt (a new payment) is right.
 */
let square: FakeSquare;

// Before onEmbeddedSite's hook builds the site: the shop is pointed at the fake Square.
beforeAll(async () => {
  square = await startFakeSquare();
});
onEmbeddedSite("checkout-unknown-outcome", () => fakeSquareEnv(square));
afterAll(async () => {
  await square?.close();
});

const PLAN = "/checkout?product=plan-funding";
const PAYMENTS = /^\/v2\/payments$/;
type Reply = { ok: boolean; nextAttempt?: string; toast: { title: string } };

describe("the checkout's next attempt", () => {
  it("after an unknown outcome there is none: the same attempt again completes it with one charge", async () => {
    const { jar } = await signUp("unknown-outcome", "amber-lantern-pivot-73");
    const attempt = randomUUID();
    const pay = () =>
      submit(checkout, PLAN, { intent: "card", attempt, sourceId: "cnon:card-nonce-ok" }, jar);
    square.failNext(500, PAYMENTS);
    square.failNext(500, PAYMENTS);
    const unknown = (await pay()) as DataAnswer<Reply>;
    expect(unknown.init?.status).toBe(503);
    expect(unknown.data.ok).toBe(false);
    expect(unknown.data).not.toHaveProperty("nextAttempt");
    expect(square.state.payments.size).toBe(0);

    // Paid, the customer is taken to the order's page.
    const again = (await pay()) as Response;
    expect(again.status).toBe(303);
    expect(again.headers.get("Location")).toMatch(/^\/account\/order\?number=\d+$/);
    expect((await toastOf(again))?.title).toBe("Payment Successful");
    expect(square.state.payments.size).toBe(1);
  });

  it("after a decline there is a fresh one: the next try is a new payment", async () => {
    const { jar } = await signUp("declined", "amber-lantern-pivot-73");
    const declined = (await submit(
      checkout,
      PLAN,
      { intent: "card", attempt: randomUUID(), sourceId: "cnon:card-nonce-declined" },
      jar,
    )) as DataAnswer<Reply>;
    expect(declined.init?.status).toBe(402);
    expect(declined.data.nextAttempt).toMatch(/^[0-9a-f-]{36}$/);
  });
});
