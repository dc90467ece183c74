import { describe, expect, it } from "vitest";
import { REPORT_REASONS } from "~/shared/constants";
import { hidesJob, REPORT_REASON_CHOICES } from "./report-rules";
import { ReportJobSchema } from "./report-job.server";

describe("hidesJob: open reports from different people against the threshold", () => {
  it.each([
    [0, 3, false, false],
    [2, 3, false, false],
    [3, 3, false, true],
    [4, 3, false, true],
    // Already hidden: nothing new to do, the employer was told once.
    [3, 3, true, false],
    [5, 3, true, false],
    [1, 1, false, true],
  ])("%i open reports, threshold %i, hidden %s -> hides now: %s", (open, threshold, hidden, expected) => {
    expect(hidesJob(open, threshold, hidden)).toBe(expected);
  });
});

describe("the report form", () => {
  it("offers exactly the schema's reasons", () => {
    expect(REPORT_REASON_CHOICES).toEqual(REPORT_REASONS);
  });

  it.each([
    [
      { reason: "money", note: "  They asked for a fee.  " },
      { reason: "money", note: "They asked for a fee." },
    ],
    [{ reason: "other" }, { reason: "other", note: "" }],
  ])("accepts %o", (input, expected) => {
    expect(ReportJobSchema.parse(input)).toEqual(expected);
  });

  it.each([{}, { reason: "boring" }, { reason: "fake", note: "x".repeat(1001) }])("refuses %o", (input) => {
    expect(ReportJobSchema.safeParse(input).success).toBe(false);
  });
});
