import { discoveryCall, startupItems } from "../../app/content/catalog";
import { stubExternalPages } from "./support/external";
import { test } from "./support/fixtures";
import { expectOpensInNewTab, expectSignInNotice, openHydrated } from "./support/service-page";

const PATH = "/build-studio";
const CONSULTANT = "Keisha Howard";


test.describe("Start-up packages page with JavaScript", () => {
  test.beforeEach(async ({ context }) => {
    await stubExternalPages(context);
  });


  test("[S-BUILD-02] [S-SVCPAGE-07] the Discovery Call opens the scheduling page in a new tab", async ({
    page,
  }) => {
    await page.goto(PATH);
    await expectOpensInNewTab(
      page,
      page
        .getByRole("region", { name: /^Need Help/ })
        .getByRole("link", { name: /^Book a \$25 Discovery Call/ }),
      discoveryCall.url,
      PATH,
    );
  });

  test("[S-BUILD-04] a package's Purchase Now opens its external payment page in a new tab", async ({
    page,
  }) => {
    const item = startupItems.find((candidate) => candidate.url)!;
    await page.goto(PATH);
    await expectOpensInNewTab(
      page,
      page.locator(`[data-product="${item.id}"]`).getByRole("link", { name: /^Purchase Now/ }),
      item.url!,
      PATH,
    );
  });

  test("[S-BUILD-04] Purchase Now on a service without a link shows the sign-in notice while signed out", async ({
    page,
  }) => {
    const item = startupItems.find((candidate) => !candidate.url)!;
    await openHydrated(page, PATH, CONSULTANT);
    await page
      .locator(`[data-product="${item.id}"]`)
      .getByRole("link", { name: /^Purchase Now/ })
      .click();
    await expectSignInNotice(page, item.id);
  });
});
