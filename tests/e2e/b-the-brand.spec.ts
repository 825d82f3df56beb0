import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { brandingHero, brandPortfolio } from "../../app/content/branding-page";
import { stubExternalPages } from "./support/external";
import { expect, test } from "./support/fixtures";
import { expectOpensInNewTab, expectSignInNotice, openHydrated } from "./support/service-page";

const PATH = "/b-the-brand";
const CONSULTANT = "Simone Rivers";

const gallery = (page: Page) => page.getByRole("region", { name: "Our Portfolio" });
const filters = (page: Page) =>
  page.getByRole("navigation", { name: "Filter projects by service" });
const entry = (page: Page, id: string) => page.locator(`[data-portfolio-entry="${id}"]`);

const withLink = brandPortfolio.find((e) => e.link)!;
const withoutLink = brandPortfolio.find((e) => !e.link)!;

test.describe("Branding page with JavaScript", () => {
  test.beforeEach(async ({ context }) => {
    await stubExternalPages(context);
  });

  test("[S-BRAND-02] [S-SVCPAGE-07] Schedule Consultation opens the scheduling page in a new tab", async ({
    page,
  }) => {
    await page.goto(PATH);
    const hero = page.getByRole("region", { name: brandingHero.title });
    await expectOpensInNewTab(
      page,
      hero.getByRole("link", { name: /^Schedule Consultation/ }),
      brandingHero.consultationUrl,
      PATH,
    );
  });

  test("[S-BRAND-03] scrolling to the gallery is smooth, unless the visitor prefers reduced motion", async ({
    page,
  }) => {
    const scrollBehavior = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior);
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto(PATH);
    expect(await scrollBehavior()).toBe("smooth");
    await page.emulateMedia({ reducedMotion: "reduce" });
    expect(await scrollBehavior()).toBe("auto");
    await page.getByRole("link", { name: "View Portfolio" }).click();
    await expect(gallery(page).getByRole("heading", { name: "Our Portfolio" })).toBeInViewport();
  });

  test("[S-BRAND-07] [S-BRAND-08] selecting an entry opens its detail dialog with 'View Landing Page'", async ({
    page,
  }) => {
    await openHydrated(page, PATH, CONSULTANT);
    const trigger = entry(page, withLink.id).getByRole("button", {
      name: `View Project: ${withLink.title}`,
    });
    await trigger.click();
    const dialog = page.getByRole("dialog", { name: withLink.title });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Landing Page");
    await expect(dialog).toContainText(withLink.description);
    await expect(
      dialog.getByRole("img", { name: `Landing Page for ${withLink.title}` }),
    ).toHaveAttribute("src", withLink.imageUrl);
    const link = dialog.getByRole("link", { name: /^View Landing Page/ });
    await expect(link).toHaveAttribute("href", withLink.link!);
    const [popup] = await Promise.all([page.waitForEvent("popup"), link.click()]);
    await expect(popup).toHaveURL(new RegExp(`^${withLink.link!.replace(/[.]/g, "\\.")}`));
    await popup.close();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });

  test("[S-BRAND-07] an entry without a live page has no 'View Landing Page'; Escape closes its dialog", async ({
    page,
  }) => {
    await openHydrated(page, PATH, CONSULTANT);
    const trigger = entry(page, withoutLink.id).getByRole("button", { name: /^View Project/ });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: withoutLink.title });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(withoutLink.description);
    await expect(dialog.getByRole("link", { name: /View Landing Page/ })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });

  test("[S-BRAND-07] the whole entry card selects it, image included", async ({ page }) => {
    await openHydrated(page, PATH, CONSULTANT);
    const target = brandPortfolio[5]!;
    // A click where the visitor sees the image (the button's box covers the whole card).
    const image = entry(page, target.id).getByRole("img");
    await image.scrollIntoViewIfNeeded();
    const box = (await image.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page.getByRole("dialog", { name: target.title })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("[S-BRAND-05] filtering is a client navigation that keeps the gallery in view", async ({
    page,
  }) => {
    await openHydrated(page, PATH, CONSULTANT);
    await filters(page).scrollIntoViewIfNeeded();
    // A marker that a full page load would wipe out.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await filters(page).getByRole("link", { name: "Website Creation" }).click();
    await expect(page).toHaveURL(/\?service=website-creation#portfolio$/);
    await expect(filters(page).locator("[aria-current]")).toHaveText("Website Creation");
    await expect(filters(page)).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );
    // The detail dialogs keep working on the filtered list.
    const site = brandPortfolio.find((e) => e.service === "website-creation")!;
    await entry(page, site.id)
      .getByRole("button", { name: /^View Project/ })
      .click();
    await expect(page.getByRole("dialog", { name: site.title })).toBeVisible();
  });

  test("[S-BRAND-04] Purchase Now while signed out goes to sign in, which names the item and comes back to its checkout", async ({
    page,
  }) => {
    await openHydrated(page, PATH, CONSULTANT);
    await page
      .locator('[data-product="brand-business-cards"]')
      .getByRole("link", { name: /^Purchase Now/ })
      .click();
    await expectSignInNotice(page, "brand-business-cards");
  });

  test("[S-BRAND-07] axe finds no serious violation with a detail dialog open", async ({
    page,
  }) => {
    await openHydrated(page, `${PATH}?service=landing-page`, CONSULTANT);
    await entry(page, withLink.id)
      .getByRole("button", { name: /^View Project/ })
      .click();
    await expect(page.getByRole("dialog", { name: withLink.title })).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
      .analyze();
    const serious = results.violations.filter(
      (v) => v.impact === "serious" || v.impact === "critical",
    );
    expect(serious.map((v) => v.id)).toEqual([]);
  });
});
