import { z } from "zod";
import {
  MAX_DESCRIPTION,
  MAX_LINE,
  MAX_TITLE,
  catalogItemFields,
  catalogueMessages as messages,
  httpsUrl,
} from "~/content/catalog/schema";

const required = (message: string) =>
  z.string({ required_error: message, invalid_type_error: message }).trim();

const optionalLine = (max: number) =>
  z
    .string({ invalid_type_error: messages.tooLong(max) })
    .trim()
    .max(max, messages.tooLong(max))
    .optional()
    .transform((value) => value || null);

export function dollarsToCents(typed: string): number | undefined {
  const plain = typed.replace(/[$,\s]/g, "");
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(plain);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

export function centsToDollars(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

export const catalogueItemFormSchema = z.object({
  title: required(messages.title).pipe(
    z.string().min(1, messages.title).max(MAX_TITLE, messages.tooLong(MAX_TITLE)),
  ),
  description: required(messages.description).pipe(
    z.string().min(1, messages.description).max(MAX_DESCRIPTION, messages.tooLong(MAX_DESCRIPTION)),
  ),
  price: required(messages.price)
    .transform((typed, ctx) => {
      const cents = dollarsToCents(typed);
      if (cents === undefined) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: messages.price });
        return z.NEVER;
      }
      return cents;
    })
    .pipe(catalogItemFields.shape.priceCents),
  paymentPlan: optionalLine(MAX_LINE),
  features: z
    .string({ invalid_type_error: messages.feature })
    .max(MAX_LINE * 25, messages.tooLong(MAX_LINE * 25))
    .optional()
    .transform((text) =>
      (text ?? "")
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .pipe(catalogItemFields.shape.features),
  turnaround: optionalLine(MAX_LINE),
  url: z
    .string({ invalid_type_error: messages.url })
    .optional()
    .transform((value) => value?.trim() || null)
    .pipe(httpsUrl.nullable()),
  hidden: z
    .literal("on", { invalid_type_error: "Tick the box or leave it empty." })
    .optional()
    .transform((value) => value === "on"),
  position: z
    .number({ required_error: messages.position, invalid_type_error: messages.position })
    .int(messages.position)
    .min(1, messages.position)
    .max(999, messages.position),
});

export type CatalogueItemForm = z.output<typeof catalogueItemFormSchema>;
