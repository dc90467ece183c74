import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { jobReports, jobs, users } from "#db/schema";
import { can, type Actor } from "~/shared/access/policy";
import type { ReportReason } from "~/shared/constants";
import { recordAudit } from "~/shared/server/audit.server";
import { getDb, type Tx } from "~/shared/server/db.server";
import { provenJobSeeker } from "~/shared/server/proven-job-seekers.server";

export interface JobReportRow {
  id: string;
  reason: ReportReason;
  note: string;
  createdAt: Date;
  reporterName: string;
  /** Whether it counts towards hiding the job: its reporter has shown they are a real person. */
  counts: boolean;
}

/** The open reports on a job, newest first, with who sent each (for staff only: the caller asks the policy). */
export async function openReportsOf(jobId: string): Promise<JobReportRow[]> {
  return getDb()
    .select({
      id: jobReports.id,
      reason: jobReports.reason,
      note: jobReports.note,
      createdAt: jobReports.createdAt,
      reporterName: users.name,
      counts: provenJobSeeker(jobReports.reporterId),
    })
    .from(jobReports)
    .innerJoin(users, eq(users.id, jobReports.reporterId))
    .where(and(eq(jobReports.jobId, jobId), isNull(jobReports.dismissedAt)))
    .orderBy(desc(jobReports.createdAt));
}

/**
 * Staff have decided on the job: its open reports are marked dismissed and it
 * is shown to job seekers again (if its status lets them see it). Hiding and
 * showing is not an edit, so the job keeps its version (updated_at). Returns
 * how many reports were open.
 */
export async function settleReports(tx: Tx, jobId: string): Promise<number> {
  const dismissed = await tx
    .update(jobReports)
    .set({ dismissedAt: new Date() })
    .where(and(eq(jobReports.jobId, jobId), isNull(jobReports.dismissedAt)))
    .returning({ id: jobReports.id });
  await tx
    .update(jobs)
    .set({ hiddenByReports: false, updatedAt: sql`${jobs.updatedAt}` })
    .where(and(eq(jobs.id, jobId), eq(jobs.hiddenByReports, true)));
  return dismissed.length;
}

export type DismissResult = { ok: true; dismissed: number } | { ok: false; status: 403 | 404 };

/** "Dismiss the reports": nothing is wrong with the job; it is shown again, with an audit row. */
export async function dismissReports(actor: Actor, jobId: string): Promise<DismissResult> {
  return getDb().transaction((tx) => dismissIn(tx, actor, jobId, false));
}

export type BulkDismissResult = { ok: true; done: number; skipped: string[] };

/**
 * Dismisses the reports on several jobs from the Reported tab, in one
 * transaction, each job with its own audit row. A job that is missing, or has no
 * open reports any more (another admin decided meanwhile), is skipped and named
 * (by its title, or its id when it is gone).
 */
export async function dismissReportsOn(actor: Actor, jobIds: readonly string[]): Promise<BulkDismissResult> {
  // Rows are locked in one order, so two bulk actions at once wait for each other instead of deadlocking.
  const ids = [...new Set(jobIds)].sort();
  return getDb().transaction(async (tx) => {
    let done = 0;
    const skipped: string[] = [];
    for (const id of ids) {
      const result = await dismissIn(tx, actor, id, true);
      if (result.ok && result.dismissed > 0) done += 1;
      else skipped.push(result.ok ? result.title : id);
    }
    return { ok: true, done, skipped };
  });
}

async function dismissIn(
  tx: Tx,
  actor: Actor,
  jobId: string,
  bulk: boolean,
): Promise<{ ok: true; dismissed: number; title: string } | { ok: false; status: 403 | 404 }> {
  const [job] = await tx
    .select({ id: jobs.id, title: jobs.title, status: jobs.status, owner: { id: users.id, status: users.status } })
    .from(jobs)
    .innerJoin(users, eq(users.id, jobs.ownerId))
    .where(eq(jobs.id, jobId))
    .for("update", { of: jobs });
  if (!job) return { ok: false, status: 404 };
  const facts = { ownerId: job.owner.id, ownerStatus: job.owner.status, status: job.status };
  if (!can(actor, { action: "reviewReports", job: facts })) return { ok: false, status: 403 };
  const dismissed = await settleReports(tx, jobId);
  // A bulk dismiss names a job someone else settled meanwhile instead of writing an empty audit row.
  if (bulk && dismissed === 0) return { ok: true, dismissed, title: job.title };
  await recordAudit(tx, {
    actorId: actor.id,
    action: "job.dismissReports",
    entity: "job",
    entityId: jobId,
    details: { title: job.title, dismissed, ...(bulk ? { bulk: true } : {}) },
  });
  return { ok: true, dismissed, title: job.title };
}
