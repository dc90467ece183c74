import { and, eq, sql } from "drizzle-orm";
import { auditLog, jobs, savedJobs, users } from "#db/schema";
import type { JobInput } from "./job-form-schema";
import { nextStatus, type JobAction, type ManagerRole } from "~/shared/access/job-status";
import { can, decide, type Actor, type Denial } from "~/shared/access/policy";
import { parseShift } from "~/shared/job-ui/shift";
import type { MessageKey, Vars } from "~/shared/i18n/i18n";
import { getDb, type Db, type Tx } from "~/shared/server/db.server";
import { geocodeAddress, type Coordinates } from "~/shared/server/geocoder.server";
import { sendJobDecision, sendJobAwaitsReview, sendJobPublishedUnreviewed, type NoticeJob } from "./job-emails.server";
import { recordAudit } from "~/shared/server/audit.server";
import { settleReports } from "./job-reports.server";
import type { JobStatus, Role, UserStatus } from "~/shared/constants";

export interface ActionFailure {
  ok: false;
  status: 400 | 403 | 404 | 409;
  error: MessageKey;
  vars?: Vars;
  /** After a refusal because the job changed: its version now, for the form to send next time. */
  version?: string;
}

export type JobWriteResult =
  { ok: true; id: string; status: JobStatus; located: boolean; role: ManagerRole } | ActionFailure;
export type JobActionResult = { ok: true; id: string; status: JobStatus; title: string } | ActionFailure;
export type TransferResult = { ok: true; id: string; status: JobStatus; newOwnerName: string } | ActionFailure;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Spec §5: "Job {id} does not exist". Also the answer for someone else's job, so ids reveal nothing. */
export function jobMissing(id: string): ActionFailure {
  return { ok: false, status: 404, error: "manageJobs.error.jobMissing", vars: { id: id.slice(0, 100) } };
}

const REFUSALS: Record<Exclude<Denial, "owner" | "status">, Omit<ActionFailure, "ok">> = {
  role: { status: 403, error: "manageJobs.error.forbidden" },
  account: { status: 403, error: "manageJobs.error.forbidden" },
  ownerPending: { status: 409, error: "manageJobs.error.ownerPending" },
};

// What someone is told when the job changed under them: its status now, in words.
const NOW_IN_STATUS: Record<JobStatus, MessageKey> = {
  pending: "manageJobs.error.nowPending",
  approved: "manageJobs.error.nowApproved",
  rejected: "manageJobs.error.nowRejected",
  closed: "manageJobs.error.nowClosed",
};

function refuse(reason: Denial, job: { id: string; status: JobStatus; updatedAt: Date }): ActionFailure {
  if (reason === "owner") return jobMissing(job.id);
  // The action does not apply to the job's status: someone changed it since the page was loaded.
  if (reason === "status")
    return { ok: false, status: 409, error: NOW_IN_STATUS[job.status], version: jobVersion(job) };
  return { ok: false, ...REFUSALS[reason] };
}

/**
 * The version of a job that a page shows, sent back with the person's decision
 * or edit: its status and the time of its last change. Under the lock, a
 * different version means someone else changed the job since the page was
 * loaded, and the person must see that change before theirs is applied.
 */
export function jobVersion(job: { status: JobStatus; updatedAt: Date }): string {
  return `${job.status}:${job.updatedAt.getTime()}`;
}

/** The job version a form sent back (`seen`), if any; a repeated field matches no version. */
export function readSeen(form: FormData): string | undefined {
  const values = form.getAll("seen");
  if (values.length === 0) return undefined;
  return values.length === 1 && typeof values[0] === "string" ? values[0] : "";
}

function changedMeanwhile(job: { status: JobStatus; updatedAt: Date }, seen: string): ActionFailure {
  const statusSeen = seen.split(":")[0];
  const error = statusSeen === job.status ? "manageJobs.error.editedMeanwhile" : NOW_IN_STATUS[job.status];
  return { ok: false, status: 409, error, version: jobVersion(job) };
}

