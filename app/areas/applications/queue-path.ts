import { REQUEST_STATUSES, type RequestStatus } from "~/shared/constants";

/** The queue's tabs are the request statuses themselves. */
export function isRequestStatus(value: unknown): value is RequestStatus {
  return typeof value === "string" && (REQUEST_STATUSES as readonly string[]).includes(value);
}

/** A tab of the queue with its search, filter and page in the query (empty ones left out). */
export function queuePath(status: RequestStatus, query: { q?: string; assignee?: string; page?: number } = {}): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.assignee) params.set("assignee", query.assignee);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return `/admin/applications/${status}${search ? `?${search}` : ""}`;
}
