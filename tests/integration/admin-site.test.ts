import { generate } from "otplib";
import { beforeAll, describe, expect, it } from "vitest";
import type { AuthSession } from "~/.server/auth";
import { getAuth } from "~/.server/auth";
import { listAuditLog } from "~/.server/admin/audit";
import { describeAuditRows } from "~/.server/admin/audit-lines";
import { onContentChange } from "~/.server/content-changes";
import { eventDefinitions, eventTimeZone } from "~/content/events";
import { external } from "~/content/external";
import { site as defaults } from "~/content/site";
import * as root from "~/root";
import * as adminSite from "~/routes/admin.site";
import * as eventsRoute from "~/routes/events";
import * as home from "~/routes/home";
import { upcomingEvents } from "~/utils/event-dates";
import { localBusinessJsonLd } from "~/utils/seo";
import { siteSettingsMessages } from "~/utils/site-content";
import { currentHref, defaultShellContent } from "~/utils/site-shell";
import {
  Jar,
  load,
  loadContext,
  mailedEnrolmentCode,
  onEmbeddedSite,
  signUp,
  site,
  submit,
  type DataAnswer,
} from "./support/route-requests";

/**
 * The owner's settings on /admin/site, through the route's loader and action: what pages then
 * show (the root loader's footer and JSON-LD, the links, the events page, the pop-up), bad input
 * refused with words, and the audit log's before and after. Runs on Postgres too
 * (ROUTE_TESTS_ON_POSTGRES=1 with TEST_DATABASE_URL).
 */
const OWNER = `owner-${Date.now()}@example.test`;
onEmbeddedSite("admin-site", { ADMIN_EMAILS: OWNER, TRUST_PROXY: "1" });

const PASSWORD = "copper-kettle-orbit-42";
let owner: Jar;

async function asBrowser<T>(jar: Jar, work: (auth: AuthSession) => Promise<T>): Promise<T> {
  const auth = await getAuth(
    new Request("http://localhost:3000/account", { headers: { cookie: jar.header() } }),
    loadContext(),
  );
  const result = await work(auth);
  jar.absorb(new Response(null, { headers: auth.headers }));
  return result;
}

beforeAll(async () => {
  const { jar } = await signUp("owner", PASSWORD, OWNER);
  const enrolment = await asBrowser(jar, (auth) => auth.enrollTotp("Owner phone"));
  if (!enrolment.ok) throw new Error(enrolment.error.message);
  const { factorId, secret } = enrolment.value;
  const mailed = await mailedEnrolmentCode(OWNER);
  const verified = await asBrowser(jar, async (auth) =>
    auth.verifyFactor(factorId, await generate({ secret }), undefined, mailed),
  );
  if (!verified.ok) throw new Error("the owner's second factor was refused");
  owner = jar;
});

type RootData = { siteContent: typeof defaultShellContent };

async function rootData(): Promise<RootData> {
  const answer = await load(root.loader, "/", new Jar());
  return (answer as { data: RootData }).data;
}

async function eventsPage() {
  const answer = await load(eventsRoute.loader, "/events", new Jar());
  return (answer as unknown as { events: { id: string; title: string }[] }).events;
}

async function homePromo() {
  const answer = await load(home.loader, "/", new Jar());
  return (answer as unknown as { promo: { title: string; link: string } | null }).promo;
}

const post = (fields: Record<string, string>, jar = owner) =>
  submit(adminSite, "/admin/site", fields, jar);

const contactFields = {
  intent: "contact",
  phoneDisplay: "(980) 555-0199",
  phoneE164: "+1 980 555 0199",
  email: "Owner@BTE.example",
  city: "Raleigh",
  region: "NC",
  country: "us",
  days: "Monday",
  opens: "08:30",
  closes: "16:00",
};

function refusal(answer: Response | DataAnswer) {
  expect(answer).not.toBeInstanceOf(Response);
  const { data, init } = answer as DataAnswer<{
    form: string;
    result: { error?: Record<string, string[]> };
  }>;
  return { status: init?.status, form: data.form, errors: data.result.error ?? {} };
}

describe("/admin/site with nothing edited", () => {
  it("pages show app/content/'s defaults", async () => {
    expect((await rootData()).siteContent).toEqual(defaultShellContent);
    expect((await eventsPage()).map((e) => e.id)).toEqual(
      upcomingEvents(eventDefinitions, new Date(), eventTimeZone).map((e) => e.id),
    );
    expect(await homePromo()).toMatchObject({ title: "Year-End Strategic Planning Series" });
  });

  it("is the site's 404 for anyone but the admin, page and action alike", async () => {
    const { jar } = await signUp("customer", PASSWORD);
    const page = await load(adminSite.loader, "/admin/site", jar);
    expect((page as Response).status).toBe(404);
    const answer = await post(contactFields, jar);
    expect((answer as Response).status).toBe(404);
  });
});

