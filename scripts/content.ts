// The owner's content: the site settings (what /admin/site saved: contact details, links, pop-up,
// events) and the catalogue's edits (what /admin/catalogue saved: prices, texts, links, hidden):
//   npm run content -- export > content.json
//   npm run content -- import content.json
// A backup, or a move between environments. Only what the database holds is exported (settings
// never edited show app/content/'s defaults and are left out); an import is checked against the
// settings' and the catalogue's schemas first and writes nothing unless every entry passes. It opens the same database
// as the server (DATABASE_URL, or the embedded one under DATA_DIR; stop the server first then).
// A running server shows an imported change within PAGE_CACHE_SECONDS, or at once after a restart.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { getConfig } from "~/.server/config";
import { makeDataDirPrivate } from "~/.server/data-dir";
import { openDatabase } from "~/.server/db/client";
import { DatabaseLockedError } from "~/.server/db/lock";
import { runMigrations } from "~/.server/db/migrate";
import {
  checkCatalogueImport,
  exportCatalogueEdits,
  importCatalogueEdits,
} from "~/.server/catalogue-transfer";
import { exportSiteContent, importSiteContent } from "~/.server/site-content";

const usage = `Usage:
  npm run content -- export > content.json   (JSON on standard output)
  npm run content -- import content.json`;

function fail(message: string, code = 2): never {
  process.stderr.write(`${message}\n\n${usage}\n`);
  process.exit(code);
}

const [command, file] = process.argv.slice(2);
if (command !== "export" && command !== "import") fail("Which command?");
if (command === "import" && !file) fail("Which file?");

let parsed: unknown;
if (command === "import") {
  try {
    parsed = JSON.parse(await readFile(file!, "utf8"));
  } catch (error) {
    fail(`Could not read ${file}: ${(error as Error).message}`, 1);
  }
}

const config = getConfig();
makeDataDirPrivate(config.dataDir);
let handle;
try {
  handle = await openDatabase(
    config.databaseUrl
      ? { databaseUrl: config.databaseUrl }
      : { dataDir: path.resolve(config.dataDir) },
  );
} catch (error) {
  if (error instanceof DatabaseLockedError) {
    process.stderr.write(
      `The site is running and holds the embedded database (process ${error.pid}): edit the settings on ${error.siteUrl ?? config.siteUrl}/admin/site, or stop the server first.\n`,
    );
    process.exit(1);
  }
  fail(`Could not open the database: ${(error as Error).message}`, 1);
}
try {
  await runMigrations(handle);
  if (command === "export") {
    const file = {
      ...(await exportSiteContent(handle.db)),
      catalogue: await exportCatalogueEdits(handle.db),
    };
    process.stdout.write(`${JSON.stringify(file, null, 2)}\n`);
  } else {
    const catalogue = checkCatalogueImport((parsed as { catalogue?: unknown } | null)?.catalogue);
    const result = catalogue.ok ? await importSiteContent(handle.db, parsed) : catalogue;
    if (!result.ok) {
      process.stderr.write(`Nothing imported:\n${result.errors.map((e) => `  ${e}`).join("\n")}\n`);
      process.exitCode = 1;
    } else {
      const items = catalogue.ok ? await importCatalogueEdits(handle.db, catalogue.items) : [];
      const what = [...result.keys, ...items.map((id) => `catalogue item ${id}`)];
      process.stdout.write(
        `Imported ${what.length ? what.join(", ") : "nothing (the file holds no changes)"}.\n`,
      );
    }
  }
} finally {
  await handle.close();
}
