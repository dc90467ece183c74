import { and, desc, eq, sql } from "drizzle-orm";
import { jobRequestEvents, jobRequests, jobs, users } from "#db/schema";
import { canMove, mayAskAgain } from "~/shared/access/request-status";
import { decide, type Actor, type Denial } from "~/shared/access/policy";
import type { MessageKey, Vars } from "~/shared/i18n/i18n";
import { recordAudit } from "~/shared/server/audit.server";
import { getDb, type Tx } from "~/shared/server/db.server";
import { hiddenNow } from "~/shared/job-ui/jobs.server";
import type { ContactMethod, JobStatus, NoteAudience, RequestStatus } from "~/shared/constants";
import { sendRequestStatusEmail } from "./request-emails.server";

// Requests for help with a job ("I want this job"): the client's own, and the
// staff's work on them. Every write is one transaction with its history event
// and audit row. A write names the version of the request it was shown and
// changes the row only `WHERE id = ? AND version = ?`, so of two staff members
// acting on one request at once the second hears what the first did.

export type RequestFailure = {
  ok: false;
  status: 400 | 403 | 404 | 409;
  error: MessageKey;
  vars?: Vars;
  /** The request that already stands, when someone asks for the same job again. */
  requestId?: string;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string) => UUID.test(value);

export const requestMissing: RequestFailure = { ok: false, status: 404, error: "applications.error.requestMissing" };
const jobClosed: RequestFailure = { ok: false, status: 404, error: "applications.error.jobNotOpen" };
export const changedMeanwhile: RequestFailure = { ok: false, status: 409, error: "applications.error.conflict" };

export function refuse(reason: Denial): RequestFailure {
  // Someone else's request does not exist for them, so ids tell nothing.
  if (reason === "owner") return requestMissing;
  if (reason === "status") return { ok: false, status: 409, error: "applications.error.notNow" };
  return { ok: false, status: 403, error: "applications.error.forbidden" };
}

/** The job a request is about, as its pages show it; the row stays when the job closes. */
export interface RequestJob {
  id: string;
  title: string;
  company: string;
  location: string;
  status: JobStatus;
}

const jobColumns = {
  id: jobs.id,
  title: jobs.title,
  company: jobs.company,
  location: jobs.location,
  status: jobs.status,
};

/** A job someone may ask for: the job (null when missing) and the request already made for this client, if any. */
export async function jobToAskFor(
  clientId: string,
  jobId: string,
): Promise<{
  job: RequestJob & { hiddenByReports: boolean };
  request: { id: string; status: RequestStatus } | null;
} | null> {
  if (!isUuid(jobId)) return null;
  const [row] = await getDb()
    .select({
      job: { ...jobColumns, hiddenByReports: hiddenNow },
      requestId: jobRequests.id,
      requestStatus: jobRequests.status,
    })
    .from(jobs)
    .leftJoin(jobRequests, and(eq(jobRequests.jobId, jobs.id), eq(jobRequests.clientId, clientId)))
    .where(eq(jobs.id, jobId));
  if (!row) return null;
  const request = row.requestId && row.requestStatus ? { id: row.requestId, status: row.requestStatus } : null;
  return { job: row.job, request };
}

export interface NewRequest {
  clientId: string;
  jobId: string;
  note: string;
  contactMethod: ContactMethod;
}

/**
 * "I want this job", by the client or by staff for a client at the office. A
 * second request for the same job makes nothing (one row per client and job,
 * held by a unique index); a withdrawn one is sent again.
 */
