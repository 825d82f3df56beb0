#!/usr/bin/env node
// `npm run spec:coverage [-- --missing]`: how many requirements of docs/spec/CHECKLIST.md a test
// names. A requirement is covered when its ID in square brackets (`[S-CONTACT-03]`) appears in a
// file under tests/ or app/. With --missing, lists the IDs no file names.
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";

const root = resolve(new URL("..", import.meta.url).pathname);
const checklist = readFileSync(join(root, "docs/spec/CHECKLIST.md"), "utf8");
const ids = [...checklist.matchAll(/^- \[(S-[A-Z0-9]+-\d+)\]/gm)].map((match) => match[1]);

const named = new Set();
for (const dir of ["tests", "app"]) {
  for (const file of filesUnder(join(root, dir))) {
    for (const match of readFileSync(file, "utf8").matchAll(/\[(S-[A-Z0-9]+-\d+)\]/g)) {
      named.add(match[1]);
    }
  }
}

const missing = ids.filter((id) => !named.has(id));
const covered = ids.length - missing.length;
console.log(
  `${covered} of ${ids.length} requirements named by a test (${((covered / ids.length) * 100).toFixed(1)}%).`,
);
if (process.argv.includes("--missing")) for (const id of missing) console.log(`  ${id}`);

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (/\.(ts|tsx|mjs|js)$/.test(entry.name)) yield path;
  }
}
