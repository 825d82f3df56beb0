import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";

process.env.DATA_DIR = mkdtempSync(join(tmpdir(), "toast-test-"));

test("a flashed toast survives one redirect, then is cleared", async () => {
  const { redirectWithToast, getToast } = await import("~/.server/flash-toast");
  const response = await redirectWithToast("/account", {
    title: "Welcome back!",
    description: "You have successfully signed in.",
  });
  expect(response.status).toBe(302);
  expect(response.headers.get("Location")).toBe("/account");
  const setCookie = response.headers.get("Set-Cookie")!;
  expect(setCookie).toMatch(/HttpOnly/);
  const next = new Request("http://localhost/account", {
    headers: { cookie: setCookie.split(";")[0]! },
  });
  const { toast, headers } = await getToast(next);
  expect(toast).toMatchObject({
    title: "Welcome back!",
    description: "You have successfully signed in.",
    variant: "default",
  });
  expect(headers!.get("Set-Cookie")).toMatch(/Expires=Thu, 01 Jan 1970/);
});

test("a tampered toast cookie is ignored", async () => {
  const { getToast } = await import("~/.server/flash-toast");
  const { toast } = await getToast(
    new Request("http://localhost/", { headers: { cookie: "toast=eyJ0b2FzdCI6MX0%3D.forged" } }),
  );
  expect(toast).toBeNull();
});
