import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { interviews, jobRequestEvents, jobRequests, jobs, users } from "#db/schema";
import { getDb } from "~/shared/server/db.server";
import { REQUEST_STATUSES, type RequestStatus } from "~/shared/constants";
import { isUuid } from "./requests.server";

// The staff's referral queue: every request, by status, newest first, searched
// and filtered in SQL and read one page at a time.

export const QUEUE_PAGE_SIZE = 25;

export interface QueueFilter {
  q: string;
  /** An admin's id, or "none" for requests nobody took yet; empty for all. */
  assignee: string;
}

function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

// Exported with the filter for the list's CSV download (export.server.ts), which reads the same rows unpaged.
export const client = alias(users, "client");
export const staff = alias(users, "staff");

/** Client name or email, job title or the employer's company contains the text; and the assignee. */
export function matches(filter: QueueFilter): SQL | undefined {
  const pattern = filter.q ? likePattern(filter.q) : null;
  return and(
    pattern
      ? or(
          ilike(client.name, pattern),
          ilike(client.email, pattern),
          ilike(jobs.title, pattern),
          ilike(jobs.company, pattern),
        )
      : undefined,
    filter.assignee === "none"
      ? isNull(jobRequests.assignedTo)
      : filter.assignee
        ? eq(jobRequests.assignedTo, filter.assignee)
        : undefined,
  );
}

/** How many requests each status tab holds under the search and filter. */
export async function countQueue(filter: QueueFilter): Promise<Record<RequestStatus, number>> {
  const rows = await getDb()
    .select({ status: jobRequests.status, n: count() })
    .from(jobRequests)
    .innerJoin(client, eq(client.id, jobRequests.clientId))
    .innerJoin(jobs, eq(jobs.id, jobRequests.jobId))
    .where(matches(filter))
    .groupBy(jobRequests.status);
  const counts = Object.fromEntries(REQUEST_STATUSES.map((status) => [status, 0])) as Record<RequestStatus, number>;
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}

// The soonest interview still set for the request, and whether the job seeker said they can't
// come to one (shown until staff move, cancel or mark it).
const nextInterviewAt = sql<Date | null>`(
  SELECT min(${interviews.startsAt}) FROM ${interviews}
  WHERE ${interviews.requestId} = ${jobRequests.id} AND ${interviews.state} = 'scheduled'
)`.mapWith((value: string | Date | null) => (value === null ? null : new Date(value)));
const cantCome = sql<boolean>`EXISTS (
  SELECT 1 FROM ${interviews}
  WHERE ${interviews.requestId} = ${jobRequests.id} AND ${interviews.state} = 'scheduled'
    AND ${interviews.cantComeAt} IS NOT NULL
)`.mapWith(Boolean);

/** One page of a status tab, newest first. */
export async function listQueue(status: RequestStatus, filter: QueueFilter, page: number) {
  return getDb()
    .select({
      id: jobRequests.id,
      createdAt: jobRequests.createdAt,
      clientName: client.name,
      clientEmail: client.email,
      jobTitle: jobs.title,
      company: jobs.company,
      assigneeName: staff.name,
      nextInterviewAt,
      cantCome,
    })
    .from(jobRequests)
    .innerJoin(client, eq(client.id, jobRequests.clientId))
    .innerJoin(jobs, eq(jobs.id, jobRequests.jobId))
    .leftJoin(staff, eq(staff.id, jobRequests.assignedTo))
    .where(and(eq(jobRequests.status, status), matches(filter)))
    .orderBy(desc(jobRequests.createdAt), desc(jobRequests.id))
    .limit(QUEUE_PAGE_SIZE + 1)
    .offset((page - 1) * QUEUE_PAGE_SIZE);
}

/** The approved admins a request can be given to, by name. */
export async function listStaff(): Promise<{ id: string; name: string }[]> {
  return getDb()
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.status, "approved")))
    .orderBy(asc(users.name), asc(users.id));
}

/** A request with everything staff work from: the client's contact details, the job and the history. */
export async function getRequestDetail(requestId: string) {
  if (!isUuid(requestId)) return null;
  const assignee = alias(users, "assignee");
  const creator = alias(users, "creator");
  const [request] = await getDb()
    .select({
      id: jobRequests.id,
      status: jobRequests.status,
      version: jobRequests.version,
      note: jobRequests.note,
      contactMethod: jobRequests.contactMethod,
      shareContact: jobRequests.shareContact,
      assignedTo: jobRequests.assignedTo,
      assigneeName: assignee.name,
      createdByName: creator.name,
      createdAt: jobRequests.createdAt,
      client: {
        id: client.id,
        name: client.name,
        email: client.email,
        phone: client.phone,
        street: client.street,
        city: client.city,
        state: client.state,
        zip: client.zip,
        locale: client.locale,
      },
      job: { id: jobs.id, title: jobs.title, company: jobs.company, location: jobs.location, status: jobs.status },
    })
    .from(jobRequests)
    .innerJoin(client, eq(client.id, jobRequests.clientId))
    .innerJoin(jobs, eq(jobs.id, jobRequests.jobId))
    .leftJoin(assignee, eq(assignee.id, jobRequests.assignedTo))
    .leftJoin(creator, eq(creator.id, jobRequests.createdBy))
    .where(eq(jobRequests.id, requestId));
  if (!request) return null;
  const actor = alias(users, "actor");
  const events = await getDb()
    .select({
      id: jobRequestEvents.id,
      actorName: actor.name,
      fromStatus: jobRequestEvents.fromStatus,
      toStatus: jobRequestEvents.toStatus,
      assigneeName: staff.name,
      note: jobRequestEvents.note,
      audience: jobRequestEvents.audience,
      kind: jobRequestEvents.kind,
      createdAt: jobRequestEvents.createdAt,
    })
    .from(jobRequestEvents)
    .leftJoin(actor, eq(actor.id, jobRequestEvents.actorId))
    .leftJoin(staff, eq(staff.id, jobRequestEvents.assignedTo))
    .where(eq(jobRequestEvents.requestId, requestId))
    .orderBy(asc(jobRequestEvents.createdAt), asc(jobRequestEvents.id));
  return { ...request, events };
}

/** Approved job seekers whose name or email contains the text: the people staff ask for. */
export async function searchClients(q: string) {
  if (!q) return [];
  const pattern = likePattern(q);
  return getDb()
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.role, "client"),
        eq(users.status, "approved"),
        or(ilike(users.name, pattern), ilike(users.email, pattern)),
      ),
    )
    .orderBy(asc(users.name), asc(users.email))
    .limit(10);
}

/** Approved jobs whose title or company contains the text. */
export async function searchOpenJobs(q: string) {
  if (!q) return [];
  const pattern = likePattern(q);
  return getDb()
    .select({ id: jobs.id, title: jobs.title, company: jobs.company, location: jobs.location })
    .from(jobs)
    .where(and(eq(jobs.status, "approved"), or(ilike(jobs.title, pattern), ilike(jobs.company, pattern))))
    .orderBy(desc(jobs.postedAt), desc(jobs.id))
    .limit(10);
}

/** The approved client a form names by id. */
export async function findClient(id: string): Promise<{ id: string } | null> {
  const [row] = await getDb()
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, "client"), eq(users.status, "approved")));
  return row ?? null;
}
