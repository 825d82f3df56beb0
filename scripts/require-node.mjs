#!/usr/bin/env node
// `npm start`, `npm run dev` and `npm run serve` run this first, without flags: on a Node older
// than engines.node it says which Node is needed and where to get it, and fails, where Node would
// only say "bad option: --experimental-strip-types". The scripts then `exec` Node: npm passes
// SIGTERM to its child, and a shell running `a && b` would die of it and leave Node running.
import { readFileSync } from "node:fs";
import { nodeVersionProblem } from "./lib/node-version.mjs";

const { engines } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
const problem = nodeVersionProblem(process.versions.node, engines.node);
if (problem) {
  console.error(problem);
  process.exit(1);
}
