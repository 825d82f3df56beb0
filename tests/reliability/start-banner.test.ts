import { connect } from "node:net";
import { networkInterfaces } from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/lib/server.mjs";
import { startProductionServer, type ProductionServer } from "./support/production-server";

/**
 * `npm start` (scripts/start.mjs) as a developer meets it: the database is ready before the server
 * listens, HOST keeps it to one interface, and a short plain banner says where to open the site,
 * where mail goes and how to reach the dashboard.
 */
const OWNER = "owner@example.test";
let server: ProductionServer;
let port: number;

beforeAll(async () => {
  port = await freePort();
  server = await startProductionServer(
    "start-banner",
    {
      HOST: "127.0.0.1",
      SITE_URL: `http://127.0.0.1:${port}`,
      ADMIN_EMAILS: OWNER,
      AUTH_EMAIL_CONFIRMATION: "on",
    },
    { port },
  );
});

afterAll(async () => {
  await server?.stop();
});

/** Whether a TCP connection to `host`:`port` is accepted. */
function accepts(host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 2000 });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
  });
}

describe("npm start with HOST=127.0.0.1 and a PORT", () => {
  it("opens the database before it listens, then prints where to open the site, where mail goes and how to reach the dashboard", () => {
    const lines = server.tail();
    const ready = lines.findIndex((line) => line.includes('"message":"database ready"'));
    const listening = lines.findIndex((line) => line.includes('"message":"listening"'));
    expect(ready).toBeGreaterThanOrEqual(0);
    expect(listening).toBeGreaterThan(ready);
    const banner = lines.slice(listening + 1).join("\n");
    expect(banner).toContain(`The site is running: open http://127.0.0.1:${port}\n`);
    expect(banner).toMatch(
      /Mail is not sent: each message is written as an \.eml file in \/\S+\/mail\n/,
    );
    expect(banner).toContain(`The owner's dashboard: http://127.0.0.1:${port}/admin\n`);
    expect(banner).toContain(`For ${OWNER}: sign up (or in) with that address, turn on two-factor`);
    expect(banner).toContain("sign-in under Security on /account, then open /admin.");
    // Plain lines for a person, not JSON.
    expect(banner.split("\n").filter((line) => line.startsWith("{"))).toEqual([]);
  });

  it("listens on 127.0.0.1 and on no other interface", async () => {
    expect(await accepts("127.0.0.1")).toBe(true);
    const others = Object.values(networkInterfaces())
      .flat()
      .filter((address) => address && !address.internal)
      .map((address) => address!.address);
    for (const address of others) expect(await accepts(address), address).toBe(false);
    expect(await accepts("::1")).toBe(false);
  });
});
