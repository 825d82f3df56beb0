import { describe, expect, test } from "vitest";
import { isCurrent, navigation, topBarItems } from "~/content/navigation";
import { academyPath, founderPath, site, slugify } from "~/content/site";

const item = (label: string) => navigation.find((i) => i.label === label);

describe("navigation table", () => {
  test("has the spec's 12 items, each with path, label, icon and isExternal", () => {
    expect(navigation).toHaveLength(12);
    for (const i of navigation) {
      expect(i.path).toMatch(/^\//);
      expect(i.label).not.toBe("");
      expect(i.icon).not.toBe("");
      expect(typeof i.isExternal).toBe("boolean");
    }
  });
  test.each([
    ["[S-NAV-03]", "Home", "/"],
    ["[S-NAV-04]", "Meet the Team", "/about"],
    ["[S-NAV-05]", "Services", "/services"],
    ["[S-NAV-06]", "Success Stories", "/success-stories"],
    ["[S-NAV-07]", "Events", "/events"],
    ["[S-NAV-08]", "FAQ", "/faq"],
    ["[S-NAV-09]", "Contact", "/contact"],
  ])("%s top bar item %s links to %s", (_id, label, path) => {
    expect(item(label)).toMatchObject({ path, inTopBar: true });
  });
  test("the top bar holds exactly those seven, in order", () => {
    expect(topBarItems.map((i) => i.label)).toEqual([
      "Home",
      "Meet the Team",
      "Services",
      "Success Stories",
      "Events",
      "FAQ",
      "Contact",
    ]);
  });
  test.each([
    ["[S-NAV-10]", "Virtual Mailbox", "/virtual-mailbox"],
    ["[S-NAV-11]", "AI Academy", "/bte-ai-academy"],
    ["[S-NAV-12]", "Portfolio", "/portfolio"],
    ["[S-NAV-13]", "Explore directory support", "/blk-biz-link-support"],
    ["[S-NAV-14]", "Directory support", "/blk-biz-link-support"],
  ])("%s %s points to %s and is not in the top bar", (_id, label, path) => {
    expect(item(label)).toMatchObject({ path, inTopBar: false });
  });
  test("[S-NAV-18] none of the listed items is external", () => {
    expect(navigation.filter((i) => i.isExternal)).toEqual([]);
  });
  test("[S-NAV-16] the current item: home only on /, others on their path and below", () => {
    expect(isCurrent({ path: "/" }, "/")).toBe(true);
    expect(isCurrent({ path: "/" }, "/about")).toBe(false);
    expect(isCurrent({ path: "/faq" }, "/faq")).toBe(true);
    expect(isCurrent({ path: "/faq" }, "/faqs")).toBe(false);
  });
});

describe("site facts", () => {
  test("the founder page's path follows from the founder's first name", () => {
    expect(founderPath).toBe(`/work-with-${slugify(site.founder.firstName)}`);
    expect(slugify("Zoë Anne")).toBe("zoe-anne");
    expect(academyPath).toBe("/bte-ai-academy");
  });
});
