import { afterAll, describe, expect, test } from "vitest";
import { eventDefinitions, eventTimeZone, type EventDefinition } from "~/content/events";
import {
  describeRecurrence,
  firstWeekdayOfMonth,
  formatEventDate,
  instantOf,
  isUpcoming,
  nextFirstWeekdayOfMonth,
  nextWeekly,
  parseLocalIso,
  upcomingEvents,
  wallTimeIn,
  withOffset,
} from "~/utils/event-dates";

const NY = "America/New_York";
const at = (iso: string) => new Date(iso);
const weekly = (now: string) => nextWeekly(at(now), "Wednesday", "19:00", NY);
const firstWednesday = (now: string) => nextFirstWeekdayOfMonth(at(now), "Wednesday", "19:00", NY);

const originalTz = process.env.TZ;
afterAll(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

// The same expectations must hold whatever the server's own time zone is: the code never uses
// local-time getters. Node re-reads TZ when it is assigned, which the first check proves.
describe.each(["UTC", "Asia/Tokyo", "America/Los_Angeles", "Australia/Lord_Howe"])(
  "with the server in TZ=%s",
  (tz) => {
    test("the process really runs in that zone", () => {
      process.env.TZ = tz;
      const offset = new Date(Date.UTC(2026, 0, 15, 12)).getTimezoneOffset();
      expect(offset).toBe(
        { UTC: 0, "Asia/Tokyo": -540, "America/Los_Angeles": 480, "Australia/Lord_Howe": -660 }[tz],
      );
    });

    describe("[S-EVENTS-04] the weekly Wednesday 7 PM event", () => {
      test("from a Saturday: the coming Wednesday", () => {
        process.env.TZ = tz;
        // Saturday 21 November 2026, 4:33 PM in New York.
        expect(weekly("2026-11-21T21:33:00Z")).toBe("2026-11-25T19:00:00");
      });

      test("on a Wednesday before 7 PM New York time: that same evening", () => {
        process.env.TZ = tz;
        expect(weekly("2026-11-25T23:59:00Z")).toBe("2026-11-25T19:00:00"); // 6:59 PM EST
        expect(weekly("2026-11-25T05:00:00Z")).toBe("2026-11-25T19:00:00"); // 00:00 EST
      });

      test("on a Wednesday at or after 7 PM: the next week's", () => {
        process.env.TZ = tz;
        expect(weekly("2026-11-26T00:00:00Z")).toBe("2026-12-02T19:00:00"); // 7:00 PM EST
        // 11:30 PM Wednesday in New York is already Thursday in UTC and in Tokyo.
        expect(weekly("2026-11-26T04:30:00Z")).toBe("2026-12-02T19:00:00");
      });

      test("late Tuesday in New York (already Wednesday in UTC): the next day", () => {
        process.env.TZ = tz;
        expect(weekly("2026-11-25T03:00:00Z")).toBe("2026-11-25T19:00:00"); // Tue 10 PM EST
      });

      test("across month and year boundaries", () => {
        process.env.TZ = tz;
        expect(weekly("2026-11-28T15:00:00Z")).toBe("2026-12-02T19:00:00");
        expect(weekly("2026-12-31T15:00:00Z")).toBe("2027-01-06T19:00:00");
        expect(weekly("2028-02-24T15:00:00Z")).toBe("2028-03-01T19:00:00"); // leap year
        expect(weekly("2028-02-28T15:00:00Z")).toBe("2028-03-01T19:00:00");
      });

      test("across the DST change in March: 7 PM stays 7 PM, the offset moves", () => {
        process.env.TZ = tz;
        // DST starts on Sunday 14 March 2027.
        const before = weekly("2027-03-10T12:00:00Z");
        expect(before).toBe("2027-03-10T19:00:00");
        expect(withOffset(before, NY)).toBe("2027-03-10T19:00:00-05:00");
        const after = weekly("2027-03-11T00:30:00Z"); // Wed 7:30 PM EST
        expect(after).toBe("2027-03-17T19:00:00");
        expect(withOffset(after, NY)).toBe("2027-03-17T19:00:00-04:00");
        expect(instantOf(parseLocalIso(after), NY).toISOString()).toBe("2027-03-17T23:00:00.000Z");
        // From inside the skipped hour itself (2:30 AM doesn't exist on 14 March).
        expect(weekly("2027-03-14T07:30:00Z")).toBe("2027-03-17T19:00:00");
      });

      test("across the DST change in November", () => {
        process.env.TZ = tz;
        // DST ends on Sunday 1 November 2026; 1:30 AM happens twice.
        expect(weekly("2026-11-01T05:30:00Z")).toBe("2026-11-04T19:00:00"); // 1:30 AM EDT
        expect(weekly("2026-11-01T06:30:00Z")).toBe("2026-11-04T19:00:00"); // 1:30 AM EST
        expect(withOffset("2026-10-28T19:00:00", NY)).toBe("2026-10-28T19:00:00-04:00");
        expect(withOffset("2026-11-04T19:00:00", NY)).toBe("2026-11-04T19:00:00-05:00");
        // Wednesday 28 October, 7:00 PM EDT is 23:00 UTC: from then on, the next is 4 November.
        expect(weekly("2026-10-28T22:59:00Z")).toBe("2026-10-28T19:00:00");
        expect(weekly("2026-10-28T23:00:00Z")).toBe("2026-11-04T19:00:00");
      });
    });

    describe("[S-EVENTS-05] the monthly AI lab on the first Wednesday at 7 PM", () => {
      test("the first Wednesday rule, including months that start on a Wednesday", () => {
        process.env.TZ = tz;
        expect(firstWeekdayOfMonth(2026, 11, "Wednesday")).toBe(4);
        expect(firstWeekdayOfMonth(2026, 12, "Wednesday")).toBe(2);
        expect(firstWeekdayOfMonth(2027, 1, "Wednesday")).toBe(6);
        expect(firstWeekdayOfMonth(2027, 9, "Wednesday")).toBe(1); // 1 Sept 2027 is a Wednesday
        expect(firstWeekdayOfMonth(2026, 10, "Wednesday")).toBe(7); // 1 Oct 2026 is a Thursday
      });

      test("later in a month: next month's first Wednesday", () => {
        process.env.TZ = tz;
        expect(firstWednesday("2026-11-21T21:33:00Z")).toBe("2026-12-02T19:00:00");
        expect(firstWednesday("2026-12-15T12:00:00Z")).toBe("2027-01-06T19:00:00");
      });

      test("earlier in a month: this month's", () => {
        process.env.TZ = tz;
        expect(firstWednesday("2026-12-01T12:00:00Z")).toBe("2026-12-02T19:00:00");
        expect(firstWednesday("2027-09-01T05:00:00Z")).toBe("2027-09-01T19:00:00");
      });

      test("on the first Wednesday itself, before and after 7 PM New York time", () => {
        process.env.TZ = tz;
        expect(firstWednesday("2026-12-02T23:59:00Z")).toBe("2026-12-02T19:00:00"); // 6:59 PM
        expect(firstWednesday("2026-12-03T00:00:00Z")).toBe("2027-01-06T19:00:00"); // 7:00 PM
      });

      test("the last evening of a month in New York, already next month in UTC", () => {
        process.env.TZ = tz;
        // Monday 30 November 2026, 9 PM EST = 1 December 02:00 UTC.
        expect(firstWednesday("2026-12-01T02:00:00Z")).toBe("2026-12-02T19:00:00");
        // Tuesday 30 September 2025, 11 PM EDT = 1 October 03:00 UTC; 1 Oct 2025 is a Wednesday.
        expect(firstWednesday("2025-10-01T03:00:00Z")).toBe("2025-10-01T19:00:00");
      });

      test("across DST changes, the wall time stays 7 PM", () => {
        process.env.TZ = tz;
        expect(firstWednesday("2027-03-04T12:00:00Z")).toBe("2027-04-07T19:00:00");
        expect(withOffset("2027-03-03T19:00:00", NY)).toBe("2027-03-03T19:00:00-05:00");
        expect(withOffset("2027-04-07T19:00:00", NY)).toBe("2027-04-07T19:00:00-04:00");
        expect(firstWednesday("2026-10-08T12:00:00Z")).toBe("2026-11-04T19:00:00");
      });
    });

    test("[S-EVENTS-06] wall times and one-off events in New York time", () => {
      process.env.TZ = tz;
      expect(wallTimeIn(at("2026-11-26T04:30:00Z"), NY)).toEqual({
        year: 2026,
        month: 11,
        day: 25,
        hour: 23,
        minute: 30,
        second: 0,
      });
      expect(wallTimeIn(at("2026-11-26T05:00:00Z"), NY).hour).toBe(0); // midnight, not 24
      expect(isUpcoming("2026-12-01T18:30:00", at("2026-12-01T23:29:00Z"), NY)).toBe(true);
      expect(isUpcoming("2026-12-01T18:30:00", at("2026-12-01T23:30:00Z"), NY)).toBe(false);
    });
  },
);

describe("formatting", () => {
  test("dates read the same on every machine, with plain spaces", () => {
    expect(formatEventDate("2026-12-02T19:00:00")).toBe(
      "Wednesday, December 2, 2026 at 7:00 PM ET",
    );
    expect(formatEventDate("2027-01-16T10:00:00")).toBe(
      "Saturday, January 16, 2027 at 10:00 AM ET",
    );
    expect(formatEventDate("2027-01-16T00:05:00")).toBe(
      "Saturday, January 16, 2027 at 12:05 AM ET",
    );
    expect(formatEventDate("2027-01-16T12:00:00")).toBe(
      "Saturday, January 16, 2027 at 12:00 PM ET",
    );
  });

  test("[S-EVENTS-04] [S-EVENTS-05] recurring text", () => {
    expect(describeRecurrence({ frequency: "weekly", weekday: "Wednesday", time: "19:00" })).toBe(
      "Every Wednesday at 7:00 PM ET",
    );
    expect(
      describeRecurrence({ frequency: "monthly-first", weekday: "Wednesday", time: "19:00" }),
    ).toBe("First Wednesday of every month at 7:00 PM ET");
  });

  test("[S-EVENTS-06] local ISO date-times are validated", () => {
    expect(parseLocalIso("2026-12-01T18:30")).toMatchObject({ hour: 18, minute: 30, second: 0 });
    for (const bad of ["2026-02-30T10:00:00", "2026-12-01T18:30:00Z", "2026-12-01T24:00", "soon"])
      expect(() => parseLocalIso(bad)).toThrow();
  });
});

describe("the events list", () => {
  const now = at("2026-11-21T21:33:00Z");

  test("[S-EVENTS-04] [S-EVENTS-05] the content has the weekly and the monthly Wednesday 7 PM events", () => {
    const rules = eventDefinitions.flatMap((e) => (e.recurrence ? [e.recurrence] : []));
    expect(rules).toContainEqual({ frequency: "weekly", weekday: "Wednesday", time: "19:00" });
    expect(rules).toContainEqual({
      frequency: "monthly-first",
      weekday: "Wednesday",
      time: "19:00",
    });
    const lab = eventDefinitions.find((e) => e.recurrence?.frequency === "monthly-first");
    expect(lab?.title).toMatch(/AI Lab/);
    expect(eventTimeZone).toBe(NY);
  });

  test("[S-EVENTS-06] every event has the spec's fields, with local ISO start dates", () => {
    const ids = new Set<string>();
    for (const event of upcomingEvents(eventDefinitions, at("2020-01-01T00:00:00Z"), NY)) {
      expect(ids.has(event.id)).toBe(false);
      ids.add(event.id);
      expect(event.title.length).toBeGreaterThan(5);
      expect(event.description.length).toBeGreaterThan(40);
      expect(event.url).toMatch(/^https:\/\//);
      expect(event.image_url).toMatch(/^\/images\/events\/[a-z0-9-]+\.svg$/);
      expect(event.start_date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
      expect(() => parseLocalIso(event.start_date)).not.toThrow();
    }
    expect(ids.size).toBe(eventDefinitions.length);
  });

  test("the year-end series matches the home page's promotion: 4 sessions at $25", () => {
    const series = eventDefinitions.filter((e) => e.id.startsWith("year-end-planning-"));
    expect(series).toHaveLength(4);
    for (const session of series) expect(session.description).toContain("$25 per session");
  });

  test("recurring events show their next date and their recurring text; soonest first", () => {
    const list = upcomingEvents(eventDefinitions, now, NY);
    expect(list.find((e) => e.id === "wednesday-business-power-hour")).toMatchObject({
      start_date: "2026-11-25T19:00:00",
      recurring: "Every Wednesday at 7:00 PM ET",
      dateLabel: "Wednesday, November 25, 2026 at 7:00 PM ET",
      dateTime: "2026-11-25T19:00:00-05:00",
    });
    expect(list.find((e) => e.id === "monthly-ai-lab")).toMatchObject({
      start_date: "2026-12-02T19:00:00",
      recurring: "First Wednesday of every month at 7:00 PM ET",
    });
    const starts = list.map((e) => e.start_date);
    expect(starts).toEqual([...starts].sort());
    expect(list.find((e) => e.id === "year-end-planning-1")?.recurring).toBeUndefined();
  });

  test("one-off events are listed until they start, then dropped", () => {
    const sample: EventDefinition[] = [
      {
        id: "a",
        title: "Evening session",
        description: "d",
        url: "https://tickets.example",
        image_url: "/i.svg",
        start_date: "2026-12-01T18:30:00",
      },
    ];
    expect(upcomingEvents(sample, at("2026-12-01T23:29:59Z"), NY)).toHaveLength(1);
    expect(upcomingEvents(sample, at("2026-12-01T23:30:00Z"), NY)).toHaveLength(0);
    const later = upcomingEvents(eventDefinitions, at("2026-12-09T12:00:00Z"), NY).map((e) => e.id);
    expect(later).not.toContain("year-end-planning-1");
    expect(later).not.toContain("year-end-planning-2");
    expect(later).toContain("year-end-planning-3");
    expect(later).toContain("wednesday-business-power-hour");
    expect(later).toContain("monthly-ai-lab");
  });
});
