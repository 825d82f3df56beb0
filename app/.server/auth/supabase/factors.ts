import type { Factor as SupabaseFactor } from "@supabase/supabase-js";
import { svgImageAddress } from "../common/qr-code";
import type { Factor } from "../port";

/** Supabase's factors and enrolment answer in the port's shapes (S-MFA-05, S-MFA-07). */

/** The port's factors, oldest first; kinds the port does not know (WebAuthn) are left out. */
export function portFactors(factors: SupabaseFactor[]): Factor[] {
  const known: Factor[] = [];
  for (const factor of factors) {
    if (factor.factor_type !== "totp" && factor.factor_type !== "phone") continue;
    // The service's factor JSON carries the number (`phone`), which supabase-js's type leaves out.
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

/**
 * The enrolment's QR code as an image address. Supabase answers with an SVG document, which
 * supabase-js prefixes with `data:image/svg+xml;utf-8,` as it is; unescaped, its `#` colours
 * would end the address early in a browser, so the SVG is sent base64-encoded instead.
 */
export function qrImageAddress(qrCode: string): string {
  const svg = qrCode.startsWith(SUPABASE_SVG_PREFIX)
    ? qrCode.slice(SUPABASE_SVG_PREFIX.length)
    : qrCode;
  return svgImageAddress(svg);
}
