import { describe, expect, it } from "vitest";
import { percent, readGrouping, share } from "./outcome-figures";

describe("share", () => {
  it.each([
    [1, 4, 0.25],
    [0, 3, 0],
    [3, 3, 1],
    [2, 3, 2 / 3],
    [0, 0, null],
    [5, 0, null],
  ])("%s of %s: %s", (part, whole, expected) => {
    expect(share(part, whole)).toBe(expected);
  });
});

describe("percent", () => {
  it.each([
    [10, 13, 76.9],
    [9, 13, 69.2],
    [2, 3, 66.7],
    [1, 8, 12.5],
    [1, 1, 100],
    [0, 4, 0],
    [0, 0, null],
  ])("%s of %s: %s", (part, whole, expected) => {
    expect(percent(part, whole)).toBe(expected);
  });
});

describe("readGrouping", () => {
  it.each([
    ["month", "month"],
    ["employer", "employer"],
    ["staff", "staff"],
    [null, "month"],
    ["", "month"],
    ["total", "month"],
    ["Staff", "month"],
  ] as const)("%s: %s", (value, expected) => {
    expect(readGrouping(value)).toBe(expected);
  });
});
