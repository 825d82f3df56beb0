#!/usr/bin/env node
// `npm run size`: the JavaScript each page of the production build fetches on first load, from
// the build alone (no server, no browser): the client entry, the route modules of the URL (root,
// parents, the page) and every module they import statically (the page's modulepreload links),
// plus the route manifest when it is a file of its own. Sizes are gzip level 9 of each file; a
// file shared by several routes counts once per page. Prints a table, largest first, and exits 1
// naming every page over its `jsKb` budget in perf-budgets.json ("/" and "*", as `npm run perf`).
//
//   node scripts/build-size.mjs [--page /path]
//
// --page   also list the files that page fetches, largest first.
// BUILD_DIR names the build folder (default build), as for `npm start`.
import { pageSizes } from "./lib/build-size.mjs";
import { parseArgs, readRootFile, root } from "./lib/server.mjs";

const args = parseArgs();
const budgets = JSON.parse(readRootFile("perf-budgets.json"));
const budgetFor = (path) => budgets[path]?.jsKb ?? budgets["*"]?.jsKb ?? Infinity;

let pages;
try {
  pages = pageSizes(`${root}/${process.env.BUILD_DIR ?? "build"}`);
} catch (error) {
  console.error(`${error.message}\nBuild the site first: npm run build`);
  process.exit(1);
}
pages.sort((a, b) => b.bytes - a.bytes || a.path.localeCompare(b.path));

const kb = (bytes) => (bytes / 1024).toFixed(1);
const rows = pages.map((page) => {
  const budget = budgetFor(page.path);
  const over = page.bytes / 1024 > budget;
  return { page, budget, over, cells: [page.path, page.files.length, kb(page.bytes), budget] };
});
const header = ["Page", "Files", "KB gzip", "Budget"];
const widths = header.map((title, column) =>
  Math.max(title.length, ...rows.map((row) => String(row.cells[column]).length)),
);
const line = (cells, mark = "") =>
  cells
    .map((cell, column) =>
      column === 0 ? String(cell).padEnd(widths[column]) : String(cell).padStart(widths[column]),
    )
    .join("  ") + mark;
console.log(`First-load JavaScript per page (gzip -9 of each file, 1 KB = 1024 bytes):\n`);
console.log(line(header));
for (const row of rows) console.log(line(row.cells, row.over ? "  ✗ over budget" : ""));

if (typeof args.page === "string") {
  const page = pages.find((candidate) => candidate.path === args.page);
  if (!page) console.error(`\nNo page ${args.page} in the build.`);
  else {
    console.log(`\nFiles of ${page.path}:`);
    for (const file of [...page.files].sort((a, b) => b.bytes - a.bytes))
      console.log(`  ${kb(file.bytes).padStart(6)}  ${file.url}`);
  }
}

const over = rows.filter((row) => row.over);
if (over.length) {
  console.error(
    `\nOver budget (perf-budgets.json):\n${over
      .map((row) => `  ✗ ${row.page.path}: ${kb(row.page.bytes)} KB > ${row.budget} KB`)
      .join("\n")}`,
  );
  process.exit(1);
}
console.log(`\nEvery page is within its budget in perf-budgets.json.`);
