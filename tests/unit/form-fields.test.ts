import { describe, expect, it } from "vitest";
import { firstFieldValue, hasTooManyFields, MAX_FORM_FIELDS } from "~/.server/security/form-fields";

/** The form body looked at before it is parsed: its field count and its CSRF token (ADR 30). */
const URLENCODED = "application/x-www-form-urlencoded";
const bytes = (text: string) => new TextEncoder().encode(text);

async function multipart(fields: [string, string][]) {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  const request = new Request("http://site/", { method: "POST", body: form });
  return {
    body: new Uint8Array(await request.arrayBuffer()),
    type: request.headers.get("content-type")!,
  };
}

describe("form fields before parsing", () => {
  it("finds the first value of a urlencoded field as the parser would, and nothing for a look-alike", () => {
    const body = bytes("xcsrf=no&email=a%40b.c&csrf=tok%2Fen+1&csrf=second");
    expect(firstFieldValue(body, URLENCODED, "csrf")).toBe("tok/en 1");
    expect(firstFieldValue(bytes("csrf=only"), URLENCODED, "csrf")).toBe("only");
    expect(firstFieldValue(bytes("xcsrf=1&a=csrf=2"), URLENCODED, "csrf")).toBeNull();
    expect(firstFieldValue(bytes("csrf=%E0%A4%A"), URLENCODED, "csrf")).toBeNull();
    expect(firstFieldValue(bytes("csrf=x"), "text/plain", "csrf")).toBeNull();
  });

  it("finds a multipart field's value as a browser sends it", async () => {
    const { body, type } = await multipart([
      ["note", 'form-data; name="csrf"'],
      ["csrf", "the-token.sig"],
    ]);
    expect(firstFieldValue(body, type, "csrf")).toBe("the-token.sig");
    const none = await multipart([["email", "a@b.c"]]);
    expect(firstFieldValue(none.body, none.type, "csrf")).toBeNull();
  });

  it(`counts fields without parsing: ${MAX_FORM_FIELDS} pass, one more does not`, async () => {
    const form = (n: number) => bytes(Array.from({ length: n }, (_, i) => `f${i}=1`).join("&"));
    expect(hasTooManyFields(form(MAX_FORM_FIELDS), URLENCODED)).toBe(false);
    expect(hasTooManyFields(form(MAX_FORM_FIELDS + 1), URLENCODED)).toBe(true);
    expect(hasTooManyFields(bytes("&".repeat(524_287)), URLENCODED)).toBe(true);
    const fields = (n: number) =>
      multipart(Array.from({ length: n }, (_, i): [string, string] => [`f${i}`, "1"]));
    const atCap = await fields(MAX_FORM_FIELDS);
    expect(hasTooManyFields(atCap.body, atCap.type)).toBe(false);
    const over = await fields(MAX_FORM_FIELDS + 1);
    expect(hasTooManyFields(over.body, over.type)).toBe(true);
  });
});
