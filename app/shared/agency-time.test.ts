import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  dayInZone,
  daysBetween,
  isCalendarDay,
  isTimeZone,
  toZonedTime,
  zonedTimeToInstant,
} from "./agency-time";

const CHICAGO = "America/Chicago";

describe("wall-clock times in the agency's zone", () => {
  it("reads a winter and a summer time with their own offsets", () => {
    expect(zonedTimeToInstant("2026-01-15T10:30", CHICAGO)?.toISOString()).toBe("2026-01-15T16:30:00.000Z");
    expect(zonedTimeToInstant("2026-07-15T10:30", CHICAGO)?.toISOString()).toBe("2026-07-15T15:30:00.000Z");
  });

  it("reads the day the clocks go forward (8 March 2026) on both sides of the change", () => {
    expect(zonedTimeToInstant("2026-03-08T01:30", CHICAGO)?.toISOString()).toBe("2026-03-08T07:30:00.000Z");
    expect(zonedTimeToInstant("2026-03-08T03:30", CHICAGO)?.toISOString()).toBe("2026-03-08T08:30:00.000Z");
    // 2:30 does not happen that night: it is read an hour on, as the clocks show it.
    const skipped = zonedTimeToInstant("2026-03-08T02:30", CHICAGO);
    expect(skipped && toZonedTime(skipped, CHICAGO)).toBe("2026-03-08T03:30");
  });

  it("reads a time that comes twice (1 November 2026, 1:30) as its first passing", () => {
    expect(zonedTimeToInstant("2026-11-01T01:30", CHICAGO)?.toISOString()).toBe("2026-11-01T06:30:00.000Z");
    expect(zonedTimeToInstant("2026-11-01T03:00", CHICAGO)?.toISOString()).toBe("2026-11-01T09:00:00.000Z");
  });

  it("gives back the time it read, in zones east and west and without daylight saving", () => {
    for (const zone of [CHICAGO, "Europe/Berlin", "Asia/Kabul", "Africa/Nairobi", "Pacific/Auckland"]) {
      for (const local of ["2026-03-29T09:15", "2026-10-25T23:59", "2026-12-31T00:00"]) {
        const instant = zonedTimeToInstant(local, zone);
        expect(instant && toZonedTime(instant, zone)).toBe(local);
      }
    }
  });

  it("refuses what is not a time", () => {
    for (const text of [
      "",
      "2026-02-30T10:00",
      "2026-13-01T10:00",
      "2026-01-01T24:00",
      "2026-01-01 10:00",
      "tomorrow",
    ]) {
      expect(zonedTimeToInstant(text, CHICAGO)).toBeNull();
    }
  });

  it("puts a late-evening instant on the zone's own day", () => {
    // 03:00 UTC on 9 March is still 8 March in Chicago (22:00 CDT).
    expect(dayInZone(new Date("2026-03-09T03:00:00Z"), CHICAGO)).toBe("2026-03-08");
    expect(dayInZone(new Date("2026-03-09T03:00:00Z"), "Europe/Kyiv")).toBe("2026-03-09");
  });

  it("knows zones by their names", () => {
    expect(isTimeZone(CHICAGO)).toBe(true);
    expect(isTimeZone("Mars/Olympus_Mons")).toBe(false);
  });
});

describe("calendar days", () => {
  it("adds days across the daylight-saving changes without moving the day", () => {
    expect(addDays("2026-02-20", 30)).toBe("2026-03-22");
    expect(addDays("2026-10-15", 30)).toBe("2026-11-14");
    expect(addDays("2026-09-01", 90)).toBe("2026-11-30");
    expect(addDays("2026-06-30", 180)).toBe("2026-12-27");
    expect(daysBetween("2026-02-20", "2026-03-22")).toBe(30);
    expect(daysBetween("2026-03-22", "2026-02-20")).toBe(-30);
  });

  it("adds months within the month", () => {
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonths("2026-08-15", 6)).toBe("2027-02-15");
  });

  it("tells real days from others", () => {
    expect(["2026-02-28", "2028-02-29"].map(isCalendarDay)).toEqual([true, true]);
    expect(["2026-02-29", "2026-2-28", "28/02/2026", ""].map(isCalendarDay)).toEqual([false, false, false, false]);
  });
});
