// What a Worker's startup profile (`wrangler check startup`) says: the CPU time it sampled,
// idle excluded, and that time by package (esbuild names each bundled module's wrapper after its
// path: `node_modules/square/…`), the most first.
import { readFileSync } from "node:fs";

const IDLE = new Set(["(idle)", "(program)"]);

function packageOf(name) {
  const module = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(name);
  if (module) return module[1];
  if (name.startsWith("build/")) return "the app (build/server)";
  if (name.startsWith("server/")) return "the Worker's entry (server/)";
  return undefined;
}

/** @param {string} file a .cpuprofile */
export function startupCpu(file) {
  const profile = JSON.parse(readFileSync(file, "utf8"));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parents.set(child, node.id);
  const self = new Map();
  profile.samples.forEach((id, index) => {
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  let cpuMs = 0;
  const byPackage = new Map();
  for (const [id, ms] of self) {
    const name = nodes.get(id).callFrame.functionName;
    if (IDLE.has(name)) continue;
    cpuMs += ms;
    let owner;
    for (let at = id; at !== undefined && !owner; at = parents.get(at)) {
      owner = packageOf(nodes.get(at).callFrame.functionName);
    }
    const key = owner ?? "parsing and compiling the bundle";
    byPackage.set(key, (byPackage.get(key) ?? 0) + ms);
  }
  return { cpuMs, packages: [...byPackage].sort((a, b) => b[1] - a[1]) };
}
