import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  Jar,
  load,
  onEmbeddedSite,
  signUp,
  site,
  submit,
  toastOf,
  type DataAnswer,
} from "./support/route-requests";
import { schema } from "~/.server/db";
import { leadsCsv } from "~/.server/leads/admin";
import { chatMessages } from "~/utils/forms/chat";
import { newsletterMessages } from "~/utils/forms/newsletter";
import * as chat from "~/routes/chat";
import * as newsletter from "~/routes/newsletter";
import * as root from "~/root";
import { createLoadContext } from "~/.server/context";
import { callRoute } from "../support/route-call";

/**
 * The chat assistant's server side (ADR 32), on the embedded site (or Postgres): /chat answers a
 * question from the FAQ and catalogue, and "Send this to the team" stores a lead of kind "chat"
 * with its deliveries through the same checks as the contact form. And the root loader's user:
 * the profile's name and whether the address subscribes.
 */
onEmbeddedSite("chat-route", { FORM_RATE_LIMIT_PER_EMAIL: "2" });

type PageData = { question: string; answers: { title: string; text: string; href: string }[] };

async function ask(question: string) {
  const url = `/chat?${new URLSearchParams({ q: question })}`;
  return (await callRoute(chat.loader, {
    request: new Request(`http://localhost:3000${url}`),
    params: {},
    context: createLoadContext({ app: site().app }),
  })) as PageData;
}

const enhanced = { _enhanced: "1" };
const valid = (email: string) => ({
  fullName: "Ada Lovelace",
  email,
  message: "Do you file LLCs in Texas?",
});

async function chatLeads(email: string) {
  const rows = await site().app.db.select().from(schema.leads).where(eq(schema.leads.kind, "chat"));
  return rows.filter((row) => (row.fields as { email?: string }).email === email);
}

describe("the chat's answers", () => {
  it("answers an FAQ question with the FAQ item and its link", async () => {
    const page = await ask("What is the $25 discovery call?");
    expect(page.answers[0]).toMatchObject({
      title: "What is the $25 discovery call?",
      href: "/faq#discovery-call",
    });
    expect(page.answers.length).toBeLessThanOrEqual(3);
  });

  it("answers a service question from the catalogue, and nothing for gibberish", async () => {
    expect((await ask("logo design")).answers[0]).toMatchObject({ href: "/b-the-brand" });
    expect((await ask("qwertyuiop")).answers).toEqual([]);
    expect(await ask("")).toEqual({ question: "", answers: [] });
  });

  it("odd questions are cleaned, capped and never an error", async () => {
    const page = await ask(`\u0000grants\u001b[31m ${"x".repeat(5000)}`);
    expect(page.question).not.toContain("\u0000");
    expect(page.question).not.toContain("\u001b");
    expect(page.question.length).toBeLessThanOrEqual(500);
    expect(page.answers[0]?.href).toBe("/faq#grants");
  });
});

