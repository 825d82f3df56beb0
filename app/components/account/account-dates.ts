import { site } from "~/content/site";

const dateFormat = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: site.timeZone,
});

/** "January 5, 2026", in the company's time zone so server and browser render the same text. */
export function formatAccountDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}
