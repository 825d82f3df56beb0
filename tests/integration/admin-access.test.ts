import { generate } from "otplib";
import { beforeAll, describe, expect, it } from "vitest";
import type * as AdminAccess from "~/.server/admin/access";
import type { AuthSession } from "~/.server/auth";
import type * as AdminLayoutRoute from "~/routes/admin";
import type * as AdminOverviewRoute from "~/routes/admin._index";
import type * as ContactRoute from "~/routes/contact";
import type * as NotFoundRoute from "~/routes/not-found";
import { businessNeedOptions } from "~/utils/forms/contact";
import { Jar, onEmbeddedSite, signUp, submit } from "./support/route-requests";

/**
 * Who gets into the owner's dashboard (/admin), through its route loaders on the embedded
 * database: the site's 404 for anyone but a listed address, and for a listed address only the
 * "two-factor sign-in required" page until a second factor was passed in this session.
 */
const OWNER = `owner-${Date.now()}@example.test`;
process.env.ADMIN_EMAILS = ` ${OWNER.toUpperCase()} , deputy@example.test`;
onEmbeddedSite("admin-access");

let layout: typeof AdminLayoutRoute;
let overview: typeof AdminOverviewRoute;
let notFoundRoute: typeof NotFoundRoute;
let contact: typeof ContactRoute;
let access: typeof AdminAccess;
beforeAll(async () => {
  layout = await import("~/routes/admin");
  overview = await import("~/routes/admin._index");
  notFoundRoute = await import("~/routes/not-found");
  contact = await import("~/routes/contact");
  access = await import("~/.server/admin/access");
});

const PASSWORD = "copper-kettle-orbit-42";

/** Runs `work` on the auth port as the jar's browser, keeping the cookies it sets. */
async function asBrowser<T>(jar: Jar, work: (auth: AuthSession) => Promise<T>): Promise<T> {
  const { getAuth } = await import("~/.server/auth");
  const auth = await getAuth(
    new Request("http://localhost:3000/account", { headers: { cookie: jar.header() } }),
  );
  const result = await work(auth);
  jar.absorb(new Response(null, { headers: auth.headers }));
  return result;
}

/** Both loaders of GET /admin, as Remix runs them for one request (one load context). */
async function openAdmin(jar: Jar) {
  const context = {};
  const request = () =>
    new Request("http://localhost:3000/admin", { headers: { cookie: jar.header() } });
  const settle = (promise: Promise<unknown>): Promise<Outcome> =>
    promise.then(
      (value) => ({ value }),
      (thrown: unknown) => ({ thrown }),
    );
  const [shell, page] = await Promise.all([
    settle(layout.loader({ request: request(), params: {}, context })),
    settle(overview.loader({ request: request(), params: {}, context })),
  ]);
  return { shell, page };
}

function settled(work: () => Promise<unknown>): Promise<Outcome> {
  return work().then(
    (value) => ({ value }),
    (thrown: unknown) => ({ thrown }),
  );
}

type Outcome = { value: unknown } | { thrown: unknown };

function statusOf(outcome: Outcome) {
  return "thrown" in outcome && outcome.thrown instanceof Response ? outcome.thrown.status : null;
}

let owner: { jar: Jar; factorId: string; secret: string };

describe("who gets into /admin", () => {
  it("a signed-out visitor gets the 404 of an unknown URL, from both loaders", async () => {
    const { shell, page } = await openAdmin(new Jar());
    expect(statusOf(shell)).toBe(404);
    expect(statusOf(page)).toBe(404);
    const unknown = await settled(async () => notFoundRoute.loader());
    expect(statusOf(unknown)).toBe(404);
  });

  it("a signed-in customer who is not on ADMIN_EMAILS gets the same 404", async () => {
    const { jar } = await signUp("customer", PASSWORD);
    const { shell, page } = await openAdmin(jar);
    expect(statusOf(shell)).toBe(404);
    expect(statusOf(page)).toBe(404);
  });

  it("a listed address without two-factor sign-in sees only what to do: turn it on", async () => {
    const { jar } = await signUp("owner", PASSWORD, OWNER);
    const { shell, page } = await openAdmin(jar);
    expect(shell).toMatchObject({
      value: { data: { gate: { status: "second-factor", step: "enrol" } } },
    });
    expect(page).toMatchObject({ value: { data: { overview: null } } });

    // Turning it on (which passes the factor once) opens the dashboard in this session.
    const enrolment = await asBrowser(jar, (auth) => auth.enrollTotp("Owner phone"));
    if (!enrolment.ok) throw new Error(enrolment.error.message);
    const { factorId, secret } = enrolment.value;
    const verified = await asBrowser(jar, async (auth) =>
      auth.verifyFactor(factorId, await generate({ secret })),
    );
    expect(verified.ok).toBe(true);
    owner = { jar, factorId, secret };
    const after = await openAdmin(jar);
    expect(after.shell).toMatchObject({ value: { data: { gate: { status: "admin" } } } });
  });

  it("the same owner in a new session must enter the code first", async () => {
    const jar = new Jar();
    const signedIn = await asBrowser(jar, (auth) => auth.signIn(OWNER, PASSWORD));
    expect(signedIn).toEqual({ ok: true, value: { needsMfa: true } });
    const { shell, page } = await openAdmin(jar);
    expect(shell).toMatchObject({
      value: { data: { gate: { status: "second-factor", step: "challenge" } } },
    });
    expect(page).toMatchObject({ value: { data: { overview: null } } });
  });

  it("an admin at aal2 sees the overview: a contact enquiry just sent counts among this week's leads", async () => {
    const before = await openAdmin(owner.jar);
    const count = (outcome: typeof before.page) =>
      (
        outcome as {
          value: { data: { overview: { leadsThisWeek: { kind: string; count: number }[] } } };
        }
      ).value.data.overview.leadsThisWeek.find((row) => row.kind === "contact")!.count;
    const contactsBefore = count(before.page);

    const sent = await submit(
      contact,
      "/contact",
      {
        fullName: "Ada Lovelace",
        email: "ada@example.test",
        telephone: "7045550123",
        businessNeeds: businessNeedOptions[0],
        comments: "I need help with a grant application.",
      },
      new Jar(),
    );
    expect(
      (sent as { data: { sent?: boolean } }).data?.sent ?? (sent as Response).status,
    ).toBeTruthy();

    const after = await openAdmin(owner.jar);
    expect(after.page).toMatchObject({
      value: {
        data: {
          overview: {
            ordersThisMonth: { count: expect.any(Number), revenueCents: expect.any(Number) },
            subscribers: expect.any(Number),
            deliveries: { dead: expect.any(Number), overdue: expect.any(Number) },
          },
        },
      },
    });
    expect(count(after.page)).toBe(contactsBefore + 1);
    expect(
      (after.page as { value: { data: { overview: { leadsThisWeek: { label: string }[] } } } })
        .value.data.overview.leadsThisWeek[0]!.label,
    ).toBe("Contact Form");
  });

  it("ADMIN_EMAILS is matched whatever the case and spacing; other addresses never", () => {
    const config = { adminEmails: ["owner@example.test"] };
    expect(access.isAdminEmail(config, " Owner@Example.TEST ")).toBe(true);
    expect(access.isAdminEmail(config, "owner@example.test.evil")).toBe(false);
    expect(access.isAdminEmail({ adminEmails: [] }, "owner@example.test")).toBe(false);
  });
});
