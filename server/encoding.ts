/**
 * The encoding to send of those a resource has (`br`, `gzip`; identity always): the first the
 * request's Accept-Encoding takes, brotli first, honouring `;q=0`.
 */
export function pickEncoding(
  acceptEncoding: string | string[] | undefined,
  variants: { br?: unknown; gzip?: unknown },
): "br" | "gzip" | undefined {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(",") : acceptEncoding;
  if (!header) return undefined;
  const takes = accepted(header);
  if (variants.br && takes.br) return "br";
  if (variants.gzip && takes.gzip) return "gzip";
  return undefined;
}

// Browsers send a handful of distinct Accept-Encoding values: each is parsed once.
const parsed = new Map<string, { br: boolean; gzip: boolean }>();
const PARSED_MAX = 64;

/** Whether an Accept-Encoding value takes brotli and gzip. */
function accepted(header: string) {
  let takes = parsed.get(header);
  if (takes) return takes;
  const q = new Map<string, number>();
  for (const part of header.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const value = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    q.set((name ?? "").trim(), value === undefined ? 1 : Number(value));
  }
  const allows = (name: string) => (q.get(name) ?? q.get("*") ?? 0) > 0;
  takes = { br: allows("br"), gzip: allows("gzip") };
  if (parsed.size >= PARSED_MAX) parsed.clear();
  parsed.set(header, takes);
  return takes;
}

/** Whether If-None-Match names `tag` (weak comparison, as RFC 9110 asks for GET and HEAD). */
export function notModified(ifNoneMatch: string | string[] | undefined, tag: string) {
  if (typeof ifNoneMatch !== "string" || !tag) return false;
  return ifNoneMatch
    .split(",")
    .some((value) => ["*", tag].includes(value.trim().replace(/^W\//, "")));
}
