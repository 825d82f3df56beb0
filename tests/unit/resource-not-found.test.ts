import { describe, expect, it } from "vitest";
import { resourceNotFoundPages } from "../../server/resource-not-found.ts";
import { createLoadContext } from "~/.server/context";

/** A file route's 404 is the site's 404 page, rendered for the same URL without file routes. */
type Module = {
  loader?: (args: { request: Request; context: unknown }) => unknown;
  default?: string;
};
const notFound = () => new Response("Not Found", { status: 404 });
const build = {
  routes: {
    root: { module: { loader: () => "root", default: "Root" } as Module },
    "routes/faq": { module: { loader: () => "faq", default: "Faq" } as Module },
    "routes/leads-csv": {
      module: {
        loader: ({ request }: { request: Request }) => {
          if (!request.headers.get("cookie")) throw notFound();
          return new Response("a,b\n", { headers: { "Content-Type": "text/csv" } });
        },
      } as Module,
    },
    "routes/robots": { module: { loader: () => notFound() } as Module },
  },
};

describe("a file route's 404", () => {
  const rendered: { routes: string[]; url: string; cookie: string | null; context: unknown }[] = [];
  const wrapped = resourceNotFoundPages(build, (pages) => async (request, context) => {
    rendered.push({
      routes: Object.keys(pages.routes),
      url: request.url,
      cookie: request.headers.get("cookie"),
      context,
    });
    return new Response("<h1>Page not found</h1>", {
      status: 404,
      headers: { "Content-Type": "text/html" },
    });
  });
  const load = (id: keyof typeof build.routes, headers: Record<string, string> = {}) =>
    wrapped.routes[id].module.loader!({
      request: new Request("http://site/admin/leads.csv?q=1", { headers }),
      context: createLoadContext({ clientIp: "1.2.3.4" }),
    }) as Promise<Response>;

  it("is the site's 404 page, thrown or returned, rendered for the same URL, cookie and context", async () => {
    for (const id of ["routes/leads-csv", "routes/robots"] as const) {
      const answer = await load(id);
      expect(answer.status).toBe(404);
      expect(await answer.text()).toBe("<h1>Page not found</h1>");
    }
    await load("routes/leads-csv", { cookie: "a=1" });
    expect(rendered[0]).toEqual({
      routes: ["root", "routes/faq"],
      url: "http://site/admin/leads.csv?q=1",
      cookie: null,
      context: createLoadContext({ clientIp: "1.2.3.4" }),
    });
  });

  it("leaves a file that is found, and every page route, as they are", async () => {
    const file = await load("routes/leads-csv", { cookie: "session=1" });
    expect(await file.text()).toBe("a,b\n");
    expect(wrapped.routes["routes/faq"]).toBe(build.routes["routes/faq"]);
    expect(wrapped.routes.root).toBe(build.routes.root);
  });
});
