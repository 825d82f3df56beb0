import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { authMessages, getAuth } from "~/.server/auth";
import { logger } from "~/.server/logger";
import { assertValidPost } from "~/.server/security/csrf";
import { readFormData } from "~/.server/security/form-data";
import { redirectWithToast } from "~/.server/toast";
import { authToasts } from "~/utils/forms/auth";

/** Nothing to show here: the sign-out forms post to this path. */
export function loader() {
  return redirect("/");
}

/** POST /auth/sign-out (S-AUTH-22, 23, 24): ends the session and goes home with a toast. */
export async function action({ request }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  await assertValidPost(request, formData);
  const auth = await getAuth(request);
  let message: string | null = null;
  try {
    const result = await auth.signOut();
    if (!result.ok) message = result.error.message;
  } catch (error) {
    logger.error("sign-out failed", { error });
    message = authMessages.unavailable;
  }
  if (message !== null) {
    return redirectWithToast(
      "/",
      { title: authToasts.signOutErrorTitle, description: message, variant: "destructive" },
      { headers: auth.headers },
    );
  }
  return redirectWithToast("/", authToasts.signedOut, { headers: auth.headers });
}
