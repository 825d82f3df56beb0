import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fileMailer } from "~/.server/mail/file-mailer";
import { httpApiMailer } from "~/.server/mail/http-api-mailer";
import type { MailMessage, Mailer } from "~/.server/mail/message";
import { smtpMailer } from "~/.server/mail/smtp-mailer";
import { startFakeTarget } from "../fakes/http-target";
import { startFakeMailApi, type FakeMailApi } from "../fakes/mail-api-server";
import { startSmtpSink } from "../fakes/smtp-sink";
import { readMessage } from "../support/mime-message";

/** Every mailer delivers all a message carries, and rejects when its transport fails. */
const FROM = "BTE Consulting <hello@bte.example>";

/** A message as it arrived, whatever carried it; header names lower-cased. */
type Delivered = {
  from: string;
  to: string[];
  subject: string;
  text: string | undefined;
  html: string | undefined;
  replyTo: string | undefined;
  headers: Record<string, string>;
  /** The message's id as the transport carries it (Message-ID, or the API's reference header). */
  id: string | undefined;
};

type Harness = {
  mailer: Mailer;
  delivered(): Promise<Delivered[]>;
  /** Ways the transport fails; each gives a mailer whose next send must reject. */
  failures: { what: string; arrange(): Promise<Mailer> }[];
  close(): Promise<void>;
};

type Implementation = {
  name: string;
  /** How many messages sending one id twice leaves, and why. */
  twice: { delivered: 1 | 2; why: string };
  start(): Promise<Harness>;
};

/** The id inside a Message-ID the nodemailer mailers write: `<id@sender's domain>`. */
const idOfMessageId = (value: string | undefined) => value?.match(/^<(.+)@[^@>]+>$/)?.[1];

function fromMime(raw: string, to?: string[]): Delivered {
  const { headers, text, html } = readMessage(raw);
  return {
    from: headers.from ?? "",
    to: to ?? (headers.to ?? "").split(/,\s*/),
    subject: headers.subject ?? "",
    text,
    html,
    replyTo: headers["reply-to"],
    headers,
    id: idOfMessageId(headers["message-id"]),
  };
}

