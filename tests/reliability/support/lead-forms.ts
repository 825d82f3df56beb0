import { decode } from "turbo-stream";
import { setCookies, type Answer, type Client } from "./http-client";
import { decodeEntities } from "../../../scripts/lib/html-attributes.mjs";

/**
 * The contact and newsletter forms as a visitor sends them: GET the page for the form's own
 * hidden fields (honeypot, redirect), then POST the form once, without
 * JavaScript (a redirect with the success toast) or as the enhanced form does (`<route>.data`
 * with `_enhanced=1`, a turbo-stream answer with `ok: true`).
 */
export type LeadKind = "contact" | "newsletter";

/** The page each form is read from, and the action it posts to. */
const forms: Record<LeadKind, { page: string; action: string }> = {
  contact: { page: "/contact", action: "/contact" },
  newsletter: { page: "/", action: "/newsletter" },
};

type FormSession = {
  kind: LeadKind;
  cookie: string;
  fields: [string, string][];
  /** The GET that made it. */
  page: Answer;
};

export type PostOutcome = {
  status: number;
  /** The server said the submission succeeded (the toast redirect, or `ok: true`). */
  accepted: boolean;
  page: Answer;
  post: Answer;
};

/** GETs the form's page: its hidden fields, and the cookies it set (none: a shared page). */
async function openForm(client: Client, kind: LeadKind): Promise<FormSession> {
  const { page, action } = forms[kind];
  const answer = await client.send("GET", page);
  if (answer.status !== 200) throw new Error(`GET ${page} answered HTTP ${answer.status}`);
  const cookie = setCookies(answer).join("; ");
  const form = (answer.text.match(/<form\b[^>]*>[\s\S]*?<\/form>/gi) ?? []).find((f) =>
    f.includes(`action="${action}"`),
  );
  if (!form) throw new Error(`GET ${page} shows no form posting to ${action}`);
  const fields: [string, string][] = [];
  for (const [, tag] of form.matchAll(/<input\b([^>]*)>/gi)) {
    const name = /\sname="([^"]*)"/.exec(tag!)?.[1];
    const type = /\stype="([^"]*)"/.exec(tag!)?.[1];
    if (name && (type === "hidden" || name === "website_url" || name === "from__confirm")) {
      fields.push([name, decodeEntities(/\svalue="([^"]*)"/.exec(tag!)?.[1] ?? "")]);
    }
  }
  for (const name of ["website_url", "from__confirm"]) {
    if (!fields.some(([n]) => n === name)) throw new Error(`The ${kind} form has no "${name}"`);
  }
  return { kind, cookie, fields, page: answer };
}

/** A valid submission of `kind` for `email`. */
function leadFields(kind: LeadKind, email: string): [string, string][] {
  if (kind === "newsletter")
    return [
      ["fullName", "Load Visitor"],
      ["email", email],
    ];
  return [
    ["fullName", "Load Visitor"],
    ["email", email],
    ["telephone", "7045550100"],
    ["businessNeeds", "Business Plan Writing"],
    ["comments", "Sent by the reliability suite."],
  ];
}

/**
 * POSTs the form of `session` once with `fields`; `enhanced` as the page with JavaScript does;
 * `spam` fills the honeypot field as a bot would (the server must refuse it).
 */
async function postForm(
  client: Client,
  baseUrl: string,
  session: FormSession,
  fields: [string, string][],
  { enhanced, spam = false }: { enhanced: boolean; spam?: boolean },
): Promise<Answer> {
  const { page, action } = forms[session.kind];
  const body = new URLSearchParams([...session.fields, ...fields]);
  if (enhanced) body.set("_enhanced", "1");
  if (spam) body.set("website_url", "https://spam.example/");
  const origin = new URL(baseUrl).origin;
  return client.send("POST", enhanced ? `${action}.data` : action, {
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      cookie: session.cookie,
      origin,
      referer: `${origin}${page}`,
    },
    body: body.toString(),
  });
}

/** Whether the answer to a post says the submission succeeded. */
async function accepted(answer: Answer, enhanced: boolean): Promise<boolean> {
  if (!enhanced) {
    return (
      (answer.status === 302 || answer.status === 303) &&
      setCookies(answer).some((pair) => pair.startsWith("toast="))
    );
  }
  if (answer.status !== 200) return false;
  const payload = (await turboValue(answer.text)) as { data?: { ok?: unknown } } | undefined;
  return payload?.data?.ok === true;
}

/** One lead through its form: GET the page, POST it; what the server answered. */
export async function submitLead(
  client: Client,
  baseUrl: string,
  kind: LeadKind,
  email: string,
  options: { enhanced: boolean; spam?: boolean },
): Promise<PostOutcome> {
  const { enhanced } = options;
  const session = await openForm(client, kind);
  const post = await postForm(client, baseUrl, session, leadFields(kind, email), options);
  return {
    status: post.status,
    accepted: await accepted(post, enhanced),
    page: session.page,
    post,
  };
}

async function turboValue(text: string): Promise<unknown> {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });
  try {
    const decoded = await decode(stream);
    await decoded.done;
    return decoded.value;
  } catch {
    return undefined;
  }
}
