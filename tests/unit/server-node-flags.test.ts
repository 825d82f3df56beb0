import { describe, expect, it } from "vitest";
import { serverNodeFlags } from "../../scripts/lib/server-node-flags.mjs";

const node22 = new Set(["--max-semi-space-size", "--experimental-async-context-frame"]);
const node24 = new Set([
  "--max-semi-space-size",
  "--async-context-frame",
  "--no-async-context-frame",
]);

describe("the flags npm start gives the server", () => {
  it("on Node 22: a 32 MB young generation and the frame-based async context", () => {
    expect(serverNodeFlags("", node22)).toEqual([
      "--max-semi-space-size=32",
      "--experimental-async-context-frame",
    ]);
  });

  it("on Node 24, which has the frame-based async context already and refuses the flag", () => {
    expect(serverNodeFlags("", node24)).toEqual(["--max-semi-space-size=32"]);
  });

  it("leaves to NODE_OPTIONS whatever it already sets", () => {
    expect(serverNodeFlags("--max-semi-space-size=64 --no-async-context-frame", node22)).toEqual(
      [],
    );
    expect(serverNodeFlags("--experimental-async-context-frame", node22)).toEqual([
      "--max-semi-space-size=32",
    ]);
  });

  it("are flags this Node accepts", () => {
    const flags = serverNodeFlags("", process.allowedNodeEnvironmentFlags);
    for (const flag of flags) {
      expect(process.allowedNodeEnvironmentFlags.has(flag.split("=")[0] ?? flag)).toBe(true);
    }
  });
});
