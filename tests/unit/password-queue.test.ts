import { promisify } from "node:util";
import { gzip } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  createPasswordHasher,
  HASH_CONCURRENCY,
  unlessHashingBusy,
} from "~/.server/auth/local/password";
import { passwordHashingSettings } from "~/.server/auth/local/password-settings";
import { authMessages } from "~/.server/auth/port";
import { createWorkQueue, QueueFull } from "~/.server/auth/local/work-queue";

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe("work queue", () => {
  it("never runs more than its concurrency at once, and starts tasks in order of arrival", async () => {
    const queue = createWorkQueue({ concurrency: 2, maxWaiting: 10 });
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const gates = Array.from({ length: 6 }, deferred);
    const done = gates.map((gate, i) =>
      queue(async () => {
        started.push(i);
        running += 1;
        peak = Math.max(peak, running);
        await gate.promise;
        running -= 1;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    gates[1]!.resolve();
    await done[1];
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([0, 1, 2]);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(done)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(peak).toBe(2);
  });

  it("refuses a task at once when the waiting line is full, and carries on after a failure", async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 1 });
    const gate = deferred();
    const first = queue(() => gate.promise.then(() => Promise.reject(new Error("boom"))));
    const second = queue(() => Promise.resolve("second"));
    await expect(queue(() => Promise.resolve("third"))).rejects.toBeInstanceOf(QueueFull);
    gate.resolve();
    await expect(first).rejects.toThrow("boom");
    expect(await second).toBe("second");
    expect(await queue(() => Promise.resolve("later"))).toBe("later");
  });
});

describe("password hashing and the thread pool", () => {
  it("answers a sign-in that found the hashing queue full with 'unavailable', not a crash", async () => {
    expect(await unlessHashingBusy(() => Promise.reject(new QueueFull()))).toEqual({
      ok: false,
      error: { code: "unavailable", message: authMessages.unavailable },
    });
    await expect(unlessHashingBusy(() => Promise.reject(new Error("db down")))).rejects.toThrow();
  });

  it("leaves threads free: gzip finishes while a flood of hashes is still queued", async () => {
    expect(HASH_CONCURRENCY).toBeLessThan(4);
    const hasher = createPasswordHasher(passwordHashingSettings["low-memory"]);
    let hashesDone = 0;
    const hashes = Array.from({ length: 6 }, (_, i) =>
      hasher.hash(`flood-${i}`).then(() => (hashesDone += 1)),
    );
    // libuv's pool has 4 threads: with every one of them busy hashing, gzip would wait for a hash.
    await new Promise((r) => setTimeout(r, 20));
    await promisify(gzip)(Buffer.alloc(64 * 1024, "page"));
    expect(hashesDone).toBe(0);
    await Promise.all(hashes);
  }, 60_000);
});
