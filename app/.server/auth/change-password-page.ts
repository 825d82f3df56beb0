import type { AppLoadContext } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod";
import { data, redirect } from "@remix-run/node";
import { authPath } from "~/utils/forms/auth-fields";
import { changePasswordSchema, passwordToasts } from "~/utils/forms/password";
import { assertNotSpam } from "../security/honeypot";
import { redirectWithToast } from "../flash-toast";
import { invalidReply, refusedReply } from "./form-replies";
import { openAuth } from "./index";

/**
 * /account/password: "Change password" for a signed-in user (at aal2 when two-factor is on, as
 * every account page). Asks for the current password; the new one follows sign-up's rules;
 * every other session of the user ends.
 */
const PATH = "/account/password";

export async function loadChangePasswordPage(request: Request, context: AppLoadContext) {
  const auth = await openAuth(request, context);
  const state = await auth.state();
  if (!state || state.needsMfa) {
    throw redirect(authPath({ returnTo: PATH }), { headers: auth.headers });
  }
  const headers = new Headers(auth.headers);
  headers.set("Cache-Control", "private, no-store");
  return data({ email: state.user.email }, { headers });
}

export async function submitChangePasswordForm(
  request: Request,
  formData: FormData,
  context: AppLoadContext,
) {
  assertNotSpam(formData);
  const auth = await openAuth(request, context);
  const state = await auth.state();
  if (!state || state.needsMfa) {
    throw redirect(authPath({ returnTo: PATH }), { headers: auth.headers });
  }
  const submission = parseWithZod(formData, { schema: changePasswordSchema });
  if (submission.status !== "success") return invalidReply(auth, submission);
  const { password, currentPassword } = submission.value;
  const updated = await auth.updatePassword(password, currentPassword);
  if (!updated.ok) return refusedReply(auth, submission, updated.error);
  return redirectWithToast("/account", passwordToasts.changed, { headers: auth.headers });
}
