import { describe, expect, test } from "vitest";
import { BUILD_STUDIO_PATH, buildStudioConsultant, needHelp } from "~/content/build-studio-page";
import { buildStudioOffers } from "~/content/build-studio-page.server";
import { discoveryCall, startupItems } from "~/content/catalog";
import { formatMoney } from "~/utils/money";

describe("start-up packages page content", () => {
  test("[S-BUILD-02] the Need Help box offers the catalogue's $25 Discovery Call on an external page", () => {
    expect(buildStudioOffers.discoveryCall).toBe(discoveryCall);
    expect(formatMoney(buildStudioOffers.discoveryCall.priceCents)).toBe("$25");
    expect(buildStudioOffers.discoveryCall.url).toMatch(/^https:\/\//);
    expect(needHelp.title).toMatch(/^Need Help/);
  });

  test("[S-BUILD-03] every start-up item is listed once, cheapest first", () => {
    const prices = buildStudioOffers.packages.map((item) => item.priceCents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(new Set(buildStudioOffers.packages.map((item) => item.id))).toEqual(
      new Set(startupItems.map((item) => item.id)),
    );
    expect(buildStudioOffers.packages).toHaveLength(startupItems.length);
  });

  test("[S-SVCPAGE-02] the consultant who builds businesses introduces the page", () => {
    expect(buildStudioConsultant.path).toBe(BUILD_STUDIO_PATH);
    expect(buildStudioConsultant.role).toBe("Building businesses");
  });
});
