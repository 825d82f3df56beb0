// Pure and TZ-independent (Intl with explicit timeZone, UTC getters), so server and browser agree.
import type { Event, EventDefinition } from "~/content/events";

export type WallTime = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

export const weekdays = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;
export type Weekday = (typeof weekdays)[number];

const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

export type Recurrence = {
  frequency: "weekly" | "monthly-first";
  weekday: Weekday;
  time: string;
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function wallTimeIn(instant: Date, timeZone: string): WallTime {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    // Some ICU versions write midnight as 24 even with h23.
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

export function toLocalIso(wall: WallTime): string {
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}`;
}

const localIsoPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

export function parseLocalIso(value: string): WallTime {
  const match = localIsoPattern.exec(value);
  if (!match) throw new Error(`Not a local ISO date-time: ${value}`);
  const [year, month, day, hour, minute, second] = match.slice(1).map((v) => Number(v ?? 0));
  const wall = { year: year!, month: month!, day: day!, hour: hour!, minute: minute!, second };
  const check = new Date(Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute));
  if (
    check.getUTCFullYear() !== wall.year ||
    check.getUTCMonth() !== wall.month - 1 ||
    check.getUTCDate() !== wall.day ||
    wall.hour > 23 ||
    wall.minute > 59 ||
    wall.second! > 59
  ) {
    throw new Error(`Not a valid date-time: ${value}`);
  }
  return wall as WallTime;
}

/** Wall time as if it were UTC, in ms: orders and adds days like the calendar. */
function asUtcMs(wall: WallTime) {
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
}

function fromUtcMs(ms: number): WallTime {
  const d = new Date(ms);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}

function offsetMinutesAt(instant: Date, timeZone: string): number {
  const wall = wallTimeIn(instant, timeZone);
  const seconds = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((asUtcMs(wall) - seconds) / 60_000);
}

/** In the spring gap the offset before the change applies; in the autumn overlap, the first. */
export function instantOf(wall: WallTime, timeZone: string): Date {
  const guess = asUtcMs(wall);
  const before = offsetMinutesAt(new Date(guess), timeZone);
  const first = guess - before * 60_000;
  const after = offsetMinutesAt(new Date(first), timeZone);
  if (after === before) return new Date(first);
  const second = guess - after * 60_000;
  // Keep the candidate whose wall time really is `wall`; in a gap, neither is.
  return asUtcMs(wallTimeIn(new Date(second), timeZone)) === guess
    ? new Date(second)
    : new Date(first);
}

export function withOffset(localIso: string, timeZone: string): string {
  const wall = parseLocalIso(localIso);
  const offset = offsetMinutesAt(instantOf(wall, timeZone), timeZone);
  const sign = offset < 0 ? "-" : "+";
  const abs = Math.abs(offset);
  return `${toLocalIso(wall)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

function parseTime(time: string) {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59)
    throw new Error(`Not an HH:mm time: ${time}`);
  return { hour: Number(match[1]), minute: Number(match[2]) };
}

function weekdayNumber(weekday: Weekday) {
  return weekdays.indexOf(weekday);
}

function weekdayOf(year: number, month: number, day: number) {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

const DAY_MS = 86_400_000;

export function nextWeekly(now: Date, weekday: Weekday, time: string, timeZone: string): string {
  const today = wallTimeIn(now, timeZone);
  const { hour, minute } = parseTime(time);
  const todayAt = { ...today, hour, minute, second: 0 };
  let days = (weekdayNumber(weekday) - weekdayOf(today.year, today.month, today.day) + 7) % 7;
  if (days === 0 && asUtcMs(todayAt) <= asUtcMs(today)) days = 7;
  return toLocalIso(fromUtcMs(asUtcMs(todayAt) + days * DAY_MS));
}

export function firstWeekdayOfMonth(year: number, month: number, weekday: Weekday): number {
  return 1 + ((weekdayNumber(weekday) - weekdayOf(year, month, 1) + 7) % 7);
}

export function nextFirstWeekdayOfMonth(
  now: Date,
  weekday: Weekday,
  time: string,
  timeZone: string,
): string {
  const today = wallTimeIn(now, timeZone);
  const { hour, minute } = parseTime(time);
  for (let ahead = 0; ahead < 2; ahead++) {
    const first = new Date(Date.UTC(today.year, today.month - 1 + ahead, 1));
    const year = first.getUTCFullYear();
    const month = first.getUTCMonth() + 1;
    const day = firstWeekdayOfMonth(year, month, weekday);
    const start = { year, month, day, hour, minute, second: 0 };
    if (asUtcMs(start) > asUtcMs(today)) return toLocalIso(start);
  }
  // Unreachable: next month's first weekday is always after today.
  throw new Error("no next occurrence");
}

function nextOccurrence(now: Date, recurrence: Recurrence, timeZone: string): string {
  return recurrence.frequency === "weekly"
    ? nextWeekly(now, recurrence.weekday, recurrence.time, timeZone)
    : nextFirstWeekdayOfMonth(now, recurrence.weekday, recurrence.time, timeZone);
}

export function isUpcoming(localIso: string, now: Date, timeZone: string): boolean {
  return asUtcMs(parseLocalIso(localIso)) > asUtcMs(wallTimeIn(now, timeZone));
}

/** "7:00 PM" with plain spaces, whatever the ICU version. */
function formatClock(hour: number, minute: number): string {
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}:${pad(minute)} ${hour < 12 ? "AM" : "PM"}`;
}

export function formatEventDate(localIso: string, zoneLabel = "ET"): string {
  const wall = parseLocalIso(localIso);
  const weekday = weekdays[weekdayOf(wall.year, wall.month, wall.day)];
  const date = `${weekday}, ${monthNames[wall.month - 1]} ${wall.day}, ${wall.year}`;
  return `${date} at ${formatClock(wall.hour, wall.minute)} ${zoneLabel}`;
}

export function describeRecurrence(recurrence: Recurrence, zoneLabel = "ET"): string {
  const { hour, minute } = parseTime(recurrence.time);
  const at = `at ${formatClock(hour, minute)} ${zoneLabel}`;
  return recurrence.frequency === "weekly"
    ? `Every ${recurrence.weekday} ${at}`
    : `First ${recurrence.weekday} of every month ${at}`;
}

export type EventListing = Event & {
  dateLabel: string;
  dateTime: string;
};

/** Formatted on the server so the page shows the same text before and after hydration. */
export function upcomingEvents(
  definitions: readonly EventDefinition[],
  now: Date,
  timeZone: string,
  zoneLabel = "ET",
): EventListing[] {
  const listed: EventListing[] = [];
  for (const { recurrence, start_date: fixedStart, ...event } of definitions) {
    const start_date = recurrence ? nextOccurrence(now, recurrence, timeZone) : fixedStart!;
    if (!recurrence && !isUpcoming(start_date, now, timeZone)) continue;
    listed.push({
      ...event,
      start_date,
      ...(recurrence ? { recurring: describeRecurrence(recurrence, zoneLabel) } : {}),
      dateLabel: formatEventDate(start_date, zoneLabel),
      dateTime: withOffset(start_date, timeZone),
    });
  }
  return listed.sort(
    (a, b) => a.start_date.localeCompare(b.start_date) || a.title.localeCompare(b.title),
  );
}
