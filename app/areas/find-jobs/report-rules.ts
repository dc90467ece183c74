import { reportsMayHide } from "~/shared/access/job-status";
import type { REPORT_REASONS, UserStatus } from "~/shared/constants";

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
 * `threshold` different people who have shown they are real (only theirs are
 * counted, docs/decisions/025) hide it until staff decide, unless its owner is
 * approved or trusted (then staff are left to decide). A job already hidden
 * stays so (and its employer is not told again).
 */
export function hidesJob(
  countedReports: number,
  threshold: number,
  job: { hidden: boolean; owner: { status: UserStatus; trusted: boolean } },
): boolean {
  return !job.hidden && reportsMayHide(job.owner) && countedReports >= threshold;
}
