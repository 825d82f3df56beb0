import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { storeFailsEmail, uniqueEmail } from "./support/forms";

const needs = [
  "AI Business Integration",
  "Full Business Startup Services",
  "Business Plan Writing",
  "Grant Research & Writing",
  "Branding & Marketing Services",
  "Other",
];

async function fill(page: Page, values: { fullName?: string; email?: string; telephone?: string }) {
  if (values.fullName !== undefined) await page.getByLabel("Full Name").fill(values.fullName);
  if (values.email !== undefined) await page.getByLabel("Email").fill(values.email);
  if (values.telephone !== undefined) await page.getByLabel("Telephone").fill(values.telephone);
}

const send = (page: Page) => page.getByRole("button", { name: "Send Message" }).click();
const toast = (page: Page) =>
  page
    .getByRole("status")
    .or(page.getByRole("alert"))
    .filter({ hasText: /Success!|Error/ });

test.describe("contact form (with and without JavaScript)", () => {
  test("[S-CONTACT-01] [S-CONTACT-02] [S-CONTACT-03] [S-CONTACT-04] /contact: 'Contact Us' and the form's fields", async ({
    page,
  }) => {
    const response = await page.goto("/contact");
    expect(response!.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
    await expect(page.getByLabel("Full Name")).toHaveAttribute("name", "fullName");
    await expect(page.getByLabel("Email")).toHaveAttribute("name", "email");
    await expect(page.getByLabel("Telephone")).toHaveAttribute("name", "telephone");
    await expect(page.getByLabel("Comments")).toHaveAttribute("name", "comments");
    const group = page.getByRole("group", { name: "What can we help you with?" });
    await expect(group.getByRole("checkbox")).toHaveCount(6);
    for (const need of needs) {
      await expect(group.getByRole("checkbox", { name: need, exact: true })).toHaveAttribute(
        "name",
        "businessNeeds",
      );
    }
  });

  test("[S-CONTACT-06] [S-CONTACT-08] [S-CONTACT-09] [S-CONTACT-10] [S-CONTACT-11] an empty or short submission shows every message, input kept", async ({
    page,
  }) => {
    await page.goto("/contact");
    await fill(page, { fullName: "A", email: "not-an-email", telephone: "704555" });
    await send(page);
    await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
    await expect(page.getByText("Invalid email address")).toBeVisible();
    await expect(page.getByText("Please enter a valid phone number")).toBeVisible();
    await expect(page.getByText("Please select at least one service")).toBeVisible();
    await expect(page.getByLabel("Full Name")).toHaveValue("A");
    await expect(page.getByLabel("Email")).toHaveValue("not-an-email");
    await expect(page.getByLabel("Telephone")).toHaveValue("704555");
    await expect(page.getByLabel("Full Name")).toHaveAttribute("aria-invalid", "true");
  });

  test("[S-CONTACT-12] [S-CONTACT-16] [S-CONTACT-17] a valid message: the success toast, and the form is empty again", async ({
    page,
  }) => {
    await page.goto("/contact");
    await fill(page, {
      fullName: "Ada Lovelace",
      email: uniqueEmail("contact"),
      telephone: "(704) 555-0100",
    });
    await page.getByRole("checkbox", { name: "Business Plan Writing" }).check();
    await send(page);
    await expect(toast(page)).toContainText("Success!");
    await expect(toast(page)).toContainText(
      "Thank you for your message. We'll get back to you soon!",
    );
    await expect(page.getByLabel("Full Name")).toHaveValue("");
    await expect(page.getByLabel("Email")).toHaveValue("");
    await expect(page.getByRole("checkbox", { name: "Business Plan Writing" })).not.toBeChecked();
  });

  test("[S-CONTACT-18] [S-CONTACT-19] when the message cannot be kept: the error toast, a 503, and the input stays", async ({
    page,
  }) => {
    const email = storeFailsEmail("contact-fail");
    await page.goto("/contact");
    await fill(page, { fullName: "Ada Lovelace", email, telephone: "7045550100" });
    await page.getByRole("checkbox", { name: "AI Business Integration" }).check();
    const answer = page.waitForResponse((r) => r.request().method() === "POST");
    await send(page);
    expect((await answer).status()).toBe(503);
    await expect(
      page.getByText("Something went wrong. Please try again later.").first(),
    ).toBeVisible();
    await expect(page.getByLabel("Full Name")).toHaveValue("Ada Lovelace");
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await expect(page.getByRole("checkbox", { name: "AI Business Integration" })).toBeChecked();
  });

  test("too many messages from one address: a 429 with a clear message, the input kept", async ({
    page,
  }) => {
    test.slow(); // six submissions in a row
    const email = uniqueEmail("contact-limit");
    for (let i = 0; i < 6; i++) {
      await page.goto("/contact");
      await fill(page, { fullName: "Ada Lovelace", email, telephone: "7045550100" });
      await page.getByRole("checkbox", { name: "Other" }).check();
      await send(page);
      if (i < 5) await expect(toast(page)).toContainText("Success!");
    }
    await expect(page.getByRole("alert").filter({ hasText: "Too many submissions" })).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(email);
  });
});

test.describe("contact action answers bad requests with 4xx", () => {
  test("a POST from another site is refused with 403", async ({ request }) => {
    const response = await request.post("/contact", {
      form: { fullName: "Ada", email: "ada@example.test" },
      headers: { Origin: "https://evil.example" },
    });
    expect(response.status()).toBe(403);
    expect(await response.text()).not.toMatch(/at \w+ \(/);
  });
});
