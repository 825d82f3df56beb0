import { randomBytes, randomUUID } from "node:crypto";
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";
import { generateSecret, verify as verifyTotp } from "otplib";
import QRCode from "qrcode";
import { ApiError } from "./supabase-auth-api-error";
import { verifyJwt, type AccessClaims } from "./supabase-auth-jwt";
import {
  defaultSettings,
  FakeAuthState,
  type FakeChallenge,
  type FakeFactor,
  type FakeSession,
  type FakeUser,
  type Settings,
} from "./supabase-auth-model";
import {
  checkTextedCode,
  samePhoneCheck,
  storedPhone,
  textCode,
  type SentText,
} from "./supabase-auth-phone";

/**
 * A local stand-in for Supabase Auth (GoTrue), for the Supabase adapter's tests: a node:http
 * server answering the endpoints supabase-js calls with the real service's shapes and rules, as
 * read from supabase/auth (internal/api: signup.go, token.go, verify.go, user.go, logout.go,
 * mfa.go, errors.go): errors as `{ code, message }` with `X-Supabase-Api-Version: 2024-01-01`
 * (the legacy `{ code: status, error_code, msg }` without it), sessions as
 * `{ access_token, token_type, expires_in, expires_at, refresh_token, user }`, HS256 access
 * tokens checked on every authenticated call, PKCE-prefixed confirmation token hashes, TOTP
 * factors checked with one 30-second step of tolerance either side, phone factors whose texted
 * codes are recorded instead of sent (./supabase-auth-phone.ts).
 *
 * Like the real service, and unlike the local adapter, it does NOT refuse a TOTP code that was
 * already accepted: the adapter must close that gap itself (ADR 14). Where it simplifies, it
 * says so below; it never answers more leniently than the service would on the paths it serves.
 */
export type FakeSupabaseAuthOptions = {
  /** The fake's clock in milliseconds (JWT expiry, link expiry, TOTP steps). Default Date.now. */
  now?: () => number;
  anonKey?: string;
  /** The key of the admin API (real projects: a JWT whose role is service_role). */
  serviceRoleKey?: string;
  /** The project's Site URL (redirects to it are always allowed; the default TOTP issuer). */
  siteUrl?: string;
  /** "Redirect URLs": globs where `**` matches anything and `*` anything but `.` and `/`. */
  redirectAllowList?: string[];
  settings?: Partial<Settings>;
  /** The port to listen on (127.0.0.1). Default: any free port. */
  port?: number;
};

type RecordedRequest = {
  method: string;
  /** The path without the query, e.g. `/auth/v1/factors/<id>/verify`. */
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: unknown;
  status: number;
};

/** A confirmation (or "Reset Password") e-mail as its template receives it. */
export type SentConfirmation = {
  to: string;
  siteUrl: string;
  tokenHash: string;
  redirectTo: string;
  sentAt: Date;
};

type CannedAnswer = { status: number; code?: string; message?: string };

export type FakeSupabaseAuth = {
  /** The project URL to configure (SUPABASE_URL). */
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  /** The project's auth settings; change them between calls (e.g. `autoconfirm`). */
  settings: Settings;
  requests: RecordedRequest[];
  confirmations: SentConfirmation[];
  /** The last confirmation e-mail to `email`, or null. */
  lastConfirmation(email: string): SentConfirmation | null;
  /** Every password recovery e-mail, oldest first. */
  recoveries: SentConfirmation[];
  /** The last password recovery e-mail to `email`, or null. */
  lastRecovery(email: string): SentConfirmation | null;
  /** Every code a phone challenge "texted", oldest first. */
  texts: SentText[];
  /** The last code texted to `phone` (with or without its `+`), or null. */
  lastText(phone: string): SentText | null;
  /** Answers the next request matching `method` and `path` with `answer` (e.g. a 429 or a 503). */
  failNext(answer: CannedAnswer, match?: { method?: string; path?: RegExp }): void;
  close(): Promise<void>;
};

const API_VERSION = "2024-01-01";
const PREFIX = "/auth/v1";
const FACTOR_EXPIRY_S = 300;

type Handled = { status: number; body?: unknown };
type Authenticated = { user: FakeUser; session: FakeSession; claims: AccessClaims };

