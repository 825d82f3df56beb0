import { external } from "~/content/external";
import { site } from "~/content/site";
import { useRootData } from "~/utils/root-data";
import type { SiteShellContent } from "~/utils/site-content";

/** The defaults of what the root loader hands every page (app/content/), for its error pages. */
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

/** The site's contact details, social profiles and external links as the owner set them. */
export function useSiteShell(): SiteShellContent {
  return useRootData()?.siteContent ?? defaultShellContent;
}

const defaultLinks = Object.entries(external) as [keyof typeof external, string][];

/**
 * An external page's address as the owner set it: content across the site names the default
 * addresses of app/content/external.ts, and the link that renders one follows the owner's edit.
 */
export function currentHref(href: string, links: SiteShellContent["links"]): string {
  const match = defaultLinks.find(([, url]) => url === href);
  return match ? links[match[0]] : href;
}

export function useExternalHref(href: string): string {
  return currentHref(href, useSiteShell().links);
}
