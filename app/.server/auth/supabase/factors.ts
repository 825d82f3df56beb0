import type { Factor as SupabaseFactor } from "@supabase/supabase-js";
import { svgImageAddress } from "../common/qr-code";
import type { Factor } from "../port";

export function portFactors(factors: SupabaseFactor[]): Factor[] {
  const known: Factor[] = [];
  for (const factor of factors) {
    if (factor.factor_type !== "totp" && factor.factor_type !== "phone") continue;
    // The service's factor JSON carries `phone`, which supabase-js's type leaves out.
    const phone = (factor as { phone?: unknown }).phone;
    known.push({
      id: factor.id,
      type: factor.factor_type,
      status: factor.status === "verified" ? "verified" : "unverified",
      friendlyName: factor.friendly_name ?? "",
      createdAt: new Date(factor.created_at),
      ...(factor.factor_type === "phone" && typeof phone === "string" && phone ? { phone } : {}),
    });
  }
  return known.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

const SUPABASE_SVG_PREFIX = "data:image/svg+xml;utf-8,";

/** Unescaped, the SVG's `#` colours would end the data address early, so it is base64-encoded. */
export function qrImageAddress(qrCode: string): string {
  const svg = qrCode.startsWith(SUPABASE_SVG_PREFIX)
    ? qrCode.slice(SUPABASE_SVG_PREFIX.length)
    : qrCode;
  return svgImageAddress(svg);
}
