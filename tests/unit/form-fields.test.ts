import { describe, expect, it } from "vitest";
import { hasTooManyFields, MAX_FORM_FIELDS } from "~/.server/security/form-fields";

/** The form body looked at before it is parsed: its field count (ADR 30). */
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
