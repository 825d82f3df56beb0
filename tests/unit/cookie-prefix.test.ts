import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { expectHostCookie } from "../support/host-cookie";
import type * as Grant from "~/.server/auth/reset-grant";
import type * as Sessions from "~/.server/auth/local/sessions";
import type * as Supabase from "~/.server/auth/supabase/client";
import type * as Toast from "~/.server/flash-toast";

// The site behind https: every cookie takes the __Host- prefix (set before the modules read it).
process.env.DATA_DIR = mkdtempSync(join(tmpdir(), "cookie-prefix-"));
process.env.SITE_URL = "https://bte.example";
process.env.SESSION_SECRET = "a-session-secret-of-the-test-that-is-long-enough";

type Modules = {
  toast: typeof Toast;
  grant: typeof Grant;
  sessions: typeof Sessions;
  supabase: typeof Supabase;
};
let m: Modules;

beforeAll(async () => {
  m = {
    toast: await import("~/.server/flash-toast"),
    grant: await import("~/.server/auth/reset-grant"),
    sessions: await import("~/.server/auth/local/sessions"),
    supabase: await import("~/.server/auth/supabase/client"),
  };
});

describe("cookies over https", () => {
  it("the toast, the local session and the password reset grant are __Host- cookies", async () => {
    const toast = await m.toast.createToastHeaders({ title: "Saved", description: "Done." });
    expectHostCookie(toast.get("Set-Cookie")!, "toast");
    const session = m.sessions.sessionCookie("secret", true);
    expectHostCookie(await session.serialize("id"), m.sessions.SESSION_COOKIE);
    const grant = await m.grant.grantReset("a".repeat(64));
    expectHostCookie(grant, "bte_password_reset");
    // The grant is read back under its prefixed name.
    const request = new Request("https://bte.example/auth/reset", {
      headers: { cookie: grant.split(";")[0]! },
    });
    expect(await m.grant.resetGrantOf(request)).toBe("a".repeat(64));
  });

  it("Supabase's session cookies take the prefix too (chunks and all share the name)", () => {
    expect(m.supabase.sessionCookieName("https://abcd1234.supabase.co", true)).toBe(
      "__Host-sb-abcd1234-auth-token",
    );
    expect(m.supabase.sessionCookieName("https://abcd1234.supabase.co", false)).toBe(
      "sb-abcd1234-auth-token",
    );
  });
});
