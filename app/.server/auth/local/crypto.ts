import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/** old and legacy keys only open secrets sealed before a rotation. */
export type SecretKeys = { current: Buffer; old: readonly Buffer[]; legacy: Buffer | null };

export function legacyKey(sessionSecret: string): Buffer {
  return Buffer.from(
    hkdfSync("sha256", sessionSecret, "bte-local-auth", "mfa-secret-encryption-v1", 32),
  );
}

export function keyFromSecret(secret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "bte-local-auth", "mfa-secret-key-file-v1", 32));
}

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

/** `context` is authenticated data: a ciphertext copied onto another user's row does not decrypt. */
export function encrypt(key: Buffer, plaintext: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
    .join(".");
}

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
