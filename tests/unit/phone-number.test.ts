import { parseWithZod, getZodConstraint } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { mfaPhoneSchema } from "~/utils/forms/auth";
import { compactPhoneNumber, phoneEnding, phoneNumberMessages } from "~/utils/forms/phone-number";
import { phoneNumber } from "~/utils/forms/security";
import { phoneActivateSchema, phoneEnrollSchema } from "~/utils/forms/security";

function form(entries: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return data;
}

describe("phone number (E.164) of a text-message factor", () => {
  it("accepts + and 8 to 15 digits, dropping the spaces, dots, dashes and brackets people type", () => {
    for (const [typed, kept] of [
      ["+17045550100", "+17045550100"],
      [" +1 (704) 555-0100 ", "+17045550100"],
      ["+44 7700.900.123", "+447700900123"],
      ["+49 30 1234567", "+49301234567"],
      ["+12345678", "+12345678"], // 8 digits
      ["+123456789012345", "+123456789012345"], // 15 digits
    ]) {
      expect(phoneNumber.safeParse(typed)).toEqual({ success: true, data: kept });
    }
  });

  it("refuses anything else with one clear message", () => {
    for (const wrong of [
      "7045550100", // no country code
      "001 704 555 0100", // 00 instead of +
      "+0123456789", // no country code starts with 0
      "+1234567", // 7 digits
      "+1234567890123456", // 16 digits
      "+1 704 555 0100 ext 2",
      "+1-704-CALL-NOW",
      "++17045550100",
    ]) {
      const parsed = phoneNumber.safeParse(wrong);
      expect(parsed.success, wrong).toBe(false);
      expect(parsed.error?.issues.map((i) => i.message)).toEqual([phoneNumberMessages.format]);
    }
    expect(phoneNumber.safeParse("   ").error?.issues.map((i) => i.message)).toEqual([
      phoneNumberMessages.required,
    ]);
    expect(
      phoneNumber.safeParse(`+1${"0".repeat(40)}`).error?.issues.map((i) => i.message),
    ).toEqual([phoneNumberMessages.format]);
    expect(phoneNumberMessages.format).toMatch(/\+.*country code.*8 to 15 digits/);
  });

  it("gives the form its messages per field, and no `pattern` the browser would apply to a spaced number", () => {
    const empty = parseWithZod(form({}), { schema: phoneEnrollSchema });
    expect(empty.status === "error" && empty.error).toEqual({
      phone: [phoneNumberMessages.required],
    });
    const wrong = parseWithZod(form({ phone: "704 555 0100" }), { schema: phoneEnrollSchema });
    expect(wrong.status === "error" && wrong.error).toEqual({
      phone: [phoneNumberMessages.format],
    });
    const right = parseWithZod(form({ phone: "+1 704 555 0100" }), { schema: phoneEnrollSchema });
    expect(right.status === "success" && right.value).toEqual({ phone: "+17045550100" });
    // Without JavaScript a `pattern` would make the browser refuse "+1 704 555 0100".
    expect(getZodConstraint(phoneEnrollSchema).phone).toEqual({
      required: true,
      minLength: 1,
      maxLength: 40,
    });
  });

  it("compacts and shows only the last four digits", () => {
    expect(compactPhoneNumber(" +1 (704) 555-0100 ")).toBe("+17045550100");
    expect(phoneEnding("+17045550100")).toBe("0100");
    expect(phoneEnding("17045550100")).toBe("0100");
    expect(phoneEnding("")).toBe("");
  });
});

describe("texted-code forms", () => {
  it("need the challenge that sent the code, and six digits", () => {
    const noChallenge = parseWithZod(form({ code: "123456" }), { schema: mfaPhoneSchema });
    expect(noChallenge.status === "error" && Object.keys(noChallenge.error ?? {})).toEqual([
      "challengeId",
    ]);
    const badCode = parseWithZod(form({ code: "12345", challengeId: "c" }), {
      schema: mfaPhoneSchema,
    });
    expect(badCode.status === "error" && badCode.error).toEqual({
      code: ["Enter the 6-digit code from the text message"],
    });
    const activate = parseWithZod(
      form({
        factorId: "f",
        challengeId: "c",
        code: " 123456 ",
        mailedCode: "12345678",
        ending: "0100",
      }),
      { schema: phoneActivateSchema },
    );
    expect(activate.status === "success" && activate.value).toEqual({
      factorId: "f",
      challengeId: "c",
      code: "123456",
      mailedCode: "12345678",
      ending: "0100",
    });
  });
});
