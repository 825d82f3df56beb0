import { createServer, type Server, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/.server/db";

/**
 * The database going away under a transaction (Postgres stopped, a failover): the transaction's
 * query fails, and the process lives on. node-postgres emits the lost connection as 'error' on a
 * checked-out client, where nothing listened, which crashed the whole server.
 *
 * A stand-in for Postgres that says yes to the start-up message (AuthenticationOk,
 * ReadyForQuery) and then, when told, cuts the connection: enough for a client to be connected
 * and checked out.
 */
let fake: Server;
let port: number;
const sockets: Socket[] = [];

beforeAll(async () => {
  fake = createServer((socket) => {
    sockets.push(socket);
    socket.once("data", () => {
      const authOk = Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 0]);
      const ready = Buffer.from([0x5a, 0, 0, 0, 5, 0x49]);
      socket.write(Buffer.concat([authOk, ready]));
    });
    socket.on("error", () => {});
  });
  await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve));
  port = (fake.address() as AddressInfo).port;
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => fake.close(resolve));
});

describe("a Postgres connection lost while it is checked out", () => {
  it("fails that client's queries and leaves the process running", async () => {
    const handle = (await openDatabase({
      databaseUrl: `postgres://postgres@127.0.0.1:${port}/app`,
    })) as Extract<DatabaseHandle, { driver: "pg" }>;
    const client = await handle.client.connect();
    const ended = new Promise((resolve) => client.once("end", resolve));
    for (const socket of sockets) socket.destroy();
    await ended;
    await expect(client.query("select 1")).rejects.toThrow();
    client.release(true);
    await handle.close();
  });
});
