// Programs the scripts install from Debian when missing (nginx, wrk): found on PATH or in the sbin
// folders, else `apt-get install` as root, else the script stops and says how to install it.
import { accessSync, constants } from "node:fs";
import { spawnSync } from "node:child_process";
import { delimiter, join } from "node:path";

/** The executable `name` on PATH (or in the sbin folders Debian puts daemons in), or null. */
export function findProgram(name) {
  const dirs = (process.env.PATH ?? "").split(delimiter).filter(Boolean);
  for (const dir of [...dirs, "/usr/sbin", "/usr/local/sbin", "/sbin"]) {
    const candidate = join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

/**
 * The executable `name`; when there is none, installs the Debian package `pkg` (as root) or exits
 * with code 2 and says how to install it. `purpose` ends the sentence "…so <purpose> cannot…".
 */
export function ensureProgram(name, pkg = name, purpose = "the benchmark") {
  const found = findProgram(name);
  if (found) return found;
  const install = `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}`;
  if (process.getuid?.() !== 0) {
    console.error(
      `${name} is not installed, and this is not root, so ${purpose} cannot install it.\n` +
        `Install it (Debian/Ubuntu: sudo sh -c '${install}') and run again.`,
    );
    process.exit(2);
  }
  console.log(`${name} is not installed: installing the Debian package ${pkg}…`);
  const run = spawnSync("sh", ["-c", install], { stdio: "inherit" });
  const installed = run.status === 0 ? findProgram(name) : null;
  if (!installed) {
    console.error(`Installing ${pkg} failed (${install}).`);
    process.exit(2);
  }
  return installed;
}
