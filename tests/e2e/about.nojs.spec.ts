import { expect, test } from "./support/fixtures";

test.describe("about page without JavaScript", () => {
  test("[S-ABOUT-19] share links still work as new-tab links; no dead copy button", async ({
    page,
  }) => {
    await page.goto("/about");
    const share = page.getByRole("region", { name: "Share this page" });
    await expect(share.getByRole("link")).toHaveCount(3);
    for (const link of await share.getByRole("link").all())
      await expect(link).toHaveAttribute("target", "_blank");
    // Copying needs the clipboard API: without JavaScript the button is left out, not broken.
    await expect(share.getByRole("button")).toHaveCount(0);
  });

  test("[S-ABOUT-16] Related Services are in the server's HTML", async ({ page }) => {
    await page.goto("/about");
    await expect(
      page.getByRole("region", { name: "Related Services" }).locator("[data-related-service]"),
    ).toHaveCount(3);
  });
});
