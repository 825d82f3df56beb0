import { redirect } from "react-router";
import { authMessages, openAuth } from "~/.server/auth";
import { logger } from "~/.server/logger";
import { redirectWithToast } from "~/.server/flash-toast";
import { authToasts } from "~/utils/forms/auth";
import { formPost } from "~/.server/security/posted-body";
import type { RouteArgs } from "~/.server/context";

/** Nothing to show here: the sign-out forms post to this path. */
export function loader() {
  return redirect("/");
}

export async function action({ request, context }: RouteArgs) {
  await formPost(context);

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
}
