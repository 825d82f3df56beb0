import { securityIntents } from "~/utils/forms/security";
import { refused } from "./account-security-response";
import type { AuthSession } from "./auth";
import { logger } from "./logger";
import { flashRecoveryCodes } from "./recovery-codes-flash";
import { redirectWithToast } from "./flash-toast";

/**
 * Recovery codes in the account page's Security part, where the adapter offers them: made when
 * two-factor sign-in turns on and whenever the user asks for new ones, and shown once, by the
 * /account page the POST redirects to (./recovery-codes-flash.ts); never stored readable.
 */

/** Two-factor sign-in just turned on: to /account with the toast, and the new codes if offered. */
export async function turnedOn(auth: AuthSession, toast: { title: string; description: string }) {
  const headers = new Headers(auth.headers);
  if (auth.supportsRecoveryCodes) {
    const made = await withCodes(auth);
    if (made) headers.append("Set-Cookie", made);
  }
  return redirectWithToast("/account", toast, { headers });
}

/** "Make new recovery codes": ten new ones replace the old (aal2 only, as the port checks). */
export async function renewRecoveryCodes(auth: AuthSession, userId: string) {
  const made = await auth.newRecoveryCodes();
  if (!made.ok) return refused(auth, securityIntents.recoveryNew, made.error);
  const headers = new Headers(auth.headers);
  headers.append("Set-Cookie", await flashRecoveryCodes(userId, made.value));
  return redirectWithToast(
    "/account",
    {
      title: "New recovery codes",
      description: "Your old recovery codes no longer work. Save the new ones below.",
    },
    { headers },
  );
}

async function withCodes(auth: AuthSession): Promise<string | null> {
  const state = await auth.state();
  const made = await auth.newRecoveryCodes();
  if (made.ok && state) return flashRecoveryCodes(state.user.id, made.value);
  logger.warn("recovery codes not made when two-factor sign-in turned on", {
    code: made.ok ? "not_signed_in" : made.error.code,
  });
  return null;
}
