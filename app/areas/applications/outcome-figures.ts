import type { OutcomeGrouping } from "./report.server";

// The outcome report's shares and groupings, for the page and the CSV alike.

/** The outcome table's breakdowns, in the order the page offers them (the first by default). */
export const OUTCOME_GROUPINGS = ["month", "employer", "staff"] as const satisfies readonly OutcomeGrouping[];

/** The breakdown the URL asks for (?by=employer); anything else is the default, by month. */
export function readGrouping(value: string | null): OutcomeGrouping {
  return OUTCOME_GROUPINGS.find((grouping) => grouping === value) ?? "month";
}

/** A part of a whole as a fraction (0.25); null when there is nothing to divide. */
export function share(part: number, whole: number): number | null {
  return whole === 0 ? null : part / whole;
}

/** A share as a percentage with one decimal (66.7), for the CSV; null when there is nothing to divide. */
export function percent(part: number, whole: number): number | null {
  const fraction = share(part, whole);
  return fraction === null ? null : Math.round(fraction * 1000) / 10;
}
