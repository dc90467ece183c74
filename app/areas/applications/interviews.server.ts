import { and, asc, eq, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import { interviews, jobRequestEvents, jobRequests } from "#db/schema";
import { decide, type Actor } from "~/shared/access/policy";
import type { InterviewPlace, InterviewState, RequestStatus } from "~/shared/constants";
import type { FieldErrors } from "~/shared/form";
import { recordAudit } from "~/shared/server/audit.server";
import { currentTime } from "~/shared/server/clock.server";
import { getDb, type Tx } from "~/shared/server/db.server";
import { cancelQueued } from "~/shared/server/message-queue.server";
import type { InterviewDetails } from "./interview-forms";
import { interviewTopic, queueInterviewNews, type InterviewNews } from "./interview-messages.server";
import {
  changedMeanwhile,
  isUuid,
  readRequest,
  refuse,
  requestMissing,
  writeRequest,
  type ReadRequest,
  type RequestFailure,
} from "./requests.server";

// Interviews of a request: staff schedule one (from Applied the request moves to Interview in the
// same step), move it, cancel it, or mark it done or a no-show; the job seeker may say "I can't
// come". Every write is one transaction with its history event (job_request_events, kind
// "interview.*" with what changed before and after) and audit row, and the messages it causes are
// queued in it. A write names the version of the interview (or, to schedule, of the request) the
// page showed, so of two staff acting at once the second hears what the first did (409).

export type InterviewKind = "schedule" | "reschedule" | "cancel" | "done" | "noShow" | "cantCome";

export type InterviewFailure = RequestFailure | { ok: false; status: 400; errors: FieldErrors };

export type InterviewResult = { ok: true; interviewId: string; status: RequestStatus } | InterviewFailure;

const interviewMissing: RequestFailure = { ok: false, status: 404, error: "applications.interview.error.missing" };
const notNow: RequestFailure = { ok: false, status: 409, error: "applications.error.notNow" };

/** The requests staff may add an interview to: those applied for, and those already at Interview. */
export const SCHEDULES_FROM: readonly RequestStatus[] = ["applied", "interview"];

export const mayScheduleFrom = (status: RequestStatus) => SCHEDULES_FROM.includes(status);

const detailColumns = {
  startsAt: interviews.startsAt,
  zone: interviews.zone,
  placeKind: interviews.placeKind,
  place: interviews.place,
  askFor: interviews.askFor,
  bring: interviews.bring,
  interpreter: interviews.interpreter,
  travel: interviews.travel,
};

const interviewColumns = {
  id: interviews.id,
  requestId: interviews.requestId,
  ...detailColumns,
  state: interviews.state,
  cantComeAt: interviews.cantComeAt,
  sequence: interviews.sequence,
  version: interviews.version,
};

type InterviewRow = {
  id: string;
  requestId: string;
  startsAt: Date;
  zone: string;
  placeKind: InterviewPlace;
  place: string;
  askFor: string;
  bring: string;
  interpreter: string | null;
  travel: string;
  state: InterviewState;
  cantComeAt: Date | null;
  sequence: number;
  version: number;
};

/** What a history row keeps of an interview: its details, in a form JSON holds. */
function snapshot(row: Omit<InterviewDetails, "interpreter"> & { interpreter: string | null; state?: InterviewState }) {
  return {
    startsAt: row.startsAt.toISOString(),
    zone: row.zone,
    placeKind: row.placeKind,
    place: row.place,
    askFor: row.askFor,
    bring: row.bring,
    interpreter: row.interpreter,
    travel: row.travel,
    ...(row.state ? { state: row.state } : {}),
  };
}

async function logInterview(
  tx: Tx,
  actor: Actor,
  request: ReadRequest,
  to: RequestStatus,
  kind: InterviewKind,
  details: { interviewId: string; before: unknown; after: unknown },
): Promise<void> {
  await tx.insert(jobRequestEvents).values({
    requestId: request.id,
    actorId: actor.id,
    fromStatus: request.status,
    toStatus: to,
    kind: `interview.${kind}`,
    details,
  });
  await recordAudit(tx, {
    actorId: actor.id,
    action: `interview.${kind}`,
    entity: "request",
    entityId: request.id,
    details: { ...details, from: request.status, to },
  });
}

const manages = (actor: Actor): RequestFailure | null =>
  decide(actor, { action: "manageRequests" }).ok ? null : refuse("role");

/** A time still to come by the app's clock; otherwise the field's message. */
async function stillToCome(details: InterviewDetails): Promise<InterviewFailure | null> {
  if (details.startsAt > (await currentTime())) return null;
  return { ok: false, status: 400, errors: { startsAt: "applications.interview.validation.past" } };
}

/**
 * Staff set an interview for a request at Applied (it moves to Interview) or at Interview (one
 * more). `version` is the request's, as the page showed it.
 */
export async function scheduleInterview(
  actor: Actor,
  requestId: string,
  version: number,
  details: InterviewDetails,
): Promise<InterviewResult> {
  const refused = manages(actor);
  if (refused) return refused;
  if (!isUuid(requestId)) return requestMissing;
  const past = await stillToCome(details);
  if (past) return past;
  return getDb().transaction(async (tx) => {
    const request = await readRequest(tx, requestId);
    if (!request) return requestMissing;
    if (request.version !== version) return changedMeanwhile;
    if (!mayScheduleFrom(request.status)) return notNow;
    const to: RequestStatus = "interview";
    // The request changes too (its status, or at least its version): a form shown before is stale.
    if (!(await writeRequest(tx, request, { status: to }))) return changedMeanwhile;
    const [created] = await tx
      .insert(interviews)
      .values({ requestId, ...details, createdBy: actor.id })
      .returning(interviewColumns);
    if (!created) throw new Error("the interview insert returned nothing");
    await logInterview(tx, actor, request, to, "schedule", {
      interviewId: created.id,
      before: null,
      after: snapshot(created),
    });
    await queueInterviewNews(tx, requestId, created, "set", await currentTime(tx));
    return { ok: true, interviewId: created.id, status: to };
  });
}

async function readInterview(tx: Tx, interviewId: string): Promise<InterviewRow | undefined> {
  const [row] = await tx.select(interviewColumns).from(interviews).where(eq(interviews.id, interviewId));
  return row;
}

/**
 * Loads the interview and its request, checks the version the page showed and that it is still
 * scheduled, then applies `set` only if nobody changed it meanwhile, with its history, audit row
 * and (`news`) the message to the job seeker; the waiting reminders are called off whatever the step.
 */
async function changeInterview(
  actor: Actor,
  interviewId: string,
  version: number,
  kind: Exclude<InterviewKind, "schedule">,
  check: (request: ReadRequest, interview: InterviewRow) => RequestFailure | null,
  set: PgUpdateSetSource<typeof interviews>,
  news: InterviewNews | null,
): Promise<InterviewResult> {
  if (!isUuid(interviewId)) return interviewMissing;
  return getDb().transaction(async (tx) => {
    const interview = await readInterview(tx, interviewId);
    const request = interview && (await readRequest(tx, interview.requestId));
    if (!interview || !request) return interviewMissing;
    const refused = check(request, interview);
    if (refused) return refused;
    if (interview.version !== version) return changedMeanwhile;
    if (interview.state !== "scheduled") return notNow;
    const [after] = await tx
      .update(interviews)
      .set({ ...set, version: sql`${interviews.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(interviews.id, interviewId), eq(interviews.version, version)))
      .returning(interviewColumns);
    if (!after) return changedMeanwhile;
    await logInterview(tx, actor, request, request.status, kind, {
      interviewId,
      before: snapshot(interview),
      after: snapshot(after),
    });
    if (kind !== "cantCome") {
      await cancelQueued(tx, interviewTopic(interviewId));
      if (news) await queueInterviewNews(tx, request.id, after, news, await currentTime(tx));
    }
    return { ok: true, interviewId, status: request.status };
  });
}

const staffCheck = (actor: Actor) => () => manages(actor);

/** A new time and details: the job seeker is told, the old reminders are called off and new ones queued. */
export async function rescheduleInterview(
  actor: Actor,
  interviewId: string,
  version: number,
  details: InterviewDetails,
): Promise<InterviewResult> {
  const refused = manages(actor);
  if (refused) return refused;
  const past = await stillToCome(details);
  if (past) return past;
  return changeInterview(
    actor,
    interviewId,
    version,
    "reschedule",
    staffCheck(actor),
    // A new invitation replaces the last (SEQUENCE), and staff have answered a "can't come".
    { ...details, sequence: sql`${interviews.sequence} + 1`, cantComeAt: null },
    "changed",
  );
}

/** Called off: the job seeker is told (with the calendar's cancellation), no reminder goes. */
export async function cancelInterview(actor: Actor, interviewId: string, version: number): Promise<InterviewResult> {
  return changeInterview(
    actor,
    interviewId,
    version,
    "cancel",
    staffCheck(actor),
    { state: "cancelled", sequence: sql`${interviews.sequence} + 1` },
    "cancelled",
  );
}

/** Held, or the job seeker did not come: what is left of the reminders is called off. */
export async function markInterview(
  actor: Actor,
  interviewId: string,
  version: number,
  state: "done" | "noShow",
): Promise<InterviewResult> {
  return changeInterview(actor, interviewId, version, state, staffCheck(actor), { state }, null);
}

/** The job seeker says they can't come: staff see it in the queue until they act on the interview. */
export async function sayCantCome(actor: Actor, interviewId: string, version: number): Promise<InterviewResult> {
  return changeInterview(
    actor,
    interviewId,
    version,
    "cantCome",
    (request, interview) => {
      const decision = decide(actor, { action: "cantCome", request, interview });
      return decision.ok ? null : decision.reason === "status" ? notNow : refuse(decision.reason);
    },
    { cantComeAt: sql`app_now()` },
    null,
  );
}

export type InterviewView = Omit<InterviewRow, "requestId" | "startsAt" | "cantComeAt"> & {
  startsAt: string;
  cantComeAt: string | null;
};

const view = ({ requestId: _requestId, ...row }: InterviewRow): InterviewView => ({
  ...row,
  startsAt: row.startsAt.toISOString(),
  cantComeAt: row.cantComeAt?.toISOString() ?? null,
});

/** Every interview of a request, soonest first (staff). */
export async function listInterviews(requestId: string): Promise<InterviewView[]> {
  if (!isUuid(requestId)) return [];
  const rows = await getDb()
    .select(interviewColumns)
    .from(interviews)
    .where(eq(interviews.requestId, requestId))
    .orderBy(asc(interviews.startsAt), asc(interviews.id));
  return rows.map(view);
}

/** The scheduled interviews of a client's requests, by request, soonest first (My applications). */
export async function scheduledInterviewsOf(clientId: string): Promise<Map<string, InterviewView[]>> {
  const rows = await getDb()
    .select(interviewColumns)
    .from(interviews)
    .innerJoin(jobRequests, eq(jobRequests.id, interviews.requestId))
    .where(and(eq(jobRequests.clientId, clientId), eq(interviews.state, "scheduled")))
    .orderBy(asc(interviews.startsAt), asc(interviews.id));
  const byRequest = new Map<string, InterviewView[]>();
  for (const row of rows) byRequest.set(row.requestId, [...(byRequest.get(row.requestId) ?? []), view(row)]);
  return byRequest;
}
