import { securityIntents } from "~/utils/forms/security-fields";
import { refused } from "./refused";
import type { AuthSession } from "../../auth";
import type { AppContext } from "../../app-context";
import type { Database } from "../../db";
import { logger } from "../../logger";
import { flashRecoveryCodes } from "./recovery-codes-flash";
import { redirectWithToast } from "../../flash-toast";
import type { SecurityForm } from "./section";

export async function turnedOn(
  auth: AuthSession,
  db: Database,
  toast: { title: string; description: string },
) {
  const headers = new Headers();
  if (auth.supportsRecoveryCodes) {
    const made = await withCodes(auth, db);
    if (made) headers.append("Set-Cookie", made);
  }
  return redirectWithToast("/account", toast, { headers });
}

export async function renewRecoveryCodes(
  app: AppContext,
  request: Request,
  { auth, user }: SecurityForm,
) {
  const made = await auth.newRecoveryCodes();
  if (!made.ok) return refused(securityIntents.recoveryNew, made.error);
  const headers = new Headers();
  headers.append("Set-Cookie", await flashRecoveryCodes(app.db, user.id, made.value));
  return redirectWithToast(
    "/account",
    {
      title: "New recovery codes",
      description: "Your old recovery codes no longer work. Save the new ones below.",
    },
    { headers },
  );
}

async function withCodes(auth: AuthSession, db: Database): Promise<string | null> {
  const state = await auth.state();
  const made = await auth.newRecoveryCodes();
  if (made.ok && state) return flashRecoveryCodes(db, state.user.id, made.value);
  logger.warn("recovery codes not made when two-factor sign-in turned on", {
    code: made.ok ? "not_signed_in" : made.error.code,
  });
  return null;
}
