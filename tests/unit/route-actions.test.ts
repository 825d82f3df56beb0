import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";

const dir = "app/routes";
const modules = readdirSync(dir).filter((f) => /\.(ts|tsx)$/.test(f));

test("the root route runs the site's middleware: body cap, cross-site check, cookies (ADR 61)", () => {
  const root = readFileSync("app/root.tsx", "utf8");
  expect(root).toMatch(/^export const middleware = siteMiddleware;$/m);
});

test("every route action takes its form from the middleware's formPost, or is a webhook", () => {
  expect(modules.length).toBeGreaterThan(0);
  let actions = 0;
  for (const file of modules) {
    const source = readFileSync(join(dir, file), "utf8");
    if (!/export (async )?function action\b|export const action\b/.test(source)) continue;
    actions += 1;
    // Webhooks are posted by a provider's servers, signed over the raw body: their own factory.
    const reads = file.startsWith("webhooks.")
      ? /export const action = webhookAction\(/
      : /export async function action\(\{[^}]*\bcontext\b[^}]*\}: RouteArgs\) \{\n\s+(const \{ [^}]+ \} = )?await formPost\(context\);/;
    expect(source, `${file}: its action does not start by taking the form from formPost`).toMatch(
      reads,
    );
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
