import { PAGE_SIZE } from "~/shared/job-ui/job-filters";
import type { MessageKey } from "~/shared/i18n/i18n";

/** The bulk form's fields: ticked jobs, "all on this page", the page's jobs, and "yes, dismiss" on Reported. */
export const BULK_FIELDS = { job: "jobId", all: "all", onPage: "onPage", confirm: "confirm" } as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The jobs a bulk review names: the ticked ones, or every job of the page when
 * "select all" was ticked. At most a page of them (PAGE_SIZE), each a job id.
 */
export function readBulkSelection(form: FormData): { ok: true; ids: string[] } | { ok: false; error: MessageKey } {
  const field = form.get(BULK_FIELDS.all) === "1" ? BULK_FIELDS.onPage : BULK_FIELDS.job;
  const values = form.getAll(field);
  if (values.length === 0) return { ok: false, error: "manageJobs.bulk.noneSelected" };
  if (values.length > PAGE_SIZE) return { ok: false, error: "manageJobs.bulk.tooMany" };
  const ids = values.filter((value): value is string => typeof value === "string" && UUID.test(value));
  if (ids.length !== values.length) return { ok: false, error: "manageJobs.bulk.badSelection" };
  return { ok: true, ids };
}
