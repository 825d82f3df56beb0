import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { Honeypot, SpamError } from "remix-utils/honeypot/server";
import { beforeEach, describe, expect, it, vi } from "vitest";

const SESSION_SECRET = "session-secret-for-the-honeypot-test-0123456789";
const HONEYPOT_SECRET = "honeypot-secret-for-the-honeypot-test-0123456789";

/** The module on a fresh process configuration: `env` on top of a new DATA_DIR. */
async function honeypotWith(env: Record<string, string | undefined>) {
  vi.resetModules();
  const dataDir = mkdtempSync(join(tmpdir(), "honeypot-"));
  Object.assign(process.env, { DATA_DIR: dataDir, SESSION_SECRET, HONEYPOT_SECRET: "" }, env);
  return { module: await import("~/.server/security/honeypot"), dataDir };
}

/** The honeypot of remix-utils as another server would set it up, with `seed`. */
function trapWith(seed: string) {
  return new Honeypot({
    nameFieldName: "website_url",
    validFromFieldName: "from__confirm",
    encryptionSeed: seed,
  });
}

function form(fields: [string, FormDataEntryValue][]) {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
}

/** What assertNotSpam did: "accepted", or the status of the Response it threw. */
async function verdict(check: () => unknown): Promise<"accepted" | number> {
  try {
    await check();
    return "accepted";
  } catch (error) {
    if (error instanceof Response) return error.status;
    throw error;
  }
}

const originalEnv = { ...process.env };
beforeEach(() => {
  process.env = { ...originalEnv };
});

describe("the honeypot's secret", () => {
  it("is generated once under DATA_DIR, apart from the session secret, when HONEYPOT_SECRET is unset", async () => {
    const { module, dataDir } = await honeypotWith({});
    const props = await module.honeypotInputProps();
    const generated = readFileSync(join(dataDir, "honeypot-secret"), "utf8");
    expect(generated.length).toBeGreaterThanOrEqual(32);
    expect(generated).not.toBe(SESSION_SECRET);
    // The page's timestamp is encrypted with the generated secret, not with SESSION_SECRET.
    const trap = trapWith(generated);
    expect(await verdict(() => trap.check(form(fieldsOf(props))))).toBe("accepted");
    const fromSessionSecret = await trapWith(SESSION_SECRET).getInputProps();
    expect(await verdict(() => module.assertNotSpam(form(fieldsOf(fromSessionSecret))))).toBe(400);
    expect(await verdict(() => module.assertNotSpam(form(fieldsOf(props))))).toBe("accepted");
  });

  it("is HONEYPOT_SECRET when set", async () => {
    const { module } = await honeypotWith({ HONEYPOT_SECRET });
    const ours = await trapWith(HONEYPOT_SECRET).getInputProps();
    expect(await verdict(() => module.assertNotSpam(form(fieldsOf(ours))))).toBe("accepted");
    const theirs = await trapWith("another-secret-that-is-long-enough-0123456789").getInputProps();
    expect(await verdict(() => module.assertNotSpam(form(fieldsOf(theirs))))).toBe(400);
  });
});

function fieldsOf(props: {
  nameFieldName: string;
  validFromFieldName: string | null;
  encryptedValidFrom: string;
}): [string, string][] {
  return [
    [props.nameFieldName, ""],
    [props.validFromFieldName!, props.encryptedValidFrom],
  ];
}

describe("assertNotSpam never errors", () => {
  it("a timestamp that decrypts to bytes that are not UTF-8 is refused with 400 (was a 500)", async () => {
    const { module } = await honeypotWith({ HONEYPOT_SECRET });
    // Find a value remix-utils itself chokes on (Web Crypto's OperationError, not a SpamError).
    const trap = trapWith(HONEYPOT_SECRET);
    let malformed: string | undefined;
    for (let i = 0; i < 1000 && !malformed; i++) {
      const value = `U2FsdGVkX1${randomBytes(32).toString("base64")}`;
      try {
        await trap.check(
          form([
            ["website_url", ""],
            ["from__confirm", value],
          ]),
        );
      } catch (error) {
        if (!(error instanceof SpamError)) malformed = value;
      }
    }
    expect(malformed).toBeDefined();
    const data = form([
      ["website_url", ""],
      ["from__confirm", malformed!],
    ]);
    expect(await verdict(() => module.assertNotSpam(data))).toBe(400);
  });

  it("a filled trap, or a missing, empty, garbled, future or foreign timestamp, is a 400", async () => {
    const { module } = await honeypotWith({ HONEYPOT_SECRET });
    const good = await trapWith(HONEYPOT_SECRET).getInputProps();
    const future = await trapWith(HONEYPOT_SECRET).getInputProps({
      validFromTimestamp: Date.now() + 1e6,
    });
    const cases: [string, FormDataEntryValue][][] = [
      [
        ["website_url", "https://spam.example"],
        ["from__confirm", good.encryptedValidFrom],
      ],
      [["website_url", ""]],
      [
        ["website_url", ""],
        ["from__confirm", ""],
      ],
      [
        ["website_url", ""],
        ["from__confirm", "garbage"],
      ],
      [
        ["website_url", ""],
        ["from__confirm", "%%%\u0000\ud800"],
      ],
      [
        ["website_url", ""],
        ["from__confirm", "A".repeat(1024 * 1024)],
      ],
      [
        ["website_url", ""],
        ["from__confirm", future.encryptedValidFrom],
      ],
      [
        ["website_url", ""],
        ["from__confirm", new File([good.encryptedValidFrom], "t.txt")],
      ],
      [
        ["website_url", new File([""], "empty.txt")],
        ["from__confirm", good.encryptedValidFrom],
      ],
      [["from__confirm", good.encryptedValidFrom]],
    ];
    for (const fields of cases)
      expect(await verdict(() => module.assertNotSpam(form(fields)))).toBe(400);
    const accepted = form(fieldsOf(good));
    expect(await verdict(() => module.assertNotSpam(accepted))).toBe("accepted");
  });

  it("whatever its fields hold (random, repeated, huge), the answer is accepted or a 400", async () => {
    const { module } = await honeypotWith({ HONEYPOT_SECRET });
    const good = (await trapWith(HONEYPOT_SECRET).getInputProps()).encryptedValidFrom;
    const value = fc.oneof(
      fc.string({ unit: "binary" }),
      fc.constant(""),
      fc.constant(good),
      fc.uint8Array({ minLength: 1, maxLength: 64 }).map((b) => Buffer.from(b).toString("base64")),
      fc
        .uint8Array({ minLength: 16, maxLength: 48 })
        .map((b) => `U2FsdGVkX1${Buffer.from(b).toString("base64")}`),
      fc.nat({ max: 3 }).map((n) => "9".repeat(10 ** (n + 2))),
      fc.string().map((s) => new File([s], "f.txt")),
    );
    const field = fc.constantFrom("website_url", "from__confirm");
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(field, value), { maxLength: 6 }), async (fields) => {
        const answer = await verdict(() => module.assertNotSpam(form(fields)));
        expect(["accepted", 400]).toContain(answer);
      }),
      { numRuns: 500 },
    );
  });
});
