import { createCookieSessionStorage, redirect } from "react-router";
import { z } from "zod";
import { createToast, type Toast, type ToastInput } from "~/utils/toast";
import { cookieDefaults, cookieName } from "./security/cookies";

/** Anything else (old or forged) is ignored. */
const toastSchema = z.object({
  id: z.string().max(64),
  title: z.string().max(200),
  description: z.string().max(500).optional(),
  variant: z.enum(["default", "destructive"]),
  action: z.object({ label: z.string().max(60), href: z.string().max(2048) }).optional(),
});

const TOAST_KEY = "toast" as const;

type ToastFlash = { [TOAST_KEY]: Toast };
let storage:
  | ReturnType<typeof createCookieSessionStorage<Record<string, never>, ToastFlash>>
  | undefined;

function getStorage() {
  storage ??= createCookieSessionStorage<Record<string, never>, ToastFlash>({
    cookie: { name: cookieName("toast"), ...cookieDefaults() },
  });
  return storage;
}

export async function createToastHeaders(input: ToastInput): Promise<Headers> {
  const session = await getStorage().getSession();
  session.flash(TOAST_KEY, toastSchema.parse(createToast(input)));
  return new Headers({ "Set-Cookie": await getStorage().commitSession(session) });
}

export async function redirectWithToast(url: string, input: ToastInput, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  const toastHeaders = await createToastHeaders(input);
  headers.append("Set-Cookie", toastHeaders.get("Set-Cookie")!);
  return redirect(url, { ...init, headers });
}

export async function getToast(
  request: Request,
): Promise<{ toast: Toast | null; headers: Headers | null }> {
  const session = await getStorage().getSession(request.headers.get("Cookie"));
  const parsed = toastSchema.safeParse(session.get(TOAST_KEY));
  const toast = parsed.success ? parsed.data : null;
  return {
    toast,
    headers: toast
      ? new Headers({ "Set-Cookie": await getStorage().destroySession(session) })
      : null,
  };
}
