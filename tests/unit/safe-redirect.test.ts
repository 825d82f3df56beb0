import { expect, test } from "vitest";
import { safeRedirect } from "~/utils/safe-redirect";

test.each([
  ["/account", "/account"],
  ["/account?tab=orders#top", "/account?tab=orders#top"],
  ["/a/../b", "/b"],
])("a path on this site is kept: %s", (input, expected) => {
  expect(safeRedirect(input)).toBe(expected);
});

test.each([
  "https://evil.example/",
  "//evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "/\t/evil.example",
  "javascript:alert(1)",
  "evil.example",
  "",
  null,
  undefined,
])("anything else goes to the fallback: %s", (input) => {
  expect(safeRedirect(input)).toBe("/");
  expect(safeRedirect(input, "/account")).toBe("/account");
});
