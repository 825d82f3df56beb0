import { createHash, randomBytes, randomUUID } from "node:crypto";
import { signJwt, type AccessClaims } from "./supabase-auth-jwt";

/**
 * The fake Supabase Auth's state (users, identities, sessions, refresh tokens, factors,
 * challenges) and the JSON it answers with, shaped like the real service's models
 * (supabase/auth: internal/models/user.go, factor.go; internal/tokens AccessTokenResponse).
 */
export type FakeUser = {
  id: string;
  email: string;
  password: string;
  data: Record<string, unknown>;
  createdAt: number;
  updatedAt: number;
  emailConfirmedAt: number | null;
  confirmationSentAt: number | null;
  /** The token hash of the pending confirmation link (with its `pkce_` prefix, if any). */
  confirmationToken: string;
  recoverySentAt: number | null;
  /** The token hash of the pending password recovery link, like confirmationToken. */
  recoveryToken: string;
  lastSignInAt: number | null;
  identityId: string;
};

export type FakeFactor = {
  id: string;
  userId: string;
  friendlyName: string;
  factorType: "totp" | "phone";
  status: "verified" | "unverified";
  /** TOTP: the key; "" for a phone factor. */
  secret: string;
  /** Phone: the number without its `+`; "" for a TOTP factor. */
  phone: string;
  createdAt: number;
  updatedAt: number;
  lastChallengedAt: number | null;
};

export type FakeSession = {
  id: string;
  userId: string;
  aal: "aal1" | "aal2";
  amr: { method: string; timestamp: number }[];
  /** The factor whose code raised the session to aal2. */
  factorId: string | null;
  createdAt: number;
};

export type FakeRefreshToken = {
  token: string;
  sessionId: string;
  revoked: boolean;
  parent: string | null;
  updatedAt: number;
};

export type FakeChallenge = {
  id: string;
  factorId: string;
  createdAt: number;
  verifiedAt: number | null;
  ip: string;
  /** Phone: the code this challenge texted; null for TOTP. */
  otpCode: string | null;
};

export type Settings = {
  /** "Confirm email" off: sign-up signs in at once (GOTRUE_MAILER_AUTOCONFIRM). */
  autoconfirm: boolean;
  /** Access token lifetime (JWT expiry), seconds. */
  jwtExpiryS: number;
  /** Sessions end this long after sign-in ("Time-box user sessions"), seconds; 0 = never. */
  sessionTimeboxS: number;
  /**
   * Sessions end when their refresh token was last used this long ago ("Inactivity timeout"),
   * seconds; 0 = never. An active browser refreshes at least once per access token lifetime.
   */
  sessionInactivityTimeoutS: number;
  /** How long a confirmation link works ("Email OTP Expiration"), seconds. */
  otpExpiryS: number;
  /** Minimum time between two confirmation e-mails to one address, seconds. */
  emailMaxFrequencyS: number;
  /** A revoked refresh token may be replayed this long after its rotation, seconds. */
  refreshReuseIntervalS: number;
  /** How long a challenge can be verified, seconds. */
  challengeExpiryS: number;
  maxEnrolledFactors: number;
  /** Multi-Factor → Phone enabled (enrol and verify) with an SMS provider set up. */
  phoneMfa: boolean;
  /** Minimum time between two texted codes of one phone factor, seconds (MFA phone max frequency). */
  smsMaxFrequencyS: number;
};

export const defaultSettings: Settings = {
  autoconfirm: false,
  jwtExpiryS: 3600,
  sessionTimeboxS: 30 * 24 * 60 * 60,
  sessionInactivityTimeoutS: 7 * 24 * 60 * 60,
  otpExpiryS: 24 * 60 * 60,
  emailMaxFrequencyS: 60,
  refreshReuseIntervalS: 10,
  challengeExpiryS: 300,
  maxEnrolledFactors: 10,
  phoneMfa: true,
  smsMaxFrequencyS: 60,
};

const iso = (ms: number) => new Date(ms).toISOString();

export class FakeAuthState {
  readonly users = new Map<string, FakeUser>();
  readonly factors = new Map<string, FakeFactor>();
  readonly sessions = new Map<string, FakeSession>();
  readonly refreshTokens = new Map<string, FakeRefreshToken>();
  readonly challenges = new Map<string, FakeChallenge>();

  constructor(
    /** The `iss` claim, `<project URL>/auth/v1` (known once the server listens). */
    private readonly issuer: () => string,
    private readonly jwtSecret: string,
    /** The live settings (tests change them between calls). */
    private readonly settings: Settings,
  ) {}

  userByEmail(email: string): FakeUser | undefined {
    for (const user of this.users.values()) if (user.email === email) return user;
    return undefined;
  }

  factorsOf(userId: string): FakeFactor[] {
    return [...this.factors.values()]
      .filter((f) => f.userId === userId)
      .sort((a, b) => a.createdAt - b.createdAt);
  }

  createUser(email: string, password: string, data: Record<string, unknown>, now: number) {
    const user: FakeUser = {
      id: randomUUID(),
      email,
      password,
      data,
      createdAt: now,
      updatedAt: now,
      emailConfirmedAt: null,
      confirmationSentAt: null,
      confirmationToken: "",
      recoverySentAt: null,
      recoveryToken: "",
      lastSignInAt: null,
      identityId: randomUUID(),
    };
    this.users.set(user.id, user);
    return user;
  }

  /** A new confirmation token hash: hex SHA-224 of e-mail + OTP, `pkce_`-prefixed in PKCE flow. */
  issueConfirmation(user: FakeUser, pkce: boolean, now: number): string {
    user.confirmationToken = emailTokenHash(user.email, pkce);
    user.confirmationSentAt = now;
    return user.confirmationToken;
  }

