import { intlLocale, perLocale, type MessageKey } from "~/shared/i18n/i18n";
import { jobFormat } from "~/shared/job-ui/format";
import type { PlacementFigures } from "./report.server";

// The report's numbers and months in the viewer's language (digits 0–9 and the
// Gregorian calendar, docs/decisions/012-plurals-and-numbers.md), built once per language.
export const reportFormat = perLocale((locale) => {
  const month = new Intl.DateTimeFormat(intlLocale(locale), { year: "numeric", month: "long", timeZone: "UTC" });
  const whole = new Intl.NumberFormat(intlLocale(locale));
  const days = new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(intlLocale(locale), { style: "percent", maximumFractionDigits: 0 });
  const wage = jobFormat(locale);
  return {
    /** "2026-03" → "March 2026". */
    month: (value: string) => month.format(new Date(`${value}-01T00:00:00Z`)),
    count: (value: number) => whole.format(value),
    days: (value: number) => days.format(value),
    /** A fraction as a percentage: 0.769 → "77%". */
    percent: (fraction: number) => percent.format(fraction),
    /** Cents an hour as dollars: 1945 → "$19.45", as the job cards write an hourly wage. */
    hourlyWage: (cents: number) => wage.wage(cents / 100, "Hourly"),
  };
});

/** The report's counted figures and their column names, in order (the median follows them). */
export const FIGURE_COLUMNS = [
  ["jobsApproved", "applications.report.col.jobsApproved"],
  ["requests", "applications.report.col.requests"],
  ["referrals", "applications.report.col.referrals"],
  ["interviews", "applications.report.col.interviews"],
  ["hires", "applications.report.col.hires"],
] as const satisfies readonly (readonly [Exclude<keyof PlacementFigures, "medianDaysToHire">, MessageKey])[];
