// Square's webhook as the smoke sends it: the same event badly signed and signed.
import { SmokeError } from "./smoke-browser.mjs";

const SQUARE_SIGNATURE_HEADER = "x-square-hmacsha256-signature";

/** `signature` with its first character changed, so never equal to it whatever it starts with. */
function tampered(signature) {
  return `${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`;
}

/**
 * Posts `body` to the site at `origin` once per kind in `order`: "signed" must be accepted (2xx),
 * "badly signed" refused (4xx).
 */
export async function sendSquareWebhook(origin, body, signature, order) {
  for (const kind of order) {
    const response = await fetch(new URL("/webhooks/square", origin), {
      method: "POST",
      body,
      headers: {
        "Content-Type": "application/json",
        [SQUARE_SIGNATURE_HEADER]: kind === "signed" ? signature : tampered(signature),
      },
      signal: AbortSignal.timeout(15_000),
    });
    const text = await response.text();
    const [lowest, above] = kind === "signed" ? [200, 300] : [400, 500];
    if (response.status < lowest || response.status >= above) {
      throw new SmokeError(`a ${kind} event: HTTP ${response.status} ${text.slice(0, 100)}`);
    }
  }
}
