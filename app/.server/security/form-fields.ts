/** Parsing a 2 MiB body of half a million fields held the event loop; these scans stop early. */

export const MAX_FORM_FIELDS = 1000;

const AMPERSAND = 0x26;

function bytesOf(body: Uint8Array): Buffer {
  return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
}

function isUrlEncoded(type: string) {
  return type.toLowerCase().startsWith("application/x-www-form-urlencoded");
}

function boundaryOf(type: string): string | null {
  if (!/^multipart\/form-data\s*;/i.test(type)) return null;
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(type);
  return match?.[1] ?? match?.[2] ?? null;
}

function occurrences(bytes: Buffer, needle: Buffer | number, stopAt: number): number {
  let count = 0;
  let at = bytes.indexOf(needle);
  const step = typeof needle === "number" ? 1 : needle.length;
  while (at !== -1 && count < stopAt) {
    count++;
    at = bytes.indexOf(needle, at + step);
  }
  return count;
}

export function hasTooManyFields(body: Uint8Array, type: string, max = MAX_FORM_FIELDS): boolean {
  const bytes = bytesOf(body);
  if (isUrlEncoded(type)) return occurrences(bytes, AMPERSAND, max) + 1 > max;
  const boundary = boundaryOf(type);
  if (!boundary) return false;
  // Each part starts with `--boundary`; the closing one adds one more.
  return occurrences(bytes, Buffer.from(`--${boundary}`), max + 2) - 1 > max;
}
