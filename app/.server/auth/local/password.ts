import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { authMessages, fail, type Result } from "../port";
import type { ScryptParams } from "./password-settings";
import { createWorkQueue, QueueFull } from "./work-queue";

export type { ScryptParams };

type PasswordCheck = { valid: boolean; needsRehash: boolean };

export type PasswordHasher = {
  readonly params: ScryptParams;
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<PasswordCheck>;
  verifyDummy(password: string): Promise<false>;
};

/** Hashes get two of libuv's four threads, which gzip, fs and PGlite also need. */
export const HASH_CONCURRENCY = 2;
export const HASH_MAX_WAITING = 32;
const hashQueue = createWorkQueue({ concurrency: HASH_CONCURRENCY, maxWaiting: HASH_MAX_WAITING });

const SALT_BYTES = 16;
const KEY_BYTES = 32;

/** Passed as `maxmem`: node's 32 MiB default is below even N = 2^15 with r = 8. */
export function scryptMemory(params: ScryptParams): number {
  return 128 * params.r * (params.N + params.p + 2);
}

/** A stored hash asking for more would be a way to exhaust memory. */
const MAX_MEMORY = 512 * 2 ** 20;

function derive(password: string, salt: Buffer, params: ScryptParams, keyLength: number) {
  const options: ScryptOptions = {
    N: params.N,
    r: params.r,
    p: params.p,
    maxmem: scryptMemory(params),
  };
  return hashQueue(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize("NFKC"), salt, keyLength, options, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

export async function unlessHashingBusy<T>(work: () => Promise<Result<T>>): Promise<Result<T>> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof QueueFull) return fail("unavailable", authMessages.unavailable);
    throw error;
  }
}

type ParsedHash = ScryptParams & { salt: Buffer; key: Buffer };

export function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return null;
  const [N, r, p] = parts.slice(1, 4).map((v) => (/^\d+$/.test(v) ? Number(v) : NaN));
  if (!N || !r || !p || N < 2 || (N & (N - 1)) !== 0 || N > 2 ** 20 || r > 32 || p > 16) {
    return null;
  }
  if (scryptMemory({ N, r, p }) > MAX_MEMORY) return null;
  const salt = Buffer.from(parts[4]!, "base64");
  const key = Buffer.from(parts[5]!, "base64");
  if (salt.length < 8 || key.length < 16) return null;
  return { N, r, p, salt, key };
}

async function matches(password: string, parsed: ParsedHash): Promise<boolean> {
  const key = await derive(password, parsed.salt, parsed, parsed.key.length);
  return timingSafeEqual(key, parsed.key);
}

export function createPasswordHasher(params: ScryptParams): PasswordHasher {
  const active: ScryptParams = { N: params.N, r: params.r, p: params.p };
  let dummy: Promise<ParsedHash> | undefined;

  async function hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_BYTES);
    const key = await derive(password, salt, active, KEY_BYTES);
    const { N, r, p } = active;
    return ["scrypt", N, r, p, salt.toString("base64"), key.toString("base64")].join("$");
  }

  async function verifyDummy(password: string): Promise<false> {
    dummy ??= hash(randomBytes(32).toString("base64")).then(
      (stored) => parseHash(stored)!,
      (error: unknown) => {
        dummy = undefined; // a full queue must not leave a failed dummy behind for good
        throw error;
      },
    );
    await matches(password, await dummy);
    return false;
  }

  async function verify(password: string, stored: string): Promise<PasswordCheck> {
    const parsed = parseHash(stored);
    if (!parsed) {
      // Same work as a real check, so a damaged row is not distinguishable by timing either.
      await verifyDummy(password);
      return { valid: false, needsRehash: false };
    }
    const valid = await matches(password, parsed);
    const needsRehash = parsed.N !== active.N || parsed.r !== active.r || parsed.p !== active.p;
    return { valid, needsRehash };
  }

  return { params: active, hash, verify, verifyDummy };
}