describe("Send this to the team", () => {
  it("stores the conversation as a chat lead with its deliveries, and the owner's CSV names it", async () => {
    const email = "ada-chat@example.test";
    const answer = (await submit(
      chat,
      "/chat",
      { ...valid(email), ...enhanced },
      new Jar(),
    )) as DataAnswer;
    expect(answer.init?.status ?? 200).toBe(200);
    expect(answer.data).toMatchObject({ ok: true, toast: chatMessages.success });
    const [lead] = await chatLeads(email);
    expect(lead).toMatchObject({
      kind: "chat",
      fields: valid(email),
      page: "/chat",
    });
    const deliveries = await site()
      .app.db.select()
      .from(schema.deliveries)
      .where(eq(schema.deliveries.leadId, lead!.id));
    expect(deliveries.map((d) => d.target).sort()).toEqual(["email", "webhook"]);
    expect(deliveries.find((d) => d.target === "email")?.status).not.toBe("skipped");
    expect(await leadsCsv(site().app.db, "chat")).toContain("Do you file LLCs in Texas?");
  });

  it("without JavaScript a success goes back to /chat with the toast", async () => {
    const response = (await submit(
      chat,
      "/chat",
      valid("nojs-chat@example.test"),
      new Jar(),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/chat");
    expect(await toastOf(response)).toMatchObject(chatMessages.success);
  });

  it("refuses bad input with each field's message, keeps it, and stores nothing", async () => {
    const answer = (await submit(
      chat,
      "/chat",
      { fullName: "A", email: "not-an-address", message: "   ", ...enhanced },
      new Jar(),
    )) as DataAnswer;
    expect(answer.init?.status).toBe(400);
    expect(answer.data.result?.error).toMatchObject({
      fullName: [chatMessages.fullName],
      email: [chatMessages.email],
      message: [chatMessages.message],
    });
    expect(answer.data.result?.initialValue).toMatchObject({ email: "not-an-address" });
    expect(await chatLeads("not-an-address")).toEqual([]);

    const long = (await submit(
      chat,
      "/chat",
      { ...valid("long@example.test"), message: "x".repeat(5001), ...enhanced },
      new Jar(),
    )) as DataAnswer;
    expect(long.init?.status).toBe(400);
    expect(long.data.result?.error?.message).toEqual([chatMessages.messageTooLong]);
  });

  it("NUL bytes and controls are dropped, not stored and not a server error", async () => {
    const email = "nul-chat@example.test";
    const answer = (await submit(
      chat,
      "/chat",
      { fullName: "Ada\u0000 Lovelace", email, message: "LLC\u0000?\u001b[2J", ...enhanced },
      new Jar(),
    )) as DataAnswer;
    expect(answer.data).toMatchObject({ ok: true });
    const [lead] = await chatLeads(email);
    expect(lead!.fields).toMatchObject({ fullName: "Ada Lovelace", message: "LLC?[2J" });
  });

  it("a filled honeypot or a post from another site is refused and stores nothing", async () => {
    const trapped = (await submit(
      chat,
      "/chat",
      { ...valid("bot-chat@example.test"), website_url: "http://spam.example" },
      new Jar(),
    )) as Response;
    expect(trapped.status).toBe(400);

    const forged = await callRoute(chat.action, {
      request: new Request("http://localhost:3000/chat", {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: "https://evil.example",
        },
        body: new URLSearchParams(valid("forged-chat@example.test")),
      }),
      params: {},
      context: createLoadContext({ app: site().app }),
    }).catch((thrown: unknown) => thrown);
    expect((forged as Response).status).toBe(403);
    expect(await chatLeads("bot-chat@example.test")).toEqual([]);
    expect(await chatLeads("forged-chat@example.test")).toEqual([]);
  });

  it("the same message replayed is limited per address: 429 and nothing more stored", async () => {
    const email = "replay-chat@example.test";
    const answers = await Promise.all(
      [1, 2, 3].map(() => submit(chat, "/chat", { ...valid(email), ...enhanced }, new Jar())),
    );
    const statuses = answers.map((a) => (a as DataAnswer).init?.status ?? 200).sort();
    expect(statuses).toEqual([200, 200, 429]);
    expect(await chatLeads(email)).toHaveLength(2);
  });
});

describe("the root loader's user", () => {
  type RootData = { data: { user: null | Record<string, unknown> } };

  it("is null for an anonymous visitor, as before", async () => {
    const page = (await load(root.loader as never, "/", new Jar())) as RootData;
    expect(page.data.user).toBeNull();
  });

  it("carries the profile's name, and whether the address is an active subscriber", async () => {
    const { email, jar } = await signUp("root-user", "correct horse battery staple 9");
    let page = (await load(root.loader as never, "/", jar)) as RootData;
    expect(page.data.user).toMatchObject({ email, fullName: "Grace Hopper", subscribed: false });

    const subscribed = (await submit(
      newsletter,
      "/newsletter",
      { fullName: "Grace Hopper", email, ...enhanced },
      new Jar(),
    )) as DataAnswer;
    expect(subscribed.data).toMatchObject({ toast: newsletterMessages.success });
    page = (await load(root.loader as never, "/", jar)) as RootData;
    expect(page.data.user).toMatchObject({ subscribed: true });
  });
});
