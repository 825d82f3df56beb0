import { defineConfig } from "drizzle-kit";

/**
 * `npx drizzle-kit generate` only. Migrations are applied by the app on start
 * (app/.server/db/migrate.ts); never point `drizzle-kit push/migrate/studio` at a live PGlite folder.
 */
export default defineConfig({
  dialect: "postgresql",
  schema: "./app/.server/db/schema.ts",
  out: "./app/.server/db/migrations",
  schemaFilter: ["app"],
  strict: true,
  verbose: true,
});
