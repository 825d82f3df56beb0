import { describe, expect, it } from "vitest";
import { parseConfig } from "~/.server/config";
import { formatLocalDate, formatLocalDateTime, startOfLocalMonth } from "~/utils/local-time";

describe("times in the business's time zone", () => {
  const instant = "2026-11-26T06:22:10.005Z";

  it("shows New York's wall clock with its zone, not UTC", () => {
    expect(formatLocalDateTime(instant, "America/New_York")).toBe("Nov 26, 2026, 1:22 AM EST");
    expect(formatLocalDate(instant, "America/New_York")).toBe("Nov 26, 2026");
  });

  it("follows another zone when the site is set to one", () => {
    expect(formatLocalDateTime(instant, "America/Los_Angeles")).toBe("Nov 25, 2026, 10:22 PM PST");
  });

  it("is America/New_York unless SITE_TIME_ZONE says otherwise, and a bad zone is refused", () => {
    expect(parseConfig({}).timeZone).toBe("America/New_York");
    expect(parseConfig({ SITE_TIME_ZONE: "Europe/Berlin" }).timeZone).toBe("Europe/Berlin");
    expect(() => parseConfig({ SITE_TIME_ZONE: "Mars/Olympus" })).toThrow(/SITE_TIME_ZONE/);
  });
});

describe("startOfLocalMonth", () => {
  it("is midnight on the 1st on the business's clocks, whatever the date in UTC", () => {
    // 03:00 UTC on Dec 1 is still November in New York (UTC−5).
    expect(startOfLocalMonth(new Date("2026-12-01T03:00:00Z"), "America/New_York")).toEqual(
      new Date("2026-11-01T04:00:00Z"), // Nov 1 began in EDT (UTC−4)
    );
    expect(startOfLocalMonth(new Date("2026-12-01T06:00:00Z"), "America/New_York")).toEqual(
      new Date("2026-12-01T05:00:00Z"),
    );
    expect(startOfLocalMonth(new Date("2026-07-15T12:00:00Z"), "UTC")).toEqual(
      new Date("2026-07-01T00:00:00Z"),
    );
    expect(startOfLocalMonth(new Date("2026-03-20T12:00:00Z"), "Asia/Kolkata")).toEqual(
      new Date("2026-02-28T18:30:00Z"),
    );
  });
});
