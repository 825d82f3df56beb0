import { Honeypot, SpamError } from "remix-utils/honeypot/server";
import { getSessionSecret } from "./session-secret";

let honeypot: Honeypot | undefined;

function getHoneypot() {
  honeypot ??= new Honeypot({
    nameFieldName: "website_url",
    validFromFieldName: "from__confirm",
    encryptionSeed: getSessionSecret(),
  });
  return honeypot;
}

/** Props for `<HoneypotProvider>` in the root layout. */
export function honeypotInputProps() {
  return getHoneypot().getInputProps();
}

/** Public form actions call this: a filled honeypot or a forged timestamp gets a 400. */
export function assertNotSpam(formData: FormData): void {
  try {
    getHoneypot().check(formData);
  } catch (error) {
    if (error instanceof SpamError) {
      throw new Response("Your submission could not be accepted.", { status: 400 });
    }
    throw error;
  }
}
