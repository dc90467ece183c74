import { eq } from "drizzle-orm";
import { jobs, savedJobs, users } from "#db/schema";
import type { JobInput } from "./job-form-schema";
import { nextStatus, type JobAction, type ManagerRole } from "~/shared/access/job-status";
import { can, decide, type Actor, type Denial } from "~/shared/access/policy";
import { parseShift } from "~/shared/job-ui/shift";
import type { MessageKey, Vars } from "~/shared/i18n/i18n";
import { getDb, type Db, type Tx } from "~/shared/server/db.server";
import { geocodeAddress, type Coordinates } from "~/shared/server/geocoder.server";
import { sendJobDecision, sendJobAwaitsReview, type NoticeJob } from "./job-emails.server";
import { recordAudit } from "~/shared/server/audit.server";
import type { JobStatus, Role, UserStatus } from "~/shared/constants";

export interface ActionFailure {
  ok: false;
  status: 400 | 403 | 404 | 409;
  error: MessageKey;
  vars?: Vars;
}

export type JobWriteResult = { ok: true; id: string; status: JobStatus; located: boolean; role: ManagerRole } | ActionFailure;
export type JobActionResult = { ok: true; id: string; status: JobStatus; title: string } | ActionFailure;
export type TransferResult = { ok: true; id: string; status: JobStatus; newOwnerName: string } | ActionFailure;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Spec §5: "Job {id} does not exist". Also the answer for someone else's job, so ids reveal nothing. */
export function jobMissing(id: string): ActionFailure {
  return { ok: false, status: 404, error: "manage.error.jobMissing", vars: { id: id.slice(0, 100) } };
}

const REFUSALS: Record<Exclude<Denial, "owner">, Omit<ActionFailure, "ok">> = {
  role: { status: 403, error: "manage.error.forbidden" },
  account: { status: 403, error: "manage.error.forbidden" },
  status: { status: 409, error: "manage.error.wrongStatus" },
  ownerPending: { status: 409, error: "manage.error.ownerPending" },
};

function refuse(reason: Denial, jobId: string): ActionFailure {
  return reason === "owner" ? jobMissing(jobId) : { ok: false, ...REFUSALS[reason] };
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
  postedAt: Date;
  updatedAt: Date;
  owner: { id: string; name: string; email: string; company: string | null; role: Role; status: UserStatus };
}

const managedColumns = {
  id: jobs.id,
  title: jobs.title,
  company: jobs.company,
  description: jobs.description,
  instructions: jobs.instructions,
  startDate: jobs.startDate,
  jobType: jobs.jobType,
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
  postedAt: jobs.postedAt,
  updatedAt: jobs.updatedAt,
  owner: {
    id: users.id,
    name: users.name,
    email: users.email,
    company: users.company,
    role: users.role,
    status: users.status,
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
  return decision.ok ? { ok: true, job, role: managerRole(actor) } : refuse(decision.reason, jobId);
}

export function facts(job: { owner: { id: string; status: UserStatus }; status: JobStatus }) {
  return { ownerId: job.owner.id, ownerStatus: job.owner.status, status: job.status };
}

interface LockedJob extends NoticeJob {
  status: JobStatus;
  owner: NoticeJob["owner"] & { status: UserStatus };
}

// Reads the job and its owner, locking the job row until the transaction ends,
// so two staff acting on one job at once are applied one after the other. The
// row is locked on its own before its owner is read: locked through a join, a
// job whose owner changed meanwhile (a transfer) would drop out of the join on
// PostgreSQL's recheck and look missing.
async function lockJob(db: Tx | Db, jobId: string, lock: boolean): Promise<LockedJob | undefined> {
  const query = db.select({ id: jobs.id, title: jobs.title, status: jobs.status, ownerId: jobs.ownerId }).from(jobs).where(eq(jobs.id, jobId));
  const [job] = lock ? await query.for("update") : await query;
  if (!job) return undefined;
  const [owner] = await db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role, status: users.status, locale: users.locale })
    .from(users)
    .where(eq(users.id, job.ownerId));
  return owner && { id: job.id, title: job.title, status: job.status, owner };
}

function managerRole(actor: Actor): ManagerRole {
  if (actor.role === "client") throw new Error("permissions let a client through");
  return actor.role;
}

