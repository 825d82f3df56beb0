import type { Page } from "@playwright/test";
import { chatCopy } from "../../app/content/chat";
import {
  DEFERRED_SCRIPT,
  deferredRequests,
  expectHydrated,
  expectNotHydrated,
  holdIdleCallbacks,
  runIdleCallbacks,
  watchForPartMissing,
} from "./support/deferred";
import { expect, test } from "./support/fixtures";
import { freezeClock, uniqueEmail } from "./support/forms";

/**
 * The pages' deferred parts (ADR 59): the server renders them with the page; the browser fetches
 * their code only once the page has hydrated and the part is wanted, and until then they work as
 * they do without JavaScript.
 */

const newsletter = (page: Page) => page.locator("#newsletter");
const solutions = (page: Page) => page.locator('[aria-labelledby="solutions-title"]');
const subscribed = (page: Page) =>
  page.getByRole("status").filter({ hasText: "Thank you for subscribing!" });

/** The shell has hydrated: the chat launcher, a link until then, is a button. */
async function shellHydrated(page: Page) {
  await expect(page.getByRole("button", { name: chatCopy.launcherLabel })).toBeVisible();
}

test.describe("the home page's sections below the hero", () => {
  // On a phone the sections start far below the fold; the hero is on screen.
  test.use({ viewport: { width: 412, height: 823 } });

  test("are not fetched with the page: the hero hydrates, the sections wait for the browser to be idle", async ({
    page,
  }) => {
    await holdIdleCallbacks(page);
    const fetched = deferredRequests(page);
    await page.goto("/");
    await shellHydrated(page);
    await expectHydrated(page.getByRole("link", { name: "Get Started" }));
    await page.waitForLoadState("networkidle");
    expect(fetched).toEqual([]);
    await expectNotHydrated(solutions(page));

    await runIdleCallbacks(page);
    await expectHydrated(solutions(page));
    expect(fetched).toHaveLength(1);
  });

  test("are fetched when they near the viewport", async ({ page }) => {
    await holdIdleCallbacks(page);
    const fetched = deferredRequests(page);
    await page.goto("/");
    await shellHydrated(page);
    await page.waitForLoadState("networkidle");
    expect(fetched).toEqual([]);
    await solutions(page).scrollIntoViewIfNeeded();
    await expectHydrated(solutions(page));
    expect(fetched).toHaveLength(1);
  });

  test("are fetched when the visitor points at them", async ({ page }) => {
    await holdIdleCallbacks(page);
    const fetched = deferredRequests(page);
    await page.goto("/");
    await shellHydrated(page);
    await page.waitForLoadState("networkidle");
    expect(fetched).toEqual([]);
    // A pointer over the part, still below the fold (no scrolling: that would bring it near).
    await newsletter(page).dispatchEvent("pointerover");
    await expectHydrated(newsletter(page));
    expect(fetched).toHaveLength(1);
  });

  test("before their code has come, the newsletter form posts as without JavaScript", async ({
    page,
  }) => {
    await freezeClock(page); // keeps the promotional pop-up from opening over the form
    await page.route(DEFERRED_SCRIPT, (route) => route.abort());
    await page.goto("/");
    await shellHydrated(page);
    const form = newsletter(page);
    await form.getByLabel("Full Name").fill("Ada Lovelace");
    await form.getByLabel("Email").fill(uniqueEmail("newsletter-deferred"));
    await expectNotHydrated(form);
    const post = page.waitForRequest(
      (request) => request.method() === "POST" && request.resourceType() === "document",
    );
    await form.getByRole("button", { name: "Subscribe" }).click();
    expect(new URL((await post).url()).pathname).toBe("/newsletter");
    // The answer of a form without JavaScript: back on the page, with the server's toast.
    await expect(page).toHaveURL(/\/$/);
    await expect(subscribed(page)).toBeVisible();
  });

  test("once hydrated, the newsletter form submits with JavaScript", async ({ page }) => {
    await freezeClock(page);
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url());
    });
    await page.goto("/");
    const form = newsletter(page);
    await form.scrollIntoViewIfNeeded();
    await expectHydrated(form.getByRole("button", { name: "Subscribe" }));
    await form.getByLabel("Full Name").fill("Ada Lovelace");
    await form.getByLabel("Email").fill(uniqueEmail("newsletter-hydrated"));
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(subscribed(page)).toBeVisible();
    await expect(form.getByLabel("Full Name")).toHaveValue("");
    expect(documents).toHaveLength(1); // the first load only: the form posted with a fetch
  });
});

