import {
  alignHostWithOrigin,
  crossOriginRefusal,
  forgetNullOriginOfSameOriginForm,
  refusedPage,
} from "./cross-origin.ts";
import { assignRequestId } from "./request-log.ts";
import { isHeadOfData, requestRefusal, type Refusal } from "./request-guard.ts";

export type Admitted = {
  request: Request;
  requestId: string;
  clientRequestId: string | undefined;
  /** The visitor's address as Cloudflare saw it (`CF-Connecting-IP`, which no visitor can set). */
  clientIp: string | null;
};

/**
 * The Node server's refusals for a Worker's request, before anything else reads it: a method
 * the site does not serve, a bad Host or URL, a cross-site form. What passes goes on with the
 * site's own request id and without the forwarded headers nobody in front of a Worker sets.
 */
export function admitRequest(request: Request, publicHost: string): Admitted | Response {
  const url = new URL(request.url);
  const headers: Record<string, string> = Object.fromEntries(request.headers);
  headers.host ??= url.host;
  delete headers["x-forwarded-host"];
  const target = { method: request.method, url: url.pathname + url.search, headers };
  const refusal = requestRefusal(target, { trustProxy: false });
  if (refusal) return refusalResponse(refusal, request.method);
  const site = { publicHost, requestHost: headers.host };
  if (crossOriginRefusal(target, site)) {
    return new Response(refusedPage(), {
      status: 403,
      headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  forgetNullOriginOfSameOriginForm(target);
  alignHostWithOrigin(target, site);
  const { requestId, clientRequestId } = assignRequestId(target);
  return {
    request: isHeadOfData(request.method, target.url)
      ? new Request(request.url, { method: "GET", headers: target.headers })
      : new Request(request, { headers: target.headers }),
    requestId,
    clientRequestId,
    clientIp: request.headers.get("cf-connecting-ip"),
  };
}

/** A refusal as the Node server sends it: short plain text, never stored by anyone. */
function refusalResponse(refusal: Refusal, method: string): Response {
  const body = refusal.message && method !== "HEAD" ? `${refusal.message}\n` : null;
  return new Response(body, {
    status: refusal.status,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      ...refusal.headers,
    },
  });
}

/** `/healthz` (the Worker answers) and `/readyz` (the database does), or undefined. */
export async function probeAnswer(
  request: Request,
  ready: () => Promise<boolean>,
): Promise<Response | undefined> {
  const { pathname } = new URL(request.url);
  if (pathname !== "/healthz" && pathname !== "/readyz") return undefined;
  if (request.method !== "GET" && request.method !== "HEAD") return undefined;
  const up = pathname === "/healthz" || (await ready().catch(() => false));
  const text = pathname === "/healthz" ? "ok" : up ? "ready" : "database unavailable";
  return new Response(request.method === "HEAD" ? null : text, {
    status: up ? 200 : 503,
    headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" },
  });
}
