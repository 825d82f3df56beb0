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

/** Content names the default external addresses; the rendered link follows the owner's edit. */
export function currentHref(href: string, links: SiteShellContent["links"]): string {
  const match = defaultLinks.find(([, url]) => url === href);
  return match ? links[match[0]] : href;
}

export function useExternalHref(href: string): string {
  return currentHref(href, useSiteShell().links);
}
