import type { AppLoadContext } from "@remix-run/node";
import { and, eq } from "drizzle-orm";
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
    const [profile, subscriber] = await Promise.all([
      db
        .select({ fullName: profiles.fullName })
        .from(profiles)
        .where(eq(profiles.id, user.id))
        .limit(1),
      db
        .select({ id: newsletterSubscribers.id })
        .from(newsletterSubscribers)
        .where(
          and(
            eq(newsletterSubscribers.email, user.email.toLowerCase()),
            eq(newsletterSubscribers.status, "active"),
          ),
        )
        .limit(1),
    ]);
    return { ...user, fullName: profile[0]?.fullName || null, subscribed: subscriber.length > 0 };
  } catch (error) {
    // Only conveniences depend on these: the page is served without them.
    logger.error("signed-in visitor's details not read", { error });
    return { ...user, fullName: null, subscribed: false };
  }
}
