import type { JobStatus, Role, UserStatus } from "~/shared/constants";
import { allowedFrom, type JobAction } from "./job-status";

// The one access policy: every "may this person do this?" of the product,
// answered from the actor's role and account status and the resource. Server
// guards (guard.server.ts) apply it in every loader and action, and the UI asks
// it what to show. Staff powers need an approved account: an admin whose
// account was set back to pending reads jobs as a job seeker does and manages
// nothing.

export interface Actor {
  id: string;
  role: Role;
  status: UserStatus;
}

/** The signed-in pages, each a menu entry or a form of one. */
export const PAGES = [
  "home",
  "profile",
  "findJobs",
  "savedJobs",
  "adminJobs",
  "employerJobs",
  "postJob",
  "manageUsers",
] as const;
export type Page = (typeof PAGES)[number];

export interface JobFacts {
  ownerId: string;
  ownerStatus: UserStatus;
  status: JobStatus;
}

/** What someone may do with a job in the dashboards: the status-changing actions plus opening it. */
export type JobPermission = JobAction | "view";

export interface AccountFacts {
  role: Role;
  status: UserStatus;
}

export type Question =
  | { action: "visit"; page: Page }
  /** Manage Jobs: a job by its status and owner; `job` is null for "create". */
  | { action: JobPermission; job: JobFacts | null }
  /** Find Jobs: see a job of this status in the list and its view. */
  | { action: "read"; job: { status: JobStatus } }
  /** See the fields job seekers never see: status, owner, how to apply, the admin's message. */
  | { action: "readStaffFields" }
  /** Save or unsave jobs (the job's own status is checked with the write). */
  | { action: "saveJobs" }
  /** User administration: list, open, create, approve, edit, delete accounts, look people up. */
  | { action: "manageUsers" }
  /** Become the owner of jobs through a transfer. */
  | { action: "receiveJobs"; account: AccountFacts };

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

const ALLOW: Decision = { ok: true };
const deny = (reason: Denial): Decision => ({ ok: false, reason });

const isStaff = (actor: Actor) => actor.role === "admin" && actor.status === "approved";
/** Who may open the dashboards and post: employers (a pending one sees a banner) and approved staff. */
const managesJobs = (actor: Actor) => actor.role === "employer" || isStaff(actor);

const PAGE_RULES: Record<Page, (actor: Actor) => Decision> = {
  home: () => ALLOW,
  profile: () => ALLOW,
  findJobs: (actor) => (actor.role === "employer" ? deny("role") : ALLOW),
  savedJobs: (actor) => (actor.role === "client" ? ALLOW : deny("role")),
  adminJobs: (actor) => roleThenAccount(actor, isStaff, ["admin"]),
  employerJobs: (actor) => (actor.role === "employer" ? ALLOW : deny("role")),
  postJob: (actor) => roleThenAccount(actor, managesJobs, ["admin", "employer"]),
  manageUsers: (actor) => roleThenAccount(actor, isStaff, ["admin"]),
};

function roleThenAccount(actor: Actor, allowed: (actor: Actor) => boolean, roles: readonly Role[]): Decision {
  if (allowed(actor)) return ALLOW;
  return roles.includes(actor.role) ? deny("account") : deny("role");
}

const EMPLOYER_JOB_ACTIONS: ReadonlySet<JobPermission> = new Set([
  "create",
  "view",
  "update",
  "close",
  "reopen",
  "delete",
]);

/**
 * Manage Jobs. Pending employers may post and manage their own jobs; their
 * jobs cannot be approved until their account is.
 */
function decideJob(actor: Actor, action: JobPermission, job: JobFacts | null): Decision {
  if (actor.role === "client") return deny("role");
  if (actor.role === "employer" && !EMPLOYER_JOB_ACTIONS.has(action)) return deny("role");
  if (actor.role === "admin" && actor.status !== "approved") return deny("account");
  if (action === "create") return job ? deny("status") : ALLOW;
  if (!job) return deny("status");
  if (actor.role === "employer" && job.ownerId !== actor.id) return deny("owner");
  if (action !== "view" && !allowedFrom(action, job.status)) return deny("status");
  if (action === "approve" && job.ownerStatus !== "approved") return deny("ownerPending");
  return ALLOW;
}

export function decide(actor: Actor, question: Question): Decision {
  switch (question.action) {
    case "visit":
      return PAGE_RULES[question.page](actor);
    case "read":
      if (actor.role === "employer") return deny("role");
      return question.job.status === "approved" || isStaff(actor) ? ALLOW : deny("status");
    case "readStaffFields":
      return isStaff(actor) ? ALLOW : deny(actor.role === "admin" ? "account" : "role");
    case "saveJobs":
      return actor.role === "client" ? ALLOW : deny("role");
    case "manageUsers":
      return roleThenAccount(actor, isStaff, ["admin"]);
    case "receiveJobs":
      if (question.account.role === "client") return deny("role");
      return question.account.status === "approved" ? ALLOW : deny("account");
    default:
      return decideJob(actor, question.action, question.job);
  }
}

export function can(actor: Actor, question: Question): boolean {
  return decide(actor, question).ok;
}
