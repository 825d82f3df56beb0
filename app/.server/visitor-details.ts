import type { LoadContext } from "~/.server/context";
import { eq, sql } from "drizzle-orm";
import type { ProfileDetails } from "~/utils/forms/profile";
import type { Database } from "./db";
import { newsletterSubscribers, profiles } from "./db/schema";

export type VisitorDetails = ProfileDetails & { subscribed: boolean };

const detailsByContext = new WeakMap<object, Promise<VisitorDetails>>();

/** Read once per request: the root loader and the account page share it through the load context. */
export function visitorDetails(
  context: LoadContext,
  db: Database,
  user: { id: string; email: string },
): Promise<VisitorDetails> {
  let details = detailsByContext.get(context);
  if (!details) {
    details = readVisitorDetails(db, user);
    detailsByContext.set(context, details);
  }
  return details;
}

async function readVisitorDetails(
  db: Database,
  user: { id: string; email: string },
): Promise<VisitorDetails> {
  const [row] = await db
    .select({
      fullName: profiles.fullName,
      businessName: profiles.businessName,
      telephone: profiles.telephone,
      subscribed: sql<boolean>`exists (select 1 from ${newsletterSubscribers} where ${newsletterSubscribers.email} = ${user.email.toLowerCase()} and ${newsletterSubscribers.status} = 'active')`,
    })
    .from(sql`(values (1)) as visitor(one)`)
    .leftJoin(profiles, eq(profiles.id, user.id));
  return {
    fullName: row?.fullName ?? "",
    businessName: row?.businessName ?? "",
    telephone: row?.telephone ?? "",
    subscribed: Boolean(row?.subscribed),
  };
}
