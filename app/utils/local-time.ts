import { useRootData } from "~/utils/root-data";
import { site } from "~/content/site";

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
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "numeric" })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  const midnightAsUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, 1);
  // The zone's offset at that moment (twice: the first guess may sit across a DST change).
  let start = midnightAsUtc - offsetAt(new Date(midnightAsUtc), timeZone);
  start = midnightAsUtc - offsetAt(new Date(start), timeZone);
  return new Date(start);
}

/** How far `timeZone`'s clocks are ahead of UTC at `at`, in milliseconds. */
function offsetAt(at: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    })
      .formatToParts(at)
      .map((part) => [part.type, Number(part.value)]),
  );
  const wall = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}
