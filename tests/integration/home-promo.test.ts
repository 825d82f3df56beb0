import { describe, expect, it } from "vitest";
import { homePromo } from "~/.server/site-content";
import { siteContentDocuments, type SiteContent } from "~/utils/site-content";
import { createLoadContext } from "~/.server/context";

/** The home page needs nothing else of the database: without it, the pop-up the files say. */
describe("the home page's pop-up with the database out of reach", () => {
  it("is the files' pop-up, not an error", async () => {
    const context = createLoadContext({
      clientIp: null,
      appUnavailable: new Error("ECONNREFUSED"),
    });
    const fallback: SiteContent["promo"] = siteContentDocuments.promo.fallback;
    const today = fallback.startDate ?? "2026-11-28";
    const promo = await homePromo(context, today);
    if (fallback.enabled && (!fallback.endDate || today <= fallback.endDate)) {
      expect(promo).toEqual({
        title: fallback.title,
        description: fallback.description,
        link: fallback.link,
      });
    } else {
      expect(promo).toBeNull();
    }
  });
});
