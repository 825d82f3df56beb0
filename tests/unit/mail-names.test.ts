import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sendConfirmation } from "~/.server/auth/local/account-mail";
import { leadEmail } from "~/.server/leads/targets";
import type { MailMessage } from "~/.server/mail/mailer";
import { inertName } from "~/.server/mail/inert-text";

/**
 * What mail clients turn into links in plain text: a scheme URL, `www.`, an e-mail address, and
 * a bare domain (Gmail links `evil.com`). None of these may be made of what a visitor typed.
 */
const LINKABLE =
  /[a-z][\w+.-]*:\/\/|www\.|@[\w-]+\.[a-z]|\b[\w-]+\.(?:com|net|org|example|io|ly)\b/i;

const hostileNames = [
  "Claim your prize at https://evil.example/win",
  "Ada www.evil.example",
  "Ada evil.com",
  "HTTP://EVIL.EXAMPLE",
  "javascript://evil.example/%0aalert(1)",
  "ada@evil.example",
  "Ada\u202e moc.live",
  "Ada\u001b]8;;https://evil.example\u001b\\click\u001b]8;;\u001b\\",
];

describe("inertName", () => {
  it.each(hostileNames)("%j is no link and no control", (name) => {
    const inert = inertName(name);
    expect(inert).not.toMatch(LINKABLE);
    // eslint-disable-next-line no-control-regex
    expect(inert).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
  });

  it("an ordinary name reads as typed", () => {
    for (const name of ["Ada Lovelace", "Dr. Ada King-Noel", "Ada Inc.", "O'Brien & Sons, Ltd."]) {
      expect(inertName(name)).toBe(name);
    }
    expect(inertName("Analytical.Engines")).toBe("Analytical[.]Engines");
  });

  it("whatever is typed, no scheme URL or www. comes out", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.constantFrom("https", "://", ":/", "/", "www", ".", "evil", "\u202e", " ", "\u0000"),
          {
            maxLength: 12,
          },
        ),
        (parts) => {
          const inert = inertName(parts.join(""));
          expect(inert).not.toMatch(/:\/\/|www\./i);
        },
      ),
    );
  });
});

describe("the owner's lead mail", () => {
  it("carries every kind's names inert, in the subject and the body, and the rest as typed", () => {
    const createdAt = new Date("2026-01-02T03:04:05Z");
    const name = "Visit https://evil.example now";
    const mails = [
      leadEmail(
        {
          kind: "contact",
          createdAt,
          fields: {
            fullName: name,
            email: "ada@example.test",
            telephone: "7045550100",
            businessNeeds: ["Other"],
            comments: "My site is https://ada.example",
          },
        },
        "America/New_York",
      ),
      leadEmail(
        { kind: "newsletter", createdAt, fields: { fullName: name, email: "a@x.test" } },
        "America/New_York",
      ),
      leadEmail(
        {
          kind: "academy",
          createdAt,
          fields: {
            firstName: name,
            lastName: "www.evil.example",
            organization: "evil.com",
            email: "kj@example.test",
            phone: "7045550100",
            city: "evil.net",
          },
        },
        "America/New_York",
      ),
      leadEmail(
        {
          kind: "signup",
          createdAt,
          fields: {
            fullName: name,
            businessName: "https://evil.example",
            email: "g@example.test",
            telephone: "7045550111",
            yearsInBusiness: 3,
            whyBTE: "Because",
          },
        },
        "America/New_York",
      ),
    ];
    for (const mail of mails) {
      expect(mail.subject).not.toMatch(LINKABLE);
      expect(mail.subject).toContain("Visit https[:]//evil[.]example now");
      const nameLines = mail.text
        .split("\n")
        .filter((line) =>
          /^(Name|First name|Last name|Organization|Business name|City of service):/.test(line),
        );
      expect(nameLines.length).toBeGreaterThan(0);
      for (const line of nameLines) expect(line).not.toMatch(LINKABLE);
    }
    // The e-mail address (to reply to) and free text are the visitor's message, left as sent.
    expect(mails[0]!.text).toContain("E-mail: ada@example.test");
    expect(mails[0]!.text).toContain("Comments: My site is https://ada.example");
    // Received at the business's local time, as the owner reads a clock (issue 45).
    for (const mail of mails) {
      expect(mail.text).not.toMatch(/\d{4}-\d\d-\d\dT\d\d:\d\d/);
    }
    expect(mails[3]!.text).toContain("received Jan 1, 2026, 10:04 PM EST");
  });
});

describe("the confirmation mail (to an address nobody has proved yet)", () => {
  it("does not carry the name typed at sign-up", async () => {
    const sent: MailMessage[] = [];
    const mailer = { describe: () => "memory", send: async (m: MailMessage) => void sent.push(m) };
    const result = await sendConfirmation(
      { getMailer: () => mailer, siteUrl: "https://www.site.example" },
      "victim@example.test",
      "Your account is locked, restore it at https://evil.example",
      "ab".repeat(32),
      "/account",
    );
    expect(result).toEqual({ ok: true, value: { needsConfirmation: true } });
    expect(sent).toHaveLength(1);
    const { subject, text } = sent[0]!;
    expect(`${subject}\n${text}`).not.toMatch(/evil|locked/);
    expect(text.startsWith("Hello,\n")).toBe(true);
    // The one link is ours.
    expect(text.match(/https?:\/\/\S+/g)).toEqual([
      `https://www.site.example/auth/confirm?token_hash=${"ab".repeat(32)}&type=email&next=%2Faccount`,
    ]);
  });
});
