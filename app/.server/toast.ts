import { createCookieSessionStorage, redirect } from "@remix-run/node";
import { toastSchema, type Toast, type ToastInput } from "~/utils/toast";
import { cookieDefaults } from "./security/cookies";

const TOAST_KEY = "toast" as const;

type ToastFlash = { [TOAST_KEY]: Toast };
let storage:
  | ReturnType<typeof createCookieSessionStorage<Record<string, never>, ToastFlash>>
  | undefined;

function getStorage() {
  storage ??= createCookieSessionStorage<Record<string, never>, ToastFlash>({
    cookie: { name: "toast", ...cookieDefaults() },
  });
  return storage;
}

/** A Set-Cookie header that carries `toast` to the next page the visitor sees. */
export async function createToastHeaders(input: ToastInput): Promise<Headers> {
  const session = await getStorage().getSession();
  session.flash(TOAST_KEY, toastSchema.parse(input));
  return new Headers({ "Set-Cookie": await getStorage().commitSession(session) });
}

/** Redirect and show a toast on the page redirected to (works without JavaScript). */
export async function redirectWithToast(url: string, input: ToastInput, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  const toastHeaders = await createToastHeaders(input);
  headers.append("Set-Cookie", toastHeaders.get("Set-Cookie")!);
  return redirect(url, { ...init, headers });
}

/** The flashed toast of this request, if any, and the header that clears it. */
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
