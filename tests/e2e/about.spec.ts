import type { Page } from "@playwright/test";
import { relatedServices } from "../../app/content/services";
import { expect, test } from "./support/fixtures";

/** /about with JavaScript: the random Related Services and the share bar's behaviour. */
const relatedTitles = relatedServices.map((s) => s.title);
const related = (page: Page) =>
  page.getByRole("region", { name: "Related Services" }).locator("[data-related-service] h3");
const copyButton = (page: Page) =>
  page.getByRole("region", { name: "Share this page" }).getByRole("button");

/** Console errors and warnings, and uncaught errors (a hydration mismatch shows up as either). */
function collectProblems(page: Page) {
  const problems: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error" || msg.type() === "warning") problems.push(msg.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

test.describe("about page with JavaScript", () => {
  test("[S-ABOUT-16] the related services vary across reloads and always come from the 7", async ({
    page,
  }) => {
    const picks = new Set<string>();
    const shown = new Set<string>();
    await page.goto("/about");
    for (let load = 0; load < 6; load++) {
      if (load > 0) await page.reload();
      const titles = await related(page).allInnerTexts();
      expect(titles).toHaveLength(3);
      expect(new Set(titles).size).toBe(3);
      for (const title of titles) {
        expect(relatedTitles).toContain(title);
        shown.add(title);
      }
      picks.add([...titles].sort().join(" | "));
    }
    // 35 possible picks: 6 identical ones in a row would be a 1 in 35^5 chance.
    expect(picks.size).toBeGreaterThan(1);
    expect(shown.size).toBeGreaterThan(3);
  });

  test("[S-ABOUT-16] the pick is made on the server: hydration keeps it, with no warning", async ({
    page,
  }) => {
    const problems = collectProblems(page);
    const response = await page.goto("/about");
    const html = await response!.text();
    const serverTitles = [
      ...html.matchAll(/data-related-service=""[^>]*><h3[^>]*>([^<]+)<\/h3>/g),
    ].map((m) => m[1]!.replace(/&amp;/g, "&"));
    expect(serverTitles).toHaveLength(3);
    // The copy button only exists once React has hydrated the page.
    await expect(copyButton(page)).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expect(related(page)).toHaveText(serverTitles);
    expect(problems).toEqual([]);
  });

  test("[S-ABOUT-19] each network's share link opens a new window with the page's address", async ({
    page,
    context,
    baseURL,
  }) => {
    // No real network in tests: answer the three share pages locally.
    await context.route(/facebook\.com|linkedin\.com|twitter\.com|x\.com/, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Share</title>" }),
    );
    await page.goto("/about");
    await expect(copyButton(page)).toBeVisible();
    const links = page.getByRole("region", { name: "Share this page" }).getByRole("link");
    await expect(links).toHaveCount(3);
    const hosts = [];
    for (const link of await links.all()) {
      const [popup] = await Promise.all([page.waitForEvent("popup"), link.click()]);
      await popup.waitForLoadState();
      const url = new URL(popup.url());
      hosts.push(url.hostname);
      expect(decodeURIComponent(url.search)).toContain(new URL("/about", baseURL).toString());
      await popup.close();
    }
    expect(hosts).toEqual(["www.facebook.com", "www.linkedin.com", "twitter.com"]);
    await expect(page).toHaveURL(/\/about$/);
  });

  test("[S-ABOUT-20] [S-ABOUT-21] [S-ABOUT-22] copy link: toast 'Link copied!', copied state for 3 s", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await page.clock.install();
    await page.goto("/about");
    const button = copyButton(page);
    await expect(button).toHaveText("Copy link");
    // Stop the page's clock so the 3 s are measured exactly, whatever the machine's speed.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await button.click();
    await expect(page.getByRole("status").locator("[data-toast]")).toContainText("Link copied!");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      new URL("/about", baseURL).toString(),
    );
    await expect(button).toHaveText("Copied!");
    await expect(button).toHaveAttribute("data-copied", "true");
    await page.clock.runFor(2_900);
    await expect(button).toHaveText("Copied!");
    await page.clock.runFor(200);
    await expect(button).toHaveText("Copy link");
    await expect(button).toHaveAttribute("data-copied", "false");
  });

  test("[S-ABOUT-23] a failed copy shows the destructive toast", async ({ page }) => {
    await page.addInitScript(() => {
      Clipboard.prototype.writeText = () =>
        Promise.reject(new DOMException("Write permission denied.", "NotAllowedError"));
    });
    await page.goto("/about");
    await copyButton(page).click();
    const toast = page.getByRole("alert").locator("[data-toast]");
    await expect(toast).toHaveAttribute("data-variant", "destructive");
    await expect(toast).toContainText("Failed to copy");
    await expect(toast).toContainText("There was an error copying the link.");
    await expect(copyButton(page)).toHaveText("Copy link");
  });
});
