import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { startProductionServer, type ProductionServer } from "./support/production-server";

/**
 * A deploy is a new build served by a new process: nothing the old build put in the page cache,
 * and no ETag a browser kept from it, answers for the new one (ADR 36).
 */
const HERO = "Start smart. Scale fast.";
const NEW_HERO = "Start smart. Scale faster.";
// Relative to the checkout, as `npm start` reads BUILD_DIR; .data/ is not committed.
const nextBuild = `.data/next-build-${process.pid}`;
const servers: ProductionServer[] = [];

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  rmSync(nextBuild, { recursive: true, force: true });
});

/** The current build with the home page's heading changed, as the next deploy would bring it. */
function copyWithNewHeading() {
  cpSync("build", nextBuild, { recursive: true, preserveTimestamps: true });
  const assets = join(nextBuild, "server/assets");
  const bundle = readdirSync(assets).find((name) => name.startsWith("server-build-"));
  const file = join(assets, bundle!);
  const code = readFileSync(file, "utf8");
  expect(code.split(HERO)).toHaveLength(2);
  writeFileSync(file, code.replace(HERO, NEW_HERO));
  writeFileSync(join(nextBuild, ".built-at"), new Date().toISOString());
}

async function home(server: ProductionServer, etag?: string) {
  const response = await fetch(`${server.url}/`, {
    headers: etag ? { "If-None-Match": etag } : {},
  });
  return {
    status: response.status,
    cache: response.headers.get("x-page-cache"),
    etag: response.headers.get("etag"),
    body: await response.text(),
  };
}

describe("a new build", () => {
  test("is served fresh: the old build's cached page and ETag do not answer for it", async () => {
    const old = await startProductionServer("old-build", { PAGE_CACHE_SECONDS: "60" });
    servers.push(old);
    expect((await home(old)).cache).toBe("miss");
    const kept = await home(old);
    expect(kept).toMatchObject({ status: 200, cache: "hit" });
    expect(kept.body).toContain(HERO);
    expect((await home(old, kept.etag!)).status).toBe(304);
    await old.stop();

    copyWithNewHeading();
    const next = await startProductionServer("new-build", {
      PAGE_CACHE_SECONDS: "60",
      BUILD_DIR: nextBuild,
    });
    servers.push(next);
    const fresh = await home(next, kept.etag!);
    expect(fresh).toMatchObject({ status: 200, cache: "miss" });
    expect(fresh.body).toContain(NEW_HERO);
    expect(fresh.etag).not.toBe(kept.etag);
    expect((await home(next, fresh.etag!)).status).toBe(304);
  });
});
