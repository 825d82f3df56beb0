import type { RouteArgs } from "~/.server/context";
import { siteMiddleware } from "~/.server/middleware/site-middleware";

type RouteFunction = (args: RouteArgs) => unknown;

const isAnswer = (thrown: unknown) =>
  thrown instanceof Response ||
  (typeof thrown === "object" &&
    thrown !== null &&
    (thrown as { type?: unknown }).type === "DataWithResponseInit");

/**
 * A route's loader or action called as the server calls it: through the site's middleware (the
 * body checked and read, the client address, the auth cookies committed), with a thrown answer
 * (a redirect, a refusal) getting the cookies too, as the framework's own handling gives them.
 */
export async function callRoute<F extends RouteFunction>(
  handler: F,
  args: { request: Request; params?: RouteArgs["params"]; context: RouteArgs["context"] },
): Promise<Awaited<ReturnType<F>>> {
  const full = { params: {}, url: new URL(args.request.url), pattern: "", ...args };
  let threw = false;
  const answer = await Promise.resolve(
    siteMiddleware[0]!(full, async () => {
      try {
        return (await handler(full)) as Response;
      } catch (thrown) {
        if (!isAnswer(thrown)) throw thrown;
        threw = true;
        return thrown as Response;
      }
    }),
  );
  if (threw) throw answer;
  return answer as Awaited<ReturnType<F>>;
}
