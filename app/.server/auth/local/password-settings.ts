/** scrypt's cost: N (memory and work), r (block size), p (independent lanes, one after another). */
export type ScryptParams = { N: number; r: number; p: number };

/**
 * The settings PASSWORD_HASHING names, both OWASP's for scrypt and of equivalent strength:
 * `standard` takes 128 MiB a hash, `low-memory` 16 MiB (for runtimes with 128 MB in all).
 * @see docs/decisions/0040-password-hashing-settings.md
 */
export const passwordHashingSettings = {
  standard: { N: 2 ** 17, r: 8, p: 1 },
  "low-memory": { N: 2 ** 14, r: 8, p: 5 },
} as const satisfies Record<string, ScryptParams>;

export type PasswordHashing = keyof typeof passwordHashingSettings;

export function isPasswordHashing(name: string): name is PasswordHashing {
  return Object.hasOwn(passwordHashingSettings, name);
}
