import { createServerClient, parseCookieHeader, serializeCookieHeader } from "@supabase/ssr";
import {
  createClient,
  type SupabaseClient,
  type WebSocketLikeConstructor,
} from "@supabase/supabase-js";
import ws from "ws";
import { cookieName } from "~/.server/security/cookies";

export type SupabaseProject = { url: string; anonKey: string; serviceRoleKey?: string };

export type RequestClientOptions = {
  project: SupabaseProject;
  secure: boolean;
  timeoutMs: number;
};

export function requestClient(
  request: Request,
  headers: Headers,
  options: RequestClientOptions,
): SupabaseClient {
  return createServerClient(options.project.url, options.project.anonKey, {
    ...clientOptions(options.timeoutMs),
    // No browser code reads these cookies, so they can be HttpOnly, unlike @supabase/ssr's default.
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

export function sessionCookieName(projectUrl: string, secure: boolean): string {
  return cookieName(`sb-${new URL(projectUrl).hostname.split(".")[0]}-auth-token`, secure);
}

export function clientOptions(timeoutMs: number) {
  return {
    // Node 20 has no global WebSocket and supabase-js refuses to build a client without one.
    realtime: { transport: ws as unknown as WebSocketLikeConstructor },
    global: { fetch: withTimeout(timeoutMs) },
  };
}

function withTimeout(ms: number): typeof fetch {
  return (input, init) =>
    fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(ms) });
}

/** No session of its own: nothing is stored or refreshed. */
export function adminClient(project: SupabaseProject, serviceRoleKey: string, timeoutMs: number) {
  return createClient(project.url, serviceRoleKey, {
    ...clientOptions(timeoutMs),
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}
