import { createServerClient, parseCookieHeader, serializeCookieHeader } from "@supabase/ssr";
import {
  createClient,
  type SupabaseClient,
  type WebSocketLikeConstructor,
} from "@supabase/supabase-js";
import ws from "ws";
import { cookieName } from "~/.server/security/cookies";

/**
 * The Supabase client of ONE request, as @supabase/ssr builds it for server rendering: it reads
 * the session from the request's `sb-<project ref>-auth-token` cookies and writes every cookie
 * it changes, with the no-store cache headers, into `headers`, which the route returns.
 */
export type SupabaseProject = { url: string; anonKey: string; serviceRoleKey?: string };

export type RequestClientOptions = {
  project: SupabaseProject;
  /** Secure cookies (COOKIE_SECURE). */
  secure: boolean;
  /** A call to Supabase that takes longer fails as unavailable instead of holding the page. */
  timeoutMs: number;
};

export function requestClient(
  request: Request,
  headers: Headers,
  options: RequestClientOptions,
): SupabaseClient {
  return createServerClient(options.project.url, options.project.anonKey, {
    ...clientOptions(options.timeoutMs),
    // No browser code reads these cookies (every page asks the server), so they can be
    // HttpOnly, unlike @supabase/ssr's default made for its browser client.
    cookieOptions: {
      name: sessionCookieName(options.project.url, options.secure),
      path: "/",
      sameSite: "lax",
      httpOnly: true,
      secure: options.secure,
    },
    cookies: {
      getAll: () => parseCookieHeader(request.headers.get("Cookie") ?? ""),
      setAll: (cookies, cacheHeaders) => {
        for (const { name, value, options: attributes } of cookies) {
          headers.append("Set-Cookie", serializeCookieHeader(name, value, attributes));
        }
        for (const [name, value] of Object.entries(cacheHeaders ?? {})) headers.set(name, value);
      },
    },
  });
}

/**
 * supabase-js's own name for the session cookies (`sb-<project ref>-auth-token`, chunks `.0`,
 * `.1`…), with the site's `__Host-` prefix when cookies are Secure (~/.server/security/cookies).
 */
export function sessionCookieName(projectUrl: string, secure: boolean): string {
  return cookieName(`sb-${new URL(projectUrl).hostname.split(".")[0]}-auth-token`, secure);
}

/** What every Supabase client of the server needs: a WebSocket for Node 20 and a time limit. */
export function clientOptions(timeoutMs: number) {
  return {
    // Node 20 has no global WebSocket, and supabase-js refuses to build a client without one
    // even though realtime is never used here.
    // (ws's typings declare a `null`-address overload the realtime type does not expect.)
    realtime: { transport: ws as unknown as WebSocketLikeConstructor },
    global: { fetch: withTimeout(timeoutMs) },
  };
}

function withTimeout(ms: number): typeof fetch {
  return (input, init) =>
    fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(ms) });
}

/**
 * A client with the project's service role key, for the admin API only (removing the factors of a
 * user who signed in with a recovery code). No session of its own: nothing is stored or refreshed.
 */
export function adminClient(project: SupabaseProject, serviceRoleKey: string, timeoutMs: number) {
  return createClient(project.url, serviceRoleKey, {
    ...clientOptions(timeoutMs),
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}
