import { data } from "react-router";
import { and, eq, sql } from "drizzle-orm";
import type { AppContext } from "../app-context";
import type { Database } from "../db";
import { newsletterSubscribers } from "../db/schema";
import { maskEmail, verifyUnsubscribeToken } from "./unsubscribe-token";

export async function unsubscribe(db: Database, email: string): Promise<void> {
  await db
    .update(newsletterSubscribers)
    .set({ status: "unsubscribed", unsubscribedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(newsletterSubscribers.email, email), eq(newsletterSubscribers.status, "active")));
}

export type UnsubscribePageData =
  | { state: "confirm"; address: string }
  | { state: "done"; address: string }
  | { state: "invalid"; message: string };

const INVALID_LINK_MESSAGE =
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

/** Nothing changes on a GET, so a mail scanner that opens every link unsubscribes nobody. */
export function unsubscribePage(request: Request, secret: string) {
  const email = verifyUnsubscribeToken(tokenOf(request), secret);
  if (!email) return invalid();
  return data<UnsubscribePageData>(
    { state: "confirm", address: maskEmail(email) },
    { headers: noStore },
  );
}

/** The signed token in the URL is the only authority (RFC 8058 one-click carries no cookie). */
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
