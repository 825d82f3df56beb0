import { afterEach, describe, expect, it, vi } from "vitest";
import * as sessionUser from "~/.server/auth/session-user";
import { loader } from "~/routes/checkout";
import { loadContext, onEmbeddedSite } from "./support/route-requests";
import { callRoute } from "../support/route-call";

onEmbeddedSite("checkout-loader");

const args = (url: string) => ({ request: new Request(url), params: {}, context: loadContext() });

async function thrown(promise: Promise<unknown>): Promise<Response> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (error instanceof Response) return error;
  // `data()` throws a DataWithResponseInit; give it a Response-like shape for the assertions.
  const init = (error as { init?: ResponseInit | null }).init;
  return new Response(null, { status: init?.status ?? 500 });
}

describe("checkout loader", () => {
  afterEach(() => vi.restoreAllMocks());

  it("signed out: redirects to sign-in with the checkout as returnTo", async () => {
    const response = await thrown(
      callRoute(loader, args("http://localhost/checkout?product=plan-funding")),
    );
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("Location")!, "http://localhost");
    expect(location.pathname).toBe("/auth");
    expect(location.searchParams.get("returnTo")).toBe("/checkout?product=plan-funding");
  });

  it("signed in: the item from the catalogue, with the server's price", async () => {
    vi.spyOn(sessionUser, "getOptionalUser").mockResolvedValue({
      id: "5f0c6f4e-3d55-4b8e-9f1e-0d7e7b2a8c11",
      email: "owner@example.test",
    });
    const result = await callRoute(
      loader,
      args("http://localhost/checkout?product=plan-funding&price=1"),
    );
    expect(result.item).toMatchObject({ id: "plan-funding", priceCents: 40000 });
    // The offline sandbox offers all three ways to pay, each with a fresh attempt.
    expect(result.sandbox).toBe(true);
    expect(result.card).toMatchObject({ scriptUrl: "/sandbox/square.js", origins: [] });
    expect(
      new Set([result.card?.attempt, result.paypal?.attempt, result.invoice?.attempt]).size,
    ).toBe(3);
  });

  it("unknown or external items are 404s", async () => {
    for (const product of ["nope", "grant-research-3", "%00"]) {
      const response = await thrown(
        callRoute(loader, args(`http://localhost/checkout?product=${product}`)),
      );
      expect(response.status).toBe(404);
    }
  });
});
