import type { MiddlewareFunction } from "react-router";
import { withAuthCookies } from "../auth/commit";
import { recordClientIp } from "../security/client-ip";
import { receiveBody } from "../security/posted-body";

const bodiless = new Set(["GET", "HEAD"]);

/**
 * What every request to a route goes through, once, around all its loaders and its action: the
 * client's address recorded, a body checked and read before anything runs, and the cookies of
 * every auth session opened on the way committed to the answer (ADR 38).
 */
export const siteMiddleware: MiddlewareFunction<Response>[] = [
  async ({ request, context }, next) => {
    recordClientIp(request, context);
    if (!bodiless.has(request.method)) await receiveBody(request, context);
    return withAuthCookies(await next(), context);
  },
];
