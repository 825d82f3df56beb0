import { join } from "node:path";
import { root, writeDocsSection } from "../../../scripts/lib/server.mjs";

/**
 * The reliability suite runs short in `npm test` (CI) and full through its own scripts
 * (`npm run test:fuzz`, `test:load`, `test:faults`, `test:instances`), which set
 * RELIABILITY_FULL=1. Only a full run writes its figures into docs/reliability.md.
 */
export const fullRun = process.env.RELIABILITY_FULL === "1";

/** `short` in CI, `full` in a full run. */
export function scale<T>(short: T, full: T): T {
  return fullRun ? full : short;
}

export const reliabilityDoc = join(root, "docs/reliability.md");

/**
 * Replaces the section `<!-- name:start -->…<!-- name:end -->` of docs/reliability.md with
 * `markdown` (a full run only; a short run prints it).
 */
export function recordFigures(name: string, markdown: string) {
  const stamp = `_Measured ${new Date().toISOString().replace(/\.\d+Z$/, "Z")} on ${process.platform}, Node ${process.version}._`;
  const body = `${stamp}\n\n${markdown.trim()}`;
  if (fullRun)
    (writeDocsSection as (n: string, b: string, f: string) => void)(name, body, reliabilityDoc);
  else console.log(`[${name}] (short run, not written to docs/reliability.md)\n${body}`);
}
