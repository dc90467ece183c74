import { describe, expect, it } from "vitest";
import { parseShift, readTimes } from "./shift";

describe("readTimes", () => {
  it.each([
    ["9am", [9]],
    ["9:30 AM", [9.5]],
    ["5 pm", [17]],
    ["12am and 12pm", [0, 12]],
    ["7 Pm", [19]],
    ["Mon-Fri 9-5", []],
    ["18:00 to 22:00", []],
    ["flexible", []],
  ])("%s", (text, hours) => {
    expect(readTimes(text)).toEqual(hours);
  });
});

describe("parseShift", () => {
  it.each([
    ["9am-5pm", { starts: [9], ends: [17] }],
    ["Mon-Fri 9am-5pm", { starts: [9], ends: [17] }],
    ["8:30 AM to 1 PM", { starts: [8.5], ends: [13] }],
    ["10pm to 6am", { starts: [22], ends: [30] }],
    ["Mon-Thu 7:00 am - 3:30 pm, Fri 7am-12pm", { starts: [7, 7], ends: [15.5, 12] }],
    ["9am, 5pm, 8pm", null],
    ["Mon-Fri 9-5", null],
    ["flexible", null],
    ["", null],
  ])("%s", (text, expected) => {
    expect(parseShift(text)).toEqual(expected);
  });
});
