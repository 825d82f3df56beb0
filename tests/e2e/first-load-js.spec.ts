import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
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
 */
const buildDir = process.env.BUILD_DIR ?? "build";
const build = pageSizes(buildDir);

/** What the server sends of a script: its brotli file, else its gzip file, else the script. */
function servedSize(url: string) {
  const file = join(buildDir, "client", url);
  const sent = [`${file}.br`, `${file}.gz`].find((variant) => existsSync(variant)) ?? file;
  return statSync(sent).size;
}

async function scriptsOnFirstLoad(page: Page, path: string) {
  const fetched: { url: string; bytes: Promise<number> }[] = [];
  await holdIdleCallbacks(page);
  page.on("requestfinished", (request) => {
    if (request.resourceType() !== "script") return;
    fetched.push({
      url: new URL(request.url()).pathname,
      bytes: request.sizes().then((sizes) => sizes.responseBodySize),
    });
  });
  await page.goto(path);
  // Hydrated: the chat launcher, a link until then, is a button.
  await expect(page.getByRole("button", { name: chatCopy.launcherLabel })).toBeVisible();
  await page.waitForLoadState("load");
  return Promise.all(fetched.map(async ({ url, bytes }) => ({ url, bytes: await bytes })));
}

for (const path of ["/", "/contact"]) {
  test(`${path}: npm run size counts the scripts Chromium fetches on first load`, async ({
    page,
  }) => {
    const expected = build.find((candidate) => candidate.path === path);
    expect(expected, `${path} in the build`).toBeTruthy();
    const fetched = await scriptsOnFirstLoad(page, path);

    expect(fetched.map((file) => file.url).sort()).toEqual(
      expected!.files.map((file) => file.url).sort(),
    );
    const browserBytes = fetched.reduce((sum, file) => sum + file.bytes, 0);
    const brotliFiles = fetched.reduce((sum, file) => sum + servedSize(file.url), 0);
    expect(browserBytes).toBe(brotliFiles);
    expect(browserBytes).toBeLessThanOrEqual(expected!.bytes);

    if (path !== "/") return;
    const later = page.waitForRequest((request) =>
      DEFERRED_SCRIPT.test(new URL(request.url()).pathname),
    );
    await runIdleCallbacks(page);
    const deferred = new URL((await later).url()).pathname;
    expect(expected!.files.map((file) => file.url)).not.toContain(deferred);
  });
}
