import { useRootData } from "~/utils/root-data";
import { site } from "~/content/site";
import { instantOf, wallTimeIn } from "~/utils/event-dates";

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${timeZone}|${withTime}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      year: "numeric",
      month: "short",
      day: "numeric",
      ...(withTime && { hour: "numeric", minute: "2-digit", timeZoneName: "short" }),
      timeZone,
    });
    formatters.set(key, format);
  }
  return format;
}

/** "Nov 26, 2026, 1:22 AM EST": an instant as the business's clocks show it. */
export function formatLocalDateTime(at: string | Date, timeZone: string): string {
  return formatter(timeZone, true).format(new Date(at));
}

/** "Nov 26, 2026" in the business's time zone. */
export function formatLocalDate(at: string | Date, timeZone: string): string {
  return formatter(timeZone, false).format(new Date(at));
}

/** The business's time zone (SITE_TIME_ZONE), the same on the server and in the browser. */
export function useSiteTimeZone(): string {
  return useRootData()?.timeZone ?? site.timeZone;
}

/** The instant the current month began on the business's clocks (its 1st, 00:00, in `timeZone`). */
export function startOfLocalMonth(now: Date, timeZone: string): Date {
  const { year, month } = wallTimeIn(now, timeZone);
  return instantOf({ year, month, day: 1, hour: 0, minute: 0, second: 0 }, timeZone);
}