/** The job as managers see it: everything, with its owner. */
export interface ManagedJob {
  id: string;
  title: string;
  company: string;
  description: string;
  instructions: string;
  startDate: string | null;
  jobType: JobInput["jobType"];
  openings: number;
  shift: string;
  wageType: JobInput["wageType"];
  wageMin: number;
  wageMax: number;
  hasMedical: boolean;
  hasOthers: boolean;
  benefitOthers: string;
  englishLevel: JobInput["englishLevel"];
  languageNote: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  location: string;
  latitude: number | null;
  longitude: number | null;
  status: JobStatus;
  adminMessage: string;
  hiddenByReports: boolean;
  postedAt: Date;
  updatedAt: Date;
  owner: {
    id: string;
    name: string;
    email: string;
    company: string | null;
    role: Role;
    status: UserStatus;
    trusted: boolean;
  };
}

const managedColumns = {
  id: jobs.id,
  title: jobs.title,
  company: jobs.company,
  description: jobs.description,
  instructions: jobs.instructions,
  startDate: jobs.startDate,
  jobType: jobs.jobType,
  openings: jobs.openings,
  shift: jobs.shift,
  wageType: jobs.wageType,
  wageMin: jobs.wageMin,
  wageMax: jobs.wageMax,
  hasMedical: jobs.hasMedical,
  hasOthers: jobs.hasOthers,
  benefitOthers: jobs.benefitOthers,
  englishLevel: jobs.englishLevel,
  languageNote: jobs.languageNote,
  street: jobs.street,
  city: jobs.city,
  state: jobs.state,
  zip: jobs.zip,
  location: jobs.location,
  latitude: jobs.latitude,
  longitude: jobs.longitude,
  status: jobs.status,
  adminMessage: jobs.adminMessage,
  hiddenByReports: jobs.hiddenByReports,
  postedAt: jobs.postedAt,
  updatedAt: jobs.updatedAt,
  owner: {
    id: users.id,
    name: users.name,
    email: users.email,
    company: users.company,
    role: users.role,
    status: users.status,
    trusted: users.trusted,
  },
};

/** A job the person may open in a dashboard or the edit form; someone else's job is "missing". */
export async function findManagedJob(
  actor: Actor,
  jobId: string,
): Promise<{ ok: true; job: ManagedJob; role: ManagerRole } | ActionFailure> {
  if (!UUID.test(jobId)) return jobMissing(jobId);
  const [job] = await getDb()
    .select(managedColumns)
    .from(jobs)
    .innerJoin(users, eq(users.id, jobs.ownerId))
    .where(eq(jobs.id, jobId));
  if (!job) return jobMissing(jobId);
  const decision = decide(actor, { action: "view", job: facts(job) });
  // The role whose dashboard shows the job (the policy lets only managers this far).
  return decision.ok ? { ok: true, job, role: managerRole(actor) } : refuse(decision.reason, job);
}

export function facts(job: { owner: { id: string; status: UserStatus }; status: JobStatus }) {
  return { ownerId: job.owner.id, ownerStatus: job.owner.status, status: job.status };
}

interface LockedJob extends NoticeJob {
  status: JobStatus;
  closedByStaff: boolean;
  updatedAt: Date;
  owner: NoticeJob["owner"] & { status: UserStatus; trusted: boolean };
}

/**
 * What the status table needs to know about trust (job-status.ts): whether
 * staff trust the owner, and whether this would be their first job, i.e.
 * staff have approved none of the jobs they own (no `job.approve` in the
 * audit trail; jobs published through trust do not count). A deleted or
 * transferred job takes its approval with it, so the rule errs towards review.
 */
async function trustOf(db: Tx | Db, owner: { id: string; trusted: boolean }) {
  if (!owner.trusted) return { trusted: false };
  const [approved] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .innerJoin(jobs, sql`${auditLog.entityId} = ${jobs.id}::text`)
    .where(and(eq(auditLog.entity, "job"), eq(auditLog.action, "job.approve"), eq(jobs.ownerId, owner.id)))
    .limit(1);
  return { trusted: true, firstJob: !approved };
}

const PUBLISHED_UNREVIEWED = "job.publishUnreviewed";

