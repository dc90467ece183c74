import { describe, expect, it } from "vitest";
import { REPORT_REASONS } from "~/shared/constants";
import { hidesJob, REPORT_REASON_CHOICES } from "./report-rules";
import { ReportJobSchema } from "./report-job.server";

const suspended = { status: "pending", trusted: false } as const;

describe("hidesJob: counted reports against the threshold, and whose job it is", () => {
  it.each([
    [0, 3, false, false],
    [2, 3, false, false],
    [3, 3, false, true],
    [4, 3, false, true],
    // Already hidden: nothing new to do, the employer was told once.
    [3, 3, true, false],
    [5, 3, true, false],
    [1, 1, false, true],
  ])("%i counted reports, threshold %i, hidden %s -> hides now: %s", (counted, threshold, hidden, expected) => {
    expect(hidesJob(counted, threshold, { hidden, owner: suspended })).toBe(expected);
  });

  it.each([
    ["an approved employer's", { status: "approved", trusted: false }, false],
    ["a trusted employer's", { status: "approved", trusted: true }, false],
    ["a suspended but still trusted employer's", { status: "pending", trusted: true }, false],
    ["a suspended employer's", suspended, true],
  ] as const)("%s job, threshold reached -> hides now: %s", (_, owner, expected) => {
    expect(hidesJob(5, 3, { hidden: false, owner })).toBe(expected);
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
