import { desc, eq } from "drizzle-orm";
import { jobRequests, jobs } from "#db/schema";
import { getDb } from "~/shared/server/db.server";
import type { JobStatus, RequestStatus } from "~/shared/constants";

export interface ClientRequest {
  id: string;
  status: RequestStatus;
  jobId: string;
  jobStatus: JobStatus;
  jobTitle: string;
  company: string;
  /** ISO date-time: loader data travels as JSON. */
  createdAt: string;
}

/** A person's requests for help with a job, newest first (staff, on the person's page). */
export async function requestsOfClient(userId: string): Promise<ClientRequest[]> {
  const rows = await getDb()
    .select({
      id: jobRequests.id,
      status: jobRequests.status,
      jobId: jobs.id,
      jobStatus: jobs.status,
      jobTitle: jobs.title,
      company: jobs.company,
      createdAt: jobRequests.createdAt,
    })
    .from(jobRequests)
    .innerJoin(jobs, eq(jobs.id, jobRequests.jobId))
    .where(eq(jobRequests.clientId, userId))
    .orderBy(desc(jobRequests.createdAt), desc(jobRequests.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