// A trusted employer's job went live without review: the audit trail says so
// (staff read it in the job's view), and staff get an email after the commit.
async function recordUnreviewed(tx: Tx, actor: Actor, jobId: string, title: string) {
  await recordAudit(tx, {
    actorId: actor.id,
    action: PUBLISHED_UNREVIEWED,
    entity: "job",
    entityId: jobId,
    details: { title, note: "published without review (trusted employer)" },
  });
}

/** Whether the job's latest change was a trusted employer publishing it without review. */
export async function publishedUnreviewed(jobId: string): Promise<boolean> {
  const [latest] = await getDb()
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.entity, "job"), eq(auditLog.entityId, jobId)))
    .orderBy(sql`${auditLog.createdAt} DESC`)
    .limit(1);
  return latest?.action === PUBLISHED_UNREVIEWED;
}

/** Whether an employer's next job is published at once (their dashboard tells them which rule applies). */
export async function employerPublishesAtOnce(actor: Actor): Promise<boolean> {
  if (actor.role !== "employer") return false;
  const [owner] = await getDb().select({ trusted: users.trusted }).from(users).where(eq(users.id, actor.id));
  const trust = await trustOf(getDb(), { id: actor.id, trusted: owner?.trusted ?? false });
  return (
    nextStatus("create", { role: "employer", from: null, ownerApproved: actor.status === "approved", ...trust }) ===
    "approved"
  );
}

// Reads the job and its owner, locking the job row until the transaction ends,
// so two staff acting on one job at once are applied one after the other. The
// row is locked on its own before its owner is read: locked through a join, a
// job whose owner changed meanwhile (a transfer) would drop out of the join on
// PostgreSQL's recheck and look missing.
async function lockJob(db: Tx | Db, jobId: string, lock: boolean): Promise<LockedJob | undefined> {
  const query = db
    .select({
      id: jobs.id,
      title: jobs.title,
      status: jobs.status,
      closedByStaff: jobs.closedByStaff,
      updatedAt: jobs.updatedAt,
      ownerId: jobs.ownerId,
    })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  const [job] = lock ? await query.for("update") : await query;
  if (!job) return undefined;
  const [owner] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      status: users.status,
      locale: users.locale,
      trusted: users.trusted,
    })
    .from(users)
    .where(eq(users.id, job.ownerId));
  const { ownerId: _, ...row } = job;
  return owner && { ...row, owner };
}

function managerRole(actor: Actor): ManagerRole {
  if (actor.role === "client") throw new Error("permissions let a client through");
  return actor.role;
}

// Locks the job, checks the version the person saw (when the request names
// one), the permission rule, and works out the status the action leads to:
// the shared first step of every action on an existing job. Of two people
// deciding at once, the first decision stands and the second hears what it was.
async function lockForAction(
  tx: Tx,
  actor: Actor,
  action: JobAction,
  jobId: string,
  seen: string | undefined,
): Promise<{ ok: true; job: LockedJob; status: JobStatus } | ActionFailure> {
  const job = await lockJob(tx, jobId, true);
  if (!job) return jobMissing(jobId);
  const decision = decide(actor, { action, job: facts(job) });
  // Who may not act on this job at all hears that (someone else's job is "missing"), whatever its version.
  if (!decision.ok && decision.reason !== "status" && decision.reason !== "ownerPending")
    return refuse(decision.reason, job);
  if (seen !== undefined && seen !== jobVersion(job)) return changedMeanwhile(job, seen);
  if (!decision.ok) return refuse(decision.reason, job);
  const status = nextStatus(action, {
    role: managerRole(actor),
    from: job.status,
    ownerApproved: job.owner.status === "approved",
    closedByStaff: job.closedByStaff,
    ...(actor.role === "employer" ? await trustOf(tx, job.owner) : {}),
  }) as JobStatus;
  return { ok: true, job, status };
}

