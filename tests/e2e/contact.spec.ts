import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

test.describe("contact form with JavaScript", () => {
  test("[S-CONTACT-05] 'Please specify other needs' shows only while Other is ticked", async ({
    page,
  }) => {
    await page.goto("/contact");
    const other = page.getByLabel("Please specify other needs");
    await expect(other).toHaveCount(0);
    await page.getByRole("checkbox", { name: "Other" }).check();
    await expect(other).toBeVisible();
    await page.getByRole("checkbox", { name: "Other" }).uncheck();
    await expect(other).toHaveCount(0);
  });

  test("[S-CONTACT-06] [S-CONTACT-07] checked on submit first, then again on every change", async ({
    page,
  }) => {
    await page.goto("/contact");
    const name = page.getByLabel("Full Name");
    await name.fill("A");
    // Nothing is said before the first submit...
    await expect(page.getByText("Name must be at least 2 characters")).toHaveCount(0);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
    // ...and after it, each change is checked as it happens.
    await name.fill("Ada");
    await expect(page.getByText("Name must be at least 2 characters")).toHaveCount(0);
    await page.getByRole("checkbox", { name: "Grant Research & Writing" }).check();
    await expect(page.getByText("Please select at least one service")).toHaveCount(0);
  });
});

test.describe("contact action: bad bodies get 4xx with field messages, never a 500", () => {
  /** The hidden fields of the form as served (honeypot), for hand-made POSTs. */
  async function guards(page: Page) {
    await page.goto("/contact");
    const fields = ["fullName", "email", "telephone", "businessNeeds", "otherDescription"];
    const hidden = page.locator("#contact-form input");
    const entries: Record<string, string> = {};
    for (const input of await hidden.all()) {
      const name = await input.getAttribute("name");
      if (name && name !== "_enhanced" && !fields.includes(name)) {
        entries[name] = await input.inputValue();
      }
    }
    return entries;
  }

  const valid = {
    fullName: "Ada Lovelace",
    email: "ada@example.test",
    telephone: "7045550100",
    businessNeeds: "Business Plan Writing",
  };

  test("a 1 MB field, an unknown business need, missing fields", async ({ page, baseURL }) => {
    const headers = { Origin: new URL(baseURL!).origin };
    const base = await guards(page);
    const cases: [Record<string, string>, string[]][] = [
      [{ ...valid, fullName: "x".repeat(1024 * 1024) }, ["Name must be at most 100 characters"]],
      [{ ...valid, businessNeeds: "Crypto mining" }, ["Please select at least one service"]],
      [
        {},
        [
          "Name must be at least 2 characters",
          "Invalid email address",
          "Please enter a valid phone number",
          "Please select at least one service",
        ],
      ],
    ];
    for (const [fields, messages] of cases) {
      const response = await page.request.post("/contact", {
        form: { ...base, ...fields },
        headers,
      });
      expect(response.status()).toBe(400);
      const html = await response.text();
      for (const message of messages) expect(html).toContain(message);
    }
  });

  test("a body over 2 MB is refused with 413", async ({ page, baseURL }) => {
    const base = await guards(page);
    const response = await page.request.post("/contact", {
      form: { ...base, ...valid, comments: "x".repeat(3 * 1024 * 1024) },
      headers: { Origin: new URL(baseURL!).origin },
    });
    expect(response.status()).toBe(413);
  });
});
