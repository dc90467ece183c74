import { count, eq } from "drizzle-orm";
import { jobs } from "#db/schema";
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
