import { plainName } from "~/utils/forms/plain-text";

/** No mail client turns it into a link: `://`, `www.` and dots between letters are bracketed. */
export function inertName(value: string): string {
  return plainName(value)
    .replace(/:\/\//g, "[:]//")
    .replace(/www\./gi, (www) => `${www.slice(0, 3)}[.]`)
    .replace(/(?<=[\p{L}\p{N}])\.(?=[\p{L}\p{N}])/gu, "[.]");
}
