import { Honeypot } from "remix-utils/honeypot/server";
import { generatedSecret } from "./generated-secret";

/** The timestamp is published in every page, so it has its own secret (never SESSION_SECRET). */
const NAME_FIELD = "website_url";
const VALID_FROM_FIELD = "from__confirm";

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

/** AES costs more than the rest of the root loader. */
const PROPS_REUSE_MS = 1000;
let recent: { props: ReturnType<Honeypot["getInputProps"]>; madeAt: number } | undefined;

/** A shared timestamp only says "not before", which a second's rounding does not change. */
export function honeypotInputProps() {
  const now = Date.now();
  if (!recent || now - recent.madeAt >= PROPS_REUSE_MS || now < recent.madeAt) {
    recent = { props: getHoneypot().getInputProps({ validFromTimestamp: now }), madeAt: now };
  }
  return recent.props;
}

/** Whatever the fields hold, the answer is never a server error. */
export async function assertNotSpam(formData: FormData): Promise<void> {
  const trap = getHoneypot();
  if (!looksEncrypted(formData.get(VALID_FROM_FIELD))) throw refused();
  try {
    await trap.check(formData);
  } catch {
    // Web Crypto refuses a value that is not its own ciphertext (OperationError), not a SpamError.
    throw refused();
  }
}

function looksEncrypted(value: FormDataEntryValue | null): boolean {
  return value === null || (typeof value === "string" && ENCRYPTED_TIMESTAMP.test(value));
}

function refused() {
  return new Response("Your submission could not be accepted.", { status: 400 });
}
