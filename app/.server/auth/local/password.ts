import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { authMessages, fail, type Result } from "../port";
import { createWorkQueue, QueueFull } from "./work-queue";

/**
 * Password hashing with node:crypto's scrypt. Every stored hash carries its own parameters
 * (`scrypt$N$r$p$salt$hash`, salt and hash in base64), so they can be raised later: a hash made
 * with weaker parameters still verifies, and `needsRehash` tells the caller to store a new one.
 */
export type ScryptParams = { N: number; r: number; p: number };

/**
 * OWASP's figure for scrypt: N = 2^17, r = 8, p = 1. That is 128 MiB and roughly 300–400 ms per
 * hash on one core; hashes made with 2^15 (before) still verify and are rehashed at sign-in.
 * At most HASH_CONCURRENCY run at once (256 MiB at the peak), see below.
 */
export const currentParams: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };

/**
 * scrypt runs on libuv's thread pool (4 threads), which gzip, fs and PGlite also need: hashes get
 * two of them, so a flood of sign-ins never holds up a page. Further hashes wait in order;
 * beyond HASH_MAX_WAITING the attempt is refused at once (unlessHashingBusy) rather than piling
 * up. One queue for the process, as the thread pool is one for the process.
 */
export const HASH_CONCURRENCY = 2;
export const HASH_MAX_WAITING = 32;
const hashQueue = createWorkQueue({ concurrency: HASH_CONCURRENCY, maxWaiting: HASH_MAX_WAITING });

const SALT_BYTES = 16;
const KEY_BYTES = 32;

/**
 * The memory scrypt takes (OpenSSL's own count: 128·r·p for B, 128·r·(N+2) for V), passed as
 * `maxmem` (node's default, 32 MiB, is below even 2^15 with r = 8).
 */
export function scryptMemory(params: ScryptParams): number {
  return 128 * params.r * (params.N + params.p + 2);
}

/** A stored hash asking for more than this is refused (it would be a way to exhaust memory). */
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

/** Runs `work`, answering "unavailable" when a hash it needs found the queue full. */
export async function unlessHashingBusy<T>(work: () => Promise<Result<T>>): Promise<Result<T>> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof QueueFull) return fail("unavailable", authMessages.unavailable);
    throw error;
  }
}

export async function hashPassword(
  password: string,
  params: ScryptParams = currentParams,
): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, params, KEY_BYTES);
  return [
    "scrypt",
    params.N,
    params.r,
    params.p,
    salt.toString("base64"),
    key.toString("base64"),
  ].join("$");
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

export type PasswordCheck = { valid: boolean; needsRehash: boolean };

/** Verifies `password` against a stored hash with a constant-time comparison. */
export async function verifyPassword(password: string, stored: string): Promise<PasswordCheck> {
  const parsed = parseHash(stored);
  if (!parsed) {
    // Same work as a real check, so a damaged row is not distinguishable by timing either.
    await verifyAgainstDummy(password);
    return { valid: false, needsRehash: false };
  }
  const key = await derive(password, parsed.salt, parsed, parsed.key.length);
  const valid = timingSafeEqual(key, parsed.key);
  const needsRehash =
    parsed.N !== currentParams.N || parsed.r !== currentParams.r || parsed.p !== currentParams.p;
  return { valid, needsRehash };
}

let dummyHash: Promise<string> | undefined;

/**
 * The same scrypt work as a real verification, against a hash no password matches (its own
 * random secret), for an e-mail without an account: the answer always takes as long.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(32).toString("base64"));
  const parsed = parseHash(await dummyHash)!;
  const key = await derive(password, parsed.salt, parsed, parsed.key.length);
  timingSafeEqual(key, parsed.key);
  return false;
}