// Locks the job, checks the permission rule and works out the status the
// action leads to: the shared first step of every action on an existing job.
async function lockForAction(
  tx: Tx,
  actor: Actor,
  action: JobAction,
  jobId: string,
): Promise<{ ok: true; job: LockedJob; status: JobStatus } | ActionFailure> {
  const job = await lockJob(tx, jobId, true);
  if (!job) return jobMissing(jobId);
  const decision = decide(actor, { action, job: facts(job) });
  if (!decision.ok) return refuse(decision.reason, jobId);
  const status = nextStatus(action, {
    role: managerRole(actor),
    from: job.status,
    ownerApproved: job.owner.status === "approved",
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
async function notify(send: () => Promise<void>): Promise<void> {
  try {
    await send();
  } catch (error) {
    console.error("[mail] job notice failed", error);
  }
}

export async function createJob(actor: Actor, input: JobInput): Promise<JobWriteResult> {
  const decision = decide(actor, { action: "create", job: null });
  if (!decision.ok) return refuse(decision.reason, "");
  const status = nextStatus("create", {
    role: managerRole(actor),
    from: null,
    ownerApproved: actor.status === "approved",
  }) as JobStatus;
  const coordinates = await geocodeAddress(input);
  const id = await getDb().transaction(async (tx) => {
    const [row] = await tx
      .insert(jobs)
      .values({ ...jobColumns(input, coordinates), status, ownerId: actor.id })
      .returning({ id: jobs.id });
    if (!row) throw new Error("job insert returned nothing");
    await auditIfAdmin(tx, actor, "create", row.id, { title: input.title, status });
    return row.id;
  });
  if (status === "pending") await notify(() => sendJobAwaitsReview({ id, title: input.title }));
  return { ok: true, id, status, located: coordinates !== null, role: managerRole(actor) };
}

/** Saves an edit. The id comes from the URL and the owner never changes here (spec §5). */
export async function updateJob(actor: Actor, jobId: string, input: JobInput): Promise<JobWriteResult> {
  if (!UUID.test(jobId)) return jobMissing(jobId);
  // Checked before geocoding so a refused request costs nothing, and again under the lock.
  const seen = await lockJob(getDb(), jobId, false);
  if (!seen) return jobMissing(jobId);
  const early = decide(actor, { action: "update", job: facts(seen) });
  if (!early.ok) return refuse(early.reason, jobId);
  const coordinates = await geocodeAddress(input);

  const result = await getDb().transaction(async (tx): Promise<JobWriteResult> => {
    const locked = await lockForAction(tx, actor, "update", jobId);
    if (!locked.ok) return locked;
    const { job, status } = locked;
    await tx
      .update(jobs)
      .set({ ...jobColumns(input, coordinates), status })
      .where(eq(jobs.id, jobId));
    await auditIfAdmin(tx, actor, "update", jobId, { title: input.title, from: job.status, to: status });
    return { ok: true, id: jobId, status, located: coordinates !== null, role: managerRole(actor) };
  });
  if (result.ok && result.status === "pending" && actor.role !== "admin") {
    await notify(() => sendJobAwaitsReview({ id: jobId, title: input.title }));
  }
  return result;
}

type StatusAction = Extract<JobAction, "approve" | "reject" | "close" | "reopen">;

async function changeStatus(
  actor: Actor,
  jobId: string,
  action: StatusAction,
  adminMessage?: string,
): Promise<{ result: JobActionResult; job?: LockedJob }> {
  if (!UUID.test(jobId)) return { result: jobMissing(jobId) };
  return getDb().transaction(async (tx) => {
    const locked = await lockForAction(tx, actor, action, jobId);
    if (!locked.ok) return { result: locked };
    const { job, status } = locked;
    await tx
      .update(jobs)
      .set({ status, ...(adminMessage === undefined ? {} : { adminMessage }) })
      .where(eq(jobs.id, jobId));
    await auditIfAdmin(tx, actor, action, jobId, {
      title: job.title,
      from: job.status,
      to: status,
      ...(action === "reject" ? { message: adminMessage } : {}),
    });
    return { result: { ok: true, id: jobId, status, title: job.title }, job };
  });
}

/** Approves a job; the old admin message is cleared, and the employer is told. */
export async function approveJob(actor: Actor, jobId: string): Promise<JobActionResult> {
  const { result, job } = await changeStatus(actor, jobId, "approve", "");
  if (result.ok && job && job.owner.id !== actor.id) await notify(() => sendJobDecision(job, "approved", ""));
  return result;
}

/** Sends a job back to its employer with a message (shown as "Action Required"). */
export async function rejectJob(actor: Actor, jobId: string, message: string): Promise<JobActionResult> {
  const { result, job } = await changeStatus(actor, jobId, "reject", message);
  if (result.ok && job && job.owner.id !== actor.id) await notify(() => sendJobDecision(job, "rejected", message));
  return result;
}

export async function closeJob(actor: Actor, jobId: string): Promise<JobActionResult> {
  return (await changeStatus(actor, jobId, "close")).result;
}

/** Reopens a closed job: back to review for employers, straight to approved for staff. */
export async function reopenJob(actor: Actor, jobId: string): Promise<JobActionResult> {
  const { result, job } = await changeStatus(actor, jobId, "reopen");
  if (result.ok && job && result.status === "pending" && actor.role !== "admin") {
    await notify(() => sendJobAwaitsReview(job));
  }
  return result;
}

/** Deletes the job and every saved link to it, in one transaction. */
export async function deleteJob(actor: Actor, jobId: string): Promise<JobActionResult> {
  if (!UUID.test(jobId)) return jobMissing(jobId);
  return getDb().transaction(async (tx): Promise<JobActionResult> => {
    const locked = await lockForAction(tx, actor, "delete", jobId);
    if (!locked.ok) return locked;
    const { job } = locked;
    const unsaved = await tx.delete(savedJobs).where(eq(savedJobs.jobId, jobId)).returning({ userId: savedJobs.userId });
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
export async function transferJob(actor: Actor, jobId: string, newOwnerId: string): Promise<TransferResult> {
  if (!UUID.test(jobId)) return jobMissing(jobId);
  return getDb().transaction(async (tx): Promise<TransferResult> => {
    const locked = await lockForAction(tx, actor, "transfer", jobId);
    if (!locked.ok) return locked;
    const { job } = locked;
    const [target] = await tx
      .select({ id: users.id, name: users.name, role: users.role, status: users.status })
      .from(users)
      .where(eq(users.id, newOwnerId))
      .for("share");
    if (!target || target.id === job.owner.id || !can(actor, { action: "receiveJobs", account: target })) {
      return { ok: false, status: 400, error: "manage.error.transferTarget" };
    }
    await tx.update(jobs).set({ ownerId: target.id }).where(eq(jobs.id, jobId));
    await auditIfAdmin(tx, actor, "transfer", jobId, { title: job.title, from: job.owner.id, to: target.id });
    return { ok: true, id: jobId, status: job.status, newOwnerName: target.name };
  });
}
