import { expect, test } from "@playwright/test";

test("[S-AVATARS-03] without JavaScript the intro's play control is a link to the video", async ({
  page,
}) => {
  await page.goto("/ai-avatars");
  await expect(
    page.getByRole("link", { name: "Play the introduction video from Priya Nair" }),
  ).toHaveAttribute("href", "/videos/intro.mp4");
  await expect(page.getByRole("link", { name: /^Get Started/ })).toHaveCount(5);
});
