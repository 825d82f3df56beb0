import { devices, type Page } from "@playwright/test";
import { test as base } from "./fixtures";

/**
 * One page per worker for the specs of server-rendered content (`*.content.nojs.spec.ts`), to save
 * CI time. Most of their tests load the same page and only read it; loading it afresh for each, in
 * a new browser context, had the 2-core CI machine render, download, parse and lay out the same
 * HTML some 25 times per file. `pageAt(path)` hands a test the worker's one page, loading `path`
 * only when the page is not already showing it since pageAt last loaded it.
 *
 * The rule: take `pageAt` only in a test that READS the page (locators, expect, getAttribute, an
 * evaluate that reads). A test that changes it in any way (click, fill, press, check, hover,
 * toggling a `details`, following a link, scrolling, emulateMedia, setViewportSize, an evaluate
 * that writes) takes the ordinary `page` fixture, a fresh page of its own; when in doubt, `page`.
 * A change would leak into whichever test reads the page next, and which test that is depends on
 * how the tests are spread over the workers. A test that fails may have left the page in any state
 * (a timeout mid-action, say): the page is then loaded again before it is handed out.
 *
 * The page has JavaScript off, as the `no-js` project's pages do, so it is for `*.nojs` specs
 * only; for the same reason neither pop-up that `./fixtures` keeps out of the way can open on it.
 */

type SharedPage = {
  page: Page;
  /** What pageAt last loaded: the path asked for, the URL the page then showed, the status. */
  loaded?: { path: string; url: string; status: number };
  /** A test that used the page failed: load it again before handing it out. */
  stale: boolean;
};

type TestFixtures = {
  /** The worker's shared page showing `path`, loaded only if it is not showing it already. */
  pageAt: (path: string) => Promise<Page>;
  /** The HTTP status of the response that loaded what `pageAt` last returned. */
  loadedStatus: () => number;
};

export const test = base.extend<TestFixtures, { sharedPage: SharedPage }>({
  sharedPage: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, javaScriptEnabled } = workerInfo.project.use;
      if (javaScriptEnabled !== false)
        throw new Error(
          `pageAt gives a page without JavaScript, for *.nojs specs; project "${workerInfo.project.name}" runs with it`,
        );
      // The `no-js` project's options (`defaultBrowserType` picks the browser, not a context option).
      const { userAgent, viewport, deviceScaleFactor, isMobile, hasTouch } =
        devices["Desktop Chrome"];
      const context = await browser.newContext({
        userAgent,
        viewport,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        javaScriptEnabled: false,
        baseURL,
      });
      await use({ page: await context.newPage(), stale: false });
      await context.close();
    },
    { scope: "worker" },
  ],

  pageAt: async ({ sharedPage }, use, testInfo) => {
    let used = false;
    await use(async (path) => {
      used = true;
      const { page, loaded } = sharedPage;
      if (sharedPage.stale || loaded?.path !== path || page.url() !== loaded.url) {
        sharedPage.loaded = undefined;
        // From the same page, going to a #fragment would only scroll: no request, no status, not
        // the fresh load that a visitor following a link to it gets.
        if (path.includes("#")) await page.goto("about:blank");
        const response = await page.goto(path);
        if (!response) throw new Error(`pageAt: loading ${path} got no response`);
        sharedPage.loaded = { path, url: page.url(), status: response.status() };
        sharedPage.stale = false;
      }
      return page;
    });
    if (used && testInfo.status !== testInfo.expectedStatus) sharedPage.stale = true;
  },

  loadedStatus: async ({ sharedPage }, use) => {
    await use(() => {
      if (!sharedPage.loaded) throw new Error("loadedStatus: no page loaded by pageAt yet");
      return sharedPage.loaded.status;
    });
  },
});

export { expect } from "./fixtures";
