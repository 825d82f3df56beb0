import { z } from "zod";
import { eventDefinitions, type EventDefinition } from "~/content/events";
import type { external } from "~/content/external";
import { promo } from "~/content/promo";
import { parseLocalIso, weekdays } from "~/utils/event-dates";
import { isSitePath } from "~/utils/safe-redirect";
import { defaultShellContent } from "~/utils/site-shell";
import { externalLinkNames, MAX_SOCIAL_PROFILES } from "~/utils/site-content-limits";

export { MAX_SOCIAL_PROFILES };

export const siteSettingsMessages = {
  phoneDisplay: "Enter the phone number as visitors should read it.",
  phoneE164:
    "Enter the number for dialling in international format: + then the country code and number, for example +17045550142.",
  email: "Enter a valid e-mail address.",
  city: "Enter the city.",
  region: "Enter the state or region.",
  country: "Enter the two-letter country code, for example US.",
  days: "Choose at least one opening day.",
  time: "Enter a time as HH:MM, for example 09:00.",
  closesAfterOpens: "The closing time must be after the opening time.",
  network: "Name the network, for example Instagram.",
  httpsUrl: "Enter a full address starting with https://",
  tooMany: "That is more than the page can show.",
  promoTitle: "Enter the pop-up's heading (at most 120 characters).",
  promoText: "Enter the pop-up's text (at most 500 characters).",
  promoLink: "Enter a path on this site (such as /events) or an address starting with https://",
  date: "Enter a date as YYYY-MM-DD.",
  endBeforeStart: "The end date must be on or after the start date.",
  eventTitle: "Enter the event's title (at most 120 characters).",
  eventDescription: "Enter a description (at most 1,000 characters).",
  eventStart: "Enter the date and time the event starts.",
  eventImage: "Choose one of the event pictures.",
} as const;

const m = siteSettingsMessages;
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const line = (max: number, message: string) =>
  z
    .string({ required_error: message, invalid_type_error: message })
    .trim()
    .min(1, message)
    .max(max, message);

export const httpsUrl = z
  .string({ required_error: m.httpsUrl })
  .trim()
  .max(500, m.httpsUrl)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === "https:" && url.hostname.includes(".");
    } catch {
      return false;
    }
  }, m.httpsUrl);

/** Where the pop-up's button leads: a path on this site, or an https address. */
export const promoLink = z
  .string({ required_error: m.promoLink })
  .trim()
  .max(500, m.promoLink)
  .refine((value) => isSitePath(value) || httpsUrl.safeParse(value).success, m.promoLink);

export const clock = z.string({ required_error: m.time }).regex(HH_MM, m.time);

export const isoDate = z
  .string()
  .regex(ISO_DATE, m.date)
  .refine((value) => {
    try {
      parseLocalIso(`${value}T00:00`);
      return true;
    } catch {
      return false;
    }
  }, m.date);

export const contactDocument = z.object({
  phone: z.object({
    display: line(40, m.phoneDisplay),
    e164: z.string({ required_error: m.phoneE164 }).regex(/^\+[1-9]\d{7,14}$/, m.phoneE164),
  }),
  email: z
    .string({ required_error: m.email })
    .trim()
    .max(254, m.email)
    .email(m.email)
    .transform((value) => value.toLowerCase()),
  address: z.object({
    city: line(80, m.city),
    region: line(80, m.region),
    country: z.string({ required_error: m.country }).regex(/^[A-Z]{2}$/, m.country),
  }),
  openingHours: z
    .object({
      days: z.array(z.enum(weekdays)).min(1, m.days).max(7, m.days),
      opens: clock,
      closes: clock,
    })
    .refine((hours) => hours.closes > hours.opens, {
      message: m.closesAfterOpens,
      path: ["closes"],
    }),
});
export type SiteContact = z.infer<typeof contactDocument>;

const socialDocument = z
  .array(z.object({ network: line(40, m.network), url: httpsUrl }))
  .max(MAX_SOCIAL_PROFILES, m.tooMany);
export type SocialProfiles = z.infer<typeof socialDocument>;

export const linksDocument = z.object(
  Object.fromEntries(externalLinkNames.map((name) => [name, httpsUrl])) as Record<
    keyof typeof external,
    typeof httpsUrl
  >,
);
export type ExternalLinks = z.infer<typeof linksDocument>;

const promoDocument = z
  .object({
    enabled: z.boolean(),
    startDate: isoDate.nullable(),
    endDate: isoDate.nullable(),
    title: line(120, m.promoTitle),
    description: line(500, m.promoText),
    link: promoLink,
  })
  .refine((p) => !p.startDate || !p.endDate || p.endDate >= p.startDate, {
    message: m.endBeforeStart,
    path: ["endDate"],
  });
export type PromoSettings = z.infer<typeof promoDocument>;

export const eventImages = [...new Set(eventDefinitions.map((event) => event.image_url))];

export const localStart = z.string().refine((value) => {
  try {
    parseLocalIso(value);
    return true;
  } catch {
    return false;
  }
}, m.eventStart);

const eventBase = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,80}$/),
  title: line(120, m.eventTitle),
  description: line(1000, m.eventDescription),
  url: httpsUrl,
  image_url: z.string().refine((value) => eventImages.includes(value), m.eventImage),
});
const recurrence = z.object({
  frequency: z.enum(["weekly", "monthly-first"]),
  weekday: z.enum(weekdays),
  time: clock,
});
const eventDocument = z.union([
  eventBase.extend({ start_date: localStart, recurrence: z.undefined().optional() }),
  eventBase.extend({ recurrence, start_date: z.undefined().optional() }),
]);
export const MAX_EVENTS = 50;
const eventsDocument = z.array(eventDocument).max(MAX_EVENTS, m.tooMany);

export const siteContentDocuments = {
  contact: { schema: contactDocument, fallback: defaultShellContent.contact },
  social: { schema: socialDocument, fallback: defaultShellContent.social },
  links: { schema: linksDocument, fallback: defaultShellContent.links },
  promo: {
    schema: promoDocument,
    fallback: {
      enabled: true,
      startDate: null,
      endDate: null,
      title: promo.title,
      description: promo.description,
      link: "/events",
    } satisfies PromoSettings,
  },
  events: {
    schema: eventsDocument,
    fallback: eventDefinitions as EventDefinition[],
  },
} as const;

export type SiteContentKey = keyof typeof siteContentDocuments;
export const siteContentKeys = Object.keys(siteContentDocuments) as SiteContentKey[];

export type SiteContent = {
  contact: SiteContact;
  social: SocialProfiles;
  links: ExternalLinks;
  promo: PromoSettings;
  events: EventDefinition[];
};

export type SiteShellContent = Pick<SiteContent, "contact" | "social" | "links">;
