import { expect, test } from "@playwright/test";
import { chatCopy, chatPage, chatTeamCopy } from "../../app/content/chat";
import { chatMessages } from "../../app/utils/forms/chat";
import { uniqueEmail } from "./support/forms";

test("[S-CHAT-01] without JavaScript the launcher is a link to the assistant's page", async ({
  page,
}) => {
  await page.goto("/faq");
  await expect(page.getByRole("button", { name: chatCopy.launcherLabel })).toHaveCount(0);
  const launcher = page.getByRole("link", { name: chatCopy.launcherLabel });
  await expect(launcher).toHaveAttribute("href", "/chat");
  await launcher.click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByRole("heading", { level: 1, name: chatPage.hero.title })).toBeVisible();
});

test("/chat answers an FAQ question with its link, without JavaScript", async ({ page }) => {
  await page.goto("/chat");
  await page.getByLabel(chatPage.questionLabel).fill("How long does a branding project take?");
  await page.getByRole("button", { name: chatPage.ask }).click();
  await expect(page).toHaveURL(/\/chat\?q=/);
  const answers = page.getByRole("region", { name: chatPage.answersTitle });
  await expect(answers).toContainText(chatCopy.found);
  const link = answers.getByRole("link", {
    name: `${chatCopy.readMore}: How long does a branding project take?`,
  });
  await expect(link).toHaveAttribute("href", "/faq#branding-timeline");
  // The question is carried into the form that sends it to the team.
  await expect(page.getByLabel(chatTeamCopy.message)).toHaveValue(
    "How long does a branding project take?",
  );
});

test("/chat sends the question to the team without JavaScript: refusals under their field, input kept, then the toast", async ({
  page,
}) => {
  await page.goto("/chat?q=Can%20I%20bring%20my%20dog%3F");
  await expect(page.getByRole("region", { name: chatPage.answersTitle })).toContainText(
    chatCopy.notFound,
  );
  const email = uniqueEmail("chat-nojs");
  await page.getByLabel(chatTeamCopy.fullName).fill("A");
  await page.getByLabel(chatTeamCopy.email).fill(email);
  await page.getByRole("button", { name: chatTeamCopy.submit }).click();
  await expect(page.getByText(chatMessages.fullName)).toBeVisible();
  await expect(page.getByLabel(chatTeamCopy.email)).toHaveValue(email);
  await expect(page.getByLabel(chatTeamCopy.message)).toHaveValue("Can I bring my dog?");

  await page.getByLabel(chatTeamCopy.fullName).fill("Ada Lovelace");
  await page.getByRole("button", { name: chatTeamCopy.submit }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByText(chatMessages.success.description)).toBeVisible();
});
