import { site } from "~/content/site";

const dateFormat = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: site.timeZone,
});

const dateTimeFormat = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: site.timeZone,
  timeZoneName: "short",
});

/** "January 5, 2026 at 3:04 PM EST", in the company's time zone (as formatAccountDate). */
export function formatAccountDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

/** "January 5, 2026", in the company's time zone so server and browser render the same text. */
export function formatAccountDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}
