import { readdirSync, readFileSync } from "node:fs";

/**
 * The server's memory as the kernel counts it. `scripts/start.mjs` (the pid the test holds)
 * spawns `server/index.ts` as its child: that child is the process measured.
 */

/** The pids whose parent is `pid` (from /proc/<pid>/stat). */
export function childPids(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // pid (comm) state ppid …; comm may hold spaces and parentheses: read after the last ")".
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid === pid) children.push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return children;
}

/** The one node process `scripts/start.mjs` (pid `launcher`) runs the server in. */
export function serverPid(launcher: number): number {
  const nodes = childPids(launcher).filter((pid) =>
    readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("server/index.ts"),
  );
  if (nodes.length !== 1) throw new Error(`expected one server/index.ts under ${launcher}`);
  return nodes[0]!;
}

/** Resident memory of `pid` in bytes (VmRSS of /proc/<pid>/status). */
export function rssBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
  if (!kb) throw new Error(`no VmRSS for ${pid}`);
  return Number(kb) * 1024;
}
