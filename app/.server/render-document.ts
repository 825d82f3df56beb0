import { PassThrough, Writable } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import type { ReactElement } from "react";
import * as ReactDOMServer from "react-dom/server";

/** Export conditions pick the Node build on Node and the web-streams build under Deno and Workers. */
export type Renderer = Partial<
  Pick<typeof ReactDOMServer, "renderToPipeableStream" | "renderToReadableStream">
>;

/**
 * React sends a completed Suspense boundary larger than `progressiveChunkSize` (12,800 bytes by
 * default) "outlined": hidden at the end of the document and moved into place by an inline script,
 * which a visitor without JavaScript never runs. The deferred parts of pages (ADR 59) are large
 * boundaries the server renders at once, so every completed boundary goes inline, where it is.
 */
const progressiveChunkSize = Number.POSITIVE_INFINITY;

export type StreamOptions = {
  nonce?: string;
  waitForAll: boolean;
  timeoutMs: number;
  onError: (error: unknown) => void;
};

export function documentRenderer(server: Renderer) {
  const { renderToPipeableStream, renderToReadableStream } = server;
  const readable = (element: ReactElement, options: StreamOptions) => {
    if (!renderToReadableStream) throw new Error("react-dom/server offers no streaming renderer");
    return readableStream(renderToReadableStream, element, options);
  };
  return {
    renderStream(element: ReactElement, options: StreamOptions) {
      return renderToPipeableStream
        ? pipeableStream(renderToPipeableStream, element, options)
        : readable(element, options);
    },
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
      progressiveChunkSize,
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
      progressiveChunkSize,
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
    // Cleared at once: a pending timer kept the whole render in memory (docs/performance.md).
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
    progressiveChunkSize,
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
