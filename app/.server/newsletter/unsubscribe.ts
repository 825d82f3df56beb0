import { data } from "@remix-run/node";
import { and, eq, sql } from "drizzle-orm";
import type { AppContext } from "../app-context";
import type { Database } from "../db";
import { newsletterSubscribers } from "../db/schema";
import { maskEmail, verifyUnsubscribeToken } from "./unsubscribe-token";

/**
 * Marks the address unsubscribed (the first time's date is kept), whatever its state: doing it
 * twice gives the same answer. An address with no row (never stored, or removed by hand) has
 * nothing to stop, and is answered the same way.
 */
export async function unsubscribe(db: Database, email: string): Promise<void> {
  await db
    .update(newsletterSubscribers)
    .set({ status: "unsubscribed", unsubscribedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(newsletterSubscribers.email, email), eq(newsletterSubscribers.status, "active")));
}

/** What /newsletter/unsubscribe shows. */
export type UnsubscribePageData =
  | { state: "confirm"; address: string }
  | { state: "done"; address: string }
  | { state: "invalid"; message: string };

export const INVALID_LINK_MESSAGE =
  "This unsubscribe link is not valid. Please use the link from your newsletter e-mail exactly as it was sent, or contact us and we will remove your address.";

const noStore = { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" };

function invalid() {
  return data<UnsubscribePageData>(
    { state: "invalid", message: INVALID_LINK_MESSAGE },
    { status: 400, headers: noStore },
  );
}

function tokenOf(request: Request): string | null {
  return new URL(request.url).searchParams.get("token");
}

/**
 * GET: the address the link is for and a button to confirm. Nothing changes on a GET, so a mail
 * scanner that opens every link unsubscribes nobody. A missing, malformed or forged token is a 400.
 */
export function unsubscribePage(request: Request, secret: string) {
  const email = verifyUnsubscribeToken(tokenOf(request), secret);
  if (!email) return invalid();
  return data<UnsubscribePageData>(
    { state: "confirm", address: maskEmail(email) },
    { headers: noStore },
  );
}

/**
 * POST, from the page's button or from the mail provider's one-click request (RFC 8058: body
 * `List-Unsubscribe=One-Click`, no cookie): the signed token in the URL is the
 * only authority, and it is checked here before anything changes (ADR 24).
 */
export async function unsubscribeSubmission(
  app: Pick<AppContext, "db">,
  request: Request,
  { secret }: { secret: string },
) {
  const email = verifyUnsubscribeToken(tokenOf(request), secret);
  if (!email) return invalid();
  await unsubscribe(app.db, email);
  return data<UnsubscribePageData>(
    { state: "done", address: maskEmail(email) },
    { headers: noStore },
  );
}
