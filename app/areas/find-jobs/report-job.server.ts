import { and, count, eq, isNull, sql } from "drizzle-orm";
import * as z from "zod/mini";
import { jobReports, jobs, users } from "#db/schema";
import { dashboardJobPath } from "~/shared/access/job-status";
import { can, type Actor } from "~/shared/access/policy";
import type { ReportReason } from "~/shared/constants";
import { DEFAULT_LOCALE, isLocale, type MessageKey } from "~/shared/i18n/i18n";
import { isJobId } from "~/shared/job-ui/jobs.server";
import { maxChars, parseForm, typedValues } from "~/shared/form";
import { getDb, type Db, type Tx } from "~/shared/server/db.server";
import { brandedEmail } from "~/shared/server/emails.server";
import { getEnv } from "~/shared/server/env.server";
import { queueMail } from "~/shared/server/message-queue.server";
import { provenJobSeeker } from "~/shared/server/proven-job-seekers.server";
import { hidesJob, REPORT_NOTE_MAX, REPORT_REASON_CHOICES } from "./report-rules";

/** "Something is wrong with this job": a reason, and an optional note. */
export const ReportJobSchema = z.object({
  reason: z.enum(REPORT_REASON_CHOICES, { message: "findJobs.report.reasonRequired" }),
  note: z.pipe(
    z.optional(z.string().check(maxChars(REPORT_NOTE_MAX, "findJobs.report.noteTooLong"))),
    z.transform((note) => note?.trim() ?? ""),
  ),
});

/** The report form's fields, checked; on failure the field errors and what was typed. */
export function readReport(form: FormData) {
  const parsed = parseForm(ReportJobSchema, form);
  return parsed.ok ? parsed : { ...parsed, values: typedValues(form) };
}

export type ReportResult = { ok: true; hidden: boolean } | { ok: false; status: 404 | 409; error: MessageKey };

/** The job a report names, as it is now, if the reporter may still report it; `lock` within a transaction. */
async function reportableJob(db: Db | Tx, actor: Actor, jobId: string, lock: boolean) {
  if (!isJobId(jobId)) return null;
  const query = db
    .select({
      id: jobs.id,
      title: jobs.title,
      status: jobs.status,
      hiddenByReports: jobs.hiddenByReports,
      owner: { status: users.status, trusted: users.trusted },
    })
    .from(jobs)
    .innerJoin(users, eq(users.id, jobs.ownerId))
    .where(eq(jobs.id, jobId));
  const [job] = lock ? await query.for("update", { of: jobs }) : await query;
  return job && can(actor, { action: "reportJob", job }) ? job : null;
}

/** The job for the report page, and when this person reported it already (null: not yet). */
export async function findReportable(actor: Actor, jobId: string) {
  const job = await reportableJob(getDb(), actor, jobId, false);
  if (!job) return null;
  const [report] = await getDb()
    .select({ createdAt: jobReports.createdAt })
    .from(jobReports)
    .where(and(eq(jobReports.jobId, job.id), eq(jobReports.reporterId, actor.id)));
  return { job: { id: job.id, title: job.title }, reportedAt: report?.createdAt ?? null };
}

/**
 * Stores a job seeker's report. A job they cannot read (not approved, already
 * hidden, missing) is "not found" and nothing is stored; a second report by
 * the same person is refused. Every report is kept for staff, but only those of
 * job seekers who have shown they are real count (provenJobSeeker): when
 * REPORT_HIDE_THRESHOLD of them are open, a job whose owner reports may hide
 * (hidesJob) is hidden from job seekers in the same transaction, which also
 * queues the email telling its employer that it is under review. An approved
 * or trusted employer's job stays visible, on staff's Reported tab.
 */
export async function reportJob(
  actor: Actor,
  jobId: string,
  input: { reason: ReportReason; note: string },
): Promise<ReportResult> {
  const threshold = getEnv().REPORT_HIDE_THRESHOLD;
  return getDb().transaction(async (tx) => {
    // The job row is locked, so reports arriving together are counted one
    // after the other and exactly one of them hides the job.
    const job = await reportableJob(tx, actor, jobId, true);
    if (!job) return { ok: false, status: 404, error: "findJobs.report.notFound" } as const;
    const stored = await tx
      .insert(jobReports)
      .values({ jobId: job.id, reporterId: actor.id, reason: input.reason, note: input.note })
      .onConflictDoNothing()
      .returning({ id: jobReports.id });
    if (stored.length === 0) return { ok: false, status: 409, error: "findJobs.report.already" } as const;
    const [counted] = await tx
      .select({ n: count() })
      .from(jobReports)
      .where(and(eq(jobReports.jobId, job.id), isNull(jobReports.dismissedAt), provenJobSeeker(jobReports.reporterId)));
    const hide = hidesJob(counted?.n ?? 0, threshold, { hidden: job.hiddenByReports, owner: job.owner });
    // Hiding is not an edit: the job keeps its version (updated_at), so staff with it open are not told it changed.
    if (hide) {
      await tx
        .update(jobs)
        .set({ hiddenByReports: true, updatedAt: sql`${jobs.updatedAt}` })
        .where(eq(jobs.id, job.id));
      await sendJobUnderReview(tx, job.id);
    }
    return { ok: true, hidden: hide } as const;
  });
}

/** Tells a job's owner, in their language, that reports hid it until staff have looked at it. */
async function sendJobUnderReview(tx: Tx, jobId: string): Promise<void> {
  const [job] = await tx
    .select({
      id: jobs.id,
      title: jobs.title,
      status: jobs.status,
      owner: { name: users.name, email: users.email, role: users.role, locale: users.locale },
    })
    .from(jobs)
    .innerJoin(users, eq(users.id, jobs.ownerId))
    .where(eq(jobs.id, jobId));
  if (!job) return;
  const role = job.owner.role === "admin" ? "admin" : "employer";
  const url = new URL(dashboardJobPath(role, job.status, job.id), getEnv().BASE_URL).toString();
  await queueMail(
    tx,
    brandedEmail(
      job.owner.email,
      {
        subject: "findJobs.email.hiddenSubject",
        body: "findJobs.email.hiddenBody",
        action: "findJobs.email.hiddenAction",
      },
      url,
      isLocale(job.owner.locale) ? job.owner.locale : DEFAULT_LOCALE,
      { title: job.title, name: job.owner.name },
    ),
  );
}
