import type { LoadContext } from "~/.server/context";
import { appContextOf } from "./context";
import type { SessionUser } from "./auth/session-user";
import { logger } from "./logger";
import { visitorDetails } from "./visitor-details";

export type RootUser = SessionUser & { fullName: string | null; subscribed: boolean };

export async function describeRootUser(
  user: SessionUser | null,
  context: LoadContext,
): Promise<RootUser | null> {
  if (!user) return null;
  try {
    const { db } = await appContextOf(context);
    const details = await visitorDetails(context, db, user);
    return { ...user, fullName: details.fullName || null, subscribed: details.subscribed };
  } catch (error) {
    // Only conveniences depend on these: the page is served without them.
    logger.error("signed-in visitor's details not read", { error });
    return { ...user, fullName: null, subscribed: false };
  }
}
