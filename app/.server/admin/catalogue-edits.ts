import { and, desc, eq } from "drizzle-orm";
import type { CatalogueEdit } from "~/content/catalog/schema";
import { defaultEdit, syncProduct } from "../catalogue";
import type { Database, Transaction } from "../db";
import { catalogueItemVersions, catalogueItems } from "../db/schema";
import { adminActions, recordAdminAction } from "./audit";

/** The first save records the files' defaults as version 1, so the owner can always go back. */

export type CatalogueSave = {
  itemId: string;
  edit: CatalogueEdit;
  adminEmail: string;
  ip: string | null;
  revertedFrom?: number;
};

export type SavedVersion = { id: string; version: number };

export async function saveCatalogueItem(
  db: Database,
  save: CatalogueSave,
  now = new Date(),
): Promise<SavedVersion | null> {
  const defaults = defaultEdit(save.itemId);
  if (!defaults) return null;
  return db.transaction(async (tx) => {
    const first = await tx
      .insert(catalogueItems)
      .values({ id: save.itemId, edit: defaults, version: 1 })
      .onConflictDoNothing()
      .returning({ id: catalogueItems.id });
    if (first.length > 0) {
      await tx
        .insert(catalogueItemVersions)
        .values({ itemId: save.itemId, version: 1, edit: defaults, adminEmail: null });
    }
    const [current] = await tx
      .select({ version: catalogueItems.version })
      .from(catalogueItems)
      .where(eq(catalogueItems.id, save.itemId))
      .for("update");
    const version = current!.version + 1;
    const [saved] = await tx
      .insert(catalogueItemVersions)
      .values({
        itemId: save.itemId,
        version,
        edit: save.edit,
        adminEmail: save.adminEmail,
        revertedFrom: save.revertedFrom ?? null,
        createdAt: now,
      })
      .returning({ id: catalogueItemVersions.id });
    await tx
      .update(catalogueItems)
      .set({ edit: save.edit, version })
      .where(eq(catalogueItems.id, save.itemId));
    await syncProduct(tx, save.itemId, save.edit);
    await recordAdminAction(
      tx,
      {
        adminEmail: save.adminEmail,
        action: save.revertedFrom ? adminActions.catalogueRevert : adminActions.catalogueSave,
        target: saved!.id,
        ip: save.ip,
      },
      now,
    );
    return { id: saved!.id, version };
  });
}

export async function listVersions(db: Database | Transaction, itemId: string) {
  return db
    .select()
    .from(catalogueItemVersions)
    .where(eq(catalogueItemVersions.itemId, itemId))
    .orderBy(desc(catalogueItemVersions.version));
}

export async function findVersion(db: Database | Transaction, itemId: string, version: number) {
  const [row] = await db
    .select()
    .from(catalogueItemVersions)
    .where(
      and(eq(catalogueItemVersions.itemId, itemId), eq(catalogueItemVersions.version, version)),
    );
  return row;
}
