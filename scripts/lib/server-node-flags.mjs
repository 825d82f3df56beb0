// The V8 and Node flags `npm start` runs the server with (docs/deployment.md, "Node flags").
// NODE_OPTIONS wins wherever it already says something about a flag.

/**
 * @param {string} nodeOptions the environment's NODE_OPTIONS ("" when unset)
 * @param {{ has(flag: string): boolean }} allowed process.allowedNodeEnvironmentFlags
 * @returns {string[]}
 */
export function serverNodeFlags(nodeOptions, allowed) {
  const flags = [];
  // A larger young generation (V8's default semi-space is 16 MB): under load a page's objects
  // then die young instead of being promoted and collected by full GCs, whose pauses made the
  // slowest signed-in responses (docs/performance.md).
  if (!/--max-semi-space-size/.test(nodeOptions)) flags.push("--max-semi-space-size=32");
  // React 19 renders each page inside an AsyncLocalStorage. On Node 22 the first one turns on
  // async hooks for the whole process, and every promise and socket pays for them, page-cache
  // hits included; the frame-based implementation (Node 24's default, a flag on 22) does not
  // (ADR 65). Node 24 no longer accepts the flag.
  const frame = "--experimental-async-context-frame";
  if (allowed.has(frame) && !/async-context-frame/.test(nodeOptions)) flags.push(frame);
  return flags;
}
