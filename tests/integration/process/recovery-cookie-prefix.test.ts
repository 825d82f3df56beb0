import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { it } from "vitest";
import { expectHostCookie } from "../../support/host-cookie";
import { openMemoryDatabase } from "../support/database";

// The site behind https: every cookie takes the __Host- prefix (set before the modules read it).
process.env.DATA_DIR = mkdtempSync(join(tmpdir(), "recovery-cookie-prefix-"));
process.env.SITE_URL = "https://bte.example";
process.env.SESSION_SECRET = "a-session-secret-of-the-test-that-is-long-enough";

it("the recovery codes' view cookie is a __Host- cookie over https", async () => {
  const { runMigrations } = await import("~/.server/db");
  const { flashRecoveryCodes } = await import("~/.server/account/security/recovery-codes-flash");
  const handle = await openMemoryDatabase();
  try {
    await runMigrations(handle);
    const setCookie = await flashRecoveryCodes(handle.db, "user-1", ["abcd-efgh"]);
    expectHostCookie(setCookie, "recovery_view");
  } finally {
    await handle.close();
  }
});
