import { expect, type Locator, type Page } from "@playwright/test";

/** The scripts of the pages' deferred parts (ADR 59): `*.deferred-<hash>.js` in the build. */
export const DEFERRED_SCRIPT = /\/assets\/[\w-]+\.deferred-[\w-]+\.js$/;

/** Whether React has hydrated the element: it then carries React's fiber, the server's HTML not. */
function hydrated(locator: Locator) {
  return locator.evaluate((element) =>
    Object.keys(element).some((key) => key.startsWith("__reactFiber$")),
  );
}

export async function expectHydrated(locator: Locator) {
  await expect.poll(() => hydrated(locator), { message: "hydrated by React" }).toBe(true);
}

export async function expectNotHydrated(locator: Locator) {
  expect(await hydrated(locator), "still as the server rendered it").toBe(false);
}

/**
 * The page's requestIdleCallback keeps its callbacks until `runIdleCallbacks`: the browser is
 * never idle, so that a test sees what the other triggers fetch, or that nothing is fetched.
 */
export async function holdIdleCallbacks(page: Page) {
  await page.addInitScript(() => {
    const held: IdleRequestCallback[] = [];
    Object.assign(window, { heldIdleCallbacks: held });
    window.requestIdleCallback = (callback) => held.push(callback);
  });
}

export async function runIdleCallbacks(page: Page) {
  await page.evaluate(() => {
    const held = (window as unknown as { heldIdleCallbacks: IdleRequestCallback[] })
      .heldIdleCallbacks;
    for (const callback of held.splice(0)) callback({ didTimeout: false, timeRemaining: () => 50 });
  });
}

/** The deferred scripts the page has requested so far. */
export function deferredRequests(page: Page) {
  const urls: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (DEFERRED_SCRIPT.test(pathname)) urls.push(pathname);
  });
  return urls;
}

/**
 * Watches `main` from now on: true once any change left it with `whole` absent while `shown` is
 * there, i.e. the page drawn without its deferred part, even for one frame.
 */
export async function watchForPartMissing(page: Page, shown: string, whole: string) {
  await page.evaluate(
    ([shown, whole]) => {
      const state = window as unknown as { partMissing: boolean };
      state.partMissing = false;
      new MutationObserver(() => {
        if (document.querySelector(shown!) && !document.querySelector(whole!))
          state.partMissing = true;
      }).observe(document.body, { childList: true, subtree: true });
    },
    [shown, whole],
  );
  return () => page.evaluate(() => (window as unknown as { partMissing: boolean }).partMissing);
}
