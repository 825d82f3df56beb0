import { parseWithZod } from "@conform-to/zod";
import { data } from "react-router";
import type { SecurityResponse } from "~/utils/account-security";
import { profileSchema, profileToasts } from "~/utils/forms/profile";
import { profileIntent } from "~/utils/forms/profile-fields";
import { createToast } from "~/utils/toast";
import type { AppContext } from "../app-context";
import { profiles } from "../db/schema";
import { redirectWithToast } from "../flash-toast";
import { clientIpKey } from "../security/client-ip";
import { assertNotSpam } from "../security/honeypot";
import { userAllowances } from "../security/rate-limit";
import type { SecurityForm } from "./security/section";

/** Changes per user per 15 minutes: plenty for a person, little for a script. */
const CHANGES_PER_USER = 20;

/** The profile form, checked with sign-up's rules and counted per user and per address. */
export async function submitProfileForm(
  app: AppContext,
  request: Request,
  { formData, user }: SecurityForm,
) {
  await assertNotSpam(formData);
  const submission = parseWithZod(formData, { schema: profileSchema });
  if (submission.status !== "success") {
    return data<SecurityResponse>(
      { intent: profileIntent, result: submission.reply() },
      { status: 400 },
    );
  }
  const limited = await app.rateLimit(
    userAllowances(
      "profile",
      user.id,
      clientIpKey(request, app.config.auth.trustProxyHops),
      CHANGES_PER_USER,
    ),
  );
  if (limited.limited) {
    const headers = new Headers();
    headers.set("Retry-After", String(limited.retryAfterS));
    const message = profileToasts.tooMany(limited.retryAfterS);
    return data<SecurityResponse>(
      {
        intent: profileIntent,
        result: submission.reply({ formErrors: [message.description] }),
        error: message.description,
        toast: createToast(message),
      },
      { status: 429, headers },
    );
  }
  const details = submission.value;
  await app.db
    .insert(profiles)
    .values({ id: user.id, ...details })
    .onConflictDoUpdate({ target: profiles.id, set: details });
  return redirectWithToast("/account", profileToasts.saved);
}
