import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";

const dir = "app/routes";
const modules = readdirSync(dir).filter((f) => /\.(ts|tsx)$/.test(f));

test("every route action is written with formAction (body cap, cross-site and CSRF checks)", () => {
  expect(modules.length).toBeGreaterThan(0);
  let actions = 0;
  for (const file of modules) {
    const source = readFileSync(join(dir, file), "utf8");
    if (!/export (async )?function action\b|export const action\b/.test(source)) continue;
    actions += 1;
    // Webhooks are posted by a provider's servers, signed over the raw body: their own wrapper.
    const wrapper = file.startsWith("webhooks.") ? "webhookAction" : "formAction";
    expect(source, `${file} exports an action not built by ${wrapper}`).toMatch(
      new RegExp(`export const action = ${wrapper}\\(`),
    );
    expect(source, `${file} reads the body itself`).not.toMatch(/request\.(formData|text|json)\(/);
    // Only the unsubscribe link, whose URL carries a signed token, goes without the CSRF token (ADR 24).
    if (file !== "newsletter.unsubscribe.tsx") {
      expect(source, `${file} drops the CSRF token`).not.toMatch(/csrfToken/);
    }
  }
  expect(actions).toBeGreaterThan(0);
});

test("route components read action data by inference, never a hand-written type", () => {
  for (const file of modules) {
    const source = readFileSync(join(dir, file), "utf8");
    for (const match of source.matchAll(/useActionData<([^>]*)>/g)) {
      expect(match[1], `${file}`).toBe("typeof action");
    }
  }
  const components = readdirSync("app/components", { recursive: true, encoding: "utf8" }).filter(
    (f) => /\.tsx?$/.test(f),
  );
  for (const file of components) {
    const source = readFileSync(join("app/components", file), "utf8");
    expect(source, `${file} reads action data itself; take it as a prop`).not.toMatch(
      /useActionData\b/,
    );
  }
});
