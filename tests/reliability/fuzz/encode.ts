import type { BodySpec, Value } from "./body-specs";

/**
 * Turns a generated BodySpec into the request a client would send: the valid baseline (the
 * page's form with this run's honeypot fields), the spec's mutations, its defect,
 * then its encoding.
 */

/** A visitor's or user's cookies. */
type Session = { cookie: string };

export type RunContext = {
  origin: string;
  visitor: Session;
  user: Session;
  /** The honeypot fields of a page (website_url empty, from__confirm the encrypted time). */
  honeypot: [string, string][];
  /** Each target's form fields as its page shows them (the honeypot left out). */
  baselines: Map<string, [string, string][]>;
};

export type FuzzRequest = {
  path: string;
  headers: Record<string, string>;
  body: Uint8Array | ReadableStream<Uint8Array> | undefined;
  /** Bytes sent (or streamed). */
  size: number;
};

/** The largest form body the server reads (app/.server/security/form-data.ts). */
const FORM_LIMIT = 2 * 1024 * 1024;

const BOUNDARY = "----fuzzBoundary7MA4YWxkTrZu0gW";
const utf8 = new TextEncoder();

type Field = [string, Value];

export function materialize(spec: BodySpec, ctx: RunContext): FuzzRequest {
  const { target } = spec;
  if (target.authority === "signature") return webhookRequest(spec);
  const session = target.who === "user" ? ctx.user : ctx.visitor;
  const base = ctx.baselines.get(target.name) ?? target.fields;
  let fields: Field[] = [
    ...(target.honeypot ? ctx.honeypot : []).map(([n, v]): Field => [n, { text: v }]),
    ...base.map(([n, v]): Field => [n, { text: v }]),
  ];
  for (const m of spec.mutations) {
    if (m.op === "drop") fields = fields.filter(([n]) => n !== m.name);
    else if (m.op === "set") fields = [...fields.filter(([n]) => n !== m.name), [m.name, m.value]];
    else fields.push([m.name, m.value]);
  }
  if (spec.hugeField !== null) fields.push(["comments", { huge: spec.hugeField }]);

  const cookie = session.cookie;
  let origin: string | undefined = ctx.origin;
  let fetchSite: string | undefined;
  const set = (name: string, value: Value) => {
    fields = [...fields.filter(([n]) => n !== name), [name, value]];
  };
  switch (spec.defect) {
    case "cross-origin":
      origin = "https://evil.example";
      break;
    case "cross-site-fetch":
      origin = undefined;
      fetchSite = "cross-site";
      break;
    case "null-origin":
      origin = "null";
      break;
    case "honeypot":
      set("website_url", { text: spec.junk });
      break;
    case "garbage":
      if (target.breaks.length) {
        const [name, value] = target.breaks[spec.breakIndex % target.breaks.length]!;
        set(name, { text: value });
      }
      break;
    case "oversize":
      fields.push(["pad", { huge: FORM_LIMIT + 1 + (spec.breakIndex % 50_000) }]);
      break;
  }

  const headers: Record<string, string> = {};
  if (origin) headers.Origin = origin;
  if (origin && origin !== "null") headers.Referer = `${origin}${target.page ?? target.path}`;
  if (fetchSite) headers["Sec-Fetch-Site"] = fetchSite;
  if (cookie) headers.Cookie = cookie;
  const encoded = encodeForm(spec, fields);
  if (encoded.type) headers["Content-Type"] = encoded.type;
  return withBody(target.path, headers, encoded.body, spec);
}

function withBody(
  path: string,
  headers: Record<string, string>,
  body: Uint8Array | undefined,
  spec: BodySpec,
): FuzzRequest {
  // Half the oversized bodies are streamed (chunked, no Content-Length): the cap must hold while
  // reading, not only against the declared length.
  if (body && spec.defect === "oversize" && spec.breakIndex % 2 === 1) {
    return { path, headers, body: streamOf(body), size: body.byteLength };
  }
  return { path, headers, body, size: body?.byteLength ?? 0 };
}

function streamOf(bytes: Uint8Array): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.byteLength) return controller.close();
      controller.enqueue(bytes.subarray(offset, offset + 64 * 1024));
      offset += 64 * 1024;
    },
  });
}

