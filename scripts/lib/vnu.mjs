// The Nu HTML Checker (vnu.jar, from the npm package vnu-jar) over saved pages, on Debian's Java:
// offline, its schemas are inside the jar. One Java start for all the pages, as it takes seconds.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import vnuJar from "vnu-jar";
import { ensureProgram } from "./debian-package.mjs";

/**
 * The checker's errors in `files`: `{ file, line, column, message, extract }` each, in the
 * checker's order (a page is mostly one long line: the extract shows where).
 * Exits 2 when Java is missing and cannot be installed.
 */
export function htmlErrors(files) {
  const java = ensureProgram("java", "default-jre-headless", "the HTML check");
  const run = spawnSync(
    java,
    ["-jar", String(vnuJar), "--errors-only", "--format", "json", "--stdout", ...files],
    { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  // Exit code 1 means "errors found"; anything else without a report is the checker failing.
  let report;
  try {
    report = JSON.parse(run.stdout);
  } catch {
    throw new Error(
      `The Nu HTML Checker did not report (exit ${run.status}${run.error ? `, ${run.error.message}` : ""}):\n` +
        `${run.stderr || run.stdout}`.trim(),
    );
  }
  return report.messages
    .filter((message) => message.type !== "info")
    .map((message) => ({
      file: message.url ? fileURLToPath(message.url) : "(no file)",
      line: message.firstLine ?? message.lastLine ?? 0,
      column: message.firstColumn ?? message.lastColumn ?? 0,
      message: message.message,
      extract: (message.extract ?? "").replace(/\s+/g, " "),
    }));
}
