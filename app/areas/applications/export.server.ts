import { and, desc, eq } from "drizzle-orm";
import { jobRequests, jobs } from "#db/schema";
import { getDb } from "~/shared/server/db.server";
import type { RequestStatus } from "~/shared/constants";
import { client, matches, staff, type QueueFilter } from "./queue.server";

/**
 * Every request of a queue tab under the list's search and filter, newest
 * first, unpaged: the rows of the list's CSV download, with how to reach each client.
 */
export async function exportQueue(status: RequestStatus, filter: QueueFilter) {
  return getDb()
    .select({
      createdAt: jobRequests.createdAt,
      status: jobRequests.status,
      clientName: client.name,
      clientEmail: client.email,
      clientPhone: client.phone,
      contactMethod: jobRequests.contactMethod,
      jobTitle: jobs.title,
      company: jobs.company,
      assigneeName: staff.name,
    })
    .from(jobRequests)
    .innerJoin(client, eq(client.id, jobRequests.clientId))
    .innerJoin(jobs, eq(jobs.id, jobRequests.jobId))
    .leftJoin(staff, eq(staff.id, jobRequests.assignedTo))
    .where(and(eq(jobRequests.status, status), matches(filter)))
    .orderBy(desc(jobRequests.createdAt), desc(jobRequests.id));
}
