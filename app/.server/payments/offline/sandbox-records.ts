import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db";
import { sandboxObjects } from "../../db/schema";

/** In the site's database so every server process sees the same sandbox. */
export type SandboxKind = "order" | "invoice" | "refund";

export type SandboxRecord<T> = { id: string; status: string; data: T };

export async function putRecord<T extends Record<string, unknown>>(
  db: Database,
  kind: SandboxKind,
  id: string,
  status: string,
  data: T,
): Promise<SandboxRecord<T>> {
  await db.insert(sandboxObjects).values({ id, kind, status, data }).onConflictDoNothing();
  return (await getRecord<T>(db, kind, id))!;
}

export async function getRecord<T>(
  db: Database,
  kind: SandboxKind,
  id: string,
): Promise<SandboxRecord<T> | undefined> {
  const [row] = await db
    .select()
    .from(sandboxObjects)
    .where(and(eq(sandboxObjects.id, id), eq(sandboxObjects.kind, kind)));
  return row && { id: row.id, status: row.status, data: row.data as T };
}

export async function moveRecord(
  db: Database,
  kind: SandboxKind,
  id: string,
  from: string[],
  to: string,
  data?: Record<string, unknown>,
): Promise<boolean> {
  const moved = await db
    .update(sandboxObjects)
    .set({ status: to, updatedAt: new Date(), ...(data && { data }) })
    .where(
      and(
        eq(sandboxObjects.id, id),
        eq(sandboxObjects.kind, kind),
        inArray(sandboxObjects.status, from),
      ),
    )
    .returning({ id: sandboxObjects.id });
  return moved.length > 0;
}
