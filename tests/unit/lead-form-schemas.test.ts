import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { academyMessages, academySchema } from "~/utils/forms/academy";
import { businessNeedOptions } from "~/utils/forms/contact-fields";
import { contactMessages, contactSchema } from "~/utils/forms/contact";
import { newsletterMessages, newsletterSchema } from "~/utils/forms/newsletter";

function form(entries: Record<string, string | string[]>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) {
    for (const v of Array.isArray(value) ? value : [value]) data.append(name, v);
  }
  return data;
}

function errors(
  schema: Parameters<typeof parseWithZod>[1]["schema"],
  entries: Record<string, string | string[]>,
) {
  const submission = parseWithZod(form(entries), { schema });
  return submission.status === "success" ? {} : (submission.reply().error ?? {});
}

const contact = {
  fullName: "Ada Lovelace",
  email: "ada@example.test",
  telephone: "704-555-0100",
  businessNeeds: ["Business Plan Writing"],
};

describe("contact form schema", () => {
  it("[S-CONTACT-03] [S-CONTACT-12] accepts the six fields, otherDescription and comments optional", () => {
    const submission = parseWithZod(form(contact), { schema: contactSchema });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      ...contact,
      otherDescription: undefined,
      comments: undefined,
    });
  });

  it("[S-CONTACT-04] offers exactly the six business needs", () => {
    expect(businessNeedOptions).toEqual([
      "AI Business Integration",
      "Full Business Startup Services",
      "Business Plan Writing",
      "Grant Research & Writing",
      "Branding & Marketing Services",
      "Other",
    ]);
  });

  it("[S-CONTACT-08] a name shorter than 2 characters", () => {
    expect(errors(contactSchema, { ...contact, fullName: "A" }).fullName).toEqual([
      "Name must be at least 2 characters",
    ]);
    expect(errors(contactSchema, { ...contact, fullName: "  A  " }).fullName).toEqual([
      contactMessages.fullName,
    ]);
  });

  it("[S-CONTACT-09] an invalid e-mail", () => {
    for (const email of ["ada", "ada@", "@example.test", ""]) {
      expect(errors(contactSchema, { ...contact, email }).email).toEqual(["Invalid email address"]);
    }
  });

  it("[S-CONTACT-10] a telephone shorter than 10 characters", () => {
    expect(errors(contactSchema, { ...contact, telephone: "704555010" }).telephone).toEqual([
      "Please enter a valid phone number",
    ]);
  });

  it("[S-CONTACT-11] no business need, or one that is not offered", () => {
    const { businessNeeds: _, ...none } = contact;
    expect(errors(contactSchema, none).businessNeeds).toEqual([
      "Please select at least one service",
    ]);
    const unknown = errors(contactSchema, { ...contact, businessNeeds: ["Crypto mining"] });
    expect(Object.values(unknown).flat()).toContain("Please select at least one service");
  });

  it("[S-CONTACT-05] the 'Other' text counts only while Other is ticked", () => {
    const withOther = parseWithZod(
      form({ ...contact, businessNeeds: ["Other"], otherDescription: "Payroll" }),
      { schema: contactSchema },
    );
    expect(withOther.status === "success" && withOther.value.otherDescription).toBe("Payroll");
    const without = parseWithZod(form({ ...contact, otherDescription: "Payroll" }), {
      schema: contactSchema,
    });
    expect(without.status === "success" && without.value.otherDescription).toBeUndefined();
  });

  it("oversized fields get field messages, not a failure", () => {
    const huge = "x".repeat(1024 * 1024);
    const result = errors(contactSchema, { ...contact, fullName: huge, comments: huge });
    expect(result.fullName).toEqual(["Name must be at most 100 characters"]);
    expect(result.comments).toEqual([contactMessages.commentsTooLong]);
  });
});

describe("newsletter form schema", () => {
  it("[S-NEWSLETTER-06] [S-NEWSLETTER-07] fullName and an e-mail address are required", () => {
    expect(errors(newsletterSchema, {})).toEqual({
      fullName: [newsletterMessages.fullName],
      email: [newsletterMessages.email],
    });
    expect(errors(newsletterSchema, { fullName: "Ada", email: "not-an-email" }).email).toEqual([
      newsletterMessages.email,
    ]);
    const ok = parseWithZod(form({ fullName: " Ada ", email: "Ada@Example.TEST" }), {
      schema: newsletterSchema,
    });
    expect(ok.status === "success" && ok.value).toEqual({
      fullName: "Ada",
      email: "ada@example.test",
    });
  });
});

describe("academy interest form schema", () => {
  const valid = {
    firstName: "Ada",
    lastName: "Lovelace",
    organization: "Analytical Engines",
    email: "ada@example.test",
    phone: "7045550100",
    city: "Charlotte",
  };

  it("[S-ACADEMY-04] accepts the six fields", () => {
    expect(parseWithZod(form(valid), { schema: academySchema }).status).toBe("success");
  });

  it.each([
    ["[S-ACADEMY-05]", "firstName", "A", "First name is required"],
    ["[S-ACADEMY-06]", "lastName", "L", "Last name is required"],
    ["[S-ACADEMY-07]", "organization", "O", "Organization name is required"],
    ["[S-ACADEMY-08]", "email", "ada@", "Please enter a valid email address"],
    ["[S-ACADEMY-09]", "phone", "704555010", "Please enter a valid phone number"],
    ["[S-ACADEMY-10]", "city", "C", "City of service is required"],
  ])("%s %s too short or invalid", (_id, field, value, message) => {
    expect(errors(academySchema, { ...valid, [field]: value })[field]).toEqual([message]);
    expect(academyMessages[field as keyof typeof academyMessages]).toBe(message);
  });
});
