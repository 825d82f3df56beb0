// The CPU time a server's process group has used (user + system, every process in it), read from
// /proc: `npm run bench` divides it by the requests a run served. CPU per request barely moves when
// the host takes the core away for a while, which requests/s does; null where there is no /proc.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

let ticksPerSecond;

function clockTicks() {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" })) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** Milliseconds of CPU used so far by the live processes of group `pgid`, or null. */
export function groupCpuMs(pgid) {
  let entries;
  try {
    entries = readdirSync("/proc");
  } catch {
    return null;
  }
  let ticks = 0;
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // gone since the listing
    }
    // The name (field 2) may hold spaces and parentheses: the fields after it start at the last ")".
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (Number(fields[2]) !== pgid) continue; // pgrp, field 5
    ticks += Number(fields[11]) + Number(fields[12]); // utime, stime: fields 14 and 15
  }
  return (ticks * 1000) / clockTicks();
}
