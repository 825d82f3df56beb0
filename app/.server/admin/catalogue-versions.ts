import { and, eq, inArray, or } from "drizzle-orm";
import type { Database } from "../db";
import { catalogueItemVersions } from "../db/schema";
import { describeCatalogueChange } from "./catalogue-diff";

export type CatalogueChange = {
  itemId: string;
  title: string;
  version: number;
  revertedFrom: number | null;
  changes: string[];
};

export async function catalogueChangesOf(
  db: Database,
  ids: string[],
): Promise<Map<string, CatalogueChange>> {
  if (ids.length === 0) return new Map();
  const saved = await db
    .select()
    .from(catalogueItemVersions)
    .where(inArray(catalogueItemVersions.id, ids));
  const previous = saved.length
    ? await db
        .select()
        .from(catalogueItemVersions)
        .where(
          or(
            ...saved.map((row) =>
              and(
                eq(catalogueItemVersions.itemId, row.itemId),
                eq(catalogueItemVersions.version, row.version - 1),
              ),
            ),
          ),
        )
    : [];
  const before = new Map(previous.map((row) => [`${row.itemId}@${row.version}`, row.edit]));
  return new Map(
    saved.map((row) => {
      const prior = before.get(`${row.itemId}@${row.version - 1}`);
      return [
        row.id,
        {
          itemId: row.itemId,
          title: row.edit.title,
          version: row.version,
          revertedFrom: row.revertedFrom,
          changes: prior ? describeCatalogueChange(prior, row.edit) : [],
        },
      ];
    }),
  );
}
