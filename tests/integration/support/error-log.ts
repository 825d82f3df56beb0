import { afterAll, afterEach, beforeEach } from "vitest";

/**
 * Every error-level line the site logs during an integration test fails it, unless the test (or,
 * called outside a test, the whole file) declares it with `expectErrorLog(message)`: an error
 * nobody expected is a bug even when the answer looked right.
 */
type Entry = { message: string; line: string };

let inTest = false;
let seen: Entry[] = [];
let allowedInTest: RegExp[] = [];
const allowedInFile: RegExp[] = [];
const outsideTests: Entry[] = [];

export function expectErrorLog(...messages: (string | RegExp)[]) {
  const patterns = messages.map((m) => (typeof m === "string" ? new RegExp(`^${escape(m)}$`) : m));
  (inTest ? allowedInTest : allowedInFile).push(...patterns);
}

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function errorEntry(args: unknown[]): Entry | undefined {
  const [first] = args;
  if (args.length !== 1 || typeof first !== "string" || !first.startsWith("{")) return undefined;
  try {
    const entry = JSON.parse(first) as { level?: unknown; message?: unknown };
    if (entry.level !== "error" || typeof entry.message !== "string") return undefined;
    return { message: entry.message, line: first };
  } catch {
    return undefined;
  }
}

// Files share a worker's globals: each wraps the console's own function, not the file before's.
const original = Symbol.for("error-log.console.error");
const shared = globalThis as { [original]?: typeof console.error };
const writeError = (shared[original] ??= console.error.bind(console));
console.error = (...args: unknown[]) => {
  const entry = errorEntry(args);
  if (entry) (inTest ? seen : outsideTests).push(entry);
  writeError(...args);
};

function unexpected(entries: Entry[], allowed: RegExp[]) {
  return entries.filter(({ message }) => !allowed.some((pattern) => pattern.test(message)));
}

function fail(where: string, entries: Entry[]) {
  const lines = entries.map(({ line }) => `  ${line}`).join("\n");
  throw new Error(
    `${entries.length} unexpected error log line(s) ${where} (declare them with expectErrorLog):\n${lines}`,
  );
}

beforeEach(() => {
  inTest = true;
  seen = [];
  allowedInTest = [];
});

afterEach(() => {
  inTest = false;
  const left = unexpected(seen, [...allowedInTest, ...allowedInFile]);
  if (left.length > 0) fail("during this test", left);
});

afterAll(() => {
  const left = unexpected(outsideTests, allowedInFile);
  if (left.length > 0) fail("outside the tests of this file", left);
});
