import { parseWithZod } from "@conform-to/zod";
import { data, redirect } from "react-router";
import type { LoadContext } from "~/.server/context";
import { phoneEnding } from "~/utils/forms/phone-number";
import {
  activateSchema,
  AUTHENTICATOR_NAME,
  factorSchema,
  securityToasts,
} from "~/utils/forms/security";
import { securityIntents } from "~/utils/forms/security-fields";
import { enrollPhone, activatePhone, resendPhoneCode } from "./phone";
import { renewRecoveryCodes, turnedOn } from "./recovery-codes";
import type { Enrollment, SecurityResponse, SecurityView } from "~/utils/account-security";
import { loadSessions, signOutOthers } from "./sessions";
import { refused } from "./refused";
import { codeRefusal, resendMailedCode } from "./mailed-code";
import type { AuthSession, AuthUser } from "../../auth";
import type { AppContext } from "../../app-context";
import { requireUser } from "../../auth/session-user";
import { qrDataUrl } from "../../auth/common/qr-code";
import { takeRecoveryCodes } from "./recovery-codes-flash";
import { profileIntent } from "~/utils/forms/profile-fields";
import { submitProfileForm } from "../profile";
import type { Database } from "../../db";
import { redirectWithToast } from "../../flash-toast";

export type { Enrollment, SecurityView } from "~/utils/account-security";

/** `setCookie` clears the new recovery codes' cookie once they are shown. */
export async function loadSecurity(
  auth: AuthSession,
  request: Request,
  db: Database,
): Promise<{ view: SecurityView; setCookie: string | null }> {
  const { codes, setCookie } = await takeNewRecoveryCodes(auth, request, db);
  return { view: await securityView(auth, codes), setCookie };
}

async function securityView(
  auth: AuthSession,
  newRecoveryCodes: string[] | null,
): Promise<SecurityView> {
  const supportsPhoneFactors = auth.supportsPhoneFactors;
  const sessions = await loadSessions(auth);
  const state = await auth.state();
  const email = state?.user.email ?? "";
  // aal1 and nothing owed: no verified factor to list (AuthState), so no second lookup.
  const factors =
    state?.aal === "aal1" && !state.needsMfa
      ? ({ ok: true, value: [] } as const)
      : await auth.factors();
  if (!factors.ok) {
    return {
      email,
      authenticator: null,
      phone: null,
      supportsPhoneFactors,
      recoveryCodesLeft: null,
      newRecoveryCodes,
      unavailable: true,
      sessions,
    };
  }
  const verified = factors.value.filter((f) => f.status === "verified");
  const left =
    verified.length && auth.supportsRecoveryCodes ? await auth.recoveryCodesLeft() : null;
  const app = verified.find((f) => f.type === "totp");
  const phone = verified.find((f) => f.type === "phone");
  return {
    email,
    authenticator: app
      ? { id: app.id, name: app.friendlyName, addedAt: app.createdAt.toISOString() }
      : null,
    phone: phone
      ? {
          id: phone.id,
          ending: phoneEnding(phone.phone ?? ""),
          addedAt: phone.createdAt.toISOString(),
        }
      : null,
    supportsPhoneFactors,
    recoveryCodesLeft: left?.ok ? left.value : null,
    newRecoveryCodes,
    unavailable: false,
    sessions,
  };
}

async function takeNewRecoveryCodes(auth: AuthSession, request: Request, db: Database) {
  const state = await auth.state();
  if (!state) return { codes: null, setCookie: null };
  return takeRecoveryCodes(db, request, state.user.id);
}

export type SecurityForm = { auth: AuthSession; user: AuthUser; formData: FormData };