  /** A new recovery token hash (a new one replaces the pending one, as recover.go does). */
  issueRecovery(user: FakeUser, pkce: boolean, now: number): string {
    user.recoveryToken = emailTokenHash(user.email, pkce);
    user.recoverySentAt = now;
    return user.recoveryToken;
  }

  newSession(userId: string, method: string, now: number): FakeSession {
    const session: FakeSession = {
      id: randomUUID(),
      userId,
      aal: "aal1",
      amr: [{ method, timestamp: Math.floor(now / 1000) }],
      factorId: null,
      createdAt: now,
    };
    this.sessions.set(session.id, session);
    const user = this.users.get(userId)!;
    user.lastSignInAt = now;
    return session;
  }

  newRefreshToken(sessionId: string, parent: string | null, now: number): FakeRefreshToken {
    const token: FakeRefreshToken = {
      token: randomBytes(9).toString("base64url"),
      sessionId,
      revoked: false,
      parent,
      updatedAt: now,
    };
    this.refreshTokens.set(token.token, token);
    return token;
  }

  endSession(sessionId: string) {
    this.sessions.delete(sessionId);
    for (const [key, token] of this.refreshTokens) {
      if (token.sessionId === sessionId) this.refreshTokens.delete(key);
    }
  }

  /** The session's AccessTokenResponse: a new access token, with the given refresh token. */
  tokenResponse(session: FakeSession, refreshToken: string, now: number) {
    const user = this.users.get(session.userId)!;
    const nowS = Math.floor(now / 1000);
    const claims: AccessClaims = {
      iss: this.issuer(),
      sub: user.id,
      aud: "authenticated",
      exp: nowS + this.settings.jwtExpiryS,
      iat: nowS,
      email: user.email,
      phone: "",
      app_metadata: { provider: "email", providers: ["email"] },
      user_metadata: this.userMetadata(user),
      role: "authenticated",
      aal: session.aal,
      amr: session.amr,
      session_id: session.id,
      is_anonymous: false,
    };
    return {
      access_token: signJwt(this.jwtSecret, claims),
      token_type: "bearer",
      expires_in: this.settings.jwtExpiryS,
      expires_at: claims.exp,
      refresh_token: refreshToken,
      user: this.userJson(user),
    };
  }

  userMetadata(user: FakeUser): Record<string, unknown> {
    return {
      ...user.data,
      email: user.email,
      email_verified: user.emailConfirmedAt !== null,
      phone_verified: false,
      sub: user.id,
    };
  }

  userJson(user: FakeUser) {
    const factors = this.factorsOf(user.id).map((f) => this.factorJson(f));
    return {
      id: user.id,
      aud: "authenticated",
      role: "authenticated",
      email: user.email,
      ...(user.emailConfirmedAt === null
        ? {}
        : {
            email_confirmed_at: iso(user.emailConfirmedAt),
            confirmed_at: iso(user.emailConfirmedAt),
          }),
      phone: "",
      ...(user.recoverySentAt === null ? {} : { recovery_sent_at: iso(user.recoverySentAt) }),
      ...(user.confirmationSentAt === null
        ? {}
        : { confirmation_sent_at: iso(user.confirmationSentAt) }),
      ...(user.lastSignInAt === null ? {} : { last_sign_in_at: iso(user.lastSignInAt) }),
      app_metadata: { provider: "email", providers: ["email"] },
      user_metadata: this.userMetadata(user),
      identities: [
        {
          identity_id: user.identityId,
          id: user.id,
          user_id: user.id,
          identity_data: this.userMetadata(user),
          provider: "email",
          last_sign_in_at: iso(user.createdAt),
          created_at: iso(user.createdAt),
          updated_at: iso(user.updatedAt),
          email: user.email,
        },
      ],
      created_at: iso(user.createdAt),
      updated_at: iso(user.updatedAt),
      is_anonymous: false,
      // `factors` is left out when there are none (omitempty in the real model).
      ...(factors.length > 0 ? { factors } : {}),
    };
  }

  /**
   * What sign-up answers for an address that already has a confirmed account while e-mail
   * confirmation is on: a look-alike user with a random id and no identities, so the answer
   * does not reveal the account (sanitizeUser in internal/api/signup.go).
   */
  sanitizedUserJson(email: string, data: Record<string, unknown>, now: number) {
    return {
      id: randomUUID(),
      aud: "authenticated",
      role: "",
      email,
      phone: "",
      confirmation_sent_at: iso(now),
      app_metadata: { provider: "email", providers: ["email"] },
      user_metadata: data,
      identities: [],
      created_at: iso(now),
      updated_at: iso(now),
      is_anonymous: false,
    };
  }

  factorJson(factor: FakeFactor) {
    return {
      id: factor.id,
      friendly_name: factor.friendlyName,
      factor_type: factor.factorType,
      status: factor.status,
      created_at: iso(factor.createdAt),
      updated_at: iso(factor.updatedAt),
      last_challenged_at: factor.lastChallengedAt === null ? null : iso(factor.lastChallengedAt),
      phone: factor.phone,
    };
  }
}

/** Hex SHA-224 of e-mail + a 6-digit OTP, `pkce_`-prefixed in PKCE flow (crypto.GenerateTokenHash). */
function emailTokenHash(email: string, pkce: boolean): string {
  const otp = String(randomBytes(4).readUInt32BE() % 1_000_000).padStart(6, "0");
  const hash = createHash("sha224")
    .update(email + otp)
    .digest("hex");
  return pkce ? `pkce_${hash}` : hash;
}
