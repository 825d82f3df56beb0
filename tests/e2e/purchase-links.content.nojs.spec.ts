import { storeGroups } from "../../app/content/catalog";
import { expect, test } from "./support/shared-page";

/**
 * Anonymous visitors may use every external purchase or booking link (S-SECURITY-04): each item of
 * the catalogue with a `url` is a plain link on the store (the whole catalogue, ADR 0009), opening
 * in a new tab, for a visitor who is not signed in (in-site purchases, without a `url`, ask for
 * sign-in instead). The service pages' own links are tested in their specs.
 */
for (const group of storeGroups) {
  const external = group.items.filter((item) => item.url);
  if (external.length === 0) continue;
  test(`[S-SECURITY-04] signed out, every external purchase link of ${group.title} is a plain link on /store`, async ({
    pageAt,
  }) => {
    const page = await pageAt("/store");
    for (const item of external) {
      const links = page.locator(`a[href="${item.url}"]`);
      expect(await links.count(), `${item.id} → ${item.url}`).toBeGreaterThan(0);
      await expect(links.first()).toHaveAttribute("target", "_blank");
      await expect(links.first()).toHaveAttribute("rel", /noopener/);
    }
  });
}
