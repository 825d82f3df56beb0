import { external } from "~/content/external";
import { site } from "~/content/site";
import { useRootData } from "~/utils/root-data";
import type { SiteShellContent } from "~/utils/site-content";

export const defaultShellContent: SiteShellContent = {
  contact: {
    phone: { ...site.phone },
    email: site.email,
    address: { ...site.address },
    openingHours: { ...site.openingHours, days: [...site.openingHours.days] },
  },
  social: site.social.map((profile) => ({ ...profile })),
  links: { ...external },
};

export function useSiteShell(): SiteShellContent {
  return useRootData()?.siteContent ?? defaultShellContent;
}

const defaultLinks = Object.entries(external) as [keyof typeof external, string][];

/** Every session's own booking page sits beside the default scheduling page on the same host. */
const schedulingFamily = external.scheduling.slice(0, external.scheduling.lastIndexOf("/") + 1);

/**
 * Content names the default external addresses; the rendered link follows the owner's edit. Once
 * the owner moves the scheduling page, every session's booking button (consultations, calls,
 * strategy seats) opens it too: the setting names them all.
 */
export function currentHref(href: string, links: SiteShellContent["links"]): string {
  const match = defaultLinks.find(([, url]) => url === href);
  if (match) return links[match[0]];
  if (href.startsWith(schedulingFamily) && links.scheduling !== external.scheduling) {
    return links.scheduling;
  }
  return href;
}

export function useExternalHref(href: string): string {
  return currentHref(href, useSiteShell().links);
}
