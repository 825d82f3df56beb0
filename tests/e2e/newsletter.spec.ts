import { expect, test } from "./support/fixtures";
import { expectHydrated } from "./support/deferred";
import { freezeClock, uniqueEmail } from "./support/forms";

test("[S-NEWSLETTER-08] [S-NEWSLETTER-09] [S-NEWSLETTER-10] while subscribing: fields and button disabled, 'Subscribing...', then idle again", async ({
  page,
}) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/newsletter\.data/, async (route) => {
    await held;
    await route.continue();
  });
  await freezeClock(page); // keeps the home page's promotional pop-up from opening
  await page.goto("/");
  const section = page.locator("#newsletter");
  // The section hydrates after the page (ADR 59) once it nears the viewport.
  await section.scrollIntoViewIfNeeded();
  await expectHydrated(section.getByRole("button", { name: "Subscribe" }));
  await section.getByLabel("Full Name").fill("Ada Lovelace");
  await section.getByLabel("Email").fill(uniqueEmail("newsletter-busy"));
  await section.getByRole("button", { name: "Subscribe" }).click();
  const button = section.getByRole("button", { name: "Subscribing..." });
  await expect(button).toBeDisabled();
  await expect(section.getByLabel("Full Name")).toBeDisabled();
  await expect(section.getByLabel("Email")).toBeDisabled();
  release();
  await expect(section.getByRole("button", { name: "Subscribe", exact: true })).toBeEnabled();
  await expect(section.getByLabel("Full Name")).toBeEnabled();
  await expect(section.getByLabel("Full Name")).toHaveValue("");
});
