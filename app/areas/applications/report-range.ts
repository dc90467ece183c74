// The placement report's months: a range of whole calendar months in UTC,
// read from the URL (?from=2026-01&to=2026-06) and checked before any query.

/** A month as the month input writes it: "2026-03". */
export type Month = `${number}-${number}`;

export interface MonthRange {
  from: Month;
  /** Inclusive. */
  to: Month;
}

/** At most ten years in one report: longer ranges are refused rather than run. */
export const MAX_REPORT_MONTHS = 120;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

function monthIndex(month: string): number | null {
  const match = MONTH.exec(month);
  return match ? Number(match[1]) * 12 + Number(match[2]) - 1 : null;
}

function monthOf(index: number): Month {
  const year = Math.floor(index / 12);
  return `${String(year).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}` as Month;
}

/** The last twelve months, this one included. */
export function defaultRange(now: Date): MonthRange {
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return { from: monthOf(current - 11), to: monthOf(current) };
}

export type RangeError = "invalidMonth" | "backwards" | "tooLong";

/**
 * The range the URL asks for; a missing end takes the default's. A month that
 * is not YYYY-MM, an end before the start, or a range past MAX_REPORT_MONTHS
 * is an error for the page to show.
 */
export function readRange(
  params: URLSearchParams,
  now: Date,
): { ok: true; range: MonthRange } | { ok: false; error: RangeError } {
  const fallback = defaultRange(now);
  const from = params.get("from") || fallback.from;
  const to = params.get("to") || fallback.to;
  const start = monthIndex(from);
  const end = monthIndex(to);
  if (start === null || end === null) return { ok: false, error: "invalidMonth" };
  if (end < start) return { ok: false, error: "backwards" };
  if (end - start + 1 > MAX_REPORT_MONTHS) return { ok: false, error: "tooLong" };
  return { ok: true, range: { from: monthOf(start), to: monthOf(end) } };
}

/** The instants the range covers: from the first day of `from` to the first day after `to`, UTC. */
export function rangeBounds(range: MonthRange): { start: Date; end: Date } {
  const end = (monthIndex(range.to) as number) + 1;
  return {
    start: new Date(`${range.from}-01T00:00:00Z`),
    end: new Date(Date.UTC(Math.floor(end / 12), end % 12, 1)),
  };
}
