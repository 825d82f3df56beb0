import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { chatCopy, chatTeamCopy } from "../../app/content/chat";
import { chatMessages } from "../../app/utils/forms/chat";
import { seriousViolations } from "./support/axe";
import { uniqueEmail } from "./support/forms";
import { expect, test } from "./support/fixtures";
import { existingPages, viewports } from "./support/pages";
import { flashSignedOutToast } from "./support/toast";

const launcher = (page: Page) => page.getByRole("button", { name: chatCopy.launcherLabel });
const panel = (page: Page) => page.getByRole("region", { name: chatCopy.title });
const log = (page: Page) => page.getByRole("log", { name: chatCopy.logLabel });
const messages = (page: Page) => log(page).locator("[data-chat-message]");
const input = (page: Page) => page.getByRole("textbox", { name: chatCopy.inputLabel });

/** Requests for the panel's lazily loaded chunk. */
function trackPanelChunk(page: Page) {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/chat-widget-panel-[\w-]+\.js$/.test(new URL(request.url()).pathname))
      urls.push(request.url());
  });
  return urls;
}

/** Opens a page without the home page's pop-up and stops its clock, so 1 s is measured exactly. */
async function openWithClock(page: Page, path = "/faq") {
  await page.clock.install();
  await page.goto(path);
  await expect(launcher(page)).toBeVisible();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
}

