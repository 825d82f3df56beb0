import { describe, expect, it } from "vitest";
import { leadExcerpt } from "~/.server/admin/lead-excerpt";

describe("a lead's excerpt", () => {
  it("says what a contact asked: needs, the other need, the comments, in one line", () => {
    expect(
      leadExcerpt("contact", {
        businessNeeds: ["Funding", "Other"],
        otherDescription: "A food truck",
        comments: "Call me\n after 5",
      }),
    ).toBe("Funding, Other · A food truck · Call me after 5");
  });

  it("is cut at 140 characters with an ellipsis", () => {
    const excerpt = leadExcerpt("chat", { message: "a".repeat(300) });
    expect(excerpt).toHaveLength(140);
    expect(excerpt.endsWith("…")).toBe(true);
  });

  it("is empty for a kind that is no enquiry", () => {
    expect(leadExcerpt("order", { product: "Logo" })).toBe("");
  });
});
