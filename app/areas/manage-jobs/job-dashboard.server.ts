import { count, countDistinct, eq, isNull } from "drizzle-orm";
import { jobReports, jobs } from "#db/schema";
import { getDb } from "~/shared/server/db.server";
import type { JobStatus } from "~/shared/constants";

/** How many jobs have each status: all of them for admins, their own for an employer. */
export async function countJobsByStatus(scope: { ownerId?: string | undefined }): Promise<Record<JobStatus, number>> {
  const rows = await getDb()
    .select({ status: jobs.status, n: count() })
    .from(jobs)
    .where(scope.ownerId ? eq(jobs.ownerId, scope.ownerId) : undefined)
    .groupBy(jobs.status);
  const counts: Record<JobStatus, number> = { pending: 0, approved: 0, rejected: 0, closed: 0 };
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}

/** How many jobs have open reports (the admin's Reported tab), read from the partial index on open reports. */
export async function countReportedJobs(): Promise<number> {
  const [row] = await getDb()
    .select({ n: countDistinct(jobReports.jobId) })
    .from(jobReports)
    .where(isNull(jobReports.dismissedAt));
  return row?.n ?? 0;
}
