import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { nodeVersionProblem } from "../../scripts/lib/node-version.mjs";

const packageJson = JSON.parse(readFileSync("package.json", "utf8")) as {
  engines: { node: string };
  scripts: Record<string, string>;
};

describe("the Node a newcomer runs the site with", () => {
  it("on Node 20, says which Node the site needs and how to get it", () => {
    expect(nodeVersionProblem("20.20.2", packageJson.engines.node)).toBe(
      [
        "This site needs Node.js 22.22 or later (you have v20.20.2). Get it from",
        "https://nodejs.org, or install it from npm into ~/.node22 and put it first on this",
        "shell's PATH with",
        '  npm install --prefix ~/.node22 node@22 && export PATH="$HOME/.node22/node_modules/.bin:$PATH"',
        "then run this command again.",
      ].join("\n"),
    );
  });

  it("refuses every Node before the minimum, and takes the minimum, later ones and nightlies", () => {
    const verdicts = [
      "16.20.2",
      "22.12.0",
      "22.21.1",
      "22.22.0",
      "22.23.3",
      "24.1.0",
      "25.0.0-nightly20261101abc",
    ].map((version) => [version, nodeVersionProblem(version, ">=22.22") ? "refused" : "runs"]);
    expect(Object.fromEntries(verdicts)).toEqual({
      "16.20.2": "refused",
      "22.12.0": "refused",
      "22.21.1": "refused",
      "22.22.0": "runs",
      "22.23.3": "runs",
      "24.1.0": "runs",
      "25.0.0-nightly20261101abc": "runs",
    });
  });

  it("reads a patch in the minimum, and fails on a range it cannot read instead of guessing", () => {
    expect(nodeVersionProblem("22.22.0", ">=22.22.1")).toMatch(/needs Node\.js 22\.22\.1 or later/);
    expect(() => nodeVersionProblem("22.22.0", "^22.22 || >=24")).toThrow(
      'engines.node must read ">=major.minor", not "^22.22 || >=24"',
    );
  });

  it("checks before npm start, npm run dev and npm run serve hand Node their flags", () => {
    const { start, dev, serve } = packageJson.scripts;
    for (const script of [start, dev, serve]) {
      expect(script).toMatch(
        /^node scripts\/require-node\.mjs && exec node --experimental-strip-types /,
      );
    }
  });

  it("lets this Node through without a word", () => {
    expect(execFileSync(process.execPath, ["scripts/require-node.mjs"], { encoding: "utf8" })).toBe(
      "",
    );
  });
});
