import { and, asc, count, eq, inArray, isNull, sql } from "drizzle-orm";
import { checkIns, interviews, jobRequests, jobs, placements, users } from "#db/schema";
import { canMove } from "~/shared/access/request-status";
import { decide, type Actor } from "~/shared/access/policy";
import type { FieldErrors } from "~/shared/form";
import { messagesFor } from "~/shared/i18n/catalog.server";
import { createT, DEFAULT_LOCALE, isLocale, type MessageKey } from "~/shared/i18n/i18n";
import { checkInSchedule } from "~/shared/placement-rules";
import { recordAudit } from "~/shared/server/audit.server";
import { getBrand } from "~/shared/server/brand.server";
import { getDb, type Db, type Tx } from "~/shared/server/db.server";
import { brandedEmail } from "~/shared/server/emails.server";
import { getEnv } from "~/shared/server/env.server";
import { cancelQueued, queueMail, queueText } from "~/shared/server/message-queue.server";
import type { ContactMethod, RequestStatus } from "~/shared/constants";
import type { PlacementInput } from "./placement-forms";
import { reachOf } from "./reach.server";
import { sendRequestStatusEmail } from "./request-emails.server";
import { isUuid, logChange, writeRequest } from "./requests.server";

// The placement record: the job someone got through a request (what it pays, its hours, its
// benefits), the check-ins that follow it up, and the job's openings. Every write is one
// transaction with its history event on the request (kind and details) and its audit row; a
// placement and a request are changed only at the version the person was shown, so of two staff
// members at once the second hears that the first did it.

export type PlacementFailure = {
  ok: false;
  status: 400 | 403 | 404 | 409;
  error?: MessageKey;
  /** Errors next to the form's fields (bad input the database would also refuse). */
  errors?: FieldErrors;
};

const refused: PlacementFailure = { ok: false, status: 403, error: "applications.error.forbidden" };
const requestMissing: PlacementFailure = { ok: false, status: 404, error: "applications.error.requestMissing" };
const placementMissing: PlacementFailure = { ok: false, status: 404, error: "applications.placement.missing" };
const conflict: PlacementFailure = { ok: false, status: 409, error: "applications.error.conflict" };
const notNow: PlacementFailure = { ok: false, status: 409, error: "applications.error.notNow" };

/** Requests still open for a job: those that end as "position filled" when staff mark it filled. */
export const OPEN_STATUSES = ["sent", "working", "applied", "interview"] as const satisfies readonly RequestStatus[];

const mayManage = (actor: Actor) =>
  decide(actor, { action: "managePlacements" }).ok && decide(actor, { action: "manageRequests" }).ok;

/** The columns a placement's form writes. */
export function placementColumns(input: PlacementInput) {
  return {
    startDate: input.startDate,
    payCents: input.payCents,
    payPeriod: input.payPeriod,
    hourlyCents: input.hourlyCents,
    hoursPerWeek: input.hoursPerWeek,
    employmentType: input.employmentType,
    benefits: input.benefits,
    benefitsFrom: input.benefitsFrom,
  };
}

type PlacementRow = typeof placements.$inferSelect;

/** A new placement and its check-ins, one per follow-up day (FOLLOW_UP_DAYS) after the start. */
export async function insertPlacement(
  tx: Tx,
  row: Omit<typeof placements.$inferInsert, keyof ReturnType<typeof placementColumns>>,
  input: PlacementInput,
): Promise<string> {
  const [placement] = await tx
    .insert(placements)
    .values({ ...row, ...placementColumns(input) })
    .returning({ id: placements.id });
  if (!placement) throw new Error("placement insert returned nothing");
  await tx
    .insert(checkIns)
    .values(
      checkInSchedule(input.startDate, getEnv().FOLLOW_UP_DAYS).map((due) => ({ placementId: placement.id, ...due })),
    );
  return placement.id;
}

/** Where the job's openings stand after a hire: staff are asked to mark it filled once hires reach them. */
export interface OpeningsFilled {
  jobId: string;
  openings: number;
  hires: number;
}

/** Hires recorded for a job: its placements through requests. */
async function hiresFor(tx: Tx, jobId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(placements).where(eq(placements.jobId, jobId));
  return row?.n ?? 0;
}

