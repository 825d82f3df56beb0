import type { AppLoadContext } from "@remix-run/node";
import { sql } from "drizzle-orm";
import { appContextOf } from "./app-context";
import type { SessionUser } from "./auth/session-user";
import { newsletterSubscribers, profiles } from "./db/schema";
import { logger } from "./logger";

/**
 * The signed-in visitor as every page knows them (root loader): who they are, the name their
 * profile gives (forms fill it in), and whether their address is an active newsletter subscriber
 * (the pop-up never asks them). Anonymous visitors get null, as before.
 */
export type RootUser = SessionUser & { fullName: string | null; subscribed: boolean };

export async function describeRootUser(
  user: SessionUser | null,
  context: AppLoadContext,
): Promise<RootUser | null> {
  if (!user) return null;
  try {
    const { db } = await appContextOf(context);
    // One round trip on every signed-in page: both answers are subqueries of one select.
    const [row] = await db
      .select({
        fullName: sql<
          string | null
        >`(select ${profiles.fullName} from ${profiles} where ${profiles.id} = ${user.id})`,
        subscribed: sql<boolean>`exists (select 1 from ${newsletterSubscribers} where ${newsletterSubscribers.email} = ${user.email.toLowerCase()} and ${newsletterSubscribers.status} = 'active')`,
      })
      .from(sql`(values (1)) as visitor(one)`);
    return { ...user, fullName: row?.fullName || null, subscribed: Boolean(row?.subscribed) };
  } catch (error) {
    // Only conveniences depend on these: the page is served without them.
    logger.error("signed-in visitor's details not read", { error });
    return { ...user, fullName: null, subscribed: false };
  }
}
