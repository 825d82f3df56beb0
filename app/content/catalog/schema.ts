import { z } from "zod";
import { MAX_DESCRIPTION, MAX_FEATURES, MAX_LINE, MAX_TITLE } from "~/utils/forms/catalogue-limits";

// Only the fields the owner may change are here; id, icon and kind stay the files'.

export { MAX_DESCRIPTION, MAX_LINE, MAX_TITLE };
/** $1: a provider refuses a $0 charge, and nothing on the site is meant to be free. */
export const MIN_PRICE_CENTS = 100;
/** Under $1,000,000: above the dearest item, below what a provider would take in one charge. */
const MAX_PRICE_CENTS = 99_999_999;

export const catalogueMessages = {
  title: "Enter a title.",
  description: "Enter a description.",
  price: "Enter a price of $1 or more, in dollars and cents (e.g. 125 or 87.50).",
  priceTooHigh: "Enter a price under $1,000,000.",
  url: "Enter a link that starts with https://, or leave it empty for the in-site checkout.",
  feature: "Each feature is one line of text.",
  tooManyFeatures: `List at most ${MAX_FEATURES} features.`,
  position: "Enter a position of 1 or more.",
  tooLong: (max: number) => `Keep this under ${max} characters.`,
} as const;

const line = (max: number) => z.string().trim().max(max, catalogueMessages.tooLong(max));

/** An external page: https only (a buyer's details never go over plain http). */
export const httpsUrl = z
  .string()
  .trim()
  .max(500, catalogueMessages.tooLong(500))
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === "https:" && url.hostname.includes(".");
    } catch {
      return false;
    }
  }, catalogueMessages.url);

export const catalogItemFields = z.object({
  title: line(MAX_TITLE).min(1, catalogueMessages.title),
  description: line(MAX_DESCRIPTION).min(1, catalogueMessages.description),
  priceCents: z
    .number()
    .int(catalogueMessages.price)
    .min(MIN_PRICE_CENTS, catalogueMessages.price)
    .max(MAX_PRICE_CENTS, catalogueMessages.priceTooHigh),
  features: z
    .array(line(MAX_LINE).min(1, catalogueMessages.feature))
    .max(MAX_FEATURES, catalogueMessages.tooManyFeatures),
  paymentPlan: line(MAX_LINE).min(1).optional(),
  url: httpsUrl.optional(),
});

/** Whole items, so any saved version restores alone; `null` texts mean "the rule decides". */
export const catalogueEditSchema = catalogItemFields.extend({
  paymentPlan: line(MAX_LINE).min(1).nullable(),
  /** The card's turnaround line; "" shows none. */
  turnaround: line(MAX_LINE).nullable(),
  url: httpsUrl.nullable(),
  hidden: z.boolean(),
  /** 1-based place within its group on the store. */
  position: z.number().int(catalogueMessages.position).min(1, catalogueMessages.position).max(999),
});

export type CatalogueEdit = z.infer<typeof catalogueEditSchema>;
