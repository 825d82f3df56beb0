import { expect, test } from "@playwright/test";
import { chatCopy } from "../../app/content/chat";

test("[S-CHAT-01] without JavaScript the chat (which needs it) shows no launcher at all", async ({
  page,
}) => {
  await page.goto("/faq");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: chatCopy.launcherLabel })).toHaveCount(0);
  await expect(page.locator("[data-chat-launcher]")).toHaveCount(0);
});
