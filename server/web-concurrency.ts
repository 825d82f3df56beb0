// How many server processes WEB_CONCURRENCY asks for, and how many can run: several share one
// Postgres (DATABASE_URL); the embedded database (PGlite) is a folder only one process may open.

/** { processes, ignored } — `ignored` says why a request for more than one was turned down. */
export function webConcurrency(env: NodeJS.ProcessEnv = process.env) {
  const requested = Number(env.WEB_CONCURRENCY ?? 1);
  const wanted = Number.isInteger(requested) && requested >= 1 ? requested : 1;
  if (wanted > 1 && !env.DATABASE_URL)
    return {
      processes: 1,
      ignored: {
        level: "warn",
        message: `WEB_CONCURRENCY=${wanted} ignored: one process, as the embedded database is`,
        processes: 1,
        reason: "DATABASE_URL is not set",
      },
    };
  return { processes: wanted, ignored: null };
}