test.describe("chat assistant", () => {
  for (const path of [...existingPages, "/no-such-page"]) {
    test(`[S-CHAT-01] the chat launcher is on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(launcher(page)).toBeVisible();
      await expect(launcher(page)).toHaveAttribute("aria-expanded", "false");
    });
  }

  test("[S-CHAT-02] collapsed or expanded: the toggle says which and shows or hides the panel", async ({
    page,
  }) => {
    await page.goto("/faq");
    await expect(launcher(page)).toHaveAttribute("aria-expanded", "false");
    await expect(panel(page)).toHaveCount(0);
    await launcher(page).click();
    await expect(launcher(page)).toHaveAttribute("aria-expanded", "true");
    await expect(panel(page)).toBeVisible();
    await expect(launcher(page)).toHaveAttribute("aria-controls", "chat-panel");
    await launcher(page).click();
    await expect(launcher(page)).toHaveAttribute("aria-expanded", "false");
    await expect(panel(page)).toBeHidden();
    await launcher(page).click();
    await expect(panel(page)).toBeVisible();
    await panel(page).getByRole("button", { name: chatCopy.close }).click();
    await expect(panel(page)).toBeHidden();
    await expect(launcher(page)).toBeFocused();
  });

  test("[S-CHAT-03] the first message is the assistant's greeting, in a polite live log", async ({
    page,
  }) => {
    await page.goto("/faq");
    await launcher(page).click();
    await expect(log(page)).toHaveAttribute("aria-live", "polite");
    await expect(messages(page)).toHaveCount(1);
    await expect(messages(page).first()).toHaveAttribute("data-chat-message", "assistant");
    await expect(messages(page).first()).toHaveText(`Assistant: ${chatCopy.greeting}`);
  });

  test("[S-CHAT-04] [S-CHAT-05] [S-CHAT-07] a sent message is trimmed and added; the answer from the site follows one second later", async ({
    page,
  }) => {
    await openWithClock(page);
    await launcher(page).click();
    await expect(input(page)).toBeFocused();
    await input(page).fill("   Do you help with LLC filing?   ");
    await input(page).press("Enter");
    await expect(messages(page)).toHaveCount(2);
    await expect(messages(page).nth(1)).toHaveAttribute("data-chat-message", "user");
    await expect(messages(page).nth(1)).toHaveText("You: Do you help with LLC filing?");
    await expect(input(page)).toHaveValue("");

    await page.clock.runFor(999);
    await expect(messages(page)).toHaveCount(2);
    await page.clock.runFor(1);
    await expect(messages(page)).toHaveCount(3);
    const reply = messages(page).nth(2);
    await expect(reply).toHaveAttribute("data-chat-message", "assistant");
    await expect(reply).toContainText(`Assistant: ${chatCopy.found}`);
    await expect(
      reply.getByRole("link", { name: `${chatCopy.readMore}: LLC Filing` }),
    ).toHaveAttribute("href", "/build-studio");

    // The send button works as well as Enter, and every message gets its own reply.
    await input(page).fill("qwertyuiop");
    await panel(page).getByRole("button", { name: chatCopy.send, exact: true }).click();
    await expect(messages(page)).toHaveCount(4);
    await page.clock.runFor(1_000);
    await expect(messages(page)).toHaveCount(5);
    await expect(messages(page).last()).toHaveText(`Assistant: ${chatCopy.notFound}`);
  });

  test("answers an FAQ question with its link, which opens the FAQ at that question", async ({
    page,
  }) => {
    await page.goto("/services");
    await launcher(page).click();
    await input(page).fill("What is the discovery call?");
    await input(page).press("Enter");
    const link = messages(page)
      .last()
      .getByRole("link", { name: `${chatCopy.readMore}: What is the $25 discovery call?` });
    await expect(link).toHaveAttribute("href", "/faq#discovery-call");
    expect(await seriousViolations(page)).toEqual([]);
    await link.click();
    await expect(page).toHaveURL(/\/faq#discovery-call$/);
    // The conversation stays open and kept on the new page.
    await expect(messages(page).nth(1)).toHaveText("You: What is the discovery call?");
  });

  test("Send this to the team: name and e-mail asked, refusals under their field, then a note in the conversation", async ({
    page,
  }) => {
    await page.setViewportSize(viewports.phone);
    await page.goto("/faq");
    await launcher(page).click();
    await input(page).fill("Can you file an LLC in Delaware?");
    await input(page).press("Enter");
    await expect(messages(page)).toHaveCount(3);
    await panel(page).getByRole("button", { name: chatCopy.sendToTeam }).click();
    const form = panel(page).getByRole("form", { name: chatTeamCopy.title });
    await expect(form.getByLabel(chatTeamCopy.fullName)).toBeFocused();
    await expect(form.getByLabel(chatTeamCopy.message)).toHaveValue(
      "Can you file an LLC in Delaware?",
    );
    expect(await seriousViolations(page)).toEqual([]);

    await form.getByLabel(chatTeamCopy.fullName).fill("A");
    await form.getByLabel(chatTeamCopy.email).fill(uniqueEmail("chat-team"));
    await form.getByRole("button", { name: chatTeamCopy.submit }).click();
    const nameError = form.getByText(chatMessages.fullName);
    await expect(nameError).toBeVisible();
    await expect(form.getByLabel(chatTeamCopy.fullName)).toHaveAttribute("aria-invalid", "true");
    const fieldBox = (await form.getByLabel(chatTeamCopy.fullName).boundingBox())!;
    const errorBox = (await nameError.boundingBox())!;
    expect(errorBox.y).toBeGreaterThanOrEqual(fieldBox.y + fieldBox.height - 1);

    await form.getByLabel(chatTeamCopy.fullName).fill("Ada Lovelace");
    await form.getByRole("button", { name: chatTeamCopy.submit }).click();
    await expect(page.getByText(chatMessages.success.description)).toBeVisible();
    await expect(form).toHaveCount(0);
    await expect(messages(page).last()).toHaveText(`Assistant: ${chatTeamCopy.sent}`);
  });

  test("[S-CHAT-06] empty or blank messages are ignored (and get no reply)", async ({ page }) => {
    await openWithClock(page);
    await launcher(page).click();
    await input(page).press("Enter");
    await input(page).fill("    ");
    await input(page).press("Enter");
    await panel(page).getByRole("button", { name: chatCopy.send, exact: true }).click();
    await page.clock.runFor(3_000);
    await expect(messages(page)).toHaveCount(1);
  });

  test("[S-CHAT-02] keyboard: Enter on the toggle opens it, Escape collapses it and returns focus to the toggle", async ({
    page,
  }) => {
    await page.goto("/faq");
    await launcher(page).focus();
    await page.keyboard.press("Enter");
    await expect(panel(page)).toBeVisible();
    await expect(input(page)).toBeFocused();
    await page.keyboard.type("Hello");
    await page.keyboard.press("Enter");
    await expect(messages(page)).toHaveCount(2);
    await page.keyboard.press("Escape");
    await expect(panel(page)).toBeHidden();
    await expect(launcher(page)).toBeFocused();
    await expect(launcher(page)).toHaveAttribute("aria-expanded", "false");
    // Reopening keeps the conversation.
    await page.keyboard.press("Enter");
    await expect(messages(page).nth(1)).toHaveText("You: Hello");
  });

  test("the panel's code is loaded only when the chat is first opened", async ({ page }) => {
    const requests = trackPanelChunk(page);
    await page.goto("/faq");
    await page.waitForLoadState("networkidle");
    await expect(launcher(page)).toBeVisible();
    expect(requests).toEqual([]);
    // Nor is it preloaded by the document.
    const preloaded = await page
      .locator("link[rel=modulepreload], script[src]")
      .evaluateAll((els) => els.map((el) => el.getAttribute("href") ?? el.getAttribute("src")));
    expect(preloaded.filter((href) => href?.includes("chat-widget-panel"))).toEqual([]);

    await launcher(page).click();
    await expect(panel(page)).toBeVisible();
    expect(requests).toHaveLength(1);
    // The panel's styles came with it (the CSP allows them): the panel is laid out, fixed.
    expect(await panel(page).evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
  });

  test("the conversation survives moving to another page", async ({ page }) => {
    await page.goto("/faq");
    await launcher(page).click();
    await input(page).fill("Remember me");
    await input(page).press("Enter");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Events" })
      .click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(messages(page).nth(1)).toHaveText("You: Remember me");
  });

  test("fits a phone screen and leaves the toast text readable on a desktop", async ({ page }) => {
    await page.setViewportSize(viewports.phone);
    await page.goto("/faq");
    await launcher(page).click();
    const box = (await panel(page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewports.phone.width);
    expect(box.y).toBeGreaterThanOrEqual(64);

    await page.setViewportSize(viewports.desktop);
    await flashSignedOutToast(page, "/faq");
    const toast = page.getByRole("status").filter({ hasText: "Signed out successfully" });
    await expect(toast).toBeVisible();
    // The toast is drawn above the launcher, so the launcher never hides the toast's words.
    const [toastZ, launcherZ] = await Promise.all([
      page
        .locator("section[aria-label=Notifications]")
        .evaluate((el) => Number(getComputedStyle(el).zIndex)),
      launcher(page).evaluate((el) => Number(getComputedStyle(el).zIndex)),
    ]);
    expect(toastZ).toBeGreaterThan(launcherZ);
  });
});

test("axe finds no serious violation with the chat open and a conversation in it", async ({
  page,
}) => {
  await page.goto("/faq");
  await launcher(page).click();
  await input(page).fill("Hello");
  await input(page).press("Enter");
  await expect(messages(page)).toHaveCount(3);
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(serious).toEqual([]);
});
