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

export function formatLocalDateTime(at: string | Date, timeZone: string): string {
  return formatter(timeZone, true).format(new Date(at));
}

export function formatLocalDate(at: string | Date, timeZone: string): string {
  return formatter(timeZone, false).format(new Date(at));
}

export function useSiteTimeZone(): string {
  return useRootData()?.timeZone ?? site.timeZone;
}

export function startOfLocalMonth(now: Date, timeZone: string): Date {
  const { year, month } = wallTimeIn(now, timeZone);
  return instantOf({ year, month, day: 1, hour: 0, minute: 0, second: 0 }, timeZone);
}
