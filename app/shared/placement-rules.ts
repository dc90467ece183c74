import { addDays } from "~/shared/agency-time";
import { HOURS_PER_YEAR, type PayPeriod } from "~/shared/constants";

// Rules of placements (issue 40) as plain functions on numbers and calendar days, no I/O: the
// placement form, the follow-ups and the outcome report (whose SQL applies the same rules) read
// them from here.

/** Scheduled hours a week from which a placement is full-time: the FULL_TIME_HOURS setting's default. */
export const FULL_TIME_HOURS = 35;

/**
 * Whether a placement's scheduled hours a week make it full-time: at least the threshold
 * (FULL_TIME_HOURS, a setting; the US ORR outcome measures count 35 hours a week and more).
 */
export function isFullTime(hoursPerWeek: number, threshold: number = FULL_TIME_HOURS): boolean {
  return hoursPerWeek >= threshold;
}

/**
 * Pay stated per hour, week or year as cents an hour, rounded to the cent: a week's pay over its
 * scheduled hours, a year's over HOURS_PER_YEAR (2000, the rule the seed's pay filter uses).
 */
export function hourlyCents(payCents: number, period: PayPeriod, hoursPerWeek: number): number {
  switch (period) {
    case "hour":
      return payCents;
    case "week":
      return Math.round(payCents / hoursPerWeek);
    case "year":
      return Math.round(payCents / HOURS_PER_YEAR);
  }
}

// "16", "16.5", "16.50", "52,000.00": dollars with at most two decimals, grouping commas allowed.
const MONEY = /^(\d{1,3}(?:,\d{3})+|\d{1,9})(?:\.(\d{1,2}))?$/;

/** Dollars as typed ("1,250.5") in integer cents (125050); null when it is not an amount. */
export function parseCents(text: string): number | null {
  const match = MONEY.exec(text.trim());
  if (!match) return null;
  const dollars = Number((match[1] ?? "").replaceAll(",", ""));
  const cents = Number((match[2] ?? "").padEnd(2, "0"));
  return dollars * 100 + cents;
}

/** Cents as a form field shows them again ("1250.50"). */
export function centsText(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

/** The check-ins of a placement: one per follow-up day, due that many calendar days after the start. */
export function checkInSchedule(startDate: string, days: readonly number[]): { day: number; dueOn: string }[] {
  return days.map((day) => ({ day, dueOn: addDays(startDate, day) }));
}
