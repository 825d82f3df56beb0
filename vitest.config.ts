import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vitest/config";

const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };
const integration = {
  setupFiles: [
    "tests/integration/support/process-env.ts",
    "tests/integration/support/error-log.ts",
  ],
  globalSetup: ["tests/integration/support/pglite-snapshot.ts"],
  environment: "node",
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  resolve: { alias },
  test: {
    // Vitest's default leaves a core free (one worker on two cores); the test files wait on the
    // database and child processes often enough that every core pays.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          environment: "node",
          // Property tests run hundreds of cases: their time is the machine's load, not a bug.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          ...integration,
          name: "integration",
          include: ["tests/integration/**/*.test.{ts,tsx}"],
          // `npm run test:integration` runs these with --no-isolate (a worker imports the app once,
          // not once per file); each file under process/ gets a process of its own.
          // @see docs/decisions/0054-integration-files-share-a-worker.md
          exclude: ["tests/integration/process/**"],
        },
      },
      {
        extends: true,
        test: {
          ...integration,
          // Files that start the process's own context or set process-wide settings at import:
          // each runs in a process of its own.
          name: "integration-process",
          include: ["tests/integration/process/**/*.test.{ts,tsx}"],
        },
      },
      {
        extends: true,
        test: {
          // The reliability suite (docs/reliability.md): the production server under generated
          // input, load, faults and two instances. One file at a time: each loads the machine.
          name: "reliability",
          include: ["tests/reliability/**/*.test.ts"],
          environment: "node",
          poolOptions: { forks: { singleFork: true } },
          testTimeout: 15 * 60_000,
          hookTimeout: 10 * 60_000,
        },
      },
    ],
  },
});