export async function submitSecurityForm(
  app: AppContext,
  request: Request,
  { formData, context }: { formData: FormData; context: LoadContext },
) {
  const signedIn = await requireUser(request, context, { returnTo: "/account", fresh: true });
  const form: SecurityForm = { ...signedIn, formData };
  switch (formData.get("intent")) {
    case profileIntent:
      return submitProfileForm(app, request, form);
    case securityIntents.enroll:
      return enroll(app, request, form);
    case securityIntents.activate:
      return activate(app, request, form);
    case securityIntents.cancel:
      return cancel(app, request, form);
    case securityIntents.remove:
      return remove(app, request, form);
    case securityIntents.phoneEnroll:
      return enrollPhone(app, request, form);
    case securityIntents.phoneActivate:
      return activatePhone(app, request, form);
    case securityIntents.phoneResend:
      return resendPhoneCode(app, request, form);
    case securityIntents.recoveryNew:
      return renewRecoveryCodes(app, request, form);
    case securityIntents.signOutOthers:
      return signOutOthers(app, request, form);
    case securityIntents.mailedResend:
      return resendMailedCode(app, request, {
        ...form,
        enrollment: await enrollmentFrom(Object.fromEntries(formData)),
      });
    default:
      throw new Response("Unknown form", { status: 400 });
  }
}

/** A half-done enrolment is dropped first, so an account never collects unverified factors. */
async function enroll(app: AppContext, request: Request, { auth }: SecurityForm) {
  const intent = securityIntents.enroll;
  const factors = await auth.factors();
  if (!factors.ok) return refused(intent, factors.error);
  if (factors.value.some((f) => f.status === "verified")) {
    return redirect("/account");
  }
  for (const stale of factors.value.filter((f) => f.status === "unverified")) {
    const removed = await auth.removeFactor(stale.id);
    if (!removed.ok) return refused(intent, removed.error);
  }
  const enrolled = await auth.enrollTotp(AUTHENTICATOR_NAME);
  if (!enrolled.ok) return refused(intent, enrolled.error);
  return data<SecurityResponse>({ intent, enrollment: enrolled.value });
}

async function activate(app: AppContext, request: Request, { auth, formData }: SecurityForm) {
  const intent = securityIntents.activate;
  const submission = parseWithZod(formData, { schema: activateSchema });
  const enrollment = await enrollmentFrom(submission.payload);
  if (submission.status !== "success") {
    return data<SecurityResponse>(
      { intent, result: submission.reply(), ...(enrollment ? { enrollment } : {}) },
      { status: 400 },
    );
  }
  const { factorId, code, mailedCode } = submission.value;
  const verified = await auth.verifyFactor(factorId, code, undefined, mailedCode);
  if (!verified.ok) {
    return refused(intent, verified.error, {
      result: codeRefusal(submission, verified.error),
      ...(enrollment ? { enrollment } : {}),
    });
  }
  return turnedOn(auth, app.db, securityToasts.enabled);
}

async function cancel(app: AppContext, request: Request, { auth, formData }: SecurityForm) {
  const submission = parseWithZod(formData, { schema: factorSchema });
  if (submission.status !== "success") return redirect("/account");
  const factors = await auth.factors();
  if (!factors.ok) return refused(securityIntents.cancel, factors.error);
  const pending = factors.value.find(
    (f) => f.id === submission.value.factorId && f.status === "unverified",
  );
  if (pending) {
    const removed = await auth.removeFactor(pending.id);
    if (!removed.ok) return refused(securityIntents.cancel, removed.error);
  }
  return redirect("/account");
}

async function remove(app: AppContext, request: Request, { auth, formData }: SecurityForm) {
  const intent = securityIntents.remove;
  const submission = parseWithZod(formData, { schema: factorSchema });
  if (submission.status !== "success") {
    throw new Response("Missing factor", { status: 400 });
  }
  const removed = await auth.removeFactor(submission.value.factorId);
  if (!removed.ok) return refused(intent, removed.error);
  return redirectWithToast("/account", securityToasts.disabled);
}

/**
 * Redraws the QR code only for an otpauth URI whose key is the posted one: the user's own key,
 * already shown to them; the auth service checks the factor on every code.
 */
async function enrollmentFrom(payload: Record<string, unknown>): Promise<Enrollment | null> {
  const parsed = activateSchema
    .pick({ factorId: true, secret: true, uri: true })
    .safeParse(payload);
  if (!parsed.success || !parsed.data.secret || !parsed.data.uri) return null;
  const { factorId, secret, uri } = parsed.data;
  let keyInUri: string | null;
  try {
    keyInUri = new URL(uri).searchParams.get("secret");
  } catch {
    return null;
  }
  if (keyInUri !== secret) return null;
  return { factorId, secret, uri, qrDataUrl: await qrDataUrl(uri) };
}
