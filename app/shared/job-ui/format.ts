import { intlLocale, perLocale, type Locale, type TFunction } from "~/shared/i18n/i18n";
import { useI18n } from "~/shared/i18n/i18n-context";
import type { WageType } from "~/shared/constants";

export interface JobFormat {
  /** A wage: an hourly one with its cents ("$18.00"), a yearly one in whole dollars unless it has cents. */
  wage(amount: number, type: WageType): string;
  /** Whole dollars: the pay filter's steps ("$16"). */
  dollars(amount: number): string;
  /** "1 mile", "3.2 miles", in the language's words. */
  distance(miles: number): string;
  date(value: Date): string;
  /** A calendar date stored as "YYYY-MM-DD". */
  day(value: string): string;
  /** An hour of the day (0–23) on the language's clock; a 12-hour clock as "12am" … "11pm". */
  hour(hour: number): string;
}

// Arabic's currency pattern starts with a right-to-left mark, which inside a
// sentence splits the symbol from the amount ("$US 16.00"). Without it, the
// sentence isolates the amount as one left-to-right piece: "16.00 US$".
const RIGHT_TO_LEFT_MARK = /\u200f/g;

function dollarFormat(locale: Locale, cents: boolean): (amount: number) => string {
  const digits = cents ? 2 : 0;
  // Every job is in the United States, so "$" alone is never ambiguous.
  const format = new Intl.NumberFormat(intlLocale(locale), {
    style: "currency",
    currency: "USD",
    currencyDisplay: "narrowSymbol",
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return (amount) => format.format(amount).replace(RIGHT_TO_LEFT_MARK, "");
}

/**
 * Numbers and dates of jobs in a language, built once per language rather
 * than per card. Dates are shown in UTC so the server's and the browser's
 * renderings agree.
 */
export const jobFormat = perLocale((locale): JobFormat => {
  const cents = dollarFormat(locale, true);
  const whole = dollarFormat(locale, false);
  const miles = new Intl.NumberFormat(intlLocale(locale), {
    style: "unit",
    unit: "mile",
    unitDisplay: "long",
    maximumFractionDigits: 1,
  });
  const date = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: "long", timeZone: "UTC" });
  const hourFormat = new Intl.DateTimeFormat(intlLocale(locale), { hour: "numeric", timeZone: "UTC" });
  // The filter panel's two pickers show all 24 on every list page: labelled once, not 48 times a page.
  const hours = Array.from({ length: 24 }, (_, value) => {
    const label = hourFormat.format(Date.UTC(2000, 0, 1, value));
    return /^\d{1,2}\s?[AP]M$/i.test(label) ? label.replace(/\s/g, "").toLowerCase() : label;
  });
  return {
    wage: (amount, type) => (type === "Hourly" || !Number.isInteger(amount) ? cents : whole)(amount),
    dollars: whole,
    distance: (value) => miles.format(value),
    date: (value) => date.format(value),
    day: (value) => date.format(new Date(`${value}T00:00:00Z`)),
    hour: (value) => hours[value] ?? String(value),
  };
});

export function useJobFormat(): JobFormat {
  return jobFormat(useI18n().locale);
}

interface Pay {
  wageMin: number;
  wageMax: number;
  wageType: WageType;
}

/** The pay a job card shows: "$22.50+ an hour". */
export function payFromText(t: TFunction, format: JobFormat, job: Omit<Pay, "wageMax">): string {
  return t(`jobs.wageFrom.${job.wageType}`, { amount: format.wage(job.wageMin, job.wageType) });
}

/** A job's pay range: "$16.50 – $18.00 an hour", or one amount when both ends are the same. */
export function payRangeText(t: TFunction, format: JobFormat, job: Pay): string {
  if (job.wageMin === job.wageMax) {
    return t(`jobs.wageExact.${job.wageType}`, { amount: format.wage(job.wageMin, job.wageType) });
  }
  return t(`jobs.wageRange.${job.wageType}`, {
    min: format.wage(job.wageMin, job.wageType),
    max: format.wage(job.wageMax, job.wageType),
  });
}
