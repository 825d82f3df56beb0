import { test as base } from "@playwright/test";
import { seriousViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { chatCopy } from "../../app/content/chat";
import { existingPages, menuToggle, viewports } from "./support/pages";
import { flashAuthRequiredToast } from "./support/toast";

// axe runs inside the page, so this suite runs in the JavaScript project only.
const pages = [...existingPages, "/no-such-page"];

// Every page at desktop size; at phone size the pages whose layout changes the most there (the
// layout itself is the same on every page; /auth and /account are checked in auth.spec.ts).
const phonePages = new Set(["/", "/services", "/contact", "/bte-ai-academy", "/book-now"]);

for (const path of pages) {
  for (const [name, size] of Object.entries(viewports)) {
    if (name !== "desktop" && !phonePages.has(path)) continue;
    test(`axe finds no serious or critical violation on ${path} (${name})`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto(path);
      // Hydrated (the chat launcher is drawn by React): what axe sees is what a visitor gets.
      // Not "networkidle": pages with a video keep the network busy for seconds.
      await expect(page.getByRole("button", { name: chatCopy.launcherLabel })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}

base("axe finds no serious violation with the promotional pop-up open", async ({ page }) => {
  await page.goto("/");
  await base.expect(page.getByRole("dialog")).toBeVisible();
  base.expect(await seriousViolations(page)).toEqual([]);
});

test("axe finds no serious violation with the mobile menu open and a toast shown", async ({
  page,
}) => {
  await page.setViewportSize(viewports.phone);
  await flashAuthRequiredToast(page);
  await menuToggle(page).click();
  expect(await seriousViolations(page)).toEqual([]);
});
