// What a V8 CPU profile (`node --cpu-prof`) says, as `npm run profile` prints it: the share of
// the sampled time each package, each function (self) and each call path (inclusive) took, over
// the last `lastSeconds` of the profile (the load, not the start-up before it).
import { readFileSync } from "node:fs";

/** `node_modules/@scope/name/…` → `@scope/name`; the build, the server and Node by name. */
function packageOf(url, functionName) {
  const module = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (module) return module[1];
  if (url.includes("/build/server/")) return "the app (build/server)";
  if (url.includes("/server/")) return "the server (server/)";
  if (url.startsWith("node:")) return "Node";
  return url ? url : functionName;
}

function shortUrl(url) {
  return url.replace(/.*node_modules\//, "").replace(/.*\/(build|server)\//, "$1/");
}

/**
 * @param {string} file a .cpuprofile
 * @param {{ lastSeconds?: number; top?: number }} options
 */
export function summariseCpuProfile(file, { lastSeconds = 0, top = 25 } = {}) {
  const profile = JSON.parse(readFileSync(file, "utf8"));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parents.set(child, node.id);

  const span = profile.timeDeltas.reduce((sum, delta) => sum + delta, 0);
  const from = lastSeconds ? span - lastSeconds * 1e6 : 0;
  const selfByNode = new Map();
  let elapsed = 0;
  let total = 0;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    elapsed += delta;
    if (elapsed < from) return;
    total += delta;
    selfByNode.set(id, (selfByNode.get(id) ?? 0) + delta);
  });

  const name = (node) =>
    `${node.callFrame.functionName || "(anonymous)"} ${shortUrl(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`;
  const byPackage = new Map();
  const bySelf = new Map();
  const byInclusive = new Map();
  const add = (map, key, value) => map.set(key, (map.get(key) ?? 0) + value);
  for (const [id, time] of selfByNode) {
    const node = nodes.get(id);
    add(byPackage, packageOf(node.callFrame.url, node.callFrame.functionName), time);
    add(bySelf, name(node), time);
    const seen = new Set();
    for (let at = id; at !== undefined; at = parents.get(at)) {
      const key = name(nodes.get(at));
      if (!seen.has(key)) add(byInclusive, key, time);
      seen.add(key);
    }
  }
  const ranked = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([label, time]) => ({ label, share: time / total }));
  return {
    sampledMs: total / 1000,
    packages: ranked(byPackage),
    self: ranked(bySelf),
    inclusive: ranked(byInclusive),
  };
}
