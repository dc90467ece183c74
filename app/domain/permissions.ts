import type { JobStatus, Role, UserStatus } from "#db/schema";
import { allowedFrom, type JobAction, type ManagerRole } from "./job-status";

/** Job actions people can be allowed: the status-changing ones plus opening a job in a dashboard. */
export type JobPermission = JobAction | "view";

export interface Actor {
  id: string;
  role: Role;
  status: UserStatus;
}

export interface JobFacts {
  ownerId: string;
  ownerStatus: UserStatus;
  status: JobStatus;
}

export type Denial =
  /** The role never does this (a client posting, an employer approving). */
  | "role"
  /** The account is not approved (an admin account waiting for approval). */
  | "account"
  /** Someone else's job. */
  | "owner"
  /** Not from the job's current status (approving a closed job). */
  | "status"
  /** The job's employer account still waits for approval. */
  | "ownerPending";

export type Decision = { ok: true } | { ok: false; reason: Denial };

const EMPLOYER_ACTIONS: ReadonlySet<JobPermission> = new Set(["create", "view", "update", "close", "reopen", "delete"]);

/**
 * Whether a person may do something to a job (null for "create"), and if not,
 * why. The one rule for server guards and for which buttons the UI shows.
 * Pending employers may post and manage their own jobs (they see a banner);
 * their jobs cannot be approved until their account is.
 */
export function decide(actor: Actor, action: JobPermission, job: JobFacts | null): Decision {
  if (actor.role === "client") return deny("role");
  if (actor.role === "employer" && !EMPLOYER_ACTIONS.has(action)) return deny("role");
  if (actor.role === "admin" && actor.status !== "approved") return deny("account");
  if (action === "create") return job ? deny("status") : { ok: true };
  if (!job) return deny("status");
  if (actor.role === "employer" && job.ownerId !== actor.id) return deny("owner");
  if (action !== "view" && !allowedFrom(action, job.status)) return deny("status");
  if (action === "approve" && job.ownerStatus !== "approved") return deny("ownerPending");
  return { ok: true };
}

export function can(actor: Actor, action: JobPermission, job: JobFacts | null): boolean {
  return decide(actor, action, job).ok;
}

/** Whether someone may open the job dashboards and the job form at all (before any job is looked at). */
export function canManageJobs<A extends Actor>(actor: A): actor is A & { role: ManagerRole } {
  return actor.role === "employer" || (actor.role === "admin" && actor.status === "approved");
}

function deny(reason: Denial): Decision {
  return { ok: false, reason };
}
