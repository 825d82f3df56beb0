import { z } from "zod";
import type { EventDefinition } from "~/content/events";
import { weekdays } from "~/utils/event-dates";
import {
  clock,
  contactDocument,
  eventImages,
  httpsUrl,
  isoDate,
  line,
  linksDocument,
  localStart,
  MAX_SOCIAL_PROFILES,
  promoLink,
  siteSettingsMessages as m,
  type PromoSettings,
  type SiteContact,
  type SocialProfiles,
} from "~/utils/site-content";

export const contactForm = z
  .object({
    phoneDisplay: line(40, m.phoneDisplay),
    phoneE164: z
      .string({ required_error: m.phoneE164 })
      .transform((value) => value.replace(/[\s().-]/g, ""))
      .pipe(contactDocument.shape.phone.shape.e164),
    email: contactDocument.shape.email,
    city: line(80, m.city),
    region: line(80, m.region),
    country: z
      .string({ required_error: m.country })
      .trim()
      .transform((value) => value.toUpperCase())
      .pipe(z.string().regex(/^[A-Z]{2}$/, m.country)),
    days: z.array(z.enum(weekdays), { required_error: m.days }).min(1, m.days),
    opens: clock,
    closes: clock,
  })
  .refine((form) => form.closes > form.opens, { message: m.closesAfterOpens, path: ["closes"] })
  .transform(
    (form): SiteContact => ({
      phone: { display: form.phoneDisplay, e164: form.phoneE164 },
      email: form.email,
      address: { city: form.city, region: form.region, country: form.country },
      // In the week's order, whatever order the boxes came in.
      openingHours: {
        days: weekdays.filter((day) => form.days.includes(day)),
        opens: form.opens,
        closes: form.closes,
      },
    }),
  );

const socialRow = z
  .object({ network: z.string().trim().optional(), url: z.string().trim().optional() })
  .superRefine((row, ctx) => {
    if (!row.network && !row.url) return;
    if (!line(40, m.network).safeParse(row.network ?? "").success)
      ctx.addIssue({ code: "custom", message: m.network, path: ["network"] });
    if (!httpsUrl.safeParse(row.url ?? "").success)
      ctx.addIssue({ code: "custom", message: m.httpsUrl, path: ["url"] });
  });

export const socialForm = z
  .object({ profiles: z.array(socialRow).max(MAX_SOCIAL_PROFILES, m.tooMany).default([]) })
  .transform(
    ({ profiles }): SocialProfiles =>
      profiles
        .filter((row) => row.network || row.url)
        .map((row) => ({ network: row.network!, url: row.url! })),
  );

export const linksForm = linksDocument;

export const promoForm = z
  .object({
    enabled: z.boolean().default(false),
    startDate: isoDate.optional(),
    endDate: isoDate.optional(),
    title: line(120, m.promoTitle),
    description: line(500, m.promoText),
    link: promoLink,
  })
  .refine((p) => !p.startDate || !p.endDate || p.endDate >= p.startDate, {
    message: m.endBeforeStart,
    path: ["endDate"],
  })
  .transform(
    (p): PromoSettings => ({ ...p, startDate: p.startDate ?? null, endDate: p.endDate ?? null }),
  );

const eventKinds = ["one-off", "weekly", "monthly-first"] as const;

export const eventForm = z
  .object({
    eventId: z
      .string()
      .regex(/^[a-z0-9-]{1,80}$/)
      .optional(),
    title: line(120, m.eventTitle),
    description: line(1000, m.eventDescription),
    url: httpsUrl,
    image: z
      .string({ required_error: m.eventImage })
      .refine((value) => eventImages.includes(value), m.eventImage),
    kind: z.enum(eventKinds).default("one-off"),
    start: z.string().optional(),
    weekday: z.enum(weekdays).optional(),
    time: z.string().optional(),
  })
  .superRefine((form, ctx) => {
    if (form.kind === "one-off") {
      if (!localStart.safeParse(form.start ?? "").success)
        ctx.addIssue({ code: "custom", message: m.eventStart, path: ["start"] });
      return;
    }
    if (!form.weekday) ctx.addIssue({ code: "custom", message: m.days, path: ["weekday"] });
    if (!clock.safeParse(form.time ?? "").success)
      ctx.addIssue({ code: "custom", message: m.time, path: ["time"] });
  });

export type EventFormValue = z.output<typeof eventForm>;

export function eventFromForm(form: EventFormValue, id: string): EventDefinition {
  const base = {
    id,
    title: form.title,
    description: form.description,
    url: form.url,
    image_url: form.image,
  };
  if (form.kind === "one-off") {
    // A datetime-local input sends "2027-03-04T18:30"; the content keeps seconds.
    const start = form.start!.length === 16 ? `${form.start}:00` : form.start!;
    return { ...base, start_date: start };
  }
  return {
    ...base,
    recurrence: { frequency: form.kind, weekday: form.weekday!, time: form.time! },
  };
}
