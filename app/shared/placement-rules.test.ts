import { describe, expect, it } from "vitest";
import { centsText, checkInSchedule, FULL_TIME_HOURS, hourlyCents, isFullTime, parseCents } from "./placement-rules";

describe("full-time", () => {
  it.each([
    [40, true],
    [35, true],
    [34.5, false],
    [20, false],
    [80, true],
  ])("%s hours a week under the default threshold of 35: %s", (hours, expected) => {
    expect(FULL_TIME_HOURS).toBe(35);
    expect(isFullTime(hours)).toBe(expected);
  });

  it.each([
    [40, 35, true],
    [35, 35, true],
    [34.5, 35, false],
    [30, 30, true],
    [37.5, 37.5, true],
    [37.4, 37.5, false],
    [35, 40, false],
  ])(
    "%s hours a week with a threshold of %s (a setting that changes over the years): %s",
    (hours, threshold, expected) => {
      expect(isFullTime(hours, threshold)).toBe(expected);
    },
  );
});

describe("pay as cents an hour", () => {
  it.each([
    ["an hourly wage as it is", 1650, "hour", 40, 1650],
    ["a week's pay over its hours", 64000, "week", 40, 1600],
    ["a week's pay over part-time hours", 30000, "week", 25, 1200],
    ["a year's pay over 2,000 hours, whatever the weekly hours", 4_000_000, "year", 20, 2000],
    ["a year's pay rounded to the cent (41,999 / 2000 = 20.9995)", 4_199_900, "year", 40, 2100],
    ["a week rounded to the cent (500 / 37.5 = 13.333…)", 50000, "week", 37.5, 1333],
    ["a week rounded half up (100.10 / 4 = 25.025)", 10010, "week", 4, 2503],
  ] as const)("%s", (_, cents, period, hours, expected) => {
    expect(hourlyCents(cents, period, hours)).toBe(expected);
  });
});

describe("amounts as typed", () => {
  it.each([
    ["16", 1600],
    ["16.5", 1650],
    ["16.05", 1605],
    [" 52,000.00 ", 5_200_000],
    ["0", 0],
  ])("%j is %s cents", (text, cents) => {
    expect(parseCents(text)).toBe(cents);
  });

  it.each(["", "-5", "16.505", "1e3", "12,34", "abc", "$16", "16."])("%j is not an amount", (text) => {
    expect(parseCents(text)).toBeNull();
  });

  it("writes cents back as the field shows them", () => {
    expect([centsText(1650), centsText(5), centsText(5_200_000)]).toEqual(["16.50", "0.05", "52000.00"]);
  });
});

describe("check-ins", () => {
  it("fall due on calendar days after the start, across the clocks going forward (8 March 2026) and back", () => {
    expect(checkInSchedule("2026-02-20", [30, 90, 180])).toEqual([
      { day: 30, dueOn: "2026-03-22" },
      { day: 90, dueOn: "2026-05-21" },
      { day: 180, dueOn: "2026-08-19" },
    ]);
    expect(checkInSchedule("2026-10-15", [30])).toEqual([{ day: 30, dueOn: "2026-11-14" }]);
  });
});
