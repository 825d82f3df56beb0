import { describe, expect, it } from "vitest";
import { sessions } from "~/.server/db/schema";
import { Jar, loadContext, onEmbeddedSite, signUp, site, submit } from "./support/route-requests";
import * as root from "~/root";
import * as accountRoute from "~/routes/account";
import * as authRoute from "~/routes/auth";
import * as orderRoute from "~/routes/account.order";
import type { RouteArgs } from "~/.server/context";
import { callRoute } from "../support/route-call";

/**
 * ADR 38: whatever a route returns or throws, the cookie changes of the auth sessions its
 * request opened reach the browser, and such an answer is never stored. A session cookie whose
 * session has ended (signed out elsewhere, expired, revoked) is cleared by the first page that
 * looks it up, whichever loader that is.
 */
onEmbeddedSite("auth-cookies");

const SESSION = "bte_session";

async function endedSession(label: string) {
  const { jar } = await signUp(label, "correct horse battery staple");
  await site().app.db.delete(sessions);
  return jar;
}

type Loader = (args: RouteArgs) => Promise<unknown>;

/** A loader's answer to a GET of `path` with `cookie`, in `context` (a fresh one by default). */
function loaded(loader: Loader, path: string, cookie: string, context = loadContext()) {
  const request = new Request(`http://localhost:3000${path}`, { headers: { cookie } });
  return answered(() => callRoute(loader, { request, params: {}, context }));
}

type Answered = { headers: Headers; status: number };

/** A loader's or action's answer as the server sends it: a Response, or `data()`'s status and headers. */
async function answered(run: () => Promise<unknown>): Promise<Answered> {
  const answer = await run().catch((thrown: unknown) => thrown);
  if (answer instanceof Response) return { headers: answer.headers, status: answer.status };
  const init = (answer as { init?: ResponseInit | null }).init;
  return { headers: new Headers(init?.headers), status: init?.status ?? 200 };
}

const clears = (headers: Headers) =>
  headers.getSetCookie().some((c) => c.startsWith(`${SESSION}=;`) && /Max-Age=0/i.test(c));

describe("a session cookie whose session has ended", () => {
  it("is cleared by the root loader of any page, in an answer nobody stores", async () => {
    const jar = await endedSession("root-clears");
    const { headers } = await loaded(root.loader, "/services", jar.header());
    expect(clears(headers)).toBe(true);
    expect(headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("is cleared by a loader's redirect (an account page sends the visitor to sign in)", async () => {
    const jar = await endedSession("redirect-clears");
    const { headers, status } = await loaded(accountRoute.loader, "/account", jar.header());
    expect(status).toBe(302);
    expect(headers.get("Location")).toBe("/auth?returnTo=%2Faccount");
    expect(clears(headers)).toBe(true);
  });

  it("is cleared by a loader that answers 404", async () => {
    const jar = await endedSession("not-found-clears");
    const { headers, status } = await loaded(
      orderRoute.loader,
      "/account/order?number=999999",
      jar.header(),
    );
    expect(status).toBe(404);
    expect(clears(headers)).toBe(true);
  });

  it("is cleared once, even when the root and the page loader both looked it up", async () => {
    const jar = await endedSession("once");
    const context = loadContext();
    const [rootAnswer, pageAnswer] = await Promise.all([
      loaded(root.loader, "/auth", jar.header(), context),
      loaded(authRoute.loader, "/auth", jar.header(), context),
    ]);
    for (const { headers } of [rootAnswer, pageAnswer]) {
      expect(headers.getSetCookie().filter((c) => c.startsWith(`${SESSION}=`))).toHaveLength(1);
    }
  });
});

describe("an action's session", () => {
  it("signs in with the cookie on the redirect, whatever the action returned", async () => {
    const { email } = await signUp("action-cookie", "correct horse battery staple");
    const jar = new Jar();
    const answer = (await submit(
      authRoute,
      "/auth",
      { intent: "sign-in", returnTo: "/account", email, password: "correct horse battery staple" },
      jar,
    )) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.getSetCookie().filter((c) => c.startsWith(`${SESSION}=`))).toHaveLength(
      1,
    );
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    expect(jar.cookies.has(SESSION)).toBe(true);
  });
});
