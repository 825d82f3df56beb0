import { generateSecret, generateURI, verify } from "otplib";

/**
 * TOTP as authenticator apps expect it: SHA-1, 6 digits, 30-second steps, a 20-byte secret.
 * A code is accepted one step either side of now (clock drift), and only for a step later than
 * the last one accepted for the factor, so a code cannot be used twice.
 */
const TOTP_PERIOD_S = 30;
const TOLERANCE_S = TOTP_PERIOD_S;

export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

export function totpUri(secret: string, issuer: string, account: string): string {
  return generateURI({ issuer, label: account, secret });
}

/** The time step the code belongs to, or null when it is wrong or a replay. */
export async function checkTotp(
  secret: string,
  code: string,
  now: Date,
  lastTimeStep: number | null,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOLERANCE_S,
    period: TOTP_PERIOD_S,
    ...(lastTimeStep === null ? {} : { afterTimeStep: lastTimeStep }),
  });
  return result.valid && "timeStep" in result ? result.timeStep : null;
}
