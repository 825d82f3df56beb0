import { fakeSupabaseControlURL } from "./ports";

/** A text message the fake Supabase Auth "sent" (tests/fakes/supabase-auth-server.ts). */
export type Text = { to: string; code: string; factorId: string; challengeId: string };

/** The last code texted to `phone` (E.164), read from the fake in place of a phone. */
export async function textedCode(phone: string): Promise<Text> {
  const answer = await fetch(
    `${fakeSupabaseControlURL}/texts/last?phone=${encodeURIComponent(phone)}`,
  );
  if (!answer.ok) throw new Error(`No text message to ${phone} (${answer.status})`);
  return (await answer.json()) as Text;
}

/** Six digits that are not `code`. */
export function wrongCodeFor(code: string): string {
  return code === "000000" ? "111111" : "000000";
}
