import type { LoadContext } from "~/.server/context";
import type { AppContext } from "../app-context";
import { parseWithZod } from "@conform-to/zod";
import { data, redirect } from "react-router";
import { createToast } from "~/utils/toast";
import { forgotPasswordSchema, passwordToasts } from "~/utils/forms/password";
import type { AuthFormResponse } from "~/utils/forms/auth";
import { assertNotSpam } from "../security/honeypot";
import { invalidReply, refusedReply } from "./form-replies";
import { openAuth } from "./index";

export async function loadForgotPage(
  app: AppContext,
  request: Request,
  { context }: { context: LoadContext },
) {
  const auth = await openAuth(request, context);
  const state = await auth.state();
  if (state && !state.needsMfa) throw redirect("/account/password");
  return data({ sent: false });
}

export async function submitForgotForm(
  app: AppContext,
  request: Request,
  { formData, context }: { formData: FormData; context: LoadContext },
) {
  await assertNotSpam(formData);
  const auth = await openAuth(request, context);
  const submission = parseWithZod(formData, { schema: forgotPasswordSchema });
  if (submission.status !== "success") return invalidReply(submission);
  const result = await auth.requestPasswordReset(submission.value.email);
  if (!result.ok) return refusedReply(submission, result.error);
  return data<AuthFormResponse & { sent: true }>({
    sent: true,
    result: submission.reply(),
    toast: createToast(passwordToasts.resetSent),
  });
}
