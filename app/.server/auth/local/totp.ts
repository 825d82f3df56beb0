import { generateSecret, generateURI, verify } from "otplib";

const TOTP_PERIOD_S = 30;
const TOLERANCE_S = TOTP_PERIOD_S;

export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

export function totpUri(secret: string, issuer: string, account: string): string {
  return generateURI({ issuer, label: account, secret });
}

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