function encodeForm(spec: BodySpec, fields: Field[]): { type?: string; body?: Uint8Array } {
  switch (spec.encoding) {
    case "urlencoded":
      return { type: "application/x-www-form-urlencoded", body: urlEncoded(fields) };
    case "no-content-type":
      return { body: urlEncoded(fields) };
    case "no-body":
      return {};
    case "multipart":
      return { type: `multipart/form-data; boundary=${BOUNDARY}`, body: multipart(fields) };
    case "multipart-broken": {
      const body = multipart(fields);
      const variant = spec.breakIndex % 3;
      if (variant === 0) return { type: "multipart/form-data", body };
      if (variant === 1) return { type: `multipart/form-data; boundary=other`, body };
      return {
        type: `multipart/form-data; boundary=${BOUNDARY}`,
        body: body.subarray(0, Math.max(0, body.byteLength - 40)),
      };
    }
    case "json":
      return { type: "application/json", body: utf8.encode(JSON.stringify(jsonOf(fields))) };
    case "json-broken":
      return {
        type: "application/json; charset=utf-8",
        body: concat([
          utf8.encode(JSON.stringify(jsonOf(fields)).slice(0, -1)),
          bytesOf({ bytes: [0xff, 0xc3] }),
        ]),
      };
    case "text":
      return {
        type: "text/plain;charset=UTF-8",
        body: concat(
          fields.flatMap(([n, v]) => [utf8.encode(`${n}=`), bytesOf(v), utf8.encode("\r\n")]),
        ),
      };
  }
}

/** The value's bytes as the client sends them (text as UTF-8, lone surrogates as U+FFFD). */
function bytesOf(value: Value): Uint8Array {
  if ("text" in value) return utf8.encode(value.text);
  if ("raw" in value) return utf8.encode(value.raw);
  if ("bytes" in value) return Uint8Array.from(value.bytes);
  if ("file" in value) return Uint8Array.from(value.file.bytes);
  if ("huge" in value) return new Uint8Array(value.huge).fill(0x61);
  return utf8.encode(JSON.stringify(value.json) ?? "null");
}

/** Percent-encodes every byte but the unreserved ones; `raw` values go in as they are. */
function percent(value: Value): string {
  if ("raw" in value) return value.raw;
  if ("huge" in value) return "a".repeat(value.huge);
  let out = "";
  for (const byte of bytesOf(value)) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(char)
      ? char
      : `%${byte.toString(16).padStart(2, "0").toUpperCase()}`;
  }
  return out;
}

function urlEncoded(fields: Field[]): Uint8Array {
  return utf8.encode(fields.map(([n, v]) => `${percent({ text: n })}=${percent(v)}`).join("&"));
}

function multipart(fields: Field[]): Uint8Array {
  const parts: Uint8Array[] = [];
  for (const [name, value] of fields) {
    const quoted = name.replace(/["\r\n]/g, "_");
    const head =
      "file" in value
        ? `Content-Disposition: form-data; name="${quoted}"; filename="${value.file.filename.replace(/["\r\n]/g, "_")}"\r\n` +
          (value.file.type ? `Content-Type: ${value.file.type}\r\n` : "")
        : `Content-Disposition: form-data; name="${quoted}"\r\n`;
    parts.push(utf8.encode(`--${BOUNDARY}\r\n${head}\r\n`), bytesOf(value), utf8.encode("\r\n"));
  }
  parts.push(utf8.encode(`--${BOUNDARY}--\r\n`));
  return concat(parts);
}

function jsonOf(fields: Field[]): Record<string, unknown> {
  // No prototype: a field named __proto__ is a key like any other.
  const object = Object.create(null) as Record<string, unknown>;
  for (const [name, value] of fields) {
    const v =
      "json" in value
        ? value.json
        : "file" in value
          ? { filename: value.file.filename, bytes: value.file.bytes }
          : "bytes" in value
            ? String.fromCharCode(...value.bytes)
            : "huge" in value
              ? "a".repeat(value.huge)
              : "text" in value
                ? value.text
                : value.raw;
    const earlier = Object.hasOwn(object, name) ? object[name] : undefined;
    object[name] = earlier === undefined ? v : [earlier, v].flat();
  }
  return object;
}

function webhookRequest(spec: BodySpec): FuzzRequest {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  for (const [name, value] of spec.signature) headers[name] = value;
  const body = bytesOf(spec.webhookBody);
  return { path: spec.target.path, headers, body, size: body.byteLength };
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.byteLength;
  }
  return out;
}