export async function askForJob(
  actor: Actor,
  input: NewRequest,
): Promise<{ ok: true; id: string; again: boolean } | RequestFailure> {
  if (!isUuid(input.jobId)) return jobClosed;
  const onBehalf = input.clientId !== actor.id;
  return getDb().transaction(async (tx) => {
    const [job] = await tx
      .select({ status: jobs.status, hiddenByReports: hiddenNow })
      .from(jobs)
      .where(eq(jobs.id, input.jobId));
    if (!job) return jobClosed;
    const decision = decide(actor, { action: "askForJob", job });
    if (!decision.ok) return decision.reason === "status" ? jobClosed : refuse(decision.reason);
    const [created] = await tx
      .insert(jobRequests)
      .values({ ...input, createdBy: onBehalf ? actor.id : null })
      .onConflictDoNothing()
      .returning({ id: jobRequests.id });
    if (created) {
      await logChange(tx, actor, created.id, "request.create", { from: null, to: "sent", note: input.note });
      return { ok: true, id: created.id, again: false };
    }
    const [existing] = await tx
      .select({ id: jobRequests.id, status: jobRequests.status, version: jobRequests.version })
      .from(jobRequests)
      .where(and(eq(jobRequests.clientId, input.clientId), eq(jobRequests.jobId, input.jobId)));
    if (!existing) throw new Error("a request blocked the insert and then vanished");
    if (!mayAskAgain(existing.status)) {
      return { ok: false, status: 409, error: "applications.error.alreadyAsked", requestId: existing.id };
    }
    const moved = await writeRequest(tx, existing, {
      status: "sent",
      note: input.note,
      contactMethod: input.contactMethod,
      assignedTo: null,
    });
    if (!moved) return changedMeanwhile;
    await logChange(tx, actor, existing.id, "request.askAgain", {
      from: existing.status,
      to: "sent",
      note: input.note,
    });
    return { ok: true, id: existing.id, again: true };
  });
}

export interface ReadRequest {
  id: string;
  clientId: string;
  status: RequestStatus;
  version: number;
  assignedTo: string | null;
}

export async function readRequest(tx: Tx, requestId: string): Promise<ReadRequest | undefined> {
  const [row] = await tx
    .select({
      id: jobRequests.id,
      clientId: jobRequests.clientId,
      status: jobRequests.status,
      version: jobRequests.version,
      assignedTo: jobRequests.assignedTo,
    })
    .from(jobRequests)
    .where(eq(jobRequests.id, requestId));
  return row;
}

/** The optimistic write: changes the row only if nobody did since `seen` was read. */
export async function writeRequest(
  tx: Tx,
  seen: { id: string; version: number },
  set: Partial<typeof jobRequests.$inferInsert>,
): Promise<boolean> {
  const changed = await tx
    .update(jobRequests)
    .set({ ...set, version: sql`${jobRequests.version} + 1` })
    .where(and(eq(jobRequests.id, seen.id), eq(jobRequests.version, seen.version)))
    .returning({ id: jobRequests.id });
  return changed.length > 0;
}

export interface Change {
  from: RequestStatus | null;
  to: RequestStatus;
  note: string;
  /** Who may read the note: internal (staff) unless staff chose the employer. */
  audience?: NoteAudience;
  assignedTo?: string;
  /** What the step was besides a status change or assignment ("placement.correct"), and what changed. */
  kind?: string;
  details?: Record<string, unknown>;
}

/** The request's history event and the audit row of a change, in its transaction. */
export async function logChange(
  tx: Tx,
  actor: Actor,
  requestId: string,
  action: string,
  change: Change,
): Promise<void> {
  await tx.insert(jobRequestEvents).values({
    requestId,
    actorId: actor.id,
    fromStatus: change.from,
    toStatus: change.to,
    assignedTo: change.assignedTo ?? null,
    note: change.note,
    audience: change.audience ?? "internal",
    kind: change.kind ?? null,
    details: change.details ?? null,
  });
  await recordAudit(tx, { actorId: actor.id, action, entity: "request", entityId: requestId, details: { ...change } });
}

/**
 * Loads the request, checks the version the person was shown and the policy's
 * question about it, and applies `set` only if nobody changed it meanwhile;
 * `notify` queues the email that follows, in the same transaction.
 */
async function changeRequest(
  actor: Actor,
  requestId: string,
  version: number,
  check: (request: ReadRequest) => RequestFailure | null,
  set: (request: ReadRequest) => { row: Partial<typeof jobRequests.$inferInsert>; action: string; change: Change },
  notify?: (tx: Tx) => Promise<void>,
): Promise<{ ok: true; before: ReadRequest; change: Change } | RequestFailure> {
  if (!isUuid(requestId)) return requestMissing;
  return getDb().transaction(async (tx) => {
    const request = await readRequest(tx, requestId);
    if (!request) return requestMissing;
    const read = decide(actor, { action: "readRequest", request });
    if (!read.ok) return refuse(read.reason);
    if (request.version !== version) return changedMeanwhile;
    const refused = check(request);
    if (refused) return refused;
    const { row, action, change } = set(request);
    if (!(await writeRequest(tx, request, row))) return changedMeanwhile;
    await logChange(tx, actor, request.id, action, change);
    await notify?.(tx);
    return { ok: true, before: request, change };
  });
}

