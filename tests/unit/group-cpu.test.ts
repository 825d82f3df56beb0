import { spawn } from "node:child_process";
import { once } from "node:events";
import { describe, expect, it } from "vitest";
import { groupCpuMs } from "../../scripts/lib/group-cpu.mjs";

describe("groupCpuMs (npm run bench's CPU per request)", () => {
  it.runIf(process.platform === "linux")(
    "counts the CPU a process group used, and nothing for a group that does not exist",
    async () => {
      // A child in a group of its own spins for 300 ms of CPU, then waits to be read.
      const child = spawn(
        process.execPath,
        [
          "-e",
          "const t=process.cpuUsage();while((process.cpuUsage(t).user)<300000){};process.stdout.write('done');setInterval(()=>{},1000)",
        ],
        { detached: true, stdio: ["ignore", "pipe", "ignore"] },
      );
      try {
        await once(child.stdout!, "data");
        const used = groupCpuMs(child.pid!);
        expect(used).toBeGreaterThanOrEqual(300);
        expect(used).toBeLessThan(5000);
        expect(groupCpuMs(2 ** 22 + 12345)).toBe(0);
      } finally {
        process.kill(-child.pid!, "SIGKILL");
      }
    },
  );
});
