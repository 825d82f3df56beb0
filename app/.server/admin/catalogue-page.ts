import { storeGroups } from "~/content/catalog";
import { centsToDollars } from "~/utils/forms/catalogue-item";
import { turnaroundText } from "~/utils/pricing";
import { catalogueEntry, loadCatalogue } from "../catalogue";
import { catalogIconDrawings } from "../catalog-icons";
import type { Database } from "../db";
import { describeCatalogueChange } from "./catalogue-diff";
import { listVersions } from "./catalogue-edits";

export async function loadCatalogueList(db: Database) {
  const catalogue = await loadCatalogue(db);
  return storeGroups.map((group) => ({
    id: group.id,
    title: group.title,
    path: group.path,
    items: [...catalogue.entries.entries()]
      .filter(([, entry]) => entry.groupId === group.id)
      .map(([id, entry]) => ({
        id,
        title: entry.item.title,
        priceCents: entry.item.priceCents,
        monthly: entry.item.monthly ?? false,
        inSite: !entry.item.url,
        hidden: entry.hidden,
        position: entry.position,
        version: entry.version,
      }))
      .sort((a, b) => a.position - b.position),
  }));
}

export async function loadCatalogueItem(db: Database, id: string) {
  const entry = await catalogueEntry(db, id);
  if (!entry) return null;
  const { item } = entry;
  const group = storeGroups.find((g) => g.id === entry.groupId)!;
  const versions = await listVersions(db, id);
  return {
    id,
    group: { title: group.title, path: group.path },
    kind: item.kind,
    version: entry.version,
    values: {
      title: item.title,
      description: item.description,
      price: centsToDollars(item.priceCents),
      paymentPlan: item.paymentPlan ?? "",
      features: item.features.join("\n"),
      turnaround: item.turnaround ?? turnaroundText(item.kind) ?? "",
      url: item.url ?? "",
      hidden: entry.hidden ? "on" : "",
      position: String(entry.position),
    },
    preview: item,
    hidden: entry.hidden,
    icons: catalogIconDrawings([item]),
    versions: versions.map((row, index) => {
      const before = versions[index + 1];
      return {
        version: row.version,
        adminEmail: row.adminEmail,
        revertedFrom: row.revertedFrom,
        createdAt: row.createdAt.toISOString(),
        title: row.edit.title,
        priceCents: row.edit.priceCents,
        changes: before ? describeCatalogueChange(before.edit, row.edit) : [],
        current: row.version === entry.version,
      };
    }),
  };
}
