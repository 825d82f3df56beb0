import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDevelopmentServer, type ProductionServer } from "./support/production-server";

// `npm run dev`: the same server as production, with Vite in middleware mode.
let server: ProductionServer;

describe("the development server", () => {
  beforeAll(async () => {
    server = await startDevelopmentServer("dev");
  });
  afterAll(() => server?.stop());

  it("refuses a cross-site form post before the app sees it, as production does", async () => {
    const response = await fetch(`${server.url}/contact`, {
      method: "POST",
      headers: {
        origin: "https://evil.example",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "email=ada%40example.test",
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain("This form was sent from another website");
  });

  it("refuses what production refuses before anything reads the request", async () => {
    expect(await statusOf("TRACE", "/")).toBe(405);
    expect(await statusOf("GET", "/%00")).toBe(400);
  });

  it("serves pages from source through Vite, never from the page cache", async () => {
    for (const _ of [1, 2]) {
      const response = await fetch(`${server.url}/services`);
      expect(response.status).toBe(200);
      expect(response.headers.get("x-page-cache")).toBeNull();
      expect(await response.text()).toContain("/app/entry.client.tsx");
    }
  });

  it("stops on SIGTERM with exit code 0", async () => {
    await server.stop();
    expect(await server.exited).toEqual({ code: 0, signal: null });
  });
});

function statusOf(method: string, path: string): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${server.url}${path}`, { method }, (response) => {
      response.resume();
      resolve(response.statusCode);
    });
    request.on("error", reject);
    request.end();
  });
}
