import type { LoadContext } from "~/.server/context";
import { inArray } from "drizzle-orm";
import {
  siteContentDocuments,
  siteContentKeys,
  type SiteContent,
  type SiteContentKey,
  type SiteShellContent,
} from "~/utils/site-content";
import { adminActions, recordAdminAction, type AdminAction } from "./admin/audit";
import { appContextOf } from "./context";
import { contentChanged } from "./content-changes";
import type { Database, Transaction } from "./db";
import { siteContent } from "./db/schema";
import { logger } from "./logger";

/** Every loader reads settings here, never from the content files. */

function merged<K extends SiteContentKey>(key: K, stored: unknown): SiteContent[K] {
  const { schema, fallback } = siteContentDocuments[key];
  if (stored === undefined) return fallback as SiteContent[K];
  const parsed = schema.safeParse(stored);
  if (parsed.success) return parsed.data as SiteContent[K];
  // A document an older release wrote in another shape: the page shows the default.
  logger.warn("site content: stored document does not match its schema", { key });
  return fallback as SiteContent[K];
}

async function readKeys<K extends SiteContentKey>(
  db: Database | Transaction,
  keys: readonly K[],
): Promise<Pick<SiteContent, K>> {
  const rows = await db
    .select({ key: siteContent.key, value: siteContent.value })
    .from(siteContent)
    .where(inArray(siteContent.key, [...keys]));
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  return Object.fromEntries(keys.map((key) => [key, merged(key, stored.get(key))])) as Pick<
    SiteContent,
    K
  >;
}

export function readSiteContent(db: Database): Promise<SiteContent> {
  return readKeys(db, siteContentKeys);
}

export async function readSiteSetting<K extends SiteContentKey>(
  db: Database | Transaction,
  key: K,
): Promise<SiteContent[K]> {
  return (await readKeys(db, [key]))[key];
}

export function readShellContent(db: Database): Promise<SiteShellContent> {
  return readKeys(db, ["contact", "social", "links"] as const);
}

async function activePromo(db: Database, today: string) {
  return promoOn(await readSiteSetting(db, "promo"), today);
}

/** With the database out of reach, the files' promotion: the page still renders. */
export async function homePromo(context: LoadContext, today: string) {
  try {
    return await activePromo((await appContextOf(context)).db, today);
  } catch (error) {
    logger.warn("site content unavailable; the pop-up as the files say", { error });
    return promoOn(siteContentDocuments.promo.fallback, today);
  }
}

function promoOn(promo: SiteContent["promo"], today: string) {
  const inRange =
    (!promo.startDate || promo.startDate <= today) && (!promo.endDate || today <= promo.endDate);
  return promo.enabled && inRange
    ? { title: promo.title, description: promo.description, link: promo.link }
    : null;
}

const actionOf: Record<SiteContentKey, AdminAction> = {
  contact: adminActions.siteContact,
  social: adminActions.siteSocial,
  links: adminActions.siteLinks,
  promo: adminActions.sitePromo,
  events: adminActions.siteEvents,
};

export type SaveAudit = {
  adminEmail: string;
  ip: string | null;
  action?: AdminAction;
  target?: string | null;
  details?: (before: unknown, after: unknown) => { before: unknown; after: unknown };
};

export async function saveSiteSetting<K extends SiteContentKey>(
  db: Database,
  key: K,
  value: SiteContent[K],
  audit: SaveAudit,
  now = new Date(),
): Promise<SiteContent[K]> {
  const before = await db.transaction(async (tx) => {
    const previous = await readSiteSetting(tx, key);
    await tx
      .insert(siteContent)
      .values({ key, value, updatedAt: now, updatedBy: audit.adminEmail })
      .onConflictDoUpdate({
        target: siteContent.key,
        set: { value, updatedAt: now, updatedBy: audit.adminEmail },
      });
    await recordAdminAction(
      tx,
      {
        adminEmail: audit.adminEmail,
        action: audit.action ?? actionOf[key],
        target: audit.target ?? key,
        ip: audit.ip,
        details: audit.details?.(previous, value) ?? { before: previous, after: value },
      },
      now,
    );
    return previous;
  });
  contentChanged();
  return before;
}

export async function exportSiteContent(db: Database) {
  const rows = await db.select().from(siteContent).orderBy(siteContent.key);
  return {
    format: "bte-site-content" as const,
    version: 1 as const,
    content: Object.fromEntries(
      rows.map((row) => [
        row.key,
        { value: row.value, updatedAt: row.updatedAt.toISOString(), updatedBy: row.updatedBy },
      ]),
    ),
  };
}

export type ImportResult = { ok: true; keys: string[] } | { ok: false; errors: string[] };

/** Nothing is written unless every key passes its schema. */
export async function importSiteContent(db: Database, file: unknown): Promise<ImportResult> {
  const errors: string[] = [];
  const doc = file as { format?: unknown; content?: unknown } | null;
  if (!doc || doc.format !== "bte-site-content" || typeof doc.content !== "object" || !doc.content)
    return { ok: false, errors: ["Not a site content export (no format or content)."] };
  const entries: { key: SiteContentKey; value: unknown; updatedBy: string; updatedAt: Date }[] = [];
  for (const [key, entry] of Object.entries(doc.content as Record<string, unknown>)) {
    if (!siteContentKeys.includes(key as SiteContentKey)) {
      errors.push(`${key}: not a setting this site knows.`);
      continue;
    }
    const { value, updatedBy, updatedAt } = (entry ?? {}) as Record<string, unknown>;
    const parsed = siteContentDocuments[key as SiteContentKey].schema.safeParse(value);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        errors.push(`${key}.${issue.path.join(".")}: ${issue.message}`);
      continue;
    }
    const at = typeof updatedAt === "string" ? new Date(updatedAt) : new Date();
    entries.push({
      key: key as SiteContentKey,
      value: parsed.data,
      updatedBy: typeof updatedBy === "string" && updatedBy ? updatedBy : "import",
      updatedAt: Number.isNaN(at.getTime()) ? new Date() : at,
    });
  }
  if (errors.length) return { ok: false, errors };
  await db.transaction(async (tx) => {
    for (const entry of entries) {
      await tx
        .insert(siteContent)
        .values(entry)
        .onConflictDoUpdate({
          target: siteContent.key,
          set: { value: entry.value, updatedAt: entry.updatedAt, updatedBy: entry.updatedBy },
        });
    }
  });
  contentChanged();
  return { ok: true, keys: entries.map((entry) => entry.key) };
}