/**
 * "Record the hire": the request moves to Hired (history event, the client's status email) and
 * the placement is written with its check-ins, all in one transaction. The staff member who
 * follows it up is the request's assignee, or whoever recorded it.
 */
export async function recordHire(
  actor: Actor,
  requestId: string,
  version: number,
  input: PlacementInput,
  note: string,
): Promise<{ ok: true; placementId: string; filled: OpeningsFilled | null } | PlacementFailure> {
  if (!mayManage(actor)) return refused;
  if (!isUuid(requestId)) return requestMissing;
  return getDb().transaction(async (tx) => {
    const [request] = await tx
      .select({
        id: jobRequests.id,
        status: jobRequests.status,
        version: jobRequests.version,
        clientId: jobRequests.clientId,
        assignedTo: jobRequests.assignedTo,
        job: {
          id: jobs.id,
          title: jobs.title,
          company: jobs.company,
          ownerId: jobs.ownerId,
          status: jobs.status,
          openings: jobs.openings,
        },
      })
      .from(jobRequests)
      .innerJoin(jobs, eq(jobs.id, jobRequests.jobId))
      .where(eq(jobRequests.id, requestId));
    if (!request) return requestMissing;
    if (request.version !== version) return conflict;
    if (!canMove(request.status, "hired")) return notNow;
    if (!(await writeRequest(tx, request, { status: "hired" }))) return conflict;
    const placementId = await insertPlacement(
      tx,
      {
        clientId: request.clientId,
        requestId,
        jobId: request.job.id,
        ownerId: request.job.ownerId,
        company: request.job.company,
        title: request.job.title,
        staffId: request.assignedTo ?? actor.id,
      },
      input,
    );
    await logChange(tx, actor, requestId, "placement.record", {
      from: request.status,
      to: "hired",
      note,
      kind: "placement.record",
      details: { placementId, ...placementColumns(input) },
    });
    await sendRequestStatusEmail(tx, requestId, "hired");
    const hires = await hiresFor(tx, request.job.id);
    const filled =
      request.job.status !== "closed" && hires >= request.job.openings
        ? { jobId: request.job.id, openings: request.job.openings, hires }
        : null;
    return { ok: true, placementId, filled };
  });
}

/** The request whose history tells a placement's story: its own, or the one of the placement it followed. */
export async function historyRequestOf(tx: Db | Tx, placement: Pick<PlacementRow, "requestId" | "previousId">) {
  let current = placement;
  // A chain of better jobs is short; the bound only guards against a cycle written by hand.
  for (let hops = 0; hops < 50 && !current.requestId && current.previousId; hops++) {
    const [previous] = await tx
      .select({ requestId: placements.requestId, previousId: placements.previousId })
      .from(placements)
      .where(eq(placements.id, current.previousId));
    if (!previous) break;
    current = previous;
  }
  if (!current.requestId) return null;
  const [request] = await tx
    .select({ id: jobRequests.id, status: jobRequests.status })
    .from(jobRequests)
    .where(eq(jobRequests.id, current.requestId));
  return request ?? null;
}

/** The history event (when the placement's request is still there) and the audit row of a placement's change. */
export async function logPlacementChange(
  tx: Tx,
  actor: Actor,
  placement: Pick<PlacementRow, "id" | "requestId" | "previousId">,
  kind: string,
  note: string,
  details: Record<string, unknown>,
) {
  const request = await historyRequestOf(tx, placement);
  if (request) {
    await logChange(tx, actor, request.id, kind, {
      from: request.status,
      to: request.status,
      note,
      kind,
      details: { placementId: placement.id, ...details },
    });
  } else {
    await recordAudit(tx, {
      actorId: actor.id,
      action: kind,
      entity: "request",
      entityId: placement.id,
      details: { placementId: placement.id, ...details },
    });
  }
}

/**
 * Staff correct a placement (same fields as the hire). The history keeps it as it was and as it
 * is now; the check-ins not yet recorded move with a corrected start date.
 */