/** The job's columns from the form: shift times parsed, location text and coordinates derived. */
function jobColumns(input: JobInput, coordinates: Coordinates | null) {
  const shift = parseShift(input.shift);
  return {
    title: input.title,
    company: input.company,
    description: input.description,
    instructions: input.instructions,
    startDate: input.startDate,
    jobType: input.jobType,
    ...(input.openings === undefined ? {} : { openings: input.openings }),
    shift: input.shift,
    shiftStarts: shift?.starts ?? null,
    shiftEnds: shift?.ends ?? null,
    wageType: input.wageType,
    wageMin: input.wageMin,
    wageMax: input.wageMax,
    hasMedical: input.hasMedical,
    hasOthers: input.hasOthers,
    benefitOthers: input.hasOthers ? input.benefitOthers : "",
    englishLevel: input.englishLevel,
    languageNote: input.languageNote,
    street: input.street,
    city: input.city,
    state: input.state,
    zip: input.zip,
    location: `${input.street}, ${input.city}, ${input.state} ${input.zip}`,
    latitude: coordinates?.latitude ?? null,
    longitude: coordinates?.longitude ?? null,
  };
}

async function auditIfAdmin(tx: Tx, actor: Actor, action: JobAction, jobId: string, details: Record<string, unknown>) {
  if (actor.role !== "admin") return;
  await recordAudit(tx, { actorId: actor.id, action: `job.${action}`, entity: "job", entityId: jobId, details });
}

// Mail goes out after the commit, so nobody hears about a change that was rolled
// back; a mail failure is logged and does not undo the action.
export async function createJob(actor: Actor, input: JobInput): Promise<JobWriteResult> {
  const decision = decide(actor, { action: "create", job: null });
  // Only the role or the account can stand in the way of a new job.
  if (!decision.ok) return { ok: false, status: 403, error: "manageJobs.error.forbidden" };
  const coordinates = await geocodeAddress(input);
  const { id, status } = await getDb().transaction(async (tx) => {
    // The owner row is locked so that trust taken away meanwhile is seen before the job is published.
    const [owner] = await tx.select({ trusted: users.trusted }).from(users).where(eq(users.id, actor.id)).for("share");
    const status = nextStatus("create", {
      role: managerRole(actor),
      from: null,
      ownerApproved: actor.status === "approved",
      ...(actor.role === "employer" ? await trustOf(tx, { id: actor.id, trusted: owner?.trusted ?? false }) : {}),
    }) as JobStatus;
    const [row] = await tx
      .insert(jobs)
      .values({ ...jobColumns(input, coordinates), status, ownerId: actor.id })
      .returning({ id: jobs.id });
    if (!row) throw new Error("job insert returned nothing");
    await auditIfAdmin(tx, actor, "create", row.id, { title: input.title, status });
    if (actor.role === "employer" && status === "approved") await recordUnreviewed(tx, actor, row.id, input.title);
    return { id: row.id, status };
  });
  await noticeForStaff(actor, { id, title: input.title }, status);
  return { ok: true, id, status, located: coordinates !== null, role: managerRole(actor) };
}

/**
 * Saves an edit. The id comes from the URL and the owner never changes here
 * (spec §5). `seen` is the version the form was loaded with (jobVersion).
 */
export async function updateJob(actor: Actor, jobId: string, input: JobInput, seen?: string): Promise<JobWriteResult> {
  if (!UUID.test(jobId)) return jobMissing(jobId);
  // Checked before geocoding so a refused request costs nothing, and again under the lock.
  const current = await lockJob(getDb(), jobId, false);
  if (!current) return jobMissing(jobId);
  const early = decide(actor, { action: "update", job: facts(current) });
  if (!early.ok) return refuse(early.reason, current);
  const coordinates = await geocodeAddress(input);

  const result = await getDb().transaction(async (tx): Promise<JobWriteResult> => {
    const locked = await lockForAction(tx, actor, "update", jobId, seen);
    if (!locked.ok) return locked;
    const { job, status } = locked;
    await tx
      .update(jobs)
      .set({ ...jobColumns(input, coordinates), status })
      .where(eq(jobs.id, jobId));
    await auditIfAdmin(tx, actor, "update", jobId, { title: input.title, from: job.status, to: status });
    if (actor.role === "employer" && status === "approved") await recordUnreviewed(tx, actor, jobId, input.title);
    return { ok: true, id: jobId, status, located: coordinates !== null, role: managerRole(actor) };
  });
  if (result.ok) await noticeForStaff(actor, { id: jobId, title: input.title }, result.status);
  return result;
}

