import { redirect } from "react-router";
import { authMessages, openAuth } from "~/.server/auth";
import { logger } from "~/.server/logger";
import { formAction } from "~/.server/security/form-action";
import { redirectWithToast } from "~/.server/flash-toast";
import { authToasts } from "~/utils/forms/auth";
import { routeLoader } from "~/.server/route-loader";

/** Nothing to show here: the sign-out forms post to this path. */
export const loader = routeLoader(() => {
  return redirect("/");
});

export const action = formAction(async ({ request, context }) => {
  const auth = await openAuth(request, context);
  let message: string | null = null;
  try {
    const result = await auth.signOut();
    if (!result.ok) message = result.error.message;
  } catch (error) {
    logger.error("sign-out failed", { error });
    message = authMessages.unavailable;
  }
  if (message !== null) {
    return redirectWithToast("/", {
      title: authToasts.signOutErrorTitle,
      description: message,
      variant: "destructive",
    });
  }
  return redirectWithToast("/", authToasts.signedOut);
});
