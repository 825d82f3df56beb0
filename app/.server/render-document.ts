import { PassThrough, Writable } from "node:stream";
import { createReadableStreamFromReadable } from "@remix-run/node";
import type { ReactElement } from "react";
import * as ReactDOMServer from "react-dom/server";

/**
 * React's server renderer as the runtime offers it: `react-dom/server` is its Node build
 * (`renderToPipeableStream`) on Node, and its web-streams build (`renderToReadableStream`) under
 * Deno and in Workers, chosen by the package's export conditions. Both are drawn the same way.
 */
export type Renderer = Partial<
  Pick<typeof ReactDOMServer, "renderToPipeableStream" | "renderToReadableStream">
>;

export type StreamOptions = {
  nonce?: string;
  /** Wait for every suspended part before answering (crawlers, SPA mode). */
  waitForAll: boolean;
  /** A render still going after this long is cut short. */
  timeoutMs: number;
  /** Every error of the render; one in the shell also rejects the promise of the stream. */
  onError: (error: unknown) => void;
};

/** Drawing documents with `server`, the Node build of react-dom/server or its web-streams one. */
export function documentRenderer(server: Renderer) {
  const { renderToPipeableStream, renderToReadableStream } = server;
  const readable = (element: ReactElement, options: StreamOptions) => {
    if (!renderToReadableStream) throw new Error("react-dom/server offers no streaming renderer");
    return readableStream(renderToReadableStream, element, options);
  };
  return {
    /** The document as a stream once its shell (or, `waitForAll`, everything) is drawn. */
    renderStream(element: ReactElement, options: StreamOptions) {
      return renderToPipeableStream
        ? pipeableStream(renderToPipeableStream, element, options)
        : readable(element, options);
    },
    /** The whole document as text, once every part of it has been drawn. */
    async renderText(element: ReactElement, timeoutMs: number): Promise<string> {
      if (renderToPipeableStream) return pipeableText(renderToPipeableStream, element, timeoutMs);
      let failed: { error: unknown } | undefined;
      const onError = (error: unknown) => void (failed ??= { error });
      const stream = await readable(element, { waitForAll: true, timeoutMs, onError });
      const text = await new Response(stream).text();
      if (failed) throw failed.error;
      return text;
    },
  };
}

export const { renderStream, renderText } = documentRenderer(ReactDOMServer);

function pipeableText(
  render: NonNullable<Renderer["renderToPipeableStream"]>,
  element: ReactElement,
  timeoutMs: number,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString("utf8"));
        done();
      },
    });
    const { pipe, abort } = render(element, {
      onAllReady() {
        clearTimeout(abortTimer);
        pipe(sink);
      },
      onShellError(error: unknown) {
        clearTimeout(abortTimer);
        reject(error);
      },
      onError(error: unknown) {
        reject(error);
      },
    });
    const abortTimer = setTimeout(abort, timeoutMs);
  });
}

function pipeableStream(
  render: NonNullable<Renderer["renderToPipeableStream"]>,
  element: ReactElement,
  { nonce, waitForAll, timeoutMs, onError }: StreamOptions,
): Promise<ReadableStream<Uint8Array>> {
  return new Promise((resolve, reject) => {
    const respond = () => {
      const body = new PassThrough();
      resolve(createReadableStreamFromReadable(body));
      pipe(body);
    };
    const { pipe, abort } = render(element, {
      nonce,
      onShellReady() {
        if (!waitForAll) respond();
      },
      onAllReady() {
        clearTimeout(abortTimer);
        if (waitForAll) respond();
      },
      onShellError(error: unknown) {
        clearTimeout(abortTimer);
        reject(error);
      },
      onError(error: unknown) {
        onError(error);
      },
    });
    // Cleared as soon as the render is done: a pending timer holds the whole render in memory
    // for its seconds, which under load made every page's garbage long-lived, and the full
    // garbage collections that freed it the slowest responses (docs/performance.md).
    const abortTimer = setTimeout(abort, timeoutMs);
  });
}

async function readableStream(
  render: NonNullable<Renderer["renderToReadableStream"]>,
  element: ReactElement,
  { nonce, waitForAll, timeoutMs, onError }: StreamOptions,
): Promise<ReadableStream<Uint8Array>> {
  const controller = new AbortController();
  const abortTimer = setTimeout(() => controller.abort(), timeoutMs);
  const stream = await render(element, {
    nonce,
    signal: controller.signal,
    onError(error: unknown) {
      onError(error);
    },
  }).catch((error: unknown) => {
    clearTimeout(abortTimer);
    throw error;
  });
  const done = () => clearTimeout(abortTimer);
  stream.allReady.then(done, done);
  if (waitForAll) await stream.allReady;
  return stream;
}