/** The client takes back their request while staff have not acted on it (staff move it to "withdrawn"). */
export async function withdrawRequest(
  actor: Actor,
  requestId: string,
  version: number,
): Promise<{ ok: true } | RequestFailure> {
  const result = await changeRequest(
    actor,
    requestId,
    version,
    (request) => {
      const decision = decide(actor, { action: "withdrawRequest", request });
      return decision.ok ? null : refuse(decision.reason);
    },
    (request) => ({
      row: { status: "withdrawn" },
      action: "request.withdraw",
      change: { from: request.status, to: "withdrawn", note: "" },
    }),
  );
  return result.ok ? { ok: true } : result;
}

const manages = (actor: Actor): RequestFailure | null =>
  decide(actor, { action: "manageRequests" }).ok ? null : refuse("role");

/**
 * Staff move a request along the transition table, with a note for staff or
 * for the job's employer as they chose; the client hears of it by email.
 */
export async function moveRequest(
  actor: Actor,
  requestId: string,
  version: number,
  to: RequestStatus,
  { note, audience }: { note: string; audience: NoteAudience },
): Promise<{ ok: true } | RequestFailure> {
  const result = await changeRequest(
    actor,
    requestId,
    version,
    // Hired is recorded with its placement (placements.server.ts), never by a bare move.
    (request) =>
      manages(actor) ?? (canMove(request.status, to) && to !== "sent" && to !== "hired" ? null : refuse("status")),
    (request) => ({
      row: { status: to },
      action: "request.move",
      change: { from: request.status, to, note, audience },
    }),
    (tx) => sendRequestStatusEmail(tx, requestId, to),
  );
  return result.ok ? { ok: true } : result;
}

/** Staff give a request to an approved admin (themselves or another), with an optional note. */
export async function assignRequest(
  actor: Actor,
  requestId: string,
  version: number,
  assigneeId: string,
  note: string,
): Promise<{ ok: true } | RequestFailure> {
  const refused = manages(actor);
  if (refused) return refused;
  const [assignee] = await getDb()
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, assigneeId), eq(users.role, "admin"), eq(users.status, "approved")));
  if (!assignee) return { ok: false, status: 400, error: "applications.error.assigneeMissing" };
  const result = await changeRequest(
    actor,
    requestId,
    version,
    () => null,
    (request) => ({
      row: { assignedTo: assignee.id },
      action: "request.assign",
      change: { from: request.status, to: request.status, note, assignedTo: assignee.id },
    }),
  );
  return result.ok ? { ok: true } : result;
}

/** Whether the employer, once the client is referred, sees how to reach them. */
export async function setShareContact(
  actor: Actor,
  requestId: string,
  version: number,
  share: boolean,
): Promise<{ ok: true } | RequestFailure> {
  const refused = manages(actor);
  if (refused) return refused;
  if (!isUuid(requestId)) return requestMissing;
  return getDb().transaction(async (tx) => {
    const request = await readRequest(tx, requestId);
    if (!request) return requestMissing;
    if (!(await writeRequest(tx, { id: requestId, version }, { shareContact: share }))) return changedMeanwhile;
    // Not a step of the request's history (no status, no note): the audit trail keeps it.
    await recordAudit(tx, {
      actorId: actor.id,
      action: "request.shareContact",
      entity: "request",
      entityId: requestId,
      details: { share },
    });
    return { ok: true };
  });
}

/** A client's requests, newest first, each with its job (closed jobs included). */
export async function listClientRequests(clientId: string) {
  return (
    getDb()
      .select({
        id: jobRequests.id,
        status: jobRequests.status,
        version: jobRequests.version,
        note: jobRequests.note,
        contactMethod: jobRequests.contactMethod,
        createdAt: jobRequests.createdAt,
        updatedAt: jobRequests.updatedAt,
        job: jobColumns,
      })
      .from(jobRequests)
      .innerJoin(jobs, eq(jobs.id, jobRequests.jobId))
      .where(eq(jobRequests.clientId, clientId))
      .orderBy(desc(jobRequests.createdAt), desc(jobRequests.id))
      // Far more than anyone asks for; the page stays bounded whatever happens.
      .limit(200)
  );
}
