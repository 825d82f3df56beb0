import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, contactSchema } from "~/utils/forms/contact";
import { newsletterMessages, newsletterSchema } from "~/utils/forms/newsletter";
import { startFakeTarget, type FakeTarget } from "../fakes/http-target";
import { onEmbeddedSite, site } from "./support/route-requests";
import * as actions from "~/.server/leads/form-action";
import * as honeypot from "~/.server/security/honeypot";
import { schema } from "~/.server/db";
import { createLoadContext } from "~/.server/context";
import { recordClientIp } from "~/.server/security/client-ip";

/**
 * The forms' one server path, end to end on the site's own (embedded) database, with the
 * webhook and the forwarder as local fakes: what the visitor is told never depends on what the
 * third parties answer, and a turned-away submission stores nothing.
 */
let webhook: FakeTarget;
let forwarder: FakeTarget;

// Before the site opens (hooks run in order): its settings name the fakes' URLs.
beforeAll(async () => {
  [webhook, forwarder] = await Promise.all([startFakeTarget(), startFakeTarget()]);
});
afterAll(async () => {
  await Promise.all([webhook?.close(), forwarder?.close()]);
});
onEmbeddedSite("lead-form", () => ({
  LEADS_WEBHOOK_URL: webhook.url,
  LEADS_FORWARD_URL: forwarder.url,
  FORM_RATE_LIMIT_PER_EMAIL: "2",
}));

let trap: Awaited<ReturnType<typeof honeypot.honeypotInputProps>>;
beforeAll(async () => {
  trap = await honeypot.honeypotInputProps();
});

function form(fields: Record<string, string | string[]>, enhanced = true) {
  const data = new FormData();
  data.set(trap.nameFieldName, "");
  if (trap.validFromFieldName) data.set(trap.validFromFieldName, trap.encryptedValidFrom);
  if (enhanced) data.set("_enhanced", "1");
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) data.append(name, v);
  }
  return data;
}

const contactOptions = () => ({
  kind: "contact" as const,
  schema: contactSchema,
  success: contactMessages.success,
  failure: contactMessages.failure,
  successRedirect: "/contact",
});

const contact = (email: string) => ({
  fullName: "Ada Lovelace",
  email,
  telephone: "7045550100",
  businessNeeds: ["Business Plan Writing"],
  comments: "Hello",
});

async function leadCount() {
  return (await site().app.db.select().from(schema.leads)).length;
}

const request = () => new Request("http://localhost/contact", { method: "POST" });

async function body(response: Response | { data: unknown; init: ResponseInit | null }) {
  if (response instanceof Response) return { status: response.status, data: undefined };
  return { status: response.init?.status ?? 200, data: response.data as Record<string, unknown> };
}

describe("the public forms' action", () => {
  it("[S-CONTACT-15] [S-SECURITY-03] an anonymous visitor's message is a success although both targets answer 500; the outbox logs and retries", async () => {
    webhook.behave("fail");
    forwarder.behave("fail");
    const answer = await body(
      await actions.handleLeadForm(site().app, request(), {
        formData: form(contact("ada@example.test")),
        ...contactOptions(),
      }),
    );
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({
      ok: true,
      toast: { title: "Success!", description: contactMessages.success.description },
    });
    await expect.poll(() => webhook.received.length, { timeout: 10_000 }).toBeGreaterThan(0);
    await expect.poll(() => forwarder.received.length, { timeout: 10_000 }).toBeGreaterThan(0);
    const db = site().app.db;
    await expect
      .poll(async () => (await db.select().from(schema.deliveries)).map((d) => d.lastError ?? ""))
      .toEqual(expect.arrayContaining([expect.stringMatching(/HTTP 500/)]));
  });

  it("[S-NEWSLETTER-14] [S-NEWSLETTER-16] a subscription is a success whatever the webhook answers", async () => {
    webhook.behave("fail");
    const answer = await body(
      await actions.handleLeadForm(
        site().app,
        new Request("http://localhost/newsletter", {
          method: "POST",
          headers: { Referer: "http://localhost/services/branding?from=footer" },
        }),
        {
          formData: form({ fullName: "Grace", email: "grace@example.test" }),
          kind: "newsletter",
          schema: newsletterSchema,
          success: newsletterMessages.success,
          failure: newsletterMessages.failure,
          successRedirect: "/",
        },
      ),
    );
    expect(answer.data).toMatchObject({ ok: true, toast: { title: "Success!" } });
    // The owner sees the page the footer's form was on, not only where it posted.
    const stored = await site().app.db.select().from(schema.leads);
    expect(stored.find((lead) => lead.kind === "newsletter")?.page).toBe(
      "/services/branding?from=footer",
    );
    expect(stored.find((lead) => lead.kind === "contact")?.page).toBe("/contact");
  });

  it("without JavaScript a success is a redirect carrying the toast", async () => {
    const response = await actions.handleLeadForm(site().app, request(), {
      formData: form(contact("no-js@example.test"), false),
      ...contactOptions(),
    });
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).status).toBe(302);
    expect((response as Response).headers.get("Location")).toBe("/contact");
    expect((response as Response).headers.get("Set-Cookie")).toMatch(/^toast=/);
  });

  it("too many from one address: 429 with the message, and nothing stored", async () => {
    const email = "limit@example.test";
    for (let i = 0; i < 2; i++) {
      const ok = await body(
        await actions.handleLeadForm(site().app, request(), {
          formData: form(contact(email)),
          ...contactOptions(),
        }),
      );
      expect(ok.status).toBe(200);
    }
    const before = await leadCount();
    const limited = await body(
      await actions.handleLeadForm(site().app, request(), {
        formData: form(contact(email)),
        ...contactOptions(),
      }),
    );
    expect(limited.status).toBe(429);
    expect(JSON.stringify(limited.data)).toContain("Too many submissions");
    expect(await leadCount()).toBe(before);
  });

  it("a stranger repeating someone's address spends only the stranger's count: its owner still gets through", async () => {
    const email = "victor@example.test";
    const from = (ip: string) => {
      const sent = request();
      recordClientIp(sent, createLoadContext({ clientIp: ip }));
      return sent;
    };
    const send = async (ip: string) =>
      (
        await body(
          await actions.handleLeadForm(site().app, from(ip), {
            formData: form(contact(email)),
            ...contactOptions(),
          }),
        )
      ).status;
    const stranger = [];
    for (let i = 0; i < 3; i++) stranger.push(await send("203.0.113.9"));
    expect(stranger).toEqual([200, 200, 429]);
    expect(await send("198.51.100.7")).toBe(200);
  });

  it("invalid input: 400 with the field messages, nothing stored", async () => {
    const before = await leadCount();
    const answer = await body(
      await actions.handleLeadForm(site().app, request(), {
        formData: form({ fullName: "A", businessNeeds: ["Nope"] }),
        ...contactOptions(),
      }),
    );
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.data)).toContain("Name must be at least 2 characters");
    expect(await leadCount()).toBe(before);
  });

  it("a filled honeypot is refused with 400, nothing stored", async () => {
    const before = await leadCount();
    const data = form(contact("bot@example.test"));
    data.set((await honeypot.honeypotInputProps()).nameFieldName, "https://spam.example");
    const refused = await actions
      .handleLeadForm(site().app, request(), { formData: data, ...contactOptions() })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).status).toBe(400);
    expect(await leadCount()).toBe(before);
  });
});