describe("the owner's edits", () => {
  it("contact details reach the footer's data and the LocalBusiness JSON-LD, at once", async () => {
    let told = 0;
    const stop = onContentChange(() => told++);
    const answer = await post(contactFields);
    stop();
    expect((answer as Response).status).toBe(302);
    expect((answer as Response).headers.get("location")).toBe("/admin/site#contact");
    expect(told).toBe(1);
    const shell = (await rootData()).siteContent;
    expect(shell.contact).toEqual({
      phone: { display: "(980) 555-0199", e164: "+19805550199" },
      email: "owner@bte.example",
      address: { city: "Raleigh", region: "NC", country: "US" },
      openingHours: { days: ["Monday"], opens: "08:30", closes: "16:00" },
    });
    const jsonLd = localBusinessJsonLd("https://bte.example", shell);
    expect(jsonLd.telephone).toBe("+19805550199");
    expect(jsonLd.email).toBe("owner@bte.example");
    expect(jsonLd.address.addressLocality).toBe("Raleigh");
    expect(jsonLd.openingHoursSpecification[0]).toMatchObject({
      dayOfWeek: ["Monday"],
      opens: "08:30",
      closes: "16:00",
    });
  });

  it("an edited scheduling link is what every consultation button opens", async () => {
    const scheduling = "https://cal.example.com/bte/discovery";
    const links = Object.fromEntries(Object.entries(external)) as Record<string, string>;
    const answer = await post({ intent: "links", ...links, scheduling });
    expect((answer as Response).status).toBe(302);
    const shell = (await rootData()).siteContent;
    expect(shell.links.scheduling).toBe(scheduling);
    // Consultation buttons name the default address; ExternalLink renders the owner's.
    expect(currentHref(external.scheduling, shell.links)).toBe(scheduling);
    expect(currentHref(external.tickets, shell.links)).toBe(external.tickets);
  });

  it("social profiles: blank rows dropped, the JSON-LD's sameAs follows", async () => {
    const answer = await post({
      intent: "social",
      "profiles[0].network": "Instagram",
      "profiles[0].url": "https://www.instagram.com/bte.new",
      "profiles[1].network": "",
      "profiles[1].url": "",
    });
    expect((answer as Response).status).toBe(302);
    const shell = (await rootData()).siteContent;
    expect(shell.social).toEqual([
      { network: "Instagram", url: "https://www.instagram.com/bte.new" },
    ]);
    expect(localBusinessJsonLd("https://bte.example", shell).sameAs).toEqual([
      "https://www.instagram.com/bte.new",
    ]);
  });

  it("an added event shows on the events page; a removed one does not", async () => {
    const added = await post({
      intent: "event",
      title: "Spring Marketing Clinic",
      description: "Bring your marketing plan and leave with a calendar.",
      url: "https://tickets.example.com/spring-clinic",
      image: "/images/events/monthly-ai-lab.svg",
      kind: "one-off",
      start: "2099-03-04T18:30",
    });
    expect((added as Response).status).toBe(302);
    const listed = await eventsPage();
    expect(listed.map((e) => e.title)).toContain("Spring Marketing Clinic");
    const weekly = await post({
      intent: "event",
      title: "Friday Office Hours",
      description: "Drop in with a question.",
      url: "https://tickets.example.com/office-hours",
      image: "/images/events/monthly-ai-lab.svg",
      kind: "weekly",
      weekday: "Friday",
      time: "12:00",
    });
    expect((weekly as Response).status).toBe(302);
    const officeHours = (await eventsPage()).find((e) => e.title === "Friday Office Hours");
    expect(officeHours).toMatchObject({ recurring: "Every Friday at 12:00 PM ET" });

    const removed = await post({ intent: "event-remove", eventId: "spring-marketing-clinic" });
    expect((removed as Response).status).toBe(302);
    expect((await eventsPage()).map((e) => e.title)).not.toContain("Spring Marketing Clinic");
    const again = refusal(
      await post({ intent: "event-remove", eventId: "spring-marketing-clinic" }),
    );
    expect(again.status).toBe(404);
  });

  it("the pop-up turned off is not on the home page; its dates and words are the owner's", async () => {
    const promo = {
      intent: "promo",
      title: "Spring Planning Week",
      description: "Five evenings of planning.",
      link: "/events",
    };
    await post({ ...promo, enabled: "on", startDate: "2020-01-01", endDate: "2099-12-31" });
    expect(await homePromo()).toEqual({
      title: "Spring Planning Week",
      description: "Five evenings of planning.",
      link: "/events",
    });
    await post({ ...promo, enabled: "on", startDate: "2099-01-01", endDate: "" });
    expect(await homePromo()).toBeNull();
    await post(promo);
    expect(await homePromo()).toBeNull();
  });
});

