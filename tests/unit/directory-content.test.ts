import { describe, expect, test } from "vitest";
import {
  directoryClosing,
  directoryHero,
  directoryPath,
  requirementAnchor,
  requirementHref,
  requirements,
  selectedRequirement,
} from "~/content/directory";
import { external } from "~/content/external";
import { publicPages } from "~/content/pages";

describe("directory support content", () => {
  test("[S-DIRECTORY-01] the page is registered at /blk-biz-link-support", () => {
    expect(directoryPath).toBe("/blk-biz-link-support");
    expect(publicPages.map((page) => page.path)).toContain(directoryPath);
  });

  test("[S-DIRECTORY-02] the hero links to the business directory", () => {
    expect(directoryHero.directoryUrl).toBe(external.businessDirectory);
    expect(directoryHero.directoryUrl).toMatch(/^https:\/\//);
  });

  test("every requirement has a title, description, icon and services list", () => {
    expect(requirements.map((r) => r.title)).toEqual([
      "Business Registration",
      "Online Presence",
      "Professional Branding",
      "Business Banking",
      "Licenses & Insurance",
      "Customer Reviews",
    ]);
    for (const requirement of requirements) {
      expect(requirement.description.length).toBeGreaterThan(40);
      expect(requirement.icon).toMatch(/^[A-Z]\w+$/);
      expect(requirement.services.length).toBeGreaterThanOrEqual(3);
      expect(requirement.checklist.length).toBeGreaterThanOrEqual(3);
      expect(requirement.why.length).toBeGreaterThan(40);
      expect(requirement.link.to).toMatch(/^\/[a-z-]+$/);
      expect(JSON.stringify(requirement)).not.toMatch(/lorem|coming soon|TODO/i);
    }
    const slugs = requirements.map((r) => r.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  test("[S-DIRECTORY-03] tabs are links: All Requirements, then one per requirement with a query and a fragment", () => {
    expect(requirementHref()).toBe("/blk-biz-link-support#requirements");
    expect(requirementHref("online-presence")).toBe(
      "/blk-biz-link-support?requirement=online-presence#requirement-online-presence",
    );
    expect(requirementAnchor("customer-reviews")).toBe("requirement-customer-reviews");
  });

  test("a query value selects its requirement; anything else means All Requirements", () => {
    expect(selectedRequirement("business-banking")?.title).toBe("Business Banking");
    expect(selectedRequirement(null)).toBeUndefined();
    expect(selectedRequirement("")).toBeUndefined();
    expect(selectedRequirement("constructor")).toBeUndefined();
    expect(selectedRequirement("Online Presence")).toBeUndefined();
  });

  test("[S-DIRECTORY-06] the Online Presence tab links to /b-the-brand", () => {
    expect(selectedRequirement("online-presence")?.link.to).toBe("/b-the-brand");
  });

  test("[S-DIRECTORY-07] the closing call to action links to /build-studio", () => {
    expect(directoryClosing.to).toBe("/build-studio");
  });
});
