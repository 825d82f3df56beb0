// Runs commands side by side, for a stage of `npm test` whose parts share nothing and mostly wait
// on a database or a disk rather than the CPU: the first command's output as it comes, each
// other's once it ends (so nothing interleaves). Exits 1 naming every command that failed.
//   node scripts/lib/together.mjs 'main command' 'other' …
import { spawn } from "node:child_process";

const [main, ...others] = process.argv.slice(2);
if (!main) {
  console.error("usage: node scripts/lib/together.mjs 'command' ['command' …]");
  process.exit(2);
}

function run(command, shown) {
  return new Promise((resolve) => {
    const child = spawn(command, {
      shell: true,
      stdio: shown ? "inherit" : ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    child.on("error", (error) => resolve({ command, code: 1, output: String(error) }));
    child.on("close", (code) => resolve({ command, code: code ?? 1, output }));
  });
}

const results = await Promise.all([
  run(main, true),
  ...others.map((command) => run(command, false)),
]);
for (const { command, code, output } of results.slice(1)) {
  process.stdout.write(`\n── ${command} (exit ${code})\n${output}`);
}
const failed = results.filter((result) => result.code !== 0).map((result) => result.command);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join("; ")}`);
  process.exit(1);
}
