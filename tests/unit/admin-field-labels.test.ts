import { describe, expect, it } from "vitest";
import { fieldHref, fieldLabel } from "~/components/admin/field-labels";

describe("a lead's fields on the dashboard", () => {
  it("carry the owner's words, and a name no form has today is spelt out", () => {
    expect(fieldLabel("fullName")).toBe("Full name");
    expect(fieldLabel("businessNeeds")).toBe("Business needs");
    expect(fieldLabel("whyBTE")).toBe("Why they chose us");
    expect(fieldLabel("preferredContactTime")).toBe("Preferred contact time");
    expect(fieldLabel("utm_source")).toBe("Utm source");
  });

  it("link an address to mail and a number to the phone, and nothing else", () => {
    expect(fieldHref("email", "ann@example.test")).toBe("mailto:ann@example.test");
    expect(fieldHref("telephone", "(704) 555-0123")).toBe("tel:7045550123");
    expect(fieldHref("phone", "+1 704 555 0123")).toBe("tel:+17045550123");
    expect(fieldHref("email", "javascript:alert(1)")).toBeNull();
    expect(fieldHref("email", 'a@b" onclick="x')).toBeNull();
    expect(fieldHref("telephone", "call me")).toBeNull();
    expect(fieldHref("comments", "ann@example.test")).toBeNull();
  });
});
