import { expect, test } from "./support/fixtures";

test("[S-CONSULT-04] [S-SVCPAGE-06] without JavaScript the host's play control is a link to the MP4", async ({
  page,
}) => {
  await page.goto("/consultations");
  await expect(
    page.getByRole("link", { name: "Play the introduction video from Terrence Walker" }),
  ).toHaveAttribute("href", "/videos/team/terrence-walker.mp4");
  await expect(page.getByRole("link", { name: /^Book Session/ })).toHaveCount(3);
  await expect(page.getByRole("link", { name: /^Get Started/ })).toHaveCount(1);
});
