import { data } from "react-router";
import { PRIVATE_NO_STORE } from "~/utils/cache-policy";
import type { AuthSession } from "./port";

const openedByContext = new WeakMap<object, Promise<AuthSession>[]>();

export function rememberOpened(context: object, session: Promise<AuthSession>): void {
  const opened = openedByContext.get(context);
  if (opened) opened.push(session);
  else openedByContext.set(context, [session]);
}

/**
 * The cookies of every auth session the request opened, added once to its answer; an answer of
 * the server's own failure (5xx) gets none, as a thrown error never did.
 * @see docs/decisions/0038-session-cookies-committed-once.md
 */
export async function withAuthCookies<T>(result: T, context: object): Promise<T> {
  if (result instanceof Response && result.status >= 500) return result;
  const cookies = await cookiesOf(context);
  if (cookies.length === 0) return result;
  if (result instanceof Response) return withCookies(result, cookies) as T;
  if (isDataWithInit(result)) {
    return data(result.data, {
      ...result.init,
      headers: merged(result.init?.headers, cookies),
    }) as T;
  }
  return data(result, { headers: merged(undefined, cookies) }) as T;
}

async function cookiesOf(context: object): Promise<string[]> {
  const opened = openedByContext.get(context);
  if (!opened) return [];
  const sessions = await Promise.allSettled(opened);
  const cookies: string[] = [];
  for (const session of sessions) {
    if (session.status !== "fulfilled") continue;
    for (const cookie of session.value.headers.getSetCookie()) {
      if (!cookies.includes(cookie)) cookies.push(cookie);
    }
  }
  return cookies;
}

function merged(init: HeadersInit | null | undefined, cookies: string[]): Headers {
  const headers = new Headers(init ?? undefined);
  const present = new Set(headers.getSetCookie());
  for (const cookie of cookies) if (!present.has(cookie)) headers.append("Set-Cookie", cookie);
  headers.set("Cache-Control", PRIVATE_NO_STORE);
  return headers;
}

function withCookies(response: Response, cookies: string[]): Response {
  const present = new Set(response.headers.getSetCookie());
  const added = cookies.filter((cookie) => !present.has(cookie));
  try {
    for (const cookie of added) response.headers.append("Set-Cookie", cookie);
    response.headers.set("Cache-Control", PRIVATE_NO_STORE);
    return response;
  } catch {
    // A Response with immutable headers (one from fetch): the same answer with the cookies added.
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers: merged(response.headers, added),
    });
  }
}

type DataWithInit = { type: "DataWithResponseInit"; data: unknown; init: ResponseInit | null };

function isDataWithInit(value: unknown): value is DataWithInit {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { type?: unknown }).type === "DataWithResponseInit"
  );
}
