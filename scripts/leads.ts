// The owner's leads command (the dashboard at /admin shows the same, and more, while the site runs):
//   npm run leads -- list [--kind contact|newsletter|academy|chat|signup] [--undelivered] [--limit N]
//   npm run leads -- export leads [--kind K] > leads.csv
//   npm run leads -- export subscribers > subscribers.csv
//   npm run leads -- retry [--lead <id>]
// It opens the same database as the server (DATABASE_URL, or the embedded one under DATA_DIR).
// The embedded database belongs to one process at a time: while the server holds it, this says so
// in one line and points to /admin; stop the server first, or use Postgres.
import { parseArgs } from "node:util";
import { getConfig } from "~/.server/config";
import { makeDataDirPrivate } from "~/.server/data-dir";
import { openDatabase } from "~/.server/db/client";
import { DatabaseLockedError } from "~/.server/db/lock";
import { runMigrations } from "~/.server/db/migrate";
import {
  deliveryCounts,
  leadLine,
  leadsCsv,
  listLeads,
  printable,
  subscribersCsv,
} from "~/.server/leads/admin";
import { isLeadKind, leadKinds } from "~/.server/leads/kinds";
import { retryDeadDeliveries } from "~/.server/leads/outbox";
import path from "node:path";

const usage = `Usage:
  npm run leads -- list [--kind ${leadKinds.join("|")}] [--undelivered] [--limit N]
  npm run leads -- export leads [--kind K]      (CSV on standard output)
  npm run leads -- export subscribers           (CSV on standard output)
  npm run leads -- retry [--lead <id>]          (dead deliveries are tried again by the server)`;

function fail(message: string): never {
  process.stderr.write(`${message}\n\n${usage}\n`);
  process.exit(2);
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    kind: { type: "string" },
    limit: { type: "string" },
    lead: { type: "string" },
    undelivered: { type: "boolean" },
    help: { type: "boolean", short: "h" },
  },
});
if (values.help || positionals.length === 0) fail("Which command?");
const kind = values.kind;
if (kind !== undefined && !isLeadKind(kind)) fail(`Unknown kind "${kind}".`);

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
    // Not a usage mistake: the site is running. Where to look instead, in one line.
    process.stderr.write(
      `The site is running and holds the embedded database (process ${error.pid}): see leads, subscribers and orders on ${error.siteUrl ?? config.siteUrl}/admin, or stop the server first.\n`,
    );
    process.exit(1);
  }
  fail(`Could not open the database: ${(error as Error).message}`);
}
try {
  await runMigrations(handle);
  const db = handle.db;
  const [command, what] = positionals;
  if (command === "list") {
    const limit = values.limit ? Number(values.limit) : 50;
    if (!Number.isInteger(limit) || limit < 1) fail("--limit must be a whole number.");
    const rows = await listLeads(db, { kind, limit, onlyUndelivered: values.undelivered });
    // Every line is printable(): what visitors typed cannot drive the terminal.
    for (const lead of rows) process.stdout.write(`${leadLine(lead)}\n`);
    const counts = await deliveryCounts(db);
    const summary = Object.entries(counts)
      .map(([s, n]) => `${n} ${s}`)
      .join(", ");
    process.stdout.write(
      printable(`${rows.length} lead(s) shown. Deliveries: ${summary || "none"}`),
    );
    process.stdout.write("\n");
  } else if (command === "export" && what === "leads") {
    process.stdout.write(await leadsCsv(db, kind));
  } else if (command === "export" && what === "subscribers") {
    process.stdout.write(await subscribersCsv(db));
  } else if (command === "retry") {
    const count = await retryDeadDeliveries(db, values.lead);
    process.stdout.write(
      `${count} dead deliver${count === 1 ? "y" : "ies"} will be tried again by the running server.\n`,
    );
  } else {
    fail(`Unknown command "${positionals.join(" ")}".`);
  }
} finally {
  await handle.close();
}
