import { createCookieSessionStorage } from "@remix-run/node";
import { z } from "zod";
import { cookieDefaults } from "./security/cookies";

/**
 * Carries recovery codes just made from the POST that made them to the one GET of /account that
 * shows them (post/redirect/get: a reload never makes new codes, it works without JavaScript,
 * and with Supabase the page is read with the session cookies the POST set). The cookie is
 * HttpOnly and signed, lives 10 minutes at most, belongs to one user id and is
 * cleared by the page that shows it (ADR 20).
 */
const flashSchema = z.object({
  userId: z.string().min(1).max(64),
  codes: z.array(z.string().max(20)).min(1).max(20),
});

type Flash = { recovery: z.infer<typeof flashSchema> };

let storage:
  | ReturnType<typeof createCookieSessionStorage<Record<string, never>, Flash>>
  | undefined;

function getStorage() {
  storage ??= createCookieSessionStorage<Record<string, never>, Flash>({
    // Path "/": the page's data request with JavaScript is /account.data, which a cookie scoped
    // to /account would not reach.
    cookie: { name: "recovery_codes", ...cookieDefaults(), maxAge: 10 * 60 },
  });
  return storage;
}

/** The Set-Cookie header that shows `codes` to `userId` on their next /account page. */
export async function flashRecoveryCodes(userId: string, codes: string[]): Promise<string> {
  const session = await getStorage().getSession();
  session.flash("recovery", { userId, codes });
  return getStorage().commitSession(session);
}

/**
 * The codes flashed to `userId`, once, and the header that clears the cookie (also when the codes
 * were someone else's: a shared browser never shows one user's codes to another).
 */
export async function takeRecoveryCodes(
  request: Request,
  userId: string,
): Promise<{ codes: string[] | null; setCookie: string | null }> {
  const cookie = request.headers.get("Cookie");
  if (!cookie?.includes("recovery_codes=")) return { codes: null, setCookie: null };
  const session = await getStorage().getSession(cookie);
  const parsed = flashSchema.safeParse(session.get("recovery"));
  const codes = parsed.success && parsed.data.userId === userId ? parsed.data.codes : null;
  return { codes, setCookie: await getStorage().destroySession(session) };
}
