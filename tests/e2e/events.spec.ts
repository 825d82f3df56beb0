import { expect, test } from "./support/fixtures";

test("[S-EVENTS-03] 'Register Now' opens a new tab, the events page stays", async ({
  page,
  context,
}) => {
  // No network here: the ticketing site answers from a stub.
  await context.route(/^https:\/\/www\.eventbrite\.com\//, (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Tickets</title>" }),
  );
  await page.goto("/events");
  const [popup] = await Promise.all([
    context.waitForEvent("page"),
    page
      .getByRole("link", { name: /^Register Now/ })
      .first()
      .click(),
  ]);
  await expect(popup).toHaveURL(/eventbrite\.com/);
  await expect(page).toHaveURL(/\/events$/);
  expect(await popup.evaluate(() => window.opener)).toBeNull();
});

test("[S-EVENTS-06] server and browser render the same dates: no hydration mismatch", async ({
  page,
}) => {
  const problems: string[] = [];
  page.on("console", (m) => m.type() === "error" && problems.push(m.text()));
  page.on("pageerror", (e) => problems.push(e.message));
  const response = await page.goto("/events");
  const serverTimes = [
    ...(await response!.text()).matchAll(/<time dateTime="([^"]+)"[^>]*>([^<]+)</gi),
  ].map((m) => m[2]);
  await page.waitForLoadState("networkidle");
  expect(await page.locator("article[data-event] time").allTextContents()).toEqual(serverTimes);
  expect(problems).toEqual([]);
  // A client-side navigation renders the same text from the loader's strings.
  await page.goto("/faq");
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Events" })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Events & Workshops");
  expect(await page.locator("article[data-event] time").allTextContents()).toEqual(serverTimes);
});
