// Rules of placements (issue 40) as plain functions: the placement form, the follow-ups and the
// outcome report (whose SQL applies the same rules) read them from here.

/**
 * Whether a placement's scheduled hours a week make it full-time: at least the threshold
 * (FULL_TIME_HOURS; the US ORR outcome measures count 35 hours a week and more).
 */
export function isFullTime(hours: number, threshold: number): boolean {
  return hours >= threshold;
}
