import { describe, expect, it } from "vitest";
import { isFullTime } from "./placement-rules";

describe("isFullTime", () => {
  it.each([
    [40, 35, true],
    [35, 35, true],
    [34.5, 35, false],
    [20, 35, false],
    [80, 35, true],
    [30, 30, true],
    [37.5, 37.5, true],
    [37.4, 37.5, false],
  ])("%s hours a week with a threshold of %s: %s", (hours, threshold, expected) => {
    expect(isFullTime(hours, threshold)).toBe(expected);
  });
});
