import { plainName } from "~/utils/forms/plain-text";

/**
 * A name a visitor typed, as a mail may carry it: one plain line (no controls or bidi overrides)
 * that no mail client turns into a link. `://` becomes `[:]//`, `www.` becomes `www[.]`, and a
 * dot between letters or digits (a host name: `evil.example`) becomes `[.]`, so neither a URL nor
 * a bare domain is recognised; "Dr. Ada" and "Ada Inc." read as typed.
 */
export function inertName(value: string): string {
  return plainName(value)
    .replace(/:\/\//g, "[:]//")
    .replace(/www\./gi, (www) => `${www.slice(0, 3)}[.]`)
    .replace(/(?<=[\p{L}\p{N}])\.(?=[\p{L}\p{N}])/gu, "[.]");
}
