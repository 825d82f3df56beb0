import { Honeypot } from "remix-utils/honeypot/server";
import { generatedSecret } from "./generated-secret";

/**
 * The forms' honeypot: a field people never see (`website_url`, must stay empty) and the time
 * the page was made, encrypted (`from__confirm`). The timestamp is published in every page, so it
 * has its own secret: HONEYPOT_SECRET, or one generated under DATA_DIR (never SESSION_SECRET).
 */
const NAME_FIELD = "website_url";
const VALID_FROM_FIELD = "from__confirm";

/** What remix-utils' encryption writes: OpenSSL-style AES in base64, about 44 characters. */
const ENCRYPTED_TIMESTAMP = /^[A-Za-z0-9+/]{16,256}={0,2}$/;

const getHoneypotSecret = generatedSecret("honeypot-secret", (config) => config.honeypotSecret);

let honeypot: Honeypot | undefined;

function getHoneypot() {
  honeypot ??= new Honeypot({
    nameFieldName: NAME_FIELD,
    validFromFieldName: VALID_FROM_FIELD,
    encryptionSeed: getHoneypotSecret(),
  });
  return honeypot;
}

/** How long one encrypted timestamp is handed out (AES costs more than the rest of the root loader). */
const PROPS_REUSE_MS = 1000;
let recent: { props: ReturnType<Honeypot["getInputProps"]>; madeAt: number } | undefined;

/**
 * Props for `<HoneypotProvider>` in the root layout. Pages rendered within the same second share
 * one encrypted timestamp: it only says "not before", which a second's rounding does not change.
 */
export function honeypotInputProps() {
  const now = Date.now();
  if (!recent || now - recent.madeAt >= PROPS_REUSE_MS || now < recent.madeAt) {
    recent = { props: getHoneypot().getInputProps({ validFromTimestamp: now }), madeAt: now };
  }
  return recent.props;
}

/**
 * Public form actions call this: a filled honeypot, or a timestamp that is forged, garbled or
 * not this server's, gets a 400. Whatever the fields hold, the answer is never a server error.
 */
export function assertNotSpam(formData: FormData): void {
  const trap = getHoneypot();
  if (!looksEncrypted(formData.get(VALID_FROM_FIELD))) throw refused();
  try {
    trap.check(formData);
  } catch {
    // Anything check() throws comes from the posted fields: a SpamError, or crypto-js failing on
    // a value that decrypts to bytes that are not UTF-8 ("Malformed UTF-8 data").
    throw refused();
  }
}

/** Absent (remix-utils skips the check when both fields are), or shaped like our ciphertext. */
function looksEncrypted(value: FormDataEntryValue | null): boolean {
  return value === null || (typeof value === "string" && ENCRYPTED_TIMESTAMP.test(value));
}

function refused() {
  return new Response("Your submission could not be accepted.", { status: 400 });
}
