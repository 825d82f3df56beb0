import { academyOverviewFile } from "~/.server/academy/overview-pdf";
import { academyOverviewPdf } from "~/content/academy";
import type { RouteArgs } from "~/.server/context";

/** Built once per process; browsers keep it a day, then revalidate with the ETag. */
export async function loader({ request }: RouteArgs) {
  const { bytes, etag } = await academyOverviewFile();
  const headers = new Headers({
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="${academyOverviewPdf.filename}"`,
    "Cache-Control": "public, max-age=86400, stale-while-revalidate=604800",
    ETag: etag,
  });
  if (matchesEtag(request.headers.get("If-None-Match"), etag)) {
    return new Response(null, { status: 304, headers });
  }
  headers.set("Content-Length", String(bytes.byteLength));
  return new Response(bytes, { headers });
}

/** `If-None-Match` holds a list of (possibly weak) tags, or `*`. */
function matchesEtag(header: string | null, etag: string) {
  if (!header) return false;
  return header
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === "*" || tag === etag);
}
