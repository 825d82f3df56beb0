/** Just enough MIME for nodemailer's output: decoded header fields and text/HTML parts. */
export type ReadMessage = {
  /** Field names lower-cased; the first occurrence of each. */
  headers: Record<string, string>;
  text: string | undefined;
  html: string | undefined;
};

export function readMessage(raw: string): ReadMessage {
  const { headers, body } = splitEntity(raw);
  const message: ReadMessage = { headers, text: undefined, html: undefined };
  collectParts(headers, body, message);
  return message;
}

function splitEntity(raw: string) {
  const end = raw.indexOf("\r\n\r\n");
  const head = end < 0 ? raw : raw.slice(0, end);
  const body = end < 0 ? "" : raw.slice(end + 4);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers[name] ??= decodeWords(line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function collectParts(headers: Record<string, string>, body: string, into: ReadMessage) {
  const type = (headers["content-type"] ?? "text/plain").toLowerCase();
  const boundary = /boundary="?([^";]+)"?/i.exec(headers["content-type"] ?? "")?.[1];
  if (type.startsWith("multipart/") && boundary) {
    const sections = `\r\n${body}`.split(`\r\n--${boundary}`);
    // the preamble before the first delimiter, and the epilogue after the closing one, go
    for (const section of sections.slice(1)) {
      if (section.startsWith("--")) break;
      const part = splitEntity(section.replace(/^[ \t]*\r\n/, ""));
      collectParts(part.headers, part.body, into);
    }
    return;
  }
  const content = decodeBody(body, headers["content-transfer-encoding"]).replace(/\r\n/g, "\n");
  if (type.startsWith("text/html")) into.html ??= content;
  else if (type.startsWith("text/plain")) into.text ??= content;
}

function decodeBody(body: string, encoding = "7bit"): string {
  switch (encoding.toLowerCase()) {
    case "quoted-printable":
      return qpBytes(body.replace(/=\r\n/g, "")).toString("utf8");
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    default:
      return body;
  }
}

function qpBytes(text: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text[i] === "=" ? text.slice(i + 1, i + 3) : "";
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i]!, "utf8"));
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words; adjacent ones are joined as bytes (a character may span two). */
function decodeWords(value: string): string {
  const word = /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g;
  return value
    .replace(/(\?=)\s+(?==\?)/g, "$1")
    .replace(new RegExp(`(?:${word.source})+`, "g"), (run) => {
      const bytes = [...run.matchAll(word)].map(([, , kind, text]) =>
        kind!.toUpperCase() === "B"
          ? Buffer.from(text!, "base64")
          : qpBytes(text!.replace(/_/g, " ")),
      );
      return Buffer.concat(bytes).toString("utf8");
    });
}
