import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";

/** A random secret of `bytes` bytes, base64url (cookie ids, e-mail tokens). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

/** SHA-256, hex: what the database keeps instead of a session id or an e-mail token. */
export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/**
 * The keys that open TOTP secrets: `current` seals every new one; `old` (AUTH_ENCRYPTION_KEYS_OLD)
 * and `legacy` (the key earlier versions derived from the session secret) only open what was
 * sealed before a rotation, and a secret they open is sealed again under `current` (ADR 12).
 */
export type SecretKeys = { current: Buffer; old: readonly Buffer[]; legacy: Buffer | null };

/** What earlier versions sealed TOTP secrets with when AUTH_ENCRYPTION_KEY was unset. */
export function legacyKey(sessionSecret: string): Buffer {
  return Buffer.from(
    hkdfSync("sha256", sessionSecret, "bte-local-auth", "mfa-secret-encryption-v1", 32),
  );
}

/** A 32-byte key from a generated secret's text (the embedded default's key file). */
export function keyFromSecret(secret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "bte-local-auth", "mfa-secret-key-file-v1", 32));
}

/**
 * The plaintext of `sealed` under the first key that opens it, and whether that key was not the
 * current one (the caller then stores it sealed again); null when no key opens it.
 */
export function openWithAny(
  keys: SecretKeys,
  sealed: string,
  context: string,
): { plaintext: string; stale: boolean } | null {
  const candidates = [keys.current, ...keys.old, ...(keys.legacy ? [keys.legacy] : [])];
  for (const [index, key] of candidates.entries()) {
    const plaintext = decrypt(key, sealed, context);
    if (plaintext !== null) return { plaintext, stale: index > 0 };
  }
  return null;
}

/**
 * `v1.<iv>.<tag>.<ciphertext>` (base64url). `context` (the factor's owner) is authenticated data:
 * a ciphertext copied onto another user's row does not decrypt.
 */
export function encrypt(key: Buffer, plaintext: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
    .join(".");
}

/** The plaintext, or null when the value was tampered with or the key is not the one it was sealed with. */
export function decrypt(key: Buffer, sealed: string, context: string): string | null {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([
      decipher.update(Buffer.from(body, "base64url")),
      decipher.final(),
    ]).toString("utf8");
  } catch {
    return null;
  }
}
