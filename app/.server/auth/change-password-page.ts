import type { LoadContext } from "~/.server/context";
import type { AppContext } from "../app-context";
import { parseWithZod } from "@conform-to/zod";
import { data } from "react-router";
import { changePasswordSchema, passwordToasts } from "~/utils/forms/password";
import { assertNotSpam } from "../security/honeypot";
import { redirectWithToast } from "../flash-toast";
import { invalidReply, refusedReply } from "./form-replies";
import { requireUser } from "./session-user";

const PATH = "/account/password";

export async function loadChangePasswordPage(
  app: AppContext,
  request: Request,
  { context }: { context: LoadContext },
) {
  const { user } = await requireUser(request, context, { returnTo: PATH, fresh: true });
  const headers = new Headers();
  headers.set("Cache-Control", "private, no-store");
  return data({ email: user.email }, { headers });
}

export async function submitChangePasswordForm(
  app: AppContext,
  request: Request,
  { formData, context }: { formData: FormData; context: LoadContext },
) {
  await assertNotSpam(formData);
  const { auth } = await requireUser(request, context, { returnTo: PATH, fresh: true });
  const submission = parseWithZod(formData, { schema: changePasswordSchema });
  if (submission.status !== "success") return invalidReply(submission);
  const { password, currentPassword } = submission.value;
  const updated = await auth.updatePassword(password, currentPassword);
  if (!updated.ok) return refusedReply(submission, updated.error);
  return redirectWithToast("/account", passwordToasts.changed);
}
