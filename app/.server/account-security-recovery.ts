import { data } from "@remix-run/node";
import { securityIntents } from "~/utils/forms/security";
import { createToast } from "~/utils/toast";
import { refused, type SecurityResponse } from "./account-security-response";
import type { AuthSession } from "./auth";
import { logger } from "./logger";
import { redirectWithToast } from "./toast";

/**
 * Recovery codes in the account page's Security part, where the adapter offers them: made when
 * two-factor sign-in turns on and whenever the user asks for new ones, and shown once, in the
 * answer to that POST (never stored readable, never in a URL or a cookie).
 */

/**
 * Two-factor sign-in just turned on: the answer shows the new codes with the toast; without codes
 * (not offered, or not made) it is the redirect with the toast, as before.
 */
export async function turnedOn(
  auth: AuthSession,
  intent: string,
  toast: { title: string; description: string },
) {
  if (auth.supportsRecoveryCodes) {
    const made = await auth.newRecoveryCodes();
    if (made.ok) {
      return data<SecurityResponse>(
        { intent, recoveryCodes: made.value, toast: createToast(toast) },
        { headers: auth.headers },
      );
    }
    logger.warn("recovery codes not made when two-factor sign-in turned on", {
      code: made.error.code,
    });
  }
  return redirectWithToast("/account", toast, { headers: auth.headers });
}

/** "Make new recovery codes": ten new ones replace the old (aal2 only, as the port checks). */
export async function renewRecoveryCodes(auth: AuthSession) {
  const intent = securityIntents.recoveryNew;
  const made = await auth.newRecoveryCodes();
  if (!made.ok) return refused(auth, intent, made.error);
  return data<SecurityResponse>(
    {
      intent,
      recoveryCodes: made.value,
      toast: createToast({
        title: "New recovery codes",
        description: "Your old recovery codes no longer work. Save the new ones below.",
      }),
    },
    { headers: auth.headers },
  );
}
