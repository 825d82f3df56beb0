import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { Jar, load, loadContext, onEmbeddedSite, site, submit } from "./support/route-requests";
import { schema } from "~/.server/db";
import { subscribersCsv } from "~/.server/leads/admin";
import * as newsletter from "~/routes/newsletter";
import * as page from "~/routes/newsletter.unsubscribe";
import { callRoute } from "../support/route-call";

/**
 * The newsletter's unsubscribe link, end to end on the embedded site: subscribe through the form
 * (without JavaScript), the welcome mail the outbox sends, its link opened (nothing changes), the
 * button, the mail provider's one-click POST (no cookie, no CSRF token, no Origin), a forged link,
 * subscribing again, and the owner's export.
 */
const embedded = onEmbeddedSite("newsletter-unsubscribe");

type PageData = { state: string; address?: string; message?: string };
type Answer = { data: PageData; init: ResponseInit | null };

async function subscriber(email: string) {
  const db = site().app.db;
  const [row] = await db
    .select()
    .from(schema.newsletterSubscribers)
    .where(eq(schema.newsletterSubscribers.email, email));
  return row;
}

async function subscribe(email: string, fullName = "Ada Lovelace") {
  const answer = await submit(newsletter, "/newsletter", { fullName, email }, new Jar());
  // Without JavaScript: back where the form was, with the success toast.
  expect((answer as Response).status).toBe(302);
}

/** The link of the newest welcome mail to `email`, from the .eml files the default mailer writes. */
async function welcomeLink(email: string, count = 1): Promise<string> {
  const folder = join(embedded.dataDir, "mail");
  let links: string[] = [];
  await expect
    .poll(
      async () => {
        const files = await readdir(folder).catch(() => [] as string[]);
        const mails = await Promise.all(files.map((f) => readFile(join(folder, f), "utf8")));
        links = mails
          .map((mail) => mail.split("\r\n\r\n")[0]!.replace(/\r\n[ \t]+/g, " "))
          .filter((head) => head.split("\r\n").includes(`To: ${email}`))
          .map((head) => head.match(/^List-Unsubscribe: <([^>]+)>$/m)?.[1] ?? "")
          .filter(Boolean);
        return links.length;
      },
      { timeout: 10_000 },
    )
    .toBe(count);
  return links[0]!;
}

const path = (link: string) => {
  const url = new URL(link);
  return url.pathname + url.search;
};