describe("bad input is refused with words and a 4xx, and nothing changes", () => {
  it("an http: link", async () => {
    const before = (await rootData()).siteContent.links;
    const links = Object.fromEntries(Object.entries(external)) as Record<string, string>;
    const answer = refusal(
      await post({ intent: "links", ...links, tickets: "http://tickets.example.com" }),
    );
    expect(answer).toMatchObject({ status: 400, form: "links" });
    expect(answer.errors.tickets).toEqual([siteSettingsMessages.httpsUrl]);
    expect((await rootData()).siteContent.links).toEqual(before);
  });

  // Issue 44, finding 6: a browser resolves `/\\evil.example` to another host.
  it.each([
    "/\\evil.example",
    "/.//evil.example",
    "//evil.example",
    "/%5Cevil.example",
    "/ events",
  ])("a pop-up link that leaves the site: %s", async (link) => {
    const before = await homePromo();
    const answer = refusal(
      await post({ intent: "promo", enabled: "on", title: "T", description: "D", link }),
    );
    expect(answer).toMatchObject({ status: 400, form: "promo" });
    expect(answer.errors.link).toEqual([siteSettingsMessages.promoLink]);
    expect(await homePromo()).toEqual(before);
  });

  it("an empty phone", async () => {
    const answer = refusal(await post({ ...contactFields, phoneDisplay: "", phoneE164: "" }));
    expect(answer.status).toBe(400);
    expect(answer.errors.phoneDisplay).toEqual([siteSettingsMessages.phoneDisplay]);
    expect(answer.errors.phoneE164).toEqual([siteSettingsMessages.phoneE164]);
  });

  it("an end date before the start date", async () => {
    const answer = refusal(
      await post({
        intent: "promo",
        enabled: "on",
        startDate: "2027-03-10",
        endDate: "2027-03-01",
        title: "T",
        description: "D",
        link: "/events",
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.errors.endDate).toEqual([siteSettingsMessages.endBeforeStart]);
  });

  it("an event without its start, or with a javascript: tickets link", async () => {
    const answer = refusal(
      await post({
        intent: "event",
        title: "No date",
        description: "D",
        url: "javascript:alert(1)",
        image: "/images/events/monthly-ai-lab.svg",
        kind: "one-off",
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.errors.start).toEqual([siteSettingsMessages.eventStart]);
    expect(answer.errors.url).toEqual([siteSettingsMessages.httpsUrl]);
  });

  it("an unknown intent", async () => {
    expect(refusal(await post({ intent: "drop-tables" })).status).toBe(400);
  });
});

describe("the audit log", () => {
  it("keeps each change with its values before and after, in words", async () => {
    const db = site().app.db;
    const rows = await listAuditLog(db, { adminEmail: OWNER, limit: 1000 });
    const contact = rows.find((row) => row.action === "site.contact")!;
    expect(contact.ip).toMatch(/^10\.7\./);
    expect(contact.details).toMatchObject({
      before: { phone: defaults.phone, email: defaults.email },
      after: { phone: { e164: "+19805550199" }, email: "owner@bte.example" },
    });
    const clinic = rows.find(
      (row) => row.action === "site.event-add" && row.target === "spring-marketing-clinic",
    )!;
    expect(clinic.details).toMatchObject({
      before: null,
      after: { id: "spring-marketing-clinic", start_date: "2099-03-04T18:30:00" },
    });
    const removed = rows.find((row) => row.action === "site.event-remove")!;
    expect(removed.details).toMatchObject({
      before: { title: "Spring Marketing Clinic" },
      after: null,
    });
    const lines = await describeAuditRows(db, rows);
    const texts = lines.map((line) => line.text);
    expect(texts).toContain("Changed the contact details");
    expect(texts).toContain("Changed the external links");
    expect(texts).toContain("Added the event “Spring Marketing Clinic”");
    expect(texts).toContain("Removed the event “Spring Marketing Clinic”");
    const line = lines.find((l) => l.text === "Changed the contact details")!;
    expect(line.change?.before).toContain(defaults.phone.e164);
    expect(line.change?.after).toContain("+19805550199");
    // The links' line shows the one link that changed, not the five that did not.
    const links = lines.find((l) => l.text === "Changed the external links")!;
    expect(JSON.parse(links.change!.after)).toEqual({
      scheduling: "https://cal.example.com/bte/discovery",
    });
    // Refused input writes no line.
    expect(rows.filter((row) => row.action === "site.promo")).toHaveLength(3);
  });
});

describe("the admin page", () => {
  it("shows the settings as saved, and an event to edit", async () => {
    const answer = await load(adminSite.loader, "/admin/site?event=friday-office-hours", owner);
    const page = (answer as { data: unknown }).data as {
      contact: { phone: { display: string } };
      eventForm: { id: string; kind: string; weekday: string };
    };
    expect(page.contact.phone.display).toBe("(980) 555-0199");
    expect(page.eventForm).toMatchObject({
      id: "friday-office-hours",
      kind: "weekly",
      weekday: "Friday",
    });
  });
});
