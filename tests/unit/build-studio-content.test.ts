import { describe, expect, test } from "vitest";
import {
  BUILD_STUDIO_PATH,
  buildStudioConsultant,
  needHelp,
  packagesSection,
} from "~/content/build-studio-page";
import { discoveryCall, startupItems } from "~/content/catalog";
import { formatMoney } from "~/utils/money";

describe("start-up packages page content", () => {
  test("[S-BUILD-02] the Need Help box offers the catalogue's $25 Discovery Call on an external page", () => {
    expect(needHelp.call).toBe(discoveryCall);
    expect(formatMoney(needHelp.call.priceCents)).toBe("$25");
    expect(needHelp.call.url).toMatch(/^https:\/\//);
    expect(needHelp.title).toMatch(/^Need Help/);
  });

  test("[S-BUILD-03] every start-up item is listed once, cheapest first", () => {
    const prices = packagesSection.items.map((item) => item.priceCents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(new Set(packagesSection.items.map((item) => item.id))).toEqual(
      new Set(startupItems.map((item) => item.id)),
    );
    expect(packagesSection.items).toHaveLength(startupItems.length);
  });

  test("[S-SVCPAGE-02] the consultant who builds businesses introduces the page", () => {
    expect(buildStudioConsultant.path).toBe(BUILD_STUDIO_PATH);
    expect(buildStudioConsultant.role).toBe("Building businesses");
  });
});
