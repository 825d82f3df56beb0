import { type Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { drawnShellIcons, menuToggle, viewports } from "./support/pages";

const topBar = ["Home", "Meet the Team", "Services", "Success Stories", "Events", "FAQ", "Contact"];
const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

test.describe("navbar", () => {
  test("[S-NAV-15] [S-NAV-03] [S-NAV-04] [S-NAV-05] [S-NAV-06] [S-NAV-07] [S-NAV-08] [S-NAV-09] desktop top bar items", async ({
    page,
  }) => {
    await page.setViewportSize(viewports.desktop);
    await page.goto("/");
    const links = mainNav(page).getByRole("list").first().getByRole("link");
    await expect(links).toHaveText(topBar);
    await expect(mainNav(page).getByRole("link", { name: "Meet the Team" })).toHaveAttribute(
      "href",
      "/about",
    );
    await page.setViewportSize(viewports.phone);
    await expect(mainNav(page).getByRole("list").first()).toBeHidden();
  });

  test("[S-NAV-16] the current route is marked and highlighted", async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
    await page.goto("/");
    const home = mainNav(page).getByRole("link", { name: "Home", exact: true });
    const faq = mainNav(page).getByRole("link", { name: "FAQ" });
    await expect(home).toHaveAttribute("aria-current", "page");
    await expect(faq).not.toHaveAttribute("aria-current", "page");
    const bg = (l: typeof home) => l.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await bg(home)).not.toBe(await bg(faq));
  });

  test("[S-NAV-17] [S-NAV-18] no item shows the external-link icon", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("header [data-icon=external]")).toHaveCount(0);
    await expect(mainNav(page).locator("a[target=_blank]")).toHaveCount(0);
  });

  test("[S-NAV-19] [S-NAV-20] fixed at the top; translucent with a shadow after 20 px", async ({
    page,
  }) => {
    await page.goto("/");
    const header = page.locator("header").first();
    await expect(header).toHaveCSS("position", "fixed");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await expect(header).toHaveCSS("box-shadow", "none");
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect(header).not.toHaveCSS("box-shadow", "none");
    await expect(header).toHaveCSS("background-color", /rgba\(255, 255, 255, 0\.\d+\)/);
    // At the top, below only the test-mode band while the payment sandbox runs (as it does here).
    const band = await page.getByRole("complementary", { name: "Test mode" }).boundingBox();
    expect((await header.boundingBox())!.y).toBe(band ? band.y + band.height : 0);
  });

  test("[S-NAV-21] the logo links to /", async ({ page }) => {
    await page.goto("/");
    await expect(mainNav(page).getByRole("link", { name: /home$/i }).first()).toHaveAttribute(
      "href",
      "/",
    );
  });

  test("[S-NAV-22] [S-NAV-25] [S-NAV-27] mobile menu: labels, items, closes on route change", async ({
    page,
  }) => {
    await page.setViewportSize(viewports.phone);
    await page.goto("/");
    const toggle = menuToggle(page);
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAccessibleName("Open menu");
    await toggle.click();
    await expect(toggle).toHaveAccessibleName("Close menu");
    const panel = page.locator("#mobile-menu-panel");
    await expect(panel.getByRole("link")).toHaveText([...topBar, "Sign In"]);
    await panel.getByRole("link", { name: "FAQ" }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAccessibleName("Open menu");
  });

  test("[S-NAV-28] the page starts at its top on a route change, at once, not scrolling up", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto("/");
    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: "instant" }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.evaluate(() => {
      const seen: number[] = [];
      Object.assign(window, { seenScroll: seen });
      const onNewPage = () => window.location.pathname === "/portfolio";
      window.addEventListener("scroll", () => onNewPage() && seen.push(window.scrollY), {
        passive: true,
      });
    });
    await page.getByRole("contentinfo").getByRole("link", { name: "Portfolio" }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const seen = await page.evaluate(
      () => (window as unknown as { seenScroll: number[] }).seenScroll,
    );
    expect(seen.filter((y) => y > 0)).toEqual([]);
  });

  test("[S-NAV-29] a scroll-to-top button appears after 300 px", async ({ page }) => {
    await page.goto("/");
    const button = page.getByRole("button", { name: "Scroll to top" });
    await page.evaluate(() => window.scrollTo(0, 250));
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 320));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toHaveCount(0);
  });
});

test.describe("the shell's icons", () => {
  for (const [label, viewport] of Object.entries(viewports)) {
    test(`on a ${label}, every icon of the shell is drawn from the sprite`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto("/contact");
      await expect
        .poll(async () => (await drawnShellIcons(page)).filter((icon) => / 0x0$/.test(icon)))
        .toEqual([]);
      const icons = await drawnShellIcons(page);
      expect(icons).toEqual(expect.arrayContaining([expect.stringMatching(/^phone \d+x\d+$/)]));
      expect(icons.length).toBeGreaterThanOrEqual(3);
    });
  }
});

test.describe("footer", () => {
  test("[S-NAV-30] [S-NAV-31] [S-NAV-32] company name with the current year, phone and mail links", async ({
    page,
  }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText(`© ${new Date().getFullYear()} BTE Consulting`);
    await expect(footer.locator('a[href^="tel:+1"]')).toHaveCount(1);
    await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
    for (const label of ["Virtual Mailbox", "AI Academy", "Portfolio", "Explore directory support"])
      await expect(footer.getByRole("link", { name: label })).toBeVisible();
  });
});
