import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { saveCatalogueItem } from "~/.server/admin/catalogue-edits";
import { defaultEdit } from "~/.server/catalogue";
import {
  checkCatalogueImport,
  exportCatalogueEdits,
  importCatalogueEdits,
} from "~/.server/catalogue-transfer";
import { openDatabase } from "~/.server/db/client";
import { runMigrations } from "~/.server/db/migrate";
import { products } from "~/.server/db/schema";
import { runSeeds } from "~/.server/db/seed";
import { eq } from "drizzle-orm";
import {
  exportSiteContent,
  importSiteContent,
  readSiteContent,
  saveSiteSetting,
} from "~/.server/site-content";
import { storeGroups } from "~/content/catalog";
import { external } from "~/content/external";
import { siteContentDocuments } from "~/utils/site-content";
import { eachDatabase, type TestDatabase } from "./support/database";

/**
 * The owner's settings leave one database and arrive in another (`npm run content -- export`
 * and `-- import`): what the first holds is what the second then shows, and a file that does not
 * pass the settings' schemas writes nothing.
 */
const audit = { adminEmail: "owner@example.test", ip: null };
const edited = {
  links: { ...external, scheduling: "https://cal.example.com/bte" },
  promo: { ...siteContentDocuments.promo.fallback, enabled: false, endDate: "2027-01-31" },
};

describe.each(eachDatabase())("site content export and import on $name", (target) => {
  const open: TestDatabase[] = [];
  const fresh = async () => {
    const handle = await target.open();
    open.push(handle);
    await runMigrations(handle);
    return handle.db;
  };
  afterEach(async () => {
    for (const handle of open.splice(0)) await handle.close();
  });

  it("round-trips into a fresh database", async () => {
    const source = await fresh();
    await saveSiteSetting(source, "links", edited.links, audit);
    await saveSiteSetting(source, "promo", edited.promo, audit);
    const file = JSON.parse(JSON.stringify(await exportSiteContent(source)));
    expect(Object.keys(file.content)).toEqual(["links", "promo"]);
    expect(file.content.links.updatedBy).toBe("owner@example.test");

    const copy = await fresh();
    expect(await importSiteContent(copy, file)).toEqual({ ok: true, keys: ["links", "promo"] });
    expect(await readSiteContent(copy)).toEqual(await readSiteContent(source));
    expect(await exportSiteContent(copy)).toEqual(file);
  });

  it("carries the catalogue's edits: the price checkout charges follows, once", async () => {
    const itemId = storeGroups[0]!.items[0]!.id;
    const edit = { ...defaultEdit(itemId)!, priceCents: 12_345, hidden: true };
    const source = await fresh();
    await runSeeds(source);
    await saveCatalogueItem(source, { itemId, edit, adminEmail: "owner@example.test", ip: null });
    const file = JSON.parse(JSON.stringify({ catalogue: await exportCatalogueEdits(source) }));
    expect(Object.keys(file.catalogue)).toEqual([itemId]);

    const copy = await fresh();
    await runSeeds(copy);
    const checked = checkCatalogueImport(file.catalogue);
    if (!checked.ok) throw new Error(checked.errors.join("; "));
    expect(await importCatalogueEdits(copy, checked.items)).toEqual([itemId]);
    const [row] = await copy.select().from(products).where(eq(products.id, itemId));
    expect([row?.priceCents, row?.active]).toEqual([12_345, false]);
    expect(await importCatalogueEdits(copy, checked.items)).toEqual([]);
  });

  it("refuses catalogue entries it does not know or would not accept", () => {
    const itemId = storeGroups[0]!.items[0]!.id;
    expect(
      checkCatalogueImport({
        "no-such-item": { edit: {} },
        [itemId]: { edit: { ...defaultEdit(itemId)!, priceCents: -5 } },
      }),
    ).toMatchObject({
      ok: false,
      errors: [
        "catalogue.no-such-item: not an item this site sells.",
        expect.stringMatching(new RegExp(`^catalogue\\.${itemId}\\.priceCents: `)),
      ],
    });
  });

  it("refuses a file with a bad value, writing nothing", async () => {
    const db = await fresh();
    const result = await importSiteContent(db, {
      format: "bte-site-content",
      version: 1,
      content: {
        promo: { value: edited.promo },
        links: { value: { ...edited.links, tickets: "http://tickets.example.com" } },
        colours: { value: {} },
      },
    });
    expect(result).toEqual({
      ok: false,
      errors: [
        "links.tickets: Enter a full address starting with https://",
        "colours: not a setting this site knows.",
      ],
    });
    expect((await exportSiteContent(db)).content).toEqual({});
    expect(await importSiteContent(db, { hello: "world" })).toMatchObject({ ok: false });
  });
});

describe("npm run content", () => {
  const run = (dataDir: string, ...args: string[]) =>
    promisify(execFile)("node_modules/.bin/tsx", ["scripts/content.ts", ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", NODE_ENV: "test" },
    });

  it("exports one site's settings and imports them into another", async () => {
    const from = mkdtempSync(join(tmpdir(), "content-from-"));
    const handle = await openDatabase({ dataDir: from });
    try {
      await runMigrations(handle);
      await saveSiteSetting(handle.db, "links", edited.links, audit);
    } finally {
      await handle.close();
    }
    const { stdout } = await run(from, "export");
    expect(JSON.parse(stdout).content.links.value.scheduling).toBe("https://cal.example.com/bte");
    const file = join(mkdtempSync(join(tmpdir(), "content-file-")), "content.json");
    writeFileSync(file, stdout);

    const to = mkdtempSync(join(tmpdir(), "content-to-"));
    expect((await run(to, "import", file)).stdout).toBe("Imported links.\n");
    expect(JSON.parse((await run(to, "export")).stdout)).toEqual(JSON.parse(stdout));

    writeFileSync(file, JSON.stringify({ format: "bte-site-content", content: { links: {} } }));
    await expect(run(to, "import", file)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("Nothing imported"),
    });
  }, 120_000);
});
