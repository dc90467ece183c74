import { describe, expect, it } from "vitest";
import { defaultRange, rangeBounds, readRange } from "./report-range";

const NOW = new Date("2026-11-23T16:00:00Z");
const read = (query: string) => readRange(new URLSearchParams(query), NOW);

describe("readRange", () => {
  it("defaults to the last twelve months, this one included", () => {
    expect(defaultRange(NOW)).toEqual({ from: "2025-12", to: "2026-11" });
    expect(read("")).toEqual({ ok: true, range: { from: "2025-12", to: "2026-11" } });
  });

  it("counts January's year back correctly", () => {
    expect(defaultRange(new Date("2026-01-05T00:00:00Z"))).toEqual({ from: "2025-02", to: "2026-01" });
  });

  it("takes the months asked for, one month included", () => {
    expect(read("from=2026-03&to=2026-03")).toEqual({ ok: true, range: { from: "2026-03", to: "2026-03" } });
    expect(read("from=2024-01")).toEqual({ ok: true, range: { from: "2024-01", to: "2026-11" } });
  });

  it.each([
    ["from=2026-13", "invalidMonth"],
    ["from=2026-1", "invalidMonth"],
    ["to=March", "invalidMonth"],
    ["from=2026-00", "invalidMonth"],
    ["from=<script>", "invalidMonth"],
    ["from=2026-05&to=2026-04", "backwards"],
    ["from=2010-01&to=2026-01", "tooLong"],
  ])("refuses %s (%s)", (query, error) => {
    expect(read(query)).toEqual({ ok: false, error });
  });

  it("allows exactly ten years", () => {
    expect(read("from=2017-01&to=2026-12").ok).toBe(true);
    expect(read("from=2016-12&to=2026-12").ok).toBe(false);
  });
});

describe("rangeBounds", () => {
  it("runs from the first instant of the first month to the first instant after the last, in UTC", () => {
    expect(rangeBounds({ from: "2025-12", to: "2026-02" })).toEqual({
      start: new Date("2025-12-01T00:00:00Z"),
      end: new Date("2026-03-01T00:00:00Z"),
    });
    expect(rangeBounds({ from: "2026-12", to: "2026-12" }).end).toEqual(new Date("2027-01-01T00:00:00Z"));
  });
});