export async function startFakeSupabaseAuth(
  options: FakeSupabaseAuthOptions = {},
): Promise<FakeSupabaseAuth> {
  const now = options.now ?? (() => Date.now());
  const anonKey = options.anonKey ?? "fake-anon-key";
  const serviceRoleKey = options.serviceRoleKey ?? "fake-service-role-key";
  const jwtSecret = randomBytes(32).toString("hex");
  const settings: Settings = { ...defaultSettings, ...options.settings };
  const requests: RecordedRequest[] = [];
  const confirmations: SentConfirmation[] = [];
  const recoveries: SentConfirmation[] = [];
  const texts: SentText[] = [];
  const canned: { answer: CannedAnswer; method?: string; path?: RegExp }[] = [];
  const siteUrl = options.siteUrl ?? "http://localhost:3000";
  let url = "";
  const state = new FakeAuthState(() => `${url}${PREFIX}`, jwtSecret, settings);

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://fake.invalid");
      const text = Buffer.concat(chunks).toString("utf8");
      let body: unknown = {};
      try {
        body = text ? JSON.parse(text) : {};
      } catch {
        body = text;
      }
      const entry: RecordedRequest = {
        method: req.method ?? "GET",
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body,
        status: 0,
      };
      requests.push(entry);
      void answer(req, res, entry).catch((error: unknown) => {
        entry.status = 500;
        send(res, 500, { code: "unexpected_failure", message: String(error) }, true);
      });
    });
  });

  async function answer(req: IncomingMessage, res: ServerResponse, entry: RecordedRequest) {
    const index = canned.findIndex(
      (c) => (!c.method || c.method === entry.method) && (!c.path || c.path.test(entry.path)),
    );
    if (index >= 0) {
      const [{ answer: a }] = canned.splice(index, 1) as [{ answer: CannedAnswer }];
      entry.status = a.status;
      return sendError(req, res, new ApiError(a.status, a.code ?? "", a.message ?? ""));
    }
    if (req.headers.apikey !== anonKey && req.headers.apikey !== serviceRoleKey) {
      // The API gateway in front of Auth, not Auth itself: no error code.
      entry.status = 401;
      return send(res, 401, { message: "Invalid API key" }, false);
    }
    try {
      const result = await route(req, entry, state);
      entry.status = result.status;
      if (result.status === 204) {
        res.writeHead(204).end();
        return;
      }
      send(res, result.status, result.body ?? {}, false);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      entry.status = error.status;
      sendError(req, res, error);
    }
  }

  function route(req: IncomingMessage, r: RecordedRequest, s: FakeAuthState): Promise<Handled> {
    const path = r.path.startsWith(PREFIX) ? r.path.slice(PREFIX.length) : r.path;
    const body = (typeof r.body === "object" && r.body !== null ? r.body : {}) as Record<
      string,
      unknown
    >;
    const factorPath = /^\/factors\/([^/]+)(\/challenge|\/verify)?$/.exec(path);
    const adminFactorPath = /^\/admin\/users\/([^/]+)\/factors\/([^/]+)$/.exec(path);
    if (r.method === "DELETE" && adminFactorPath) {
      const [, userId, id] = adminFactorPath as unknown as [string, string, string];
      return adminDeleteFactor(req, s, userId, id);
    }
    if (r.method === "POST" && path === "/signup") return signUp(s, body, r.query);
    if (r.method === "POST" && path === "/token") return token(s, body, r.query);
    if (r.method === "POST" && path === "/verify") return verifyLink(s, body);
    if (r.method === "POST" && path === "/recover") return recover(s, body, r.query);
    if (r.method === "POST" && path === "/resend") return resend(s, body, r.query);
    if (r.method === "GET" && path === "/user") {
      const { user } = authenticate(req, s);
      return Promise.resolve({ status: 200, body: s.userJson(user) });
    }
    if (r.method === "PUT" && path === "/user") return updateUser(req, s, body);
    if (r.method === "POST" && path === "/logout") return logout(req, s, r.query);
    if (r.method === "POST" && path === "/factors") return enrol(req, s, body);
    if (factorPath) {
      const [, id, action] = factorPath as unknown as [string, string, string | undefined];
      if (r.method === "POST" && action === "/challenge") return challenge(req, s, id, body);
      if (r.method === "POST" && action === "/verify") return verifyFactor(req, s, id, body);
      if (r.method === "DELETE" && action === undefined) return unenrol(req, s, id);
    }
    throw new ApiError(404, "not_found", "Not found");
  }

  // --- sign-up, sign-in, tokens ------------------------------------------------------------------

  async function signUp(
    s: FakeAuthState,
    body: Record<string, unknown>,
    query: Record<string, string>,
  ): Promise<Handled> {
    const password = typeof body.password === "string" ? body.password : "";
    if (!password) throw new ApiError(400, "validation_failed", "Signup requires a valid password");
    if ([...password].length < 6) {
      throw new ApiError(422, "weak_password", "Password should be at least 6 characters.", {
        weak_password: { reasons: ["length"] },
      });
    }
    const pkce = typeof body.code_challenge === "string" && body.code_challenge !== "";
    if (pkce && !body.code_challenge_method) {
      throw new ApiError(
        400,
        "validation_failed",
        "PKCE flow requires code_challenge_method and code_challenge",
      );
    }
    const email = validEmail(body.email);
    const data = (typeof body.data === "object" && body.data ? body.data : {}) as Record<
      string,
      unknown
    >;
    const t = now();
    let user = s.userByEmail(email);
    if (user?.emailConfirmedAt != null) {
      if (settings.autoconfirm) {
        throw new ApiError(422, "user_already_exists", "User already registered");
      }
      return { status: 200, body: s.sanitizedUserJson(email, data, t) };
    }
    // An unconfirmed account is reused as it is ("we can't be sure of their claimed identity").
    user ??= s.createUser(email, password, data, t);
    if (settings.autoconfirm) {
      user.emailConfirmedAt = t;
      user.updatedAt = t;
      const session = s.newSession(user.id, "password", t);
      const refresh = s.newRefreshToken(session.id, null, t);
      return { status: 200, body: s.tokenResponse(session, refresh.token, t) };
    }
    if (
      user.confirmationSentAt !== null &&
      user.confirmationSentAt + settings.emailMaxFrequencyS * 1000 > t
    ) {
      const left = Math.floor(
        (user.confirmationSentAt + settings.emailMaxFrequencyS * 1000 - t) / 1000,
      );
      throw new ApiError(
        429,
        "over_email_send_rate_limit",
        `For security purposes, you can only request this after ${left} seconds.`,
      );
    }
    const tokenHash = s.issueConfirmation(user, pkce, t);
    confirmations.push({
      to: email,
      siteUrl,
      tokenHash,
      redirectTo: referrer(query.redirect_to),
      sentAt: new Date(t),
    });
    return { status: 200, body: s.userJson(user) };
  }

  /**
   * POST /resend with type `signup` (internal/api/resend.go): a new confirmation link to an
   * unconfirmed user, within the same per-address frequency as sign-up. An unknown address gets
   * the same empty answer and no mail; a confirmed one is refused.
   */
  function resend(
    s: FakeAuthState,
    body: Record<string, unknown>,
    query: Record<string, string>,
  ): Promise<Handled> {
    if (body.type !== "signup") {
      throw new ApiError(400, "validation_failed", "Missing one of these types: signup");
    }
    const email = validEmail(body.email);
    const user = s.userByEmail(email);
    const t = now();
    if (!user) return Promise.resolve({ status: 200, body: {} });
    if (user.emailConfirmedAt != null) {
      throw new ApiError(400, "email_address_invalid", "Email address already confirmed");
    }
    if (
      user.confirmationSentAt !== null &&
      user.confirmationSentAt + settings.emailMaxFrequencyS * 1000 > t
    ) {
      throw new ApiError(
        429,
        "over_email_send_rate_limit",
        "For security purposes, you can only request this after a few seconds.",
      );
    }
    const tokenHash = s.issueConfirmation(user, false, t);
    confirmations.push({
      to: email,
      siteUrl,
      tokenHash,
      redirectTo: referrer(query.redirect_to),
      sentAt: new Date(t),
    });
    return Promise.resolve({ status: 200, body: {} });
  }

  async function token(
    s: FakeAuthState,
    body: Record<string, unknown>,
    query: Record<string, string>,
  ): Promise<Handled> {
    const t = now();
    if (query.grant_type === "password") {
      if (!body.email && !body.phone) {
        throw new ApiError(400, "validation_failed", "missing email or phone");
      }
      const user = s.userByEmail(String(body.email ?? "").toLowerCase());
      if (!user || user.password !== body.password) {
        throw new ApiError(400, "invalid_credentials", "Invalid login credentials");
      }
      if (user.emailConfirmedAt === null) {
        throw new ApiError(400, "email_not_confirmed", "Email not confirmed");
      }
      const session = s.newSession(user.id, "password", t);
      const refresh = s.newRefreshToken(session.id, null, t);
      return { status: 200, body: s.tokenResponse(session, refresh.token, t) };
    }
    if (query.grant_type === "refresh_token") {
      if (typeof body.refresh_token !== "string" || !body.refresh_token) {
        // An OAuth-style error, as the real service answers this one.
        return {
          status: 400,
          body: { error: "invalid_request", error_description: "refresh_token required" },
        };
      }
      const presented = s.refreshTokens.get(body.refresh_token);
      if (!presented) {
        throw new ApiError(
          400,
          "refresh_token_not_found",
          "Invalid Refresh Token: Refresh Token Not Found",
        );
      }
      const session = s.sessions.get(presented.sessionId);
      if (!session) {
        throw new ApiError(
          400,
          "session_not_found",
          "Invalid Refresh Token: No Valid Session Found",
        );
      }
      if (settings.sessionTimeboxS > 0 && t > session.createdAt + settings.sessionTimeboxS * 1000) {
        throw new ApiError(400, "session_expired", "Invalid Refresh Token: Session Expired");
      }
      // GoTrue's Session.CheckValidity: the last refresh of the session, plus the timeout.
      const lastRefresh = Math.max(
        ...[...s.refreshTokens.values()]
          .filter((rt) => rt.sessionId === session.id)
          .map((rt) => rt.updatedAt),
      );
      if (
        settings.sessionInactivityTimeoutS > 0 &&
        t > lastRefresh + settings.sessionInactivityTimeoutS * 1000
      ) {
        throw new ApiError(400, "session_expired", "Invalid Refresh Token: Session Expired");
      }
      if (presented.revoked) {
        const active = [...s.refreshTokens.values()].find(
          (rt) => rt.sessionId === session.id && !rt.revoked,
        );
        if (active && t - presented.updatedAt < settings.refreshReuseIntervalS * 1000) {
          // Two requests refreshed at once: the late one gets the current token.
          return { status: 200, body: s.tokenResponse(session, active.token, t) };
        }
        // A refresh token used twice may be stolen: the whole session is revoked.
        s.endSession(session.id);
        throw new ApiError(
          400,
          "refresh_token_already_used",
          "Invalid Refresh Token: Already Used",
        );
      }
      presented.revoked = true;
      presented.updatedAt = t;
      const next = s.newRefreshToken(session.id, presented.token, t);
      return { status: 200, body: s.tokenResponse(session, next.token, t) };
    }
    throw new ApiError(400, "invalid_credentials", "unsupported_grant_type");
  }

  /**
   * POST /recover (recover.go): a reset link for an existing address; 200 with `{}` whether or
   * not the address has an account. A new link within emailMaxFrequencyS of the last is refused.
   */
  async function recover(
    s: FakeAuthState,
    body: Record<string, unknown>,
    query: Record<string, string>,
  ): Promise<Handled> {
    const email = validEmail(body.email);
    const user = s.userByEmail(email);
    if (!user) return { status: 200, body: {} };
    const t = now();
    if (
      user.recoverySentAt !== null &&
      user.recoverySentAt + settings.emailMaxFrequencyS * 1000 > t
    ) {
      const left = Math.floor(
        (user.recoverySentAt + settings.emailMaxFrequencyS * 1000 - t) / 1000,
      );
      throw new ApiError(
        429,
        "over_email_send_rate_limit",
        `For security purposes, you can only request this after ${left} seconds.`,
      );
    }
    const pkce = typeof body.code_challenge === "string" && body.code_challenge !== "";
    const tokenHash = s.issueRecovery(user, pkce, t);
    recoveries.push({
      to: email,
      siteUrl,
      tokenHash,
      redirectTo: referrer(query.redirect_to),
      sentAt: new Date(t),
    });
    return { status: 200, body: {} };
  }

  /** POST /verify with `token_hash` (the SSR confirmation link); OTP codes are not modelled. */
  async function verifyLink(s: FakeAuthState, body: Record<string, unknown>): Promise<Handled> {
    const type = typeof body.type === "string" ? body.type : "";
    const tokenHash = typeof body.token_hash === "string" ? body.token_hash : "";
    if (!type) throw new ApiError(400, "validation_failed", "Verify requires a verification type");
    if ((!tokenHash && !body.token) || (tokenHash && body.token)) {
      throw new ApiError(
        400,
        "validation_failed",
        "Verify requires either a token or a token hash",
      );
    }
    if (!tokenHash)
      throw new ApiError(400, "validation_failed", "The fake verifies token_hash only");
    if (!["email", "signup", "invite", "recovery", "magiclink", "email_change"].includes(type)) {
      throw new ApiError(400, "validation_failed", "Invalid email verification type");
    }
    const t = now();
    const recovery = type === "recovery";
    const user = [...s.users.values()].find((u) =>
      recovery
        ? u.recoveryToken === tokenHash
        : ["email", "signup", "invite"].includes(type) && u.confirmationToken === tokenHash,
    ); // e-mail change links are never issued by the fake
    const sentAt = recovery ? user?.recoverySentAt : user?.confirmationSentAt;
    if (!user || sentAt == null || t > sentAt + settings.otpExpiryS * 1000) {
      throw new ApiError(403, "otp_expired", "Email link is invalid or has expired");
    }
    if (recovery) user.recoveryToken = "";
    else user.confirmationToken = "";
    user.emailConfirmedAt ??= t;
    user.updatedAt = t;
    const session = s.newSession(user.id, recovery ? "recovery" : "otp", t);
    const refresh = s.newRefreshToken(session.id, null, t);
    return { status: 200, body: s.tokenResponse(session, refresh.token, t) };
  }

  /**
   * PUT /user with a new password (user.go UserUpdate): the strength rule, `same_password` for
   * the current one, and, like User.UpdatePassword, every other session of the user ends.
   */
  async function updateUser(
    req: IncomingMessage,
    s: FakeAuthState,
    body: Record<string, unknown>,
  ): Promise<Handled> {
    const { user, session } = authenticate(req, s);
    if (typeof body.password === "string") {
      const mfaOn = s.factorsOf(user.id).some((f) => f.status === "verified");
      if (mfaOn && session.aal !== "aal2") {
        throw new ApiError(
          401,
          "insufficient_aal",
          "AAL2 session is required to update email or password when MFA is enabled.",
        );
      }
      if ([...body.password].length < 6) {
        throw new ApiError(422, "weak_password", "Password should be at least 6 characters.", {
          weak_password: { reasons: ["length"] },
        });
      }
      if (body.password === user.password) {
        throw new ApiError(
          422,
          "same_password",
          "New password should be different from the old password.",
        );
      }
      user.password = body.password;
      user.updatedAt = now();
      for (const other of [...s.sessions.values()]) {
        if (other.userId === user.id && other.id !== session.id) s.endSession(other.id);
      }
    }
    return { status: 200, body: s.userJson(user) };
  }

  async function logout(
    req: IncomingMessage,
    s: FakeAuthState,
    query: Record<string, string>,
  ): Promise<Handled> {
    const { user, session } = authenticate(req, s);
    const scope = query.scope ?? "global";
    if (!["global", "local", "others"].includes(scope)) {
      throw new ApiError(400, "validation_failed", `Unsupported logout scope "${scope}"`);
    }
    for (const other of [...s.sessions.values()]) {
      if (other.userId !== user.id) continue;
      const isThis = other.id === session.id;
      if (scope === "global" || (scope === "local" && isThis) || (scope === "others" && !isThis)) {
        s.endSession(other.id);
      }
    }
    return { status: 204 };
  }

  // --- second factors ----------------------------------------------------------------------------

  async function enrol(
    req: IncomingMessage,
    s: FakeAuthState,
    body: Record<string, unknown>,
  ): Promise<Handled> {
    const { user, session } = authenticate(req, s);
    if (body.factor_type === "phone" && !settings.phoneMfa) {
      throw new ApiError(422, "mfa_phone_enroll_not_enabled", "MFA enroll is disabled for Phone");
    }
    if (body.factor_type !== "totp" && body.factor_type !== "phone") {
      throw new ApiError(
        400,
        "validation_failed",
        "factor_type needs to be totp, phone, or webauthn",
      );
    }
    const t = now();
    const friendlyName = typeof body.friendly_name === "string" ? body.friendly_name : "";
    let phone = "";
    if (body.factor_type === "phone") {
      phone = storedPhone(body.phone);
      samePhoneCheck(s.factors, user, phone);
    }
    // Abandoned enrolments expire (MFA factor expiry), as on the real service.
    for (const f of s.factorsOf(user.id)) {
      if (f.status === "unverified" && f.createdAt + FACTOR_EXPIRY_S * 1000 < t) {
        s.factors.delete(f.id);
      }
    }
    const existing = s.factorsOf(user.id);
    if (existing.some((f) => f.friendlyName === friendlyName)) {
      throw new ApiError(
        422,
        "mfa_factor_name_conflict",
        `A factor with the friendly name "${friendlyName}" for this user already exists`,
      );
    }
    if (existing.length >= settings.maxEnrolledFactors) {
      throw new ApiError(
        422,
        "too_many_enrolled_mfa_factors",
        "Maximum number of verified factors reached, unenroll to continue",
      );
    }
    if (existing.some((f) => f.status === "verified") && session.aal !== "aal2") {
      throw new ApiError(403, "insufficient_aal", "AAL2 required to enroll a new factor");
    }
    if (body.factor_type === "phone") {
      const factor = newFactor(user, friendlyName, "phone", "", phone, t);
      s.factors.set(factor.id, factor);
      // The number as it was sent, not as it is kept.
      return {
        status: 200,
        body: { id: factor.id, type: "phone", friendly_name: friendlyName, phone: body.phone },
      };
    }
    const issuer =
      typeof body.issuer === "string" && body.issuer ? body.issuer : new URL(siteUrl).host;
    const secret = generateSecret({ length: 20 });
    const uri = totpUri(issuer, user.email, secret);
    const factor = newFactor(user, friendlyName, "totp", secret, "", t);
    s.factors.set(factor.id, factor);
    return {
      status: 200,
      body: {
        id: factor.id,
        type: "totp",
        friendly_name: friendlyName,
        // The raw SVG document, not an image address (supabase-js prefixes it).
        totp: { qr_code: await QRCode.toString(uri, { type: "svg" }), secret, uri },
      },
    };
  }

  async function challenge(
    req: IncomingMessage,
    s: FakeAuthState,
    id: string,
    body: Record<string, unknown>,
  ): Promise<Handled> {
    const { user } = authenticate(req, s);
    const factor = ownedFactor(s, user, id);
    if (factor.factorType === "phone" && !settings.phoneMfa) {
      throw new ApiError(
        422,
        "mfa_phone_verify_not_enabled",
        "MFA verification is disabled for Phone",
      );
    }
    const t = now();
    const ip = req.socket.remoteAddress ?? "";
    const created: FakeChallenge =
      factor.factorType === "phone"
        ? textCode(factor, body, settings, t, ip, texts)
        : {
            id: randomUUID(),
            factorId: factor.id,
            createdAt: t,
            verifiedAt: null,
            ip,
            otpCode: null,
          };
    s.challenges.set(created.id, created);
    factor.lastChallengedAt = t;
    return {
      status: 200,
      body: {
        id: created.id,
        type: factor.factorType,
        expires_at: Math.floor((t + settings.challengeExpiryS * 1000) / 1000),
      },
    };
  }

  async function verifyFactor(
    req: IncomingMessage,
    s: FakeAuthState,
    id: string,
    body: Record<string, unknown>,
  ): Promise<Handled> {
    const { user, session } = authenticate(req, s);
    const factor = ownedFactor(s, user, id);
    if (factor.factorType === "phone" && !settings.phoneMfa) {
      throw new ApiError(
        422,
        "mfa_phone_verify_not_enabled",
        "MFA verification is disabled for Phone",
      );
    }
    const code = typeof body.code === "string" ? body.code : "";
    if (!code) throw new ApiError(400, "validation_failed", "Code needs to be non-empty");
    const t = now();
    const found = s.challenges.get(String(body.challenge_id ?? ""));
    if (!found || found.factorId !== factor.id) {
      throw new ApiError(
        422,
        "mfa_factor_not_found",
        "MFA factor with the provided challenge ID not found",
      );
    }
    if (found.verifiedAt !== null || found.ip !== (req.socket.remoteAddress ?? "")) {
      throw new ApiError(
        422,
        "mfa_ip_address_mismatch",
        "Challenge and verify IP addresses mismatch.",
      );
    }
    if (t > found.createdAt + settings.challengeExpiryS * 1000) {
      s.challenges.delete(found.id);
      throw new ApiError(
        422,
        "mfa_challenge_expired",
        `MFA challenge ${found.id} has expired, verify against another challenge or create a new challenge.`,
      );
    }
    if (factor.factorType === "phone") {
      checkTextedCode(found, code);
    } else {
      // One step of tolerance either side, and no memory of accepted steps: a replay within the
      // window is accepted, as by the real service (totp.ValidateCustom with Skew 1).
      const check = await verifyTotp({
        secret: factor.secret,
        token: code,
        epoch: Math.floor(t / 1000),
        epochTolerance: 30,
      }).catch(() => ({ valid: false }));
      if (!check.valid) {
        throw new ApiError(422, "mfa_verification_failed", "Invalid TOTP code entered");
      }
    }
    found.verifiedAt = t;
    factor.status = "verified";
    factor.updatedAt = t;
    session.aal = "aal2";
    session.factorId = factor.id;
    session.amr = [...session.amr, { method: amrMethod(factor), timestamp: Math.floor(t / 1000) }];
    // Refresh tokens issued at aal1 can no longer refresh this session.
    for (const [key, rt] of s.refreshTokens)
      if (rt.sessionId === session.id) s.refreshTokens.delete(key);
    // Every other session still at aal1 ends, and abandoned TOTP enrolments go.
    for (const other of [...s.sessions.values()]) {
      if (other.userId === user.id && other.aal === "aal1") s.endSession(other.id);
    }
    for (const f of s.factorsOf(user.id)) {
      if (f.status === "unverified" && f.factorType === factor.factorType) s.factors.delete(f.id);
    }
    const refresh = s.newRefreshToken(session.id, null, t);
    return { status: 200, body: s.tokenResponse(session, refresh.token, t) };
  }

  async function unenrol(req: IncomingMessage, s: FakeAuthState, id: string): Promise<Handled> {
    const { user, session } = authenticate(req, s);
    const factor = ownedFactor(s, user, id);
    if (factor.status === "verified" && session.aal !== "aal2") {
      throw new ApiError(422, "insufficient_aal", "AAL2 required to unenroll verified factor");
    }
    dropFactor(s, factor);
    return { status: 200, body: { id: factor.id } };
  }

  /**
   * DELETE /admin/users/{user id}/factors/{factor id}: the admin API, only with the service role
   * key as the bearer (simplified: the real service checks the JWT's `role` claim). Removes the
   * factor whatever its status or the user's sessions' levels, which drop to aal1.
   */
  function adminDeleteFactor(
    req: IncomingMessage,
    s: FakeAuthState,
    userId: string,
    id: string,
  ): Promise<Handled> {
    if (req.headers.authorization !== `Bearer ${serviceRoleKey}`) {
      throw new ApiError(403, "not_admin", "User not allowed");
    }
    const user = s.users.get(userId);
    if (!user) throw new ApiError(404, "user_not_found", "User not found");
    const factor = ownedFactor(s, user, id);
    dropFactor(s, factor);
    return Promise.resolve({ status: 200, body: { id: factor.id } });
  }

  function dropFactor(s: FakeAuthState, factor: FakeFactor) {
    s.factors.delete(factor.id);
    for (const [key, c] of s.challenges) if (c.factorId === factor.id) s.challenges.delete(key);
    for (const other of s.sessions.values()) {
      if (other.factorId === factor.id) {
        other.aal = "aal1";
        other.factorId = null;
        other.amr = other.amr.filter((m) => m.method !== amrMethod(factor));
      }
    }
  }

  // --- helpers -----------------------------------------------------------------------------------

  function authenticate(req: IncomingMessage, s: FakeAuthState): Authenticated {
    const header = req.headers.authorization ?? "";
    const bearer = /^Bearer (\S+)$/i.exec(header)?.[1];
    if (!bearer) {
      throw new ApiError(401, "no_authorization", "This endpoint requires a valid Bearer token");
    }
    const checked = verifyJwt(jwtSecret, bearer, Math.floor(now() / 1000));
    if ("problem" in checked) {
      throw new ApiError(
        403,
        "bad_jwt",
        `invalid JWT: unable to parse or verify signature, ${checked.problem}`,
      );
    }
    const user = s.users.get(checked.claims.sub);
    if (!user)
      throw new ApiError(403, "user_not_found", "User from sub claim in JWT does not exist");
    const session = s.sessions.get(checked.claims.session_id);
    if (!session) {
      throw new ApiError(
        403,
        "session_not_found",
        "Session from session_id claim in JWT does not exist",
      );
    }
    return { user, session, claims: checked.claims };
  }

  function ownedFactor(s: FakeAuthState, user: FakeUser, id: string): FakeFactor {
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) {
      throw new ApiError(404, "validation_failed", "factor_id must be an UUID");
    }
    const factor = s.factors.get(id);
    if (!factor || factor.userId !== user.id) {
      throw new ApiError(404, "mfa_factor_not_found", "Factor not found");
    }
    return factor;
  }

  function validEmail(value: unknown): string {
    const email = typeof value === "string" ? value : "";
    if (!email) throw new ApiError(400, "validation_failed", "An email address is required");
    if (email.length > 255)
      throw new ApiError(400, "validation_failed", "An email address is too long");
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
      throw new ApiError(
        400,
        "validation_failed",
        "Unable to validate email address: invalid format",
      );
    }
    return email.toLowerCase();
  }

  /** Where the confirmation link leads: `redirect_to` when allowed, otherwise the Site URL. */
  function referrer(redirectTo: string | undefined): string {
    if (redirectTo && isRedirectAllowed(siteUrl, options.redirectAllowList ?? [], redirectTo)) {
      return redirectTo;
    }
    return siteUrl;
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  url = `http://127.0.0.1:${port}`;

  return {
    url,
    anonKey,
    serviceRoleKey,
    settings,
    requests,
    confirmations,
    lastConfirmation: (email) => confirmations.filter((c) => c.to === email).at(-1) ?? null,
    recoveries,
    lastRecovery: (email) => recoveries.filter((c) => c.to === email).at(-1) ?? null,
    texts,
    lastText: (phone) => texts.filter((t) => t.to === storedPhone(phone)).at(-1) ?? null,
    failNext: (a, match = {}) => void canned.push({ answer: a, ...match }),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function newFactor(
  user: FakeUser,
  friendlyName: string,
  factorType: FakeFactor["factorType"],
  secret: string,
  phone: string,
  now: number,
): FakeFactor {
  return {
    id: randomUUID(),
    userId: user.id,
    friendlyName,
    factorType,
    status: "unverified",
    secret,
    phone,
    createdAt: now,
    updatedAt: now,
    lastChallengedAt: null,
  };
}

/** The session's `amr` entry a factor's verify adds (models.TOTPSignIn, models.MFAPhone). */
function amrMethod(factor: FakeFactor): string {
  return factor.factorType === "phone" ? "mfa/phone" : "totp";
}

/** Errors in the shape the caller's API version asks for (errors.go, HandleResponseError). */
function sendError(req: IncomingMessage, res: ServerResponse, error: ApiError) {
  const versioned = req.headers["x-supabase-api-version"] === API_VERSION;
  const body = versioned
    ? {
        code: error.code || (error.status >= 500 ? "unexpected_failure" : "unknown"),
        message: error.message,
        ...error.extra,
      }
    : { code: error.status, error_code: error.code, msg: error.message, ...error.extra };
  if (error.code) res.setHeader("x-sb-error-code", error.code);
  send(res, error.status, body, versioned);
}

function send(res: ServerResponse, status: number, body: unknown, versioned: boolean) {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (versioned) headers["X-Supabase-Api-Version"] = API_VERSION;
  res.writeHead(status, headers).end(JSON.stringify(body));
}

/** The otpauth URI as the real service writes it (pquerna/otp's key.URL()). */
function totpUri(issuer: string, account: string, secret: string): string {
  const query = new URLSearchParams({
    algorithm: "SHA1",
    digits: "6",
    issuer,
    period: "30",
    secret,
  });
  return `otpauth://totp/${encodeURIComponent(issuer)}:${encodeURIComponent(account)}?${query}`;
}

/** IsRedirectURLValid: same scheme, host and port as the Site URL (any port on loopback), or a glob. */
function isRedirectAllowed(siteUrl: string, allowList: string[], redirectTo: string): boolean {
  let base: URL;
  let target: URL;
  try {
    base = new URL(siteUrl);
    target = new URL(redirectTo);
  } catch {
    return false;
  }
  const loopback = ["localhost", "127.0.0.1", "[::1]"].includes(target.hostname);
  if (
    base.hostname === target.hostname &&
    base.protocol === target.protocol &&
    (base.port === target.port || loopback)
  ) {
    return true;
  }
  const withoutFragment = redirectTo.split("#")[0]!;
  return allowList.some((pattern) => globToRegExp(pattern).test(withoutFragment));
}

function globToRegExp(pattern: string): RegExp {
  let source = "";
  for (let i = 0; i < pattern.length; i += 1) {
    const char = pattern[i]!;
    if (char === "*" && pattern[i + 1] === "*") {
      source += ".*";
      i += 1;
    } else if (char === "*") {
      source += "[^./]*";
    } else {
      source += char.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
    }
  }
  return new RegExp(`^${source}$`);
}
