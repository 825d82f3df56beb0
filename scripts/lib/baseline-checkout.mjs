// `npm run bench -- --baseline <rev>`: that commit checked out in a temporary git worktree beside
// this one and built with its own build command; its dependencies are this checkout's node_modules
// linked in when both lockfiles are the same, else its own `npm ci` (another framework, say).
// Removed again by remove(), also on Ctrl-C and failures.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import { onCleanup, root } from "./server.mjs";

function resolveRev(rev) {
  return execFileSync("git", ["rev-parse", "--verify", `${rev}^{commit}`], {
    cwd: root,
    encoding: "utf8",
  }).trim();
}

/** Check out and build `rev`; resolves to { dir, commit, short, remove() }. */
export function baselineCheckout(rev) {
  const commit = resolveRev(rev);
  const dir = join(mkdtempSync(join(os.tmpdir(), "bench-baseline-")), "tree");
  const git = (...args) => execFileSync("git", args, { cwd: root, stdio: "pipe" });
  git("worktree", "add", "--detach", dir, commit);
  let removed = false;
  const remove = () => {
    if (removed) return;
    removed = true;
    try {
      git("worktree", "remove", "--force", dir);
    } catch {
      rmSync(dir, { recursive: true, force: true });
      git("worktree", "prune");
    }
    rmSync(join(dir, ".."), { recursive: true, force: true });
    dropCleanup();
  };
  const dropCleanup = onCleanup(remove);
  try {
    const started = Date.now();
    const lock = (folder) => readFileSync(join(folder, "package-lock.json"), "utf8");
    if (lock(dir) === lock(root)) {
      symlinkSync(join(root, "node_modules"), join(dir, "node_modules"), "dir");
    } else {
      const install = spawnSync("npm", ["ci", "--no-audit", "--no-fund"], {
        cwd: dir,
        encoding: "utf8",
        maxBuffer: 256 * 1024 * 1024,
      });
      if (install.status !== 0)
        throw new Error(
          `Installing ${commit.slice(0, 7)} failed:\n${install.stdout}${install.stderr}`,
        );
    }
    const build = spawnSync("npm", ["run", "build"], {
      cwd: dir,
      encoding: "utf8",
      maxBuffer: 256 * 1024 * 1024,
    });
    if (build.status !== 0)
      throw new Error(`Building ${commit.slice(0, 7)} failed:\n${build.stdout}${build.stderr}`);
    // Its own `npm start` then finds the build fresh and does not build again.
    writeFileSync(join(dir, "build", ".built-at"), new Date().toISOString());
    console.log(
      `Baseline ${commit.slice(0, 7)} built in ${Math.round((Date.now() - started) / 1000)} s.`,
    );
    if (!existsSync(join(dir, "scripts/start.mjs")))
      throw new Error(`${commit.slice(0, 7)} has no scripts/start.mjs to start it with`);
  } catch (error) {
    remove();
    throw error;
  }
  return { dir, commit, short: commit.slice(0, 7), remove };
}
