export const MAX_FORM_BYTES = 2 * 1024 * 1024;

/** Bad input never becomes a 500. */
export async function parseFormBody(
  body: Uint8Array<ArrayBuffer> | null,
  type: string,
): Promise<FormData> {
  if (!body) return new FormData();
  try {
    return await new Response(body, { headers: { "Content-Type": type } }).formData();
  } catch {
    throw new Response("The form could not be read. Please reload the page and try again.", {
      status: 400,
    });
  }
}

/** A webhook's signature is checked over exactly these bytes. */
export async function readBody(
  request: Request,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw tooLarge();
  if (!request.body) return null;
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await readChunk(reader);
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      // Without cancelling: a cancel destroys the connection before the 413 is sent.
      reader.releaseLock();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** A client that goes away mid-body is a 400 nobody receives, not a server (or database) error. */
async function readChunk(reader: ReadableStreamDefaultReader<Uint8Array>) {
  try {
    return await reader.read();
  } catch {
    throw new Response("The form could not be read.", { status: 400 });
  }
}

function tooLarge() {
  return new Response("The form is too large. Please shorten your message and try again.", {
    status: 413,
  });
}
