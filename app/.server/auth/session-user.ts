/** The signed-in visitor as pages see them (D2 §3 "Signed-in user"). */
export type SessionUser = { id: string; email: string };

/**
 * Who is signed in on this request. Accounts (sign-up, sign-in and their session cookie) are not
 * built yet, so nobody can be signed in and this answers null; the accounts work replaces this
 * body with the real session lookup, and every signed-in branch (checkout, video purchase,
 * navbar) then applies without other changes.
 */
export async function getOptionalUser(_request: Request): Promise<SessionUser | null> {
  return null;
}
