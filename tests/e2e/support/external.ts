import type { BrowserContext } from "@playwright/test";

/**
 * External pages (scheduling, payment, affiliates) are not reachable from the test machine:
 * answer every non-local https request with a small page, so a link opened in a new tab loads.
 */
export async function stubExternalPages(context: BrowserContext) {
  await context.route(/^https:\/\/(?!localhost)/, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>External</title>" }),
  );
}
