import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { createLoadContext } from "~/.server/context";
import { callRoute } from "../support/route-call";

// Where the process's embedded database would be opened if anything reached for it.
const dataDir = mkdtempSync(join(tmpdir(), "context-passed-in-"));
process.env.DATA_DIR = dataDir;
const databaseOpened = () => existsSync(join(dataDir, "pglite"));

/** A thrown Response or `data(…, { status })`: the route answered without the app context. */
const isAnswer = (thrown: unknown) =>
  thrown instanceof Response || (typeof thrown === "object" && thrown !== null && "init" in thrown);

type Handler = Parameters<typeof callRoute>[0];
const routeModules = import.meta.glob<Record<string, unknown>>("../../app/routes/*.{ts,tsx}");

test("importing the server entry opens no database and starts no worker", async () => {
  const entry = await import("~/entry.server");
  expect(typeof entry.default).toBe("function");
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(databaseOpened()).toBe(false);
}, 60_000);

test("every loader and action reaches the app context only through its load context", async () => {
  const files = Object.keys(routeModules);
  expect(files.length).toBeGreaterThan(40);
  const reached: string[] = [];
  for (const file of files) {
    const module = await routeModules[file]!();
    for (const name of ["loader", "action"] as const) {
      const handler = module[name] as Handler | undefined;
      if (!handler) continue;
      const request = new Request("http://localhost:3000/x", {
        method: name === "loader" ? "GET" : "POST",
        headers: {
          origin: "http://localhost:3000",
          "content-type": "application/x-www-form-urlencoded",
        },
        ...(name === "action" && { body: "email=a%40example.test" }),
      });
      try {
        await callRoute(handler, { request, context: createLoadContext({}) });
      } catch (error) {
        if (error instanceof Error && error.message === "no app context in the load context")
          reached.push(`${file} ${name}`);
        else if (!isAnswer(error)) throw error;
      }
      expect(databaseOpened(), `${file} ${name} opened the process's database`).toBe(false);
    }
  }
  // Those that need it asked their load context for it, and none opened one of its own.
  expect(reached.length).toBeGreaterThan(20);
  expect(databaseOpened()).toBe(false);
}, 120_000);

test("only the entries import the module that assembles the app context", () => {
  const sources = import.meta.glob<string>(
    ["../../app/**/*.{ts,tsx}", "../../app/.server/**/*.ts"],
    {
      query: "?raw",
      import: "default",
      eager: true,
    },
  );
  const valueImport = /^import\s+(?!type\s)[^;]*?from\s+["'][^"']*\/app-context["']/m;
  const importers = Object.entries(sources)
    .filter(([, source]) => valueImport.test(source))
    .map(([file]) => file.replace("../../", ""));
  expect(importers.sort()).toEqual(["app/.server/edge/request-context.ts", "app/entry.server.tsx"]);
});
