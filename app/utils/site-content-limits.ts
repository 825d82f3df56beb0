import { external } from "~/content/external";

// What the owner's site settings forms show (app/components/admin/site/), without zod: the
// documents' schemas (site-content.ts) are for the server, and zod would otherwise go to the
// browser with any value imported from that module.

export const MAX_SOCIAL_PROFILES = 8;

export const externalLinkNames = Object.keys(external) as (keyof typeof external)[];
