import { describe, expect, it } from "vitest";
import { parseConfig } from "~/.server/config";
import { formatLocalDate, formatLocalDateTime } from "~/utils/local-time";

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