/**
 * After an employer's new job, edit or reopen: staff hear that it waits for
 * review, or that it went live without review (a trusted employer), so they can still look.
 */
async function noticeForStaff(actor: Actor, job: Pick<NoticeJob, "id" | "title">, status: JobStatus) {
  if (actor.role === "admin") return;
  if (status === "pending") await sendJobAwaitsReview(job);
  if (status === "approved") await sendJobPublishedUnreviewed(job);
}

type StatusAction = Extract<JobAction, "approve" | "reject" | "close" | "reopen">;

async function changeStatus(
  actor: Actor,
  jobId: string,
  action: StatusAction,
  {
    adminMessage,
    seen,
    notifyOwner,
  }: {
    adminMessage?: string;
    seen: string | undefined;
    // Queues the owner's email about the change in its transaction (never to staff acting on their own job).
    notifyOwner?: (tx: Tx, job: LockedJob) => Promise<void>;
  },
): Promise<{ result: JobActionResult; job?: LockedJob }> {
  if (!UUID.test(jobId)) return { result: jobMissing(jobId) };
  return getDb().transaction(async (tx) => {
    const locked = await lockForAction(tx, actor, action, jobId, seen);
    if (!locked.ok) return { result: locked };
    const { job, status } = locked;
    await tx
      .update(jobs)
      .set({
        status,
        ...(adminMessage === undefined ? {} : { adminMessage }),
        // Who closed it decides who may undo it (job-status.ts).
        ...(action === "close" ? { closedByStaff: actor.role === "admin" } : {}),
      })
      .where(eq(jobs.id, jobId));
    await auditIfAdmin(tx, actor, action, jobId, {
      title: job.title,
      from: job.status,
      to: status,
      ...(action === "reject" ? { message: adminMessage } : {}),
    });
    if (actor.role === "employer" && status === "approved") await recordUnreviewed(tx, actor, jobId, job.title);
    // A staff decision on the job (close, reject with a message…) settles job seekers' reports on it.
    if (can(actor, { action: "reviewReports", job: facts(job) })) await settleReports(tx, jobId);
    if (notifyOwner && job.owner.id !== actor.id) await notifyOwner(tx, job);
    return { result: { ok: true, id: jobId, status, title: job.title }, job };
  });
}

// Each action below takes `seen`: the version of the job the person was shown
// (jobVersion), when the request names one.

/** Approves a job; the old admin message is cleared, and the employer is told. */
export async function approveJob(actor: Actor, jobId: string, seen?: string): Promise<JobActionResult> {
  const notifyOwner = (tx: Tx, job: LockedJob) => sendJobDecision(tx, job, "approved", "");
  return (await changeStatus(actor, jobId, "approve", { adminMessage: "", seen, notifyOwner })).result;
}

/** Sends a job back to its employer with a message (shown as "Action Required"). */
export async function rejectJob(actor: Actor, jobId: string, message: string, seen?: string): Promise<JobActionResult> {
  const notifyOwner = (tx: Tx, job: LockedJob) => sendJobDecision(tx, job, "rejected", message);
  return (await changeStatus(actor, jobId, "reject", { adminMessage: message, seen, notifyOwner })).result;
}

export async function closeJob(actor: Actor, jobId: string, seen?: string): Promise<JobActionResult> {
  return (await changeStatus(actor, jobId, "close", { seen })).result;
}

/** Reopens a closed job: back to review for employers, straight to approved for staff. */
export async function reopenJob(actor: Actor, jobId: string, seen?: string): Promise<JobActionResult> {
  const { result, job } = await changeStatus(actor, jobId, "reopen", { seen });
  if (result.ok && job) await noticeForStaff(actor, job, result.status);
  return result;
}

