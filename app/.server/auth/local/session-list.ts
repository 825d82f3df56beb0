import { authMessages, fail, ok, type Result, type SessionInfo } from "../port";
import type { LocalMfa } from "./mfa";
import { deleteOtherSessions, listUserSessions } from "./sessions";

type SessionContext = Pick<LocalMfa, "session" | "db" | "now">;

export async function listSessions(ctx: SessionContext): Promise<Result<SessionInfo[]>> {
  const session = await ctx.session();
  if (!session) return fail("not_signed_in", authMessages.notSignedIn);
  if (session.aal === "aal1" && session.hasVerifiedFactor) {
    return fail("mfa_required", authMessages.mfaRequired);
  }
  const rows = await listUserSessions(ctx.db, session.userId, ctx.now());
  const listed = rows.map((row) => ({
    device: row.device ?? "Unknown device",
    createdAt: row.createdAt,
    lastSeenAt: row.lastSeenAt,
    current: row.idHash === session.idHash,
  }));
  return ok([...listed.filter((s) => s.current), ...listed.filter((s) => !s.current)]);
}

export async function signOutOthers(ctx: SessionContext): Promise<Result<null>> {
  const session = await ctx.session();
  if (!session) return fail("not_signed_in", authMessages.notSignedIn);
  if (session.aal === "aal1" && session.hasVerifiedFactor) {
    return fail("mfa_required", authMessages.mfaRequired);
  }
  await deleteOtherSessions(ctx.db, session.userId, session.idHash);
  return ok(null);
}
