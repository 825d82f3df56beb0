export type ScryptParams = { N: number; r: number; p: number };

/** @see docs/decisions/0040-password-hashing-settings.md */
export const passwordHashingSettings = {
  standard: { N: 2 ** 17, r: 8, p: 1 },
  "low-memory": { N: 2 ** 14, r: 8, p: 5 },
} as const satisfies Record<string, ScryptParams>;

export type PasswordHashing = keyof typeof passwordHashingSettings;

export function isPasswordHashing(name: string): name is PasswordHashing {
  return Object.hasOwn(passwordHashingSettings, name);
}
