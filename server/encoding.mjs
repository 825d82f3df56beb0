/**
 * The encoding to send of those a resource has (`br`, `gzip`; identity always): the first the
 * request's Accept-Encoding takes, brotli first, honouring `;q=0`.
 *
 * @param {string | string[] | undefined} acceptEncoding
 * @param {{ br?: unknown; gzip?: unknown }} variants
 * @returns {"br" | "gzip" | undefined}
 */
export function pickEncoding(acceptEncoding, variants) {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(",") : acceptEncoding;
  if (!header) return undefined;
  const accepted = new Map();
  for (const part of header.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const takes = (name) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (variants.br && takes("br")) return "br";
  if (variants.gzip && takes("gzip")) return "gzip";
  return undefined;
}

/** Whether If-None-Match names `tag` (weak comparison, as RFC 9110 asks for GET and HEAD). */
export function notModified(ifNoneMatch, tag) {
  if (typeof ifNoneMatch !== "string" || !tag) return false;
  return ifNoneMatch
    .split(",")
    .some((value) => ["*", tag].includes(value.trim().replace(/^W\//, "")));
}
