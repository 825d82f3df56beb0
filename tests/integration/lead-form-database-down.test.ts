import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { contactMessages, contactSchema } from "~/utils/forms/contact";
import { freePort } from "../../scripts/lib/server.mjs";
import { createAppContext, type AppContext } from "~/.server/app-context";
import { parseConfig } from "~/.server/config";
import { openDatabase, type DatabaseHandle } from "~/.server/db";
import * as actions from "~/.server/leads/form-action";
import * as honeypot from "~/.server/security/honeypot";

/**
 * The forms on Postgres with the database out of reach: the rate limits are counted in the
 * database, so the first step that fails is the count, before anything is stored. The
 * visitor still gets the spec's error toast with their input kept (503), never a server error.
 */
let handle: DatabaseHandle;
let app: AppContext;

beforeAll(async () => {
  // A port nothing listens on: every connection is refused.
  const port = await freePort();
  const databaseUrl = `postgres://postgres@127.0.0.1:${port}/app`;
  handle = await openDatabase({ databaseUrl });
  app = await createAppContext({
    config: parseConfig({
      DATA_DIR: mkdtempSync(join(tmpdir(), "lead-form-down-")),
      SITE_URL: "http://localhost:3000",
      DATABASE_URL: databaseUrl,
    }),
    db: handle.db,
  });
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterAll(async () => {
  await app?.outbox.stop();
  await handle?.close();
  vi.restoreAllMocks();
});

let trap: Awaited<ReturnType<typeof honeypot.honeypotInputProps>>;
beforeAll(async () => {
  trap = await honeypot.honeypotInputProps();
});

function form(fields: Record<string, string>, enhanced: boolean) {
  const data = new FormData();
  data.set(trap.nameFieldName, "");
  if (trap.validFromFieldName) data.set(trap.validFromFieldName, trap.encryptedValidFrom);
  if (enhanced) data.set("_enhanced", "1");
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

const fields = {
  fullName: "Ada Lovelace",
  email: "ada@example.test",
  telephone: "7045550100",
  businessNeeds: "Business Plan Writing",
  comments: "Still there?",
};

describe("a public form while the database is out of reach", () => {
  for (const enhanced of [true, false]) {
    it(`answers 503 with the error toast and the input kept (${enhanced ? "with" : "without"} JavaScript)`, async () => {
      const answer = await actions.handleLeadForm(
        app,
        new Request("http://localhost/contact", { method: "POST" }),
        {
          formData: form(fields, enhanced),
          kind: "contact",
          schema: contactSchema,
          success: contactMessages.success,
          failure: contactMessages.failure,
          successRedirect: "/contact",
        },
      );
      expect(answer).not.toBeInstanceOf(Response);
      const { data, init } = answer as { data: Record<string, unknown>; init: ResponseInit };
      expect(init.status).toBe(503);
      expect(data).toMatchObject({
        toast: { ...contactMessages.failure, variant: "destructive" },
        result: {
          error: { "": [contactMessages.failure.description] },
          initialValue: { fullName: "Ada Lovelace", comments: "Still there?" },
        },
      });
      expect(data.ok).toBeUndefined();
    });
  }
});
