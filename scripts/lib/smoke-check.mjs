// The smoke test's checks (scripts/smoke.mjs): one line each, `ok  what` or `FAIL what: why`, and
// the helpers that say what was expected of an answer.
import process from "node:process";
import { describe, forms, SmokeError } from "./smoke-browser.mjs";

/** Run one check: `ok  what`, or `FAIL what: why` and exit 1. */
export async function check(what, run) {
  try {
    await run();
    console.log(`ok  ${what}`);
  } catch (error) {
    const why = error instanceof SmokeError ? error.message : String(error?.stack ?? error);
    console.log(`FAIL ${what}: ${why}`);
    process.exit(1);
  }
}

export function expect(condition, expected, answer) {
  if (!condition) throw new SmokeError(`expected ${expected}, got ${describe(answer)}`);
}

/** The form of `answer`'s page that `matches`, or a SmokeError naming what was looked for. */
export function findForm(answer, what, matches) {
  const form = forms(answer.body, answer.url).find(matches);
  if (!form) {
    throw new SmokeError(`expected a ${what} on ${answer.url.pathname}, got ${describe(answer)}`);
  }
  return form;
}

export const hasField = (form, name, value) =>
  form.fields.some(([field, v]) => field === name && (value === undefined || v === value));

export const fieldOf = (form, name) => form.fields.find(([field]) => field === name)?.[1];

export const path = (location, base) => new URL(location, base).pathname;
