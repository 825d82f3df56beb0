// Brings a database up to date before a deploy that does not migrate by itself (a Cloudflare
// Worker, docs/deployment.md): the migrations not applied yet, then the catalogue's seed rows.
//   DATABASE_URL=postgres://… npm run db:migrate
// Without DATABASE_URL it migrates the embedded database under DATA_DIR, as `npm start` would.
import { getConfig } from "~/.server/config";
import { openDatabase } from "~/.server/db/client";
import { runMigrations } from "~/.server/db/migrate";
import { runSeeds } from "~/.server/db/seed";

const config = getConfig();
const handle = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  siteUrl: config.siteUrl,
});
try {
  await runMigrations(handle);
  await runSeeds(handle.db);
  const where = config.databaseUrl ? new URL(config.databaseUrl).host : config.dataDir;
  console.log(`database up to date (${handle.driver}, ${where})`);
} finally {
  await handle.close();
}
