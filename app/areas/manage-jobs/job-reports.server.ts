import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { jobReports, jobs, users } from "#db/schema";
import { can, type Actor } from "~/shared/access/policy";
import type { ReportReason } from "~/shared/constants";
import { recordAudit } from "~/shared/server/audit.server";
import { getDb, type Tx } from "~/shared/server/db.server";

export interface JobReportRow {
  id: string;
  reason: ReportReason;
  note: string;
  createdAt: Date;
  reporterName: string;
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
  return getDb().transaction(async (tx): Promise<DismissResult> => {
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
    await recordAudit(tx, {
      actorId: actor.id,
      action: "job.dismissReports",
      entity: "job",
      entityId: jobId,
      details: { title: job.title, dismissed },
    });
    return { ok: true, dismissed };
  });
}
