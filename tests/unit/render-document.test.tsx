import { Suspense, type ReactElement } from "react";
import * as nodeServer from "react-dom/server.node";
import * as webServer from "react-dom/server.browser";
import { describe, expect, it } from "vitest";
import { documentRenderer } from "~/.server/render-document";

/**
 * The document renderer on each build of react-dom/server: Node's (`renderToPipeableStream`,
 * what Node loads) and the web-streams one (`renderToReadableStream`, what Deno and Workers
 * load). Both must draw the same page, wait for suspended parts when asked, and fail the same.
 */
const renderers = {
  node: documentRenderer(nodeServer),
  "web streams": documentRenderer(webServer),
};

function later<T>(value: T, ms: number) {
  let result: { value: T } | undefined;
  const promise = new Promise<void>((resolve) =>
    setTimeout(() => {
      result = { value };
      resolve();
    }, ms),
  );
  return function Read() {
    if (!result) throw promise;
    return <p>{String(result.value)}</p>;
  };
}

function page(slow: () => ReactElement) {
  return (
    <html lang="en">
      <body>
        <h1>Shell</h1>
        <script nonce="n0nce" dangerouslySetInnerHTML={{ __html: "1" }} />
        <Suspense fallback={<p>Loading</p>}>{slow()}</Suspense>
      </body>
    </html>
  );
}

function Broken(): ReactElement {
  throw new Error("the shell broke");
}

const text = (stream: ReadableStream<Uint8Array>) => new Response(stream).text();

describe.each(Object.entries(renderers))(
  "on the %s renderer",
  (_, { renderStream, renderText }) => {
    it("draws the whole page as text, suspended parts included", async () => {
      const Slow = later("Arrived", 20);
      const html = await renderText(
        page(() => <Slow />),
        1000,
      );
      expect(html).toContain("<h1>Shell</h1>");
      expect(html).toContain("<p>Arrived</p>");
      expect(html).not.toContain("Loading");
    });

    it("streams the shell first, then the suspended part", async () => {
      const Slow = later("Streamed", 20);
      const errors: unknown[] = [];
      const stream = await renderStream(
        page(() => <Slow />),
        { nonce: "n0nce", waitForAll: false, timeoutMs: 1000, onError: (e) => void errors.push(e) },
      );
      const html = await text(stream);
      expect(html.indexOf("Loading")).toBeGreaterThan(-1);
      expect(html.indexOf("Streamed")).toBeGreaterThan(html.indexOf("Loading"));
      expect(html).toContain('nonce="n0nce"');
      expect(errors).toEqual([]);
    });

    it("waits for everything when asked (crawlers)", async () => {
      const Slow = later("Ready", 20);
      const stream = await renderStream(
        page(() => <Slow />),
        {
          waitForAll: true,
          timeoutMs: 1000,
          onError: () => {},
        },
      );
      const html = await text(stream);
      expect(html).toContain("<p>Ready</p>");
    });

    it("rejects when the shell fails, and reports the error", async () => {
      const errors: unknown[] = [];
      await expect(
        renderStream(<Broken />, {
          waitForAll: false,
          timeoutMs: 1000,
          onError: (e) => void errors.push(e),
        }),
      ).rejects.toThrow("the shell broke");
      expect(errors).toHaveLength(1);
      await expect(renderText(<Broken />, 1000)).rejects.toThrow("the shell broke");
    });

    it("cuts short a part still pending at the timeout, and says so", async () => {
      const Never = later("never", 60_000);
      const errors: unknown[] = [];
      const stream = await renderStream(
        page(() => <Never />),
        {
          waitForAll: false,
          timeoutMs: 50,
          onError: (e) => void errors.push(e),
        },
      );
      const html = await text(stream);
      expect(html).toContain("<h1>Shell</h1>");
      expect(html).not.toContain("never");
      expect(errors.length).toBeGreaterThan(0);
    });

    it("sends a large part that did not suspend where it is, with no script to place it", async () => {
      // A page's deferred part (ADR 59): larger than React's default progressiveChunkSize.
      const big = "Deferred. ".repeat(2000);
      const element = page(() => <p>{big}</p>);
      const pages = [
        await renderText(element, 1000),
        ...(await Promise.all(
          [false, true].map(async (waitForAll) =>
            text(await renderStream(element, { waitForAll, timeoutMs: 1000, onError: () => {} })),
          ),
        )),
      ];
      for (const html of pages) {
        expect(html).toContain(`<!--$--><p>${big}</p><!--/$-->`);
        expect(html).not.toContain("<template");
      }
    });
  },
);
