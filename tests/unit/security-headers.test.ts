import { expect, test } from "vitest";
import { contentSecurityPolicy } from "~/.server/security/headers";

const policy = (dev: boolean) =>
  Object.fromEntries(
    contentSecurityPolicy("abc123", dev)
      .split("; ")
      .map((d) => [d.split(" ")[0], d.split(" ").slice(1)]),
  );

test("scripts run only with the response's nonce, never inline", () => {
  const csp = policy(false);
  expect(csp["script-src"]).toContain("'nonce-abc123'");
  expect(csp["script-src"]).not.toContain("'unsafe-inline'");
  expect(csp["script-src"]).not.toContain("'unsafe-eval'");
});

test("no frame may embed the site and forms post only here", () => {
  const csp = policy(false);
  expect(csp["frame-ancestors"]).toEqual(["'none'"]);
  expect(csp["form-action"]).toEqual(["'self'"]);
  expect(csp["object-src"]).toEqual(["'none'"]);
});

test("inline styles only in development (Vite injects them); production allows the honeypot's hash", () => {
  expect(policy(true)["style-src"]).toContain("'unsafe-inline'");
  expect(policy(false)["style-src"]).not.toContain("'unsafe-inline'");
  expect(policy(false)["style-src"]).toContain("'unsafe-hashes'");
  expect(policy(false)["style-src"]).toContain("'nonce-abc123'");
  // A nonce would switch 'unsafe-inline' off, so development has none.
  expect(policy(true)["style-src"]).not.toContain("'nonce-abc123'");
});