/** Deletes the job and every saved link to it, in one transaction. */
export async function deleteJob(actor: Actor, jobId: string, seen?: string): Promise<JobActionResult> {
  if (!UUID.test(jobId)) return jobMissing(jobId);
  return getDb().transaction(async (tx): Promise<JobActionResult> => {
    const locked = await lockForAction(tx, actor, "delete", jobId, seen);
    if (!locked.ok) return locked;
    const { job } = locked;
    const unsaved = await tx
      .delete(savedJobs)
      .where(eq(savedJobs.jobId, jobId))
      .returning({ userId: savedJobs.userId });
    await tx.delete(jobs).where(eq(jobs.id, jobId));
    await auditIfAdmin(tx, actor, "delete", jobId, {
      title: job.title,
      status: job.status,
      ownerId: job.owner.id,
      savedBy: unsaved.length,
    });
    return { ok: true, id: jobId, status: job.status, title: job.title };
  });
}

/** Gives a job to another approved employer or admin, in one transaction; its status is kept. */
export async function transferJob(
  actor: Actor,
  jobId: string,
  newOwnerId: string,
  seen?: string,
): Promise<TransferResult> {
  if (!UUID.test(jobId)) return jobMissing(jobId);
  return getDb().transaction(async (tx): Promise<TransferResult> => {
    const locked = await lockForAction(tx, actor, "transfer", jobId, seen);
    if (!locked.ok) return locked;
    const { job } = locked;
    const [target] = await tx
      .select({ id: users.id, name: users.name, role: users.role, status: users.status })
      .from(users)
      .where(eq(users.id, newOwnerId))
      .for("share");
    if (!target || target.id === job.owner.id || !can(actor, { action: "receiveJobs", account: target })) {
      return { ok: false, status: 400, error: "manageJobs.error.transferTarget" };
    }
    await tx.update(jobs).set({ ownerId: target.id }).where(eq(jobs.id, jobId));
    await auditIfAdmin(tx, actor, "transfer", jobId, { title: job.title, from: job.owner.id, to: target.id });
    return { ok: true, id: jobId, status: job.status, newOwnerName: target.name };
  });
}

/** A job left alone by a bulk review, named by its title (or its id when it no longer exists). */
export type BulkReviewResult = { ok: true; done: number; skipped: string[] } | ActionFailure;

/**
 * Approves, or rejects with one message, several jobs waiting for review, in
 * one transaction: each job gets its own audit row and, after the commit, its
 * employer's email. A job no longer pending (another admin decided, or its
 * employer closed it, since the page was loaded), one that is missing, or one
 * the policy refuses (its employer's account still waits for approval) is
 * skipped and named.
 */
export async function reviewJobs(
  actor: Actor,
  jobIds: readonly string[],
  decision: { action: "approve" } | { action: "reject"; message: string },
): Promise<BulkReviewResult> {
  if (!can(actor, { action: "bulkReview" })) return { ok: false, status: 403, error: "manageJobs.error.forbidden" };
  const adminMessage = decision.action === "reject" ? decision.message : "";
  const status: JobStatus = decision.action === "approve" ? "approved" : "rejected";
  // Rows are locked in one order, so two bulk reviews at once wait for each other instead of deadlocking.
  const ids = [...new Set(jobIds)].sort();
  const { done, skipped } = await getDb().transaction(async (tx) => {
    const done: LockedJob[] = [];
    const skipped: string[] = [];
    for (const id of ids) {
      const job = await lockJob(tx, id, true);
      if (!job) {
        skipped.push(id);
        continue;
      }
      if (job.status !== "pending" || !can(actor, { action: decision.action, job: facts(job) })) {
        skipped.push(job.title);
        continue;
      }
      await tx.update(jobs).set({ status, adminMessage }).where(eq(jobs.id, id));
      await settleReports(tx, id);
      await recordAudit(tx, {
        actorId: actor.id,
        action: `job.${decision.action}`,
        entity: "job",
        entityId: id,
        details: {
          title: job.title,
          from: job.status,
          to: status,
          bulk: true,
          ...(adminMessage ? { message: adminMessage } : {}),
        },
      });
      if (job.owner.id !== actor.id)
        await sendJobDecision(tx, job, status === "approved" ? "approved" : "rejected", adminMessage);
      done.push(job);
    }
    return { done, skipped };
  });
  return { ok: true, done: done.length, skipped };
}
