import { jobQueryToParams, parseJobQuery, type JobQuery } from "./job-filters";

// A job alert keeps its search as the job list's query string. These rules decide which query
// strings may become an alert, with the list's own parser, so that the alert finds what the
// list showed when it was saved.

/** Longer than any search and set of filters the list writes (every option chosen is under 600). */
export const MAX_ALERT_QUERY = 2000;

export type AlertSearch = Pick<JobQuery, "q" | "filters">;

/** What the job list's link to the alert form carries: the search and filters, not the page or status. */
export function alertQueryOf(query: AlertSearch): string {
  return jobQueryToParams({ q: query.q, filters: query.filters }).toString();
}

/** The search an alert's stored query string stands for. */
export function alertSearchOf(stored: string): AlertSearch {
  const { q, filters } = parseJobQuery(new URLSearchParams(stored));
  return { q, filters };
}

export type AlertQueryCheck =
  | { ok: true; query: string; search: AlertSearch }
  /** invalid: not a query string the list writes (an unknown filter, a value out of range, a status or page). */
  | { ok: false; problem: "invalid" | "needsAddress" };

/**
 * Reads a query string for a new alert. The list's parser quietly drops what it does not know;
 * here anything it would drop or change is refused, since the alert would find other jobs
 * than the person chose. A distance filter without the client's address would match nothing, ever.
 */
export function checkAlertQuery(raw: string, clientHasAddress: boolean): AlertQueryCheck {
  const given = raw.startsWith("?") ? raw.slice(1) : raw;
  if (given.length > MAX_ALERT_QUERY) return { ok: false, problem: "invalid" };
  const search = alertSearchOf(given);
  const query = alertQueryOf(search);
  if (query !== given) return { ok: false, problem: "invalid" };
  if (!search.filters.anyDistance && !clientHasAddress) return { ok: false, problem: "needsAddress" };
  return { ok: true, query, search };
}
