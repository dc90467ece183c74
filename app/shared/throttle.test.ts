import { describe, expect, it } from "vitest";
import { createThrottle } from "./throttle";

describe("createThrottle", () => {
  it.each([
    // [hits at these times (ms), expected results]
    [[0, 10, 20], [true, true, false]],
    [[0, 10, 60_000], [true, true, true]],
    [[0, 59_999, 59_999], [true, true, false]],
  ])("max 2 per minute: hits at %j -> %j", (times, expected) => {
    const throttle = createThrottle({ max: 2, windowMs: 60_000 });
    expect(times.map((t) => throttle.hit("a", t).ok)).toEqual(expected);
  });

  it("says how long to wait, rounded up to whole seconds", () => {
    const throttle = createThrottle({ max: 1, windowMs: 60_000 });
    throttle.hit("a", 1_000);
    expect(throttle.hit("a", 30_500)).toEqual({ ok: false, retryAfterSeconds: 31 });
  });

  it("counts each key on its own", () => {
    const throttle = createThrottle({ max: 1, windowMs: 60_000 });
    expect(throttle.hit("a", 0).ok).toBe(true);
    expect(throttle.hit("b", 0).ok).toBe(true);
    expect(throttle.hit("a", 1).ok).toBe(false);
  });
});
