import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import type { Page, Request } from "@playwright/test";
import { chatCopy } from "../../app/content/chat";
import { pageSizes } from "../../scripts/lib/build-size.mjs";
import { DEFERRED_SCRIPT, holdIdleCallbacks, runIdleCallbacks } from "./support/deferred";
import { expect, test } from "./support/fixtures";

/**
 * `npm run size` (scripts/build-size.mjs) reads from the build what each page fetches on first
 * load; here Chromium loads the page and the scripts it actually fetched until it is hydrated
 * are the same files, sent as the build's own brotli files (vite/precompress.ts; gzip or none
 * where brotli made nothing smaller), never more than the script's gzip -9 figure. A deferred part
 * (ADR 59) is fetched after that, once the browser is idle: the page's idle callbacks are held
 * until the first load is counted, then the part's script must come, and be no file of the list.
 * So must the shell's visitor widgets' script, which the page asks for once it has hydrated.
 */
const buildDir = process.env.BUILD_DIR ?? "build";
const build = pageSizes(buildDir);

/** What the server sends of a script: its brotli file, else its gzip file, else the script. */
function servedSize(url: string) {
  const file = join(buildDir, "client", url);
  const sent = [`${file}.br`, `${file}.gz`].find((variant) => existsSync(variant)) ?? file;
  return statSync(sent).size;
}

/** The script of the shell's visitor widgets, which the page fetches once it has hydrated (ADR 62). */
const VISITOR_WIDGETS = /\/assets\/visitor-widgets-[\w-]+\.js$/;

/**
 * The scripts the page fetched before the visitor widgets' (all of them were asked for before it
 * hydrated), and those it fetched with or after them.
 */
async function scriptsOnFirstLoad(page: Page, path: string) {
  const fetched: { url: string; bytes: Promise<number> }[] = [];
  await holdIdleCallbacks(page);
  const onRequest = (request: Request) => {
    if (request.resourceType() !== "script") return;
    fetched.push({
      url: new URL(request.url()).pathname,
      bytes: request.response().then(async (response) => {
        await response?.finished();
        return (await request.sizes()).responseBodySize;
      }),
    });
  };
  page.on("request", onRequest);
  await page.goto(path);
  // Hydrated, and the widgets' code is here: the chat launcher, a link until then, is a button.
  await expect(page.getByRole("button", { name: chatCopy.launcherLabel })).toBeVisible();
  await page.waitForLoadState("load");
  // Nothing left pending when the test ends and the page closes (the deferred part comes later).
  page.off("request", onRequest);
  const scripts = await Promise.all(
    fetched.map(async ({ url, bytes }) => ({ url, bytes: await bytes })),
  );
  const widgets = scripts.findIndex((script) => VISITOR_WIDGETS.test(script.url));
  expect(widgets, "the visitor widgets' script").toBeGreaterThan(0);
  return { firstLoad: scripts.slice(0, widgets), later: scripts.slice(widgets) };
}

for (const path of ["/", "/contact"]) {
  test(`${path}: npm run size counts the scripts Chromium fetches on first load`, async ({
    page,
  }) => {
    const expected = build.find((candidate) => candidate.path === path);
    expect(expected, `${path} in the build`).toBeTruthy();
    const { firstLoad: fetched, later } = await scriptsOnFirstLoad(page, path);
    for (const { url } of later) expect(expected!.files.map((file) => file.url)).not.toContain(url);

    expect(fetched.map((file) => file.url).sort()).toEqual(
      expected!.files.map((file) => file.url).sort(),
    );
    const browserBytes = fetched.reduce((sum, file) => sum + file.bytes, 0);
    const brotliFiles = fetched.reduce((sum, file) => sum + servedSize(file.url), 0);
    expect(browserBytes).toBe(brotliFiles);
    expect(browserBytes).toBeLessThanOrEqual(expected!.bytes);

    if (path !== "/") return;
    const part = page.waitForRequest((request) =>
      DEFERRED_SCRIPT.test(new URL(request.url()).pathname),
    );
    await runIdleCallbacks(page);
    const deferred = new URL((await part).url()).pathname;
    expect(expected!.files.map((file) => file.url)).not.toContain(deferred);
  });
}
