import { getConfig } from "~/.server/config";

/** Browser tests only (ENABLE_TEST_HOOKS): an unexpected server error, to prove the 500 page. */
export function loader() {
  if (!getConfig().testHooks) throw new Response("Not Found", { status: 404 });
  throw new Error("Test hook: unexpected failure with a secret stack /app/.server/internal.ts");
}

export default function Unreachable() {
  return null;
}
