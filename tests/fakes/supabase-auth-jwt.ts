import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The fake's access tokens: HS256 JWTs with the claims Supabase Auth puts in them (sub, exp, aal,
 * amr, session_id, email, role). supabase-js only decodes them (aal, amr, exp); the fake itself
 * checks the signature and the expiry on every authenticated call, as the real service does.
 */
export type AccessClaims = {
  iss: string;
  sub: string;
  aud: "authenticated";
  exp: number;
  iat: number;
  email: string;
  phone: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  role: "authenticated";
  aal: "aal1" | "aal2";
  amr: { method: string; timestamp: number }[];
  session_id: string;
  is_anonymous: boolean;
};

const header = base64url(JSON.stringify({ alg: "HS256", typ: "JWT" }));

function base64url(text: string | Buffer): string {
  return Buffer.from(text).toString("base64url");
}

function signature(secret: string, body: string): string {
  return createHmac("sha256", secret).update(body).digest("base64url");
}

export function signJwt(secret: string, claims: AccessClaims): string {
  const body = `${header}.${base64url(JSON.stringify(claims))}`;
  return `${body}.${signature(secret, body)}`;
}

/** The claims of a token signed with `secret`, or why it is refused (the real service's wording). */
export function verifyJwt(
  secret: string,
  token: string,
  nowS: number,
): { claims: AccessClaims } | { problem: string } {
  const parts = token.split(".");
  if (parts.length !== 3) return { problem: "token is malformed" };
  const expected = Buffer.from(signature(secret, `${parts[0]}.${parts[1]}`));
  const given = Buffer.from(parts[2]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { problem: "signature is invalid" };
  }
  let claims: AccessClaims;
  try {
    claims = JSON.parse(Buffer.from(parts[1]!, "base64url").toString("utf8")) as AccessClaims;
  } catch {
    return { problem: "token is malformed" };
  }
  if (typeof claims.exp !== "number" || claims.exp <= nowS) {
    return { problem: "token has invalid claims: token is expired" };
  }
  return { claims };
}
