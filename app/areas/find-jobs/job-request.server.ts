import { and, eq } from "drizzle-orm";
import { jobRequests } from "#db/schema";
import { getDb } from "~/shared/server/db.server";
import type { RequestStatus } from "~/shared/constants";

/** Where the client's request for help with this job stands, or null when they have not asked. */
export async function requestStatusFor(clientId: string, jobId: string): Promise<RequestStatus | null> {
  const [row] = await getDb()
    .select({ status: jobRequests.status })
    .from(jobRequests)
    .where(and(eq(jobRequests.clientId, clientId), eq(jobRequests.jobId, jobId)));
  return row?.status ?? null;
}
