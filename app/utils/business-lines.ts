import { site } from "~/content/site";
import type { SiteContact } from "~/utils/site-content";

/** Who sold it, as a receipt prints it: name, where, and how to reach the business. */
export function businessLines(contact: SiteContact): string[] {
  const { city, region, country } = contact.address;
  return [
    site.name,
    [city, region, country].filter(Boolean).join(", "),
    contact.email,
    contact.phone.display,
  ].filter(Boolean);
}