test.describe("a navigation to a page with a deferred part shows the page whole", () => {
  test("Home from /about: the sections come with the page", async ({ page }) => {
    await page.goto("/about");
    await shellHydrated(page);
    const partMissing = await watchForPartMissing(
      page,
      "#hero-title",
      '[aria-labelledby="solutions-title"]',
    );
    await page.locator('nav[aria-label="Main"] a[href="/"]').first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole("heading", { name: "Solutions built for small businesses" }),
    ).toBeVisible();
    await expect(newsletter(page).getByRole("button", { name: "Subscribe" })).toBeVisible();
    expect(await partMissing()).toBe(false);
  });

  test("/bte-ai-academy from the footer: the interest form comes with the page", async ({
    page,
  }) => {
    await page.goto("/about");
    await shellHydrated(page);
    const partMissing = await watchForPartMissing(page, "#programs", "#interest-form");
    await page
      .getByRole("navigation", { name: "Footer" })
      .getByRole("link", { name: "AI Academy" })
      .click();
    await expect(page).toHaveURL(/\/bte-ai-academy$/);
    await expect(page.getByRole("form", { name: "Program Interest Form" })).toBeVisible();
    expect(await partMissing()).toBe(false);
  });

  test("/account from the account menu: the Profile tab comes with the page", async ({
    signedInPage: page,
  }) => {
    await page.goto("/about");
    await shellHydrated(page);
    const partMissing = await watchForPartMissing(
      page,
      'nav[aria-label="Account sections"]',
      "#profile-form",
    );
    await page.locator('nav[aria-label="Main"] summary').filter({ hasText: "Account" }).click();
    await page.getByRole("link", { name: "Profile" }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole("button", { name: "Save details" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Security" })).toBeVisible();
    expect(await partMissing()).toBe(false);
  });
});

/** The document's <main>: where a part the server had suspended, or outlined, would be a template. */
function main(html: string) {
  return html.slice(html.indexOf("<main"), html.indexOf("</main>"));
}

test.describe("the server renders the deferred parts at once", () => {
  for (const [path, text] of [
    ["/", "Get our weekly newsletter"],
    ["/bte-ai-academy", "Program Interest Form"],
  ] as const) {
    test(`${path}: the part is in the document where it belongs, with no script to place it`, async ({
      page,
    }) => {
      const html = main(await (await page.request.get(path)).text());
      expect(html).toContain(text);
      expect(html).not.toContain("<template");
      expect(html).not.toContain("<!--$?-->");
    });
  }

  test("/account: the Profile tab is in the document, with no script to place it", async ({
    signedInPage: page,
  }) => {
    const html = main(await (await page.request.get("/account")).text());
    expect(html).toContain("Save details");
    expect(html).not.toContain("<template");
    expect(html).not.toContain("<!--$?-->");
  });
});

test.describe("a deferred part brings no stylesheet the server's <head> did not link", () => {
  for (const path of ["/", "/bte-ai-academy"]) {
    test(path, async ({ page }) => {
      await holdIdleCallbacks(page);
      const fetched = deferredRequests(page);
      await page.goto(path);
      await shellHydrated(page);
      await page.waitForLoadState("networkidle");
      expect(fetched).toEqual([]);
      const linked = await page
        .locator("head link[rel=stylesheet]")
        .evaluateAll((links) =>
          links.map((link) => new URL(link.getAttribute("href")!, location.href).pathname),
        );
      const later: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "stylesheet") later.push(new URL(request.url()).pathname);
      });
      await runIdleCallbacks(page);
      await expect.poll(() => fetched.length).toBe(1);
      await page.waitForLoadState("networkidle");
      // Vite asks again for a part's stylesheets the <head> has (React Router's links end in
      // "#", which Vite's check misses): the same files, none new.
      for (const stylesheet of later) expect(linked).toContain(stylesheet);
    });
  }
});