/** The RFC 8058 one-click POST as a mail provider sends it: no cookie, token, Origin or Fetch headers. */
async function oneClick(link: string) {
  const { action } = page;
  const request = new Request(`http://localhost:3000${path(link)}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "List-Unsubscribe=One-Click",
  });
  return (await callRoute(action, { request, params: {}, context: loadContext() }).catch(
    (e: unknown) => e,
  )) as Answer | Response;
}

describe("the newsletter's unsubscribe link", () => {
  it("the welcome's link on SITE_URL; opening it shows the masked address and changes nothing", async () => {
    await subscribe("ada@example.test");
    const link = await welcomeLink("ada@example.test");
    expect(link).toMatch(/^http:\/\/localhost:3000\/newsletter\/unsubscribe\?token=/);
    const shown = (await load(page.loader, path(link), new Jar())) as Answer;
    expect(shown.init?.status ?? 200).toBe(200);
    expect(shown.data).toEqual({ state: "confirm", address: "a•••@example.test" });
    expect(await subscriber("ada@example.test")).toMatchObject({ status: "active" });
  });

  it("the page's button (a form POST with the visitor's cookie and token) unsubscribes; twice is the same answer", async () => {
    await subscribe("grace@example.test");
    const link = await welcomeLink("grace@example.test");
    for (let i = 0; i < 2; i++) {
      const answer = (await submit(page, path(link), {}, new Jar())) as Answer;
      expect(answer.init?.status ?? 200).toBe(200);
      expect(answer.data).toEqual({ state: "done", address: "g•••@example.test" });
    }
    const row = await subscriber("grace@example.test");
    expect(row).toMatchObject({ status: "unsubscribed", unsubscribedAt: expect.any(Date) });
  });

  it("the mail provider's one-click POST, without cookie, CSRF token or Origin, unsubscribes", async () => {
    await subscribe("katherine@example.test");
    const link = await welcomeLink("katherine@example.test");
    const answer = await oneClick(link);
    expect(answer).not.toBeInstanceOf(Response);
    expect((answer as Answer).data.state).toBe("done");
    expect(await subscriber("katherine@example.test")).toMatchObject({ status: "unsubscribed" });
  });

  it("a forged, tampered, malformed or missing token is a 400 page with a clear message, changing nothing", async () => {
    await subscribe("mary@example.test");
    const link = await welcomeLink("mary@example.test");
    const token = new URL(link).searchParams.get("token")!;
    const other = Buffer.from("mary@example.test").toString("base64url");
    const bad = [
      "/newsletter/unsubscribe",
      "/newsletter/unsubscribe?token=",
      "/newsletter/unsubscribe?token=nonsense",
      `/newsletter/unsubscribe?token=${other}.${"A".repeat(43)}`,
      `/newsletter/unsubscribe?token=${token.slice(0, -3)}abc`,
      `/newsletter/unsubscribe?token=${encodeURIComponent("%ff.%00")}`,
    ];
    for (const url of bad) {
      const shown = (await load(page.loader, url, new Jar())) as Answer;
      expect(shown.init?.status, url).toBe(400);
      expect(shown.data.state).toBe("invalid");
      expect(shown.data.message).toMatch(/unsubscribe link is not valid/);
      const posted = (await submit(page, url, {}, new Jar())) as Answer;
      expect(posted.init?.status, url).toBe(400);
      const clicked = (await oneClick(`http://localhost:3000${url}`)) as Answer;
      expect(clicked.init?.status, url).toBe(400);
    }
    expect(await subscriber("mary@example.test")).toMatchObject({ status: "active" });
  });

  it("a cross-site POST is refused (403) even with a good token", async () => {
    await subscribe("dorothy@example.test");
    const link = await welcomeLink("dorothy@example.test");
    const { action } = page;
    const refusedHeaders: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { "sec-fetch-site": "cross-site" },
    ];
    for (const headers of refusedHeaders) {
      const request = new Request(`http://localhost:3000${path(link)}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
        body: "List-Unsubscribe=One-Click",
      });
      const answer = await callRoute(action, { request, params: {}, context: loadContext() }).catch(
        (e: unknown) => e,
      );
      expect((answer as Response).status).toBe(403);
    }
    expect(await subscriber("dorothy@example.test")).toMatchObject({ status: "active" });
  });

  it("subscribing again reactivates the address and sends the welcome again; the export shows the status", async () => {
    await subscribe("hedy@example.test");
    await oneClick(await welcomeLink("hedy@example.test"));
    expect(await subscriber("hedy@example.test")).toMatchObject({ status: "unsubscribed" });
    const lines = async () => subscribersCsv(site().app.db);
    const before = (await lines()).split("\r\n");
    expect(before[0]).toBe("email,full_name,status,subscribed_at,unsubscribed_at,updated_at");
    expect(before.find((l) => l.startsWith("hedy@"))).toMatch(
      /^hedy@example\.test,Ada Lovelace,unsubscribed,[^,]+,\d{4}-[^,]+,/,
    );
    await subscribe("hedy@example.test");
    expect(await subscriber("hedy@example.test")).toMatchObject({
      status: "active",
      unsubscribedAt: null,
    });
    await welcomeLink("hedy@example.test", 2);
    const after = (await lines()).split("\r\n");
    expect(after.find((l) => l.startsWith("hedy@"))).toMatch(
      /^hedy@example\.test,Ada Lovelace,active,[^,]+,,/,
    );
  });
});

describe("the welcome mail (to an address nobody has proved)", () => {
  it("carries nothing the subscriber typed, not even the name", async () => {
    const typed = "Hello URGENT your account is locked - call 555 0100 or visit evil.example";
    await subscribe("lise@example.test", typed);
    const link = await welcomeLink("lise@example.test");
    const files = await readdir(join(embedded.dataDir, "mail"));
    const mails = await Promise.all(
      files.map((f) => readFile(join(embedded.dataDir, "mail", f), "utf8")),
    );
    const welcome = mails.find((mail) => mail.includes(link))!;
    // Quoted-printable soft breaks joined, so a phrase split across lines is still found.
    const text = welcome.replace(/=\r\n/g, "");
    expect(text).toMatch(/^Hello,\r?$/m);
    for (const word of ["URGENT", "locked", "555", "evil"]) expect(text).not.toContain(word);
  });
});
