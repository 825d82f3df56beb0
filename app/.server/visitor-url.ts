import type { Config } from "./config";

type SiteAddress = Pick<Config, "siteUrl" | "siteUrlConfigured">;

/** Never for anything mailed: a forged Host must not reach another person's inbox. */
export function visitorSiteUrl(config: SiteAddress, request: Request): string {
  return config.siteUrlConfigured ? config.siteUrl : new URL(request.url).origin;
}

export function visitorLink(config: SiteAddress, request: Request, url: string): string {
  const base = visitorSiteUrl(config, request);
  if (base === config.siteUrl) return url;
  const prefix = `${config.siteUrl}/`;
  return url.startsWith(prefix) ? `${base}/${url.slice(prefix.length)}` : url;
}
