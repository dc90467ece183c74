import type { REPORT_REASONS } from "~/shared/constants";

// Imported by browser code: the reasons are repeated here so that the bundle
// does not pull in the database library; report-rules.test.ts checks they match.
export const REPORT_REASON_CHOICES = [
  "money",
  "fake",
  "unsafe",
  "wrong",
  "other",
] as const satisfies readonly (typeof REPORT_REASONS)[number][];

export const REPORT_NOTE_MAX = 1000;

/**
 * Whether a new report hides the job from job seekers: open reports from
 * `threshold` different people hide it until staff decide. A job already
 * hidden stays so (and its employer is not told again).
 */
export function hidesJob(openReports: number, threshold: number, hidden: boolean): boolean {
  return !hidden && openReports >= threshold;
}
