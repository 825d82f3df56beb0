import { external } from "../../app/content/external";
import { expect, test } from "./support/fixtures";

test("[S-SERVICES-05] clicking Book Discovery Consultation opens a new tab, the page stays", async ({
  page,
  context,
}) => {
  await context.route(`${new URL(external.scheduling).origin}/**`, (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Scheduling</title>" }),
  );
  await page.goto("/services");
  const [tab] = await Promise.all([
    page.waitForEvent("popup"),
    page
      .getByRole("link", { name: /^Book Discovery Consultation/ })
      .first()
      .click(),
  ]);
  await tab.waitForLoadState();
  expect(tab.url()).toBe(external.scheduling);
  await expect(page).toHaveURL(/\/services$/);
});
