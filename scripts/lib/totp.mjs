// Authenticator-app codes (RFC 6238 over RFC 4226): HMAC-SHA1, 6 digits, 30-second steps, from a
// base32 secret, as app/.server/auth/local/totp.ts checks them.
import { Buffer } from "node:buffer";
import { createHmac } from "node:crypto";

const TOTP_PERIOD_S = 30;

/** The time step `at` (ms since the epoch) falls in. */
export const totpStep = (at = Date.now()) => Math.floor(at / 1000 / TOTP_PERIOD_S);

function base32Bytes(secret) {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const char of secret.replace(/=+$/, "").toUpperCase()) {
    const value = alphabet.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${secret}`);
    bits += value.toString(2).padStart(5, "0");
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Uint8Array.from(bytes, (byte) => parseInt(byte, 2));
}

/** The 6-digit code of `secret` for time step `step`. */
export function totpCode(secret, step) {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const digest = createHmac("sha1", base32Bytes(secret)).update(counter).digest();
  const offset = digest[digest.length - 1] & 0x0f;
  const number = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(number % 1_000_000).padStart(6, "0");
}
