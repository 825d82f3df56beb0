import { eq } from "drizzle-orm";
import { businessLines } from "~/utils/business-lines";
import type { Database, Transaction } from "../db";
import { profiles, type Payment } from "../db/schema";
import { readSiteSetting } from "../site-content";

/** The name the customer gave their account; none for an account without a profile. */
export async function customerNameOf(
  db: Database | Transaction,
  userId: string,
): Promise<string | undefined> {
  const [profile] = await db
    .select({ fullName: profiles.fullName })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return profile?.fullName || undefined;
}

/** What a receipt adds to the order's own fields, as they stood when it was paid. */
export async function receiptFields(
  tx: Transaction,
  payment: Payment,
): Promise<Record<string, string>> {
  const customerName = await customerNameOf(tx, payment.userId);
  const contact = await readSiteSetting(tx, "contact");
  return {
    ...(customerName && { customerName }),
    business: businessLines(contact).join("\n"),
  };
}
