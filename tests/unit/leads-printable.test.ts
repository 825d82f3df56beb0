import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { csvField, leadLine, printable } from "~/.server/leads/admin";

const CONTROL =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

describe("what the leads command prints", () => {
  it("printable: controls and bidi overrides become visible escapes, the rest is untouched", () => {
    expect(printable("Ada\u001b[2J\u0007\u009b1m\u202eevil\u2066")).toBe(
      "Ada\\x1b[2J\\x07\\x9b1m\\u202eevil\\u2066",
    );
    expect(printable("Zoë Łukasz 山田 — ok")).toBe("Zoë Łukasz 山田 — ok");
    expect(printable("a\nb\tc", "\n")).toBe("a\nb\\x09c");
  });

  it("whatever a value holds, no control reaches the terminal", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (value) => {
        expect(printable(value)).not.toMatch(CONTROL);
        expect(csvField(value).replace(/[\r\n\t]/g, "")).not.toMatch(CONTROL);
      }),
    );
  });

  it("a lead's line escapes its name, e-mail and delivery errors", () => {
    const line = leadLine({
      id: "0b9a3c1e-0000-4000-8000-000000000001",
      kind: "contact",
      createdAt: new Date("2026-01-02T03:04:05Z"),
      name: "Ada\u001b]0;owned\u0007",
      email: "ada\u001b[8m@example.test",
      deliveries: [
        { target: "webhook", status: "dead", attempts: 8, lastError: "HTTP 500\u001b[0m" },
        { target: "email", status: "sent", attempts: 1, lastError: null },
      ],
    });
    expect(line).toBe(
      "2026-01-02T03:04:05.000Z  contact     Ada\\x1b]0;owned\\x07 <ada\\x1b[8m@example.test>  webhook:dead(HTTP 500\\x1b[0m) email:sent  0b9a3c1e-0000-4000-8000-000000000001",
    );
  });
});
