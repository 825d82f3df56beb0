import type { LoadContext } from "~/.server/context";
import { eq } from "drizzle-orm";
import { storeGroups, type CatalogItem, type StoreGroup } from "~/content/catalog";
import type { CatalogueEdit } from "~/content/catalog/schema";
import { appContextOf } from "./context";
import type { Database, Transaction } from "./db";
import { catalogueItems, products } from "./db/schema";

export type CatalogueEntry = {
  item: CatalogItem;
  groupId: string;
  hidden: boolean;
  position: number;
  version: number | null;
};

export type Catalogue = {
  entries: ReadonlyMap<string, CatalogueEntry>;
  find(id: string): CatalogItem | undefined;
  merge<T extends CatalogItem>(item: T): T;
  shown(item: Pick<CatalogItem, "id">): boolean;
  groups: readonly StoreGroup[];
  /** An item a page shows alone (not in a list) stays, merged. */
  overlay<T>(offers: T): T;
};

type DefaultEntry = { item: CatalogItem; groupId: string; position: number };

const defaults: ReadonlyMap<string, DefaultEntry> = (() => {
  const map = new Map<string, DefaultEntry>();
  for (const group of storeGroups) {
    group.items.forEach((item, index) => {
      if (!map.has(item.id)) map.set(item.id, { item, groupId: group.id, position: index + 1 });
    });
  }
  return map;
})();

export function defaultEdit(id: string): CatalogueEdit | undefined {
  const found = defaults.get(id);
  if (!found) return undefined;
  const { item, position } = found;
  return {
    title: item.title,
    description: item.description,
    priceCents: item.priceCents,
    features: [...item.features],
    paymentPlan: item.paymentPlan ?? null,
    turnaround: null,
    url: item.url ?? null,
    hidden: false,
    position,
  };
}

export function applyEdit<T extends CatalogItem>(item: T, edit: CatalogueEdit): T {
  const { paymentPlan: _plan, url: _url, turnaround: _turnaround, ...rest } = item as CatalogItem;
  const merged = {
    ...rest,
    title: edit.title,
    description: edit.description,
    priceCents: edit.priceCents,
    features: edit.features,
  } as CatalogItem;
  if (edit.paymentPlan !== null) merged.paymentPlan = edit.paymentPlan;
  if (edit.url !== null) merged.url = edit.url;
  if (edit.turnaround !== null) merged.turnaround = edit.turnaround;
  return merged as T;
}

async function loadEdits(db: Database | Transaction) {
  const rows = await db.select().from(catalogueItems);
  return new Map(rows.map((row) => [row.id, row]));
}

export async function loadCatalogue(db: Database | Transaction): Promise<Catalogue> {
  const edits = await loadEdits(db);
  const entries = new Map<string, CatalogueEntry>();
  for (const [id, { item, groupId, position }] of defaults) {
    const row = edits.get(id);
    entries.set(id, {
      item: row ? applyEdit(item, row.edit) : item,
      groupId,
      hidden: row?.edit.hidden ?? false,
      position: row?.edit.position ?? position,
      version: row?.version ?? null,
    });
  }
  const shown = (item: Pick<CatalogItem, "id">) => entries.get(item.id)?.hidden !== true;
  const merge = <T extends CatalogItem>(item: T): T => {
    const row = edits.get(item.id);
    return row ? applyEdit(item, row.edit) : item;
  };
  const groups = storeGroups.map((group) => ({
    ...group,
    items: orderedInGroup(
      group.items.filter(shown).map((item) => ({
        item: merge(item),
        position: entries.get(item.id)?.position ?? 0,
      })),
    ),
  }));
  const isItem = (value: object): value is CatalogItem =>
    "id" in value &&
    typeof value.id === "string" &&
    entries.has(value.id) &&
    "priceCents" in value &&
    typeof value.priceCents === "number";
  const hiddenInList = (value: unknown): boolean => {
    if (!value || typeof value !== "object") return false;
    if (isItem(value)) return !shown(value);
    return "item" in value && hiddenInList(value.item);
  };
  const overlay = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.filter((v) => !hiddenInList(v)).map(overlay);
    if (!value || typeof value !== "object" || Object.getPrototypeOf(value) !== Object.prototype) {
      return value;
    }
    const walked = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, overlay(v)]));
    return isItem(value) ? merge(walked as CatalogItem) : walked;
  };
  return {
    entries,
    overlay: <T>(offers: T) => overlay(offers) as T,
    find: (id) => {
      const entry = entries.get(id);
      return entry && !entry.hidden ? entry.item : undefined;
    },
    merge,
    shown,
    groups,
  };
}

function orderedInGroup(items: { item: CatalogItem; position: number }[]): CatalogItem[] {
  return items
    .map((entry, index) => ({ ...entry, index }))
    .sort((a, b) => a.position - b.position || a.index - b.index)
    .map((entry) => entry.item);
}

export async function catalogueEntry(
  db: Database | Transaction,
  id: string,
): Promise<CatalogueEntry | undefined> {
  const found = defaults.get(id);
  if (!found) return undefined;
  const [row] = await db.select().from(catalogueItems).where(eq(catalogueItems.id, id));
  return {
    item: row ? applyEdit(found.item, row.edit) : found.item,
    groupId: found.groupId,
    hidden: row?.edit.hidden ?? false,
    position: row?.edit.position ?? found.position,
    version: row?.version ?? null,
  };
}

/** The products row is what checkout charges. */
export async function syncProduct(tx: Database | Transaction, id: string, edit: CatalogueEdit) {
  await tx
    .update(products)
    .set({
      title: edit.title,
      description: edit.description,
      priceCents: edit.priceCents,
      active: !edit.hidden,
    })
    .where(eq(products.id, id));
}

export async function pageCatalogue(context: LoadContext): Promise<Catalogue> {
  return loadCatalogue((await appContextOf(context)).db);
}
