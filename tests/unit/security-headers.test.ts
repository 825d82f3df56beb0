import { expect, test } from "vitest";
import { contentSecurityPolicy, type ScriptTrust } from "~/.server/security/headers";

const policy = (dev: boolean, trust: ScriptTrust = { nonce: "abc123" }) =>
  Object.fromEntries(
    contentSecurityPolicy(trust, dev)
      .split("; ")
      .map((d) => [d.split(" ")[0], d.split(" ").slice(1)]),
  );

test("scripts run only with the response's nonce, never inline", () => {
  const csp = policy(false);
  expect(csp["script-src"]).toContain("'nonce-abc123'");
  expect(csp["script-src"]).not.toContain("'unsafe-inline'");
  expect(csp["script-src"]).not.toContain("'unsafe-eval'");
});

test("a shared page's scripts run by their hashes, with no nonce anywhere in its policy", () => {
  const csp = policy(false, { hashes: ["sha256-AAAA", "sha256-BBBB"] });
  expect(csp["script-src"]).toEqual([
    "'self'",
    "'sha256-AAAA'",
    "'sha256-BBBB'",
    "'strict-dynamic'",
  ]);
  expect(JSON.stringify(csp)).not.toContain("nonce");
  expect(csp["script-src"]).not.toContain("'unsafe-inline'");
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