export async function correctPlacement(
  actor: Actor,
  placementId: string,
  version: number,
  input: PlacementInput,
): Promise<{ ok: true } | PlacementFailure> {
  if (!mayManage(actor)) return refused;
  if (!isUuid(placementId)) return placementMissing;
  return getDb().transaction(async (tx) => {
    const [before] = await tx.select().from(placements).where(eq(placements.id, placementId));
    if (!before) return placementMissing;
    if (before.version !== version) return conflict;
    if (before.endedOn && input.startDate > before.endedOn) {
      return { ok: false, status: 400, errors: { startDate: "applications.placement.validation.startAfterEnd" } };
    }
    const changed = await tx
      .update(placements)
      .set({ ...placementColumns(input), version: sql`${placements.version} + 1` })
      .where(and(eq(placements.id, placementId), eq(placements.version, version)))
      .returning({ id: placements.id });
    if (changed.length === 0) return conflict;
    if (input.startDate !== before.startDate) {
      await tx
        .update(checkIns)
        .set({ dueOn: sql`${input.startDate}::date + ${checkIns.day}`, version: sql`${checkIns.version} + 1` })
        .where(and(eq(checkIns.placementId, placementId), isNull(checkIns.recordedAt)));
    }
    await logPlacementChange(tx, actor, before, "placement.correct", "", {
      before: placementColumns(before),
      after: placementColumns(input),
    });
    return { ok: true };
  });
}

// ---------------------------------------------------------------------------
// Openings.

/** What staff are asked once a job's hires reach its openings; null when there is nothing to ask. */
export async function openingsToConfirm(jobId: string): Promise<OpeningsFilled | null> {
  if (!isUuid(jobId)) return null;
  return getDb().transaction(async (tx) => {
    const [job] = await tx
      .select({ openings: jobs.openings, status: jobs.status })
      .from(jobs)
      .where(eq(jobs.id, jobId));
    if (!job || job.status === "closed") return null;
    const hires = await hiresFor(tx, jobId);
    return hires >= job.openings ? { jobId, openings: job.openings, hires } : null;
  });
}

/**
 * Staff mark a job filled: it closes (closed by staff, so it leaves Find Jobs and only staff
 * reopen it), and every other open request for it ends as "position filled", each job seeker
 * told kindly, in their language, by the channel they chose. Their interviews still set are
 * called off with their reminders.
 */
export async function markJobFilled(
  actor: Actor,
  jobId: string,
): Promise<{ ok: true; ended: number } | PlacementFailure> {
  if (!mayManage(actor)) return refused;
  if (!isUuid(jobId)) return { ok: false, status: 404, error: "applications.openings.jobMissing" };
  return getDb().transaction(async (tx) => {
    const [job] = await tx
      .select({ id: jobs.id, title: jobs.title, status: jobs.status, ownerId: jobs.ownerId })
      .from(jobs)
      .where(eq(jobs.id, jobId))
      .for("update");
    if (!job) return { ok: false, status: 404, error: "applications.openings.jobMissing" };
    if (job.status !== "closed") {
      const [owner] = await tx.select({ status: users.status }).from(users).where(eq(users.id, job.ownerId));
      const close = decide(actor, {
        action: "close",
        job: { ownerId: job.ownerId, ownerStatus: owner?.status ?? "approved", status: job.status },
      });
      if (!close.ok) return notNow;
      await tx.update(jobs).set({ status: "closed", closedByStaff: true }).where(eq(jobs.id, jobId));
      await recordAudit(tx, {
        actorId: actor.id,
        action: "job.close",
        entity: "job",
        entityId: jobId,
        details: { title: job.title, from: job.status, to: "closed", why: "positionFilled" },
      });
    }
    const open = await tx
      .select({
        id: jobRequests.id,
        status: jobRequests.status,
        version: jobRequests.version,
        contactMethod: jobRequests.contactMethod,
        client: { name: users.name, email: users.email, phone: users.phone, locale: users.locale },
      })
      .from(jobRequests)
      .innerJoin(users, eq(users.id, jobRequests.clientId))
      .where(and(eq(jobRequests.jobId, jobId), inArray(jobRequests.status, OPEN_STATUSES)))
      .orderBy(asc(jobRequests.createdAt))
      .for("update", { of: jobRequests });
    for (const request of open) {
      if (!(await writeRequest(tx, request, { status: "positionFilled" }))) return conflict;
      await logChange(tx, actor, request.id, "request.positionFilled", {
        from: request.status,
        to: "positionFilled",
        note: "",
        kind: "openings.filled",
        details: { jobId },
      });
      await callOffInterviews(tx, request.id);
      await tellPositionFilled(tx, request, job.title);
    }
    return { ok: true, ended: open.length };
  });
}

