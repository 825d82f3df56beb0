import type { Config } from "./config";

type SiteAddress = Pick<Config, "siteUrl" | "siteUrlConfigured">;

/**
 * The site's address for links the visitor's own browser follows next (PayPal's return, the
 * sandbox's invoice page): SITE_URL when it is set; unset (a trial on this machine), the address
 * the visitor used, so a phone on the local network or `127.0.0.1` stays where its session is
 * (ADR 34). The Host was checked by the server's request guard. Never for anything mailed: a
 * forged Host must not reach another person's inbox.
 */
export function visitorSiteUrl(config: SiteAddress, request: Request): string {
  return config.siteUrlConfigured ? config.siteUrl : new URL(request.url).origin;
}

/** A link on the site's own address, moved to the visitor's (other links are left as they are). */
export function visitorLink(config: SiteAddress, request: Request, url: string): string {
  const base = visitorSiteUrl(config, request);
  if (base === config.siteUrl) return url;
  const prefix = `${config.siteUrl}/`;
  return url.startsWith(prefix) ? `${base}/${url.slice(prefix.length)}` : url;
}
