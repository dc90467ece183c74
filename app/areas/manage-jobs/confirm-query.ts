/** The job actions that ask first: in a dialog, or without JavaScript on the job's confirm page. */
export const CONFIRM_INTENTS = ["reject", "close", "delete", "transfer"] as const;
export type ConfirmIntent = (typeof CONFIRM_INTENTS)[number];

// The confirm page is the job's own page with `?confirm=<intent>&job=<id>`. It names the job
// because the dashboard list beside it keeps the page's query in its links: opened from there,
// another job must not come up asking to be deleted.
const INTENT = "confirm";
const JOB = "job";

export function isConfirmIntent(value: unknown): value is ConfirmIntent {
  return typeof value === "string" && (CONFIRM_INTENTS as readonly string[]).includes(value);
}

/** The confirmation the query asks for on this job's page, if any. */
export function readConfirm(query: URLSearchParams, jobId: string): ConfirmIntent | null {
  const intent = query.get(INTENT);
  return query.get(JOB) === jobId && isConfirmIntent(intent) ? intent : null;
}

/**
 * The query with the confirm page of `confirm` open, or with none (null), keeping the
 * rest (the list's search and filters).
 */
export function confirmQuery(
  search: string,
  confirm: { intent: ConfirmIntent; jobId: string } | null,
): URLSearchParams {
  const query = new URLSearchParams(search);
  query.delete(INTENT);
  query.delete(JOB);
  if (confirm) {
    query.set(INTENT, confirm.intent);
    query.set(JOB, confirm.jobId);
  }
  return query;
}

/** `?query`, or nothing when it is empty. */
export function searchOf(query: URLSearchParams): string {
  const text = query.toString();
  return text ? `?${text}` : "";
}
