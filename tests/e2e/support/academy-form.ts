import type { Page } from "@playwright/test";
import { academyPath } from "../../../app/content/site";

/** The Program Interest Form's fields, their labels and a valid value for each. */
export const academyFields = [
  { name: "firstName", label: "First Name", autocomplete: "given-name", valid: "Maya" },
  { name: "lastName", label: "Last Name", autocomplete: "family-name", valid: "Okafor" },
  {
    name: "organization",
    label: "Organization",
    autocomplete: "organization",
    valid: "Queen City Works",
  },
  { name: "email", label: "Email", autocomplete: "email", valid: "" },
  { name: "phone", label: "Phone", autocomplete: "tel", valid: "704-555-0199" },
  { name: "city", label: "City of Service", autocomplete: "address-level2", valid: "Charlotte" },
] as const;

export type AcademyValues = Record<(typeof academyFields)[number]["name"], string>;

/**
 * A fresh address for each test: the per-address limit is 5 an hour, and the failure hook is
 * keyed by address, so tests never share one.
 */
export function uniqueEmail() {
  return `academy-${Date.now()}-${Math.random().toString(36).slice(2, 10)}@example.test`;
}

export function validValues(email = uniqueEmail()): AcademyValues {
  const values = Object.fromEntries(academyFields.map((f) => [f.name, f.valid])) as AcademyValues;
  return { ...values, email };
}

export const interestForm = (page: Page) =>
  page.getByRole("form", { name: "Program Interest Form" });

export const submitButton = (page: Page) =>
  interestForm(page).getByRole("button", { name: "Request Program Overview" });

/** Opens the academy page at the form and fills it with `values`. */
export async function openAndFill(page: Page, values: AcademyValues) {
  await page.goto(`${academyPath}#interest-form`);
  await fill(page, values);
}

async function fill(page: Page, values: AcademyValues) {
  const form = interestForm(page);
  for (const field of academyFields)
    await form.getByLabel(field.label, { exact: true }).fill(values[field.name]);
}

/** The academy form's POST and its answer (a document with JavaScript off, data with it on). */
export function academyPost(page: Page) {
  return page.waitForResponse(
    (response) =>
      response.request().method() === "POST" &&
      new URL(response.url()).pathname.startsWith(academyPath),
  );
}