/** A loopback port nothing listens on: connections to it are refused. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const implementations: Implementation[] = [
  {
    name: ".eml files",
    twice: { delivered: 1, why: "the file is named for the id, so the second send rewrites it" },
    async start() {
      const folder = await mkdtemp(path.join(tmpdir(), "mailer-contract-"));
      const notAFolder = path.join(folder, "not-a-folder");
      return {
        mailer: fileMailer(path.join(folder, "mail"), FROM),
        async delivered() {
          const dir = path.join(folder, "mail");
          const names = await readdir(dir).catch(() => []);
          return Promise.all(
            names.map(async (name) => fromMime(await readFile(path.join(dir, name), "utf8"))),
          );
        },
        failures: [
          {
            what: "the folder cannot be made (a file is in the way)",
            async arrange() {
              await writeFile(notAFolder, "");
              return fileMailer(path.join(notAFolder, "mail"), FROM);
            },
          },
        ],
        close: () => rm(folder, { recursive: true }),
      };
    },
  },
  {
    name: "SMTP",
    twice: {
      delivered: 2,
      why: "SMTP cannot refuse a repeat: both copies carry one Message-ID, which readers may fold",
    },
    async start() {
      const sink = await startSmtpSink();
      return {
        mailer: smtpMailer(sink.url, FROM),
        delivered: async () => sink.messages.map((m) => fromMime(m.raw, m.to)),
        failures: [
          {
            what: "the server refuses the message (451)",
            async arrange() {
              sink.refuseNext(1);
              return smtpMailer(sink.url, FROM);
            },
          },
          {
            what: "nothing listens on the port",
            arrange: async () => smtpMailer(`smtp://127.0.0.1:${await closedPort()}`, FROM),
          },
        ],
        close: () => sink.close(),
      };
    },
  },
  {
    name: "HTTP mail API",
    twice: { delivered: 1, why: "the id is the Idempotency-Key: the API answers the first email" },
    async start() {
      const api = await startFakeMailApi();
      const mailer = httpApiMailer({ url: api.url, key: api.apiKey }, FROM);
      return {
        mailer,
        delivered: async () =>
          api.emails.map((email) => {
            const headers = Object.fromEntries(
              Object.entries(email.headers).map(([name, value]) => [name.toLowerCase(), value]),
            );
            return {
              from: email.from,
              to: email.to,
              subject: email.subject,
              text: email.text,
              html: email.html,
              replyTo: email.replyTo[0],
              headers,
              id: headers["x-entity-ref-id"],
            };
          }),
        failures: [
          {
            what: "the API answers 500",
            async arrange() {
              api.failNext(1, 500);
              return mailer;
            },
          },
          {
            what: "the API answers 429 (rate limit)",
            async arrange() {
              api.failNext(1, 429);
              return mailer;
            },
          },
          {
            what: "nothing listens on the port",
            arrange: async () =>
              httpApiMailer(
                { url: `http://127.0.0.1:${await closedPort()}`, key: api.apiKey },
                FROM,
              ),
          },
        ],
        close: () => api.close(),
      };
    },
  },
];

let serial = 0;
function message(overrides: Partial<MailMessage> = {}): MailMessage {
  return {
    to: "ada@example.test",
    subject: "Your enquiry — received",
    text: "Hello Ada,\n\nWe have your enquiry. Café at 3 PM?\n",
    html: "<p>Hello Ada,</p>\n<p>We have your enquiry. Café at 3 PM?</p>",
    id: `delivery-${process.pid}-${++serial}`,
    replyTo: "owner@bte.example",
    headers: {
      "List-Unsubscribe": "<https://bte.example/newsletter/unsubscribe?token=abc.def-ghi_jkl>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
    ...overrides,
  };
}

describe.each(implementations)("mailer contract: $name", (implementation) => {
  let harness: Harness;
  beforeEach(async () => {
    harness = await implementation.start();
  });
  afterEach(async () => {
    await harness.close();
  });

  it("delivers the recipient, From, subject, text and HTML, Reply-To, extra fields and id", async () => {
    const sent = message();
    await harness.mailer.send(sent);
    const delivered = await harness.delivered();
    expect(delivered).toHaveLength(1);
    const [mail] = delivered;
    expect(mail!.to).toEqual(["ada@example.test"]);
    expect(mail!.from).toBe(FROM);
    expect(mail!.subject).toBe(sent.subject);
    expect(mail!.text).toBe(sent.text);
    expect(mail!.html).toBe(sent.html);
    expect(mail!.replyTo).toBe("owner@bte.example");
    expect(mail!.headers["list-unsubscribe"]).toBe(sent.headers!["List-Unsubscribe"]);
    expect(mail!.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail!.id).toBe(sent.id);
  });

  it("a message without HTML or Reply-To arrives as text alone", async () => {
    await harness.mailer.send(message({ html: undefined, replyTo: undefined, headers: undefined }));
    const [mail] = await harness.delivered();
    expect(mail!.text).toContain("Café at 3 PM?");
    expect(mail!.html).toBeUndefined();
    expect(mail!.replyTo).toBeUndefined();
  });

  it(`the same id sent twice: ${implementation.twice.why}`, async () => {
    const sent = message();
    await harness.mailer.send(sent);
    await harness.mailer.send(sent);
    const delivered = await harness.delivered();
    expect(delivered).toHaveLength(implementation.twice.delivered);
    for (const mail of delivered) expect(mail.id).toBe(sent.id);
  });

  it("a failing transport rejects the send, delivering nothing; the retry is delivered once", async () => {
    for (const failure of harness.failures) {
      const mailer = await failure.arrange();
      await expect(mailer.send(message()), failure.what).rejects.toThrow();
    }
    expect(await harness.delivered()).toEqual([]);
    const retried = message();
    await harness.mailer.send(retried);
    expect((await harness.delivered()).map((mail) => mail.id)).toEqual([retried.id]);
  });
});

describe("the HTTP mailer speaks Resend's API", () => {
  let api: FakeMailApi;
  beforeEach(async () => {
    api = await startFakeMailApi();
  });
  afterEach(async () => {
    await api.close();
  });
  const mailerOf = (key = api.apiKey) => httpApiMailer({ url: api.url, key }, FROM);

  it("POSTs /emails with the bearer key, the id as Idempotency-Key and Resend's JSON body", async () => {
    const sent = message();
    await mailerOf().send(sent);
    expect(api.received).toHaveLength(1);
    const [request] = api.received;
    expect(request).toMatchObject({ method: "POST", path: "/emails", status: 200 });
    expect(request!.headers).toMatchObject({
      authorization: `Bearer ${api.apiKey}`,
      "content-type": "application/json",
      "idempotency-key": sent.id,
    });
    expect(request!.body).toEqual({
      from: FROM,
      to: ["ada@example.test"],
      subject: sent.subject,
      text: sent.text,
      html: sent.html,
      reply_to: "owner@bte.example",
      headers: { ...sent.headers, "X-Entity-Ref-ID": sent.id },
    });
  });

  it("a 500 and then the retry: one email, both requests under one Idempotency-Key", async () => {
    api.failNext(1, 500);
    const sent = message();
    await expect(mailerOf().send(sent)).rejects.toThrow(/HTTP 500/);
    await mailerOf().send(sent);
    expect(api.emails).toHaveLength(1);
    expect(new Set(api.received.map((r) => r.headers["idempotency-key"]))).toEqual(
      new Set([sent.id]),
    );
  });

  it("an error carries the status and the provider's words, never the key", async () => {
    api.failNext(1, 429);
    const error = await mailerOf()
      .send(message())
      .catch((e: unknown) => e as Error & { status?: number });
    expect(error).toMatchObject({ name: "MailApiError", status: 429 });
    expect(error!.message).toMatch(
      /^HTTP 429 from 127\.0\.0\.1:\d+: rate_limit_exceeded: Too many/,
    );
    expect(error!.message).not.toContain(api.apiKey);

    const wrongKey = "re_wrong_key_that_must_not_leak";
    const refused = await mailerOf(wrongKey)
      .send(message())
      .catch((e: unknown) => e as Error);
    expect(refused!.message).toMatch(/^HTTP 401 .*validation_error: API key is invalid$/);
    expect(refused!.message).not.toContain(wrongKey);
    expect(api.emails).toEqual([]);
  });

  it("one id reused for another message is refused (409), not sent", async () => {
    const sent = message();
    await mailerOf().send(sent);
    await expect(mailerOf().send({ ...sent, subject: "Something else" })).rejects.toThrow(
      /HTTP 409 .*invalid_idempotent_request/,
    );
    expect(api.emails).toHaveLength(1);
  });

  it("a redirect is a failed send, not followed", async () => {
    const target = await startFakeTarget();
    try {
      target.behave("redirect");
      const mailer = httpApiMailer({ url: target.url, key: "re_key" }, FROM);
      await expect(mailer.send(message())).rejects.toThrow(/HTTP 307/);
      expect(target.received).toHaveLength(1);
    } finally {
      await target.close();
    }
  });
});
