import { eq } from "drizzle-orm";
import { catalogueEditSchema, type CatalogueEdit } from "~/content/catalog/schema";
import { saveCatalogueItem } from "./admin/catalogue-edits";
import { defaultEdit } from "./catalogue";
import { contentChanged } from "./content-changes";
import type { Database } from "./db";
import { catalogueItems } from "./db/schema";

export async function exportCatalogueEdits(db: Database) {
  const rows = await db.select().from(catalogueItems).orderBy(catalogueItems.id);
  return Object.fromEntries(
    rows.map((row) => [
      row.id,
      { edit: row.edit, version: row.version, updatedAt: row.updatedAt.toISOString() },
    ]),
  );
}

/** jsonb keeps its own key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

export type CatalogueImport =
  | { ok: true; items: { itemId: string; edit: CatalogueEdit }[] }
  | { ok: false; errors: string[] };

export function checkCatalogueImport(section: unknown): CatalogueImport {
  if (section === undefined) return { ok: true, items: [] };
  if (typeof section !== "object" || section === null || Array.isArray(section))
    return { ok: false, errors: ["catalogue: not a list of items by id."] };
  const errors: string[] = [];
  const items: { itemId: string; edit: CatalogueEdit }[] = [];
  for (const [itemId, entry] of Object.entries(section)) {
    if (!defaultEdit(itemId)) {
      errors.push(`catalogue.${itemId}: not an item this site sells.`);
      continue;
    }
    const parsed = catalogueEditSchema.safeParse((entry as { edit?: unknown } | null)?.edit);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        errors.push(`catalogue.${itemId}.${issue.path.join(".")}: ${issue.message}`);
      continue;
    }
    items.push({ itemId, edit: parsed.data });
  }
  return errors.length ? { ok: false, errors } : { ok: true, items };
}

/** As a new version by "import", so the editor can still go back. */
export async function importCatalogueEdits(
  db: Database,
  items: { itemId: string; edit: CatalogueEdit }[],
): Promise<string[]> {
  const saved: string[] = [];
  for (const { itemId, edit } of items) {
    const [current] = await db
      .select({ edit: catalogueItems.edit })
      .from(catalogueItems)
      .where(eq(catalogueItems.id, itemId));
    if (current && canonical(current.edit) === canonical(edit)) continue;
    await saveCatalogueItem(db, { itemId, edit, adminEmail: "import", ip: null });
    saved.push(itemId);
  }
  if (saved.length) contentChanged();
  return saved;
}
