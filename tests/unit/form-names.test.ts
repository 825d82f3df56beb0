import { parseWithZod } from "@conform-to/zod";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { academySchema } from "~/utils/forms/academy";
import { authFormMessages, signUpSchema } from "~/utils/forms/auth";
import { contactMessages, contactSchema } from "~/utils/forms/contact";
import { plainName, plainText } from "~/utils/forms/plain-text";
import { newsletterSchema } from "~/utils/forms/newsletter";

function parse(
  schema: Parameters<typeof parseWithZod>[1]["schema"],
  entries: Record<string, string>,
) {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return parseWithZod(data, { schema });
}

function valueOf(
  schema: Parameters<typeof parseWithZod>[1]["schema"],
  entries: Record<string, string>,
) {
  const submission = parse(schema, entries);
  if (submission.status !== "success") throw new Error(JSON.stringify(submission.reply().error));
  return submission.value as Record<string, unknown>;
}

const ESC = "\u001b";
const hostile = `Ada${ESC}[2J${ESC}]8;;https://evil.example${ESC}\\\u0007 \u202eLove\u2066lace\u0000\u0085\u009b31m\u007f`;
// eslint-disable-next-line no-control-regex
const BAD = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

describe("names are stored without controls or bidi overrides", () => {
  it("plainName: one line, no C0, C1, DEL or bidi controls, single spaces", () => {
    expect(plainName(hostile)).toBe("Ada[2J]8;;https://evil.example\\ Lovelace 31m");
    expect(plainName("  Ada\t\tLovelace\r\n Jr. ")).toBe("Ada Lovelace Jr.");
    expect(plainName("Zoë \u202bمريم\u202c")).toBe("Zoë مريم");
  });

  it("whatever the input, a cleaned name holds none of them", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (input) => {
        const name = plainName(input);
        expect(name).not.toMatch(BAD);
        expect(name).not.toMatch(/\u2028|\u2029|^ | $| {2}/);
        expect(plainName(name)).toBe(name);
      }),
    );
  });

  it("every form's names: sign-up (full and business name), contact, newsletter, academy", () => {
    const signUp = valueOf(signUpSchema, {
      fullName: hostile,
      businessName: `Engines\u202e LLC${ESC}[0m`,
      telephone: "7045550100",
      yearsInBusiness: "3",
      whyBTE: "Line one\nline two",
      email: "ada@example.test",
      password: "Correct horse battery 7",
    });
    expect(signUp.fullName).toBe(plainName(hostile));
    expect(signUp.businessName).toBe("Engines LLC[0m");
    expect(signUp.whyBTE).toBe("Line one\nline two"); // free text keeps its lines

    const contact = valueOf(contactSchema, {
      fullName: hostile,
      email: "ada@example.test",
      telephone: "7045550100",
      businessNeeds: "Other",
      comments: `Hello\u0000 there${ESC}[31m\n\tbye`,
    });
    expect(contact.fullName).toBe(plainName(hostile));
    expect(contact.comments).toBe("Hello there[31m\n\tbye"); // NUL and ESC gone, lines kept

    expect(valueOf(newsletterSchema, { fullName: hostile, email: "a@example.test" }).fullName).toBe(
      plainName(hostile),
    );

    const academy = valueOf(academySchema, {
      firstName: `Kath\u202eerine`,
      lastName: `John${ESC}son`,
      organization: "Langley\u0085Research",
      email: "kj@example.test",
      phone: "7045550100",
      city: "Hamp\u2067ton",
    });
    expect(academy).toMatchObject({
      firstName: "Katherine",
      lastName: "Johnson",
      organization: "Langley Research",
      city: "Hampton",
    });
  });

  it("a name of controls only is a missing name, with the form's own message", () => {
    const contact = parse(contactSchema, {
      fullName: `${ESC}\u0000\u202e`,
      email: "ada@example.test",
      telephone: "7045550100",
      businessNeeds: "Other",
    });
    expect(contact.status).toBe("error");
    expect(contact.reply().error?.fullName).toEqual([contactMessages.fullName]);
    const signUp = parse(signUpSchema, { fullName: "\u0000\u0000\u0000", businessName: "\u202e" });
    expect(signUp.reply().error?.fullName).toEqual([authFormMessages.fullName]);
    expect(signUp.reply().error?.businessName).toEqual([authFormMessages.businessName]);
    // Optional free text of controls only is simply not given.
    expect(
      valueOf(contactSchema, {
        fullName: "Ada",
        email: "ada@example.test",
        telephone: "7045550100",
        businessNeeds: "Other",
        comments: "\u0000",
      }).comments,
    ).toBeUndefined();
  });

  it("plainText drops controls but keeps tabs and line breaks", () => {
    expect(plainText(`a\u0000b${ESC}c\u009bd\te\r\nf`)).toBe("abc" + "d\te\r\nf");
  });
});
