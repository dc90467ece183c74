import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { formatPhone } from "~/shared/phone";
import { mailboxOf } from "~/shared/mailbox";
import { interviews, jobRequestEvents, jobRequests, users } from "#db/schema";
import { getDb } from "~/shared/server/db.server";
import { getEnv } from "~/shared/server/env.server";
import { REFERRED_STATUSES, type RequestStatus } from "~/shared/constants";

// Requests for help with a job, as Manage Jobs shows them on the job's view:
// every request to staff, and to the employer only the candidates staff
// referred. The caller asks the access policy first (manageRequests,
// readCandidates); these read what it allowed.

export interface JobRequestSummary {
  id: string;
  clientName: string;
  status: RequestStatus;
}

/** Everyone who asked for the job, newest first (staff). */
export async function requestsForJob(jobId: string): Promise<JobRequestSummary[]> {
  return getDb()
    .select({ id: jobRequests.id, clientName: users.name, status: jobRequests.status })
    .from(jobRequests)
    .innerJoin(users, eq(users.id, jobRequests.clientId))
    .where(eq(jobRequests.jobId, jobId))
    .orderBy(desc(jobRequests.createdAt), desc(jobRequests.id));
}

export interface Candidate {
  id: string;
  name: string;
  /** The newest note staff marked for the employer on the request; "" when none. */
  note: string;
  /** How to reach the candidate: only where staff chose to share it. */
  contact: { email: string | null; phone: string | null } | null;
  /** When the interviews still set take place (ISO instants), soonest first; nothing else of them. */
  interviews: string[];
  /** The agency's zone, in which those times are shown. */
  zone: string;
}

// Staff sent the request to the employer: it went through an Applied step.
const referred = sql`EXISTS (
  SELECT 1 FROM ${jobRequestEvents}
  WHERE ${jobRequestEvents.requestId} = ${jobRequests.id} AND ${jobRequestEvents.toStatus} = 'applied'
)`;

// Only a note staff chose to write for the employer (the move form's choice); internal notes
// never leave the agency. The newest one: a later step's note replaces an earlier one.
const noteForEmployer = sql<string>`coalesce((
  SELECT ${jobRequestEvents.note} FROM ${jobRequestEvents}
  WHERE ${jobRequestEvents.requestId} = ${jobRequests.id} AND ${jobRequestEvents.audience} = 'employer'
    AND ${jobRequestEvents.note} <> ''
  ORDER BY ${jobRequestEvents.createdAt} DESC, ${jobRequestEvents.id} DESC LIMIT 1
), '')`;

/**
 * The candidates staff referred to the job (Applied or later, through an
 * Applied step), in the order they were asked for: the name and the note
 * staff wrote for the employer; email and phone only when the request shares them;
 * the times of their interviews still set (never where or what else staff arranged).
 */
export async function referredCandidates(jobId: string): Promise<Candidate[]> {
  const rows = await getDb()
    .select({
      id: jobRequests.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      shareContact: jobRequests.shareContact,
      note: noteForEmployer,
    })
    .from(jobRequests)
    .innerJoin(users, eq(users.id, jobRequests.clientId))
    .where(and(eq(jobRequests.jobId, jobId), inArray(jobRequests.status, [...REFERRED_STATUSES]), referred))
    .orderBy(jobRequests.createdAt, jobRequests.id);
  const times = rows.length
    ? await getDb()
        .select({ requestId: interviews.requestId, startsAt: interviews.startsAt })
        .from(interviews)
        .where(
          and(
            inArray(
              interviews.requestId,
              rows.map((row) => row.id),
            ),
            eq(interviews.state, "scheduled"),
          ),
        )
        .orderBy(asc(interviews.startsAt))
    : [];
  const zone = getEnv().AGENCY_TIME_ZONE;
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    note: row.note,
    contact: row.shareContact ? { email: mailboxOf(row.email), phone: row.phone && formatPhone(row.phone) } : null,
    interviews: times.filter((time) => time.requestId === row.id).map((time) => time.startsAt.toISOString()),
    zone,
  }));
}