/** The interviews still set for a request that ended: called off, with the reminders that wait. */
async function callOffInterviews(tx: Tx, requestId: string) {
  const called = await tx
    .update(interviews)
    .set({ state: "cancelled", sequence: sql`${interviews.sequence} + 1`, version: sql`${interviews.version} + 1` })
    .where(and(eq(interviews.requestId, requestId), eq(interviews.state, "scheduled")))
    .returning({ id: interviews.id });
  for (const interview of called) await cancelQueued(tx, `interview:${interview.id}`);
}

/** "The job was filled", by the channel the person chose for the request (reachOf). */
async function tellPositionFilled(
  tx: Tx,
  request: {
    contactMethod: ContactMethod;
    client: { name: string; email: string; phone: string | null; locale: string | null };
  },
  title: string,
) {
  const { client } = request;
  const reach = reachOf({ ...client, contactMethod: request.contactMethod });
  if (!reach) return;
  const locale = isLocale(client.locale) ? client.locale : DEFAULT_LOCALE;
  const jobsUrl = new URL("/jobs", getEnv().BASE_URL).toString();
  if (reach.kind === "sms") {
    const t = createT(messagesFor(locale), locale);
    await queueText(tx, {
      to: reach.to,
      body: t("applications.openings.filledText", { brand: getBrand().name, title, url: jobsUrl }),
    });
    return;
  }
  await queueMail(
    tx,
    brandedEmail(
      reach.to,
      {
        subject: "applications.openings.filledSubject",
        body: "applications.openings.filledBody",
        action: "applications.openings.filledAction",
      },
      jobsUrl,
      locale,
      { name: client.name, title },
    ),
  );
}

// ---------------------------------------------------------------------------
// What the request page shows.

/** A request's placement and the better jobs that followed it, oldest first, each with its check-ins. */
export async function placementsOfRequest(requestId: string) {
  if (!isUuid(requestId)) return [];
  const db = getDb();
  const found: PlacementRow[] = [];
  let next = await db.select().from(placements).where(eq(placements.requestId, requestId));
  // Each better job names the one before it; the bound only guards against a cycle written by hand.
  for (let hops = 0; next.length > 0 && hops < 50; hops++) {
    found.push(...next);
    next = await db
      .select()
      .from(placements)
      .where(
        and(
          inArray(
            placements.previousId,
            next.map((p) => p.id),
          ),
          isNull(placements.requestId),
        ),
      );
  }
  if (found.length === 0) return [];
  const checks = await db
    .select({
      id: checkIns.id,
      placementId: checkIns.placementId,
      day: checkIns.day,
      dueOn: checkIns.dueOn,
      recordedAt: checkIns.recordedAt,
      working: checkIns.working,
    })
    .from(checkIns)
    .where(
      inArray(
        checkIns.placementId,
        found.map((p) => p.id),
      ),
    )
    .orderBy(asc(checkIns.dueOn));
  return found
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.createdAt.getTime() - b.createdAt.getTime())
    .map((placement) => ({
      id: placement.id,
      version: placement.version,
      company: placement.company,
      title: placement.title,
      ...placementColumns(placement),
      endedOn: placement.endedOn,
      endReason: placement.endReason,
      checkIns: checks
        .filter((check) => check.placementId === placement.id)
        .map(({ placementId: _, recordedAt, ...check }) => ({ ...check, recorded: recordedAt !== null })),
    }));
}

/** How many other requests for the job are still open: the filled job's prompt says how many would end. */
export async function otherOpenRequests(jobId: string): Promise<number> {
  const [row] = await getDb()
    .select({ n: count() })
    .from(jobRequests)
    .where(and(eq(jobRequests.jobId, jobId), inArray(jobRequests.status, OPEN_STATUSES)));
  return row?.n ?? 0;
}
