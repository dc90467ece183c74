import { and, desc, eq } from "drizzle-orm";
import { auditLog, jobs, users } from "#db/schema";
import { tabOfStatus } from "~/shared/access/job-status";
import { DEFAULT_LOCALE, isLocale } from "~/shared/i18n/i18n";
import { getDb, type Tx } from "~/shared/server/db.server";
import { brandedEmail, type EmailTexts } from "~/shared/server/emails.server";
import { getEnv } from "~/shared/server/env.server";
import { hitLimit, type RateRule } from "~/shared/server/rate-limit.server";
import { queueMail } from "~/shared/server/message-queue.server";
import type { Role } from "~/shared/constants";

export interface NoticeJob {
  id: string;
  title: string;
  owner: { id: string; name: string; email: string; role: Role; locale: string | null };
}

function link(path: string): string {
  return new URL(path, getEnv().BASE_URL).toString();
}

// A review notice goes to every admin, so an employer (even one still waiting for approval)
// could fill staff's mailboxes by editing, or closing and reopening, a job again and again.
// The database rate limits (shared by every process) hold notices back: one per job until
// staff act on it (a new entry in the job's audit trail) or an hour passes, and at most
// REVIEW_NOTICES_PER_HOUR for one employer's jobs. A job held back still waits in the review list.
export const REVIEW_NOTICES_PER_HOUR = 10;
const HOUR = 60 * 60;
const NOTICE_PER_JOB: RateRule = { name: "review-notice-job", max: 1, windowSeconds: HOUR };
const NOTICES_PER_EMPLOYER: RateRule = {
  name: "review-notice-employer",
  max: REVIEW_NOTICES_PER_HOUR,
  windowSeconds: HOUR,
};

async function mayNotifyReview(jobId: string): Promise<boolean> {
  const [job] = await getDb().select({ ownerId: jobs.ownerId }).from(jobs).where(eq(jobs.id, jobId));
  if (!job) return false;
  const [lastStaffAction] = await getDb()
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.entity, "job"), eq(auditLog.entityId, jobId)))
    .orderBy(desc(auditLog.createdAt))
    .limit(1);
  if (!(await hitLimit(NOTICE_PER_JOB, `${jobId}:${lastStaffAction?.id ?? "new"}`)).ok) return false;
  return (await hitLimit(NOTICES_PER_EMPLOYER, job.ownerId)).ok;
}

/**
 * Tells every active admin about a job of an employer, one message each (no shared recipient
 * list), unless the limits above hold it back. Queued just after the job's transaction, not in
 * it: the limits count in the database outside it. Should the process die in between, the job
 * still waits in the review list.
 */
async function noticeToStaff(job: Pick<NoticeJob, "id" | "title">, texts: EmailTexts, url: string): Promise<void> {
  if (!(await mayNotifyReview(job.id))) return;
  const admins = await getDb()
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.status, "approved")));
  for (const admin of admins) {
    await queueMail(
      getDb(),
      brandedEmail(admin.email, texts, url, isLocale(admin.locale) ? admin.locale : DEFAULT_LOCALE, {
        title: job.title,
      }),
    );
  }
}

/** Tells staff that a job waits for their review. */
export async function sendJobAwaitsReview(job: Pick<NoticeJob, "id" | "title">): Promise<void> {
  await noticeToStaff(
    job,
    {
      subject: "manageJobs.email.reviewSubject",
      body: "manageJobs.email.reviewBody",
      action: "manageJobs.email.reviewAction",
    },
    link(`/admin/jobs/pending/${job.id}`),
  );
}

/** Tells staff that a trusted employer's job went live without review, so they can still look. */
export async function sendJobPublishedUnreviewed(job: Pick<NoticeJob, "id" | "title">): Promise<void> {
  await noticeToStaff(
    job,
    {
      subject: "manageJobs.email.unreviewedSubject",
      body: "manageJobs.email.unreviewedBody",
      action: "manageJobs.email.reviewAction",
    },
    link(`/admin/jobs/approved/${job.id}`),
  );
}

/** Tells a job's owner that staff approved it, or asked for changes with a message (queued in the decision's transaction). */
export async function sendJobDecision(
  tx: Tx,
  job: NoticeJob,
  decision: "approved" | "rejected",
  message: string,
): Promise<void> {
  const area = job.owner.role === "admin" ? "admin" : "employer";
  const url = link(`/${area}/jobs/${tabOfStatus(decision)}/${job.id}`);
  const texts =
    decision === "approved"
      ? ({
          subject: "manageJobs.email.approvedSubject",
          body: "manageJobs.email.approvedBody",
          action: "manageJobs.email.viewAction",
        } as const)
      : ({
          subject: "manageJobs.email.rejectedSubject",
          body: "manageJobs.email.rejectedBody",
          action: "manageJobs.email.viewAction",
        } as const);
  await queueMail(
    tx,
    brandedEmail(job.owner.email, texts, url, isLocale(job.owner.locale) ? job.owner.locale : DEFAULT_LOCALE, {
      title: job.title,
      name: job.owner.name,
      message,
    }),
  );
}
