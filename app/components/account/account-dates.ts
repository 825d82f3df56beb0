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

export function formatAccountDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

/** In the company's time zone, so server and browser render the same text. */
export function formatAccountDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}
