import { describe, expect, test } from "vitest";
import { faqItems, type FaqTopic } from "~/content/faq";
import { site } from "~/content/site";
import { faqPageJsonLd } from "~/utils/structured-data";

const item = (id: FaqTopic) => {
  const found = faqItems.find((i) => i.id === id);
  if (!found) throw new Error(`no FAQ item ${id}`);
  return `${found.question}\n${found.answer}`;
};

describe("FAQ content", () => {
  test("[S-FAQ-02] ten question-and-answer items with unique ids", () => {
    expect(faqItems).toHaveLength(10);
    expect(new Set(faqItems.map((i) => i.id)).size).toBe(10);
    expect(new Set(faqItems.map((i) => i.question)).size).toBe(10);
    for (const { question, answer } of faqItems) {
      expect(question).toMatch(/\?$/);
      expect(answer.length).toBeGreaterThan(80);
      expect(`${question} ${answer}`).not.toMatch(/lorem|ipsum|coming soon|TODO/i);
    }
  });

  test("[S-FAQ-05] an item covers the company's services", () => {
    expect(item("services")).toContain(site.name);
    expect(item("services")).toMatch(/business plans/);
    expect(item("services")).toMatch(/grant/);
  });

  test("[S-FAQ-06] an item covers the $25 discovery call", () => {
    expect(item("discovery-call")).toMatch(/\$25 discovery call/);
  });

  test("[S-FAQ-07] an item covers SBA-standard business plans", () => {
    expect(item("business-plans")).toMatch(/SBA-standard/);
  });

  test("[S-FAQ-08] an item covers AI implementation", () => {
    expect(item("ai-implementation")).toMatch(/implement AI/);
  });

  test("[S-FAQ-09] an item covers grants", () => {
    expect(item("grants")).toMatch(/grants/);
  });

  test("[S-FAQ-10] an item covers the 2 to 4 week branding timeline", () => {
    expect(item("branding-timeline")).toMatch(/branding/);
    expect(item("branding-timeline")).toMatch(/2 to 4 weeks/);
  });

  test("[S-FAQ-11] an item covers ongoing consulting", () => {
    expect(item("ongoing-consulting")).toMatch(/ongoing consulting/);
  });

  test("[S-FAQ-12] an item covers buy-now-pay-later options", () => {
    expect(item("pay-later")).toMatch(/buy-now-pay-later/i);
    expect(item("pay-later")).toMatch(/Buy Now, Pay Later/);
  });

  test("the founder's name comes from the site facts", () => {
    expect(item("services")).toContain(site.founder.firstName);
  });
});

test("[S-META-13] the FAQPage structured data is built from the same ten items", () => {
  const block = faqPageJsonLd(faqItems);
  expect(block.mainEntity).toHaveLength(10);
  expect(block.mainEntity.map((q) => q.name)).toEqual(faqItems.map((i) => i.question));
  expect(block.mainEntity.map((q) => q.acceptedAnswer.text)).toEqual(faqItems.map((i) => i.answer));
});
