import type { InterviewState, JobStatus, RequestStatus, Role, UserStatus } from "~/shared/constants";
import { allowedFrom, type JobAction } from "./job-status";
import { canMove, clientMayWithdraw } from "./request-status";

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
  "myApplications",
  "referralQueue",
  "placementReport",
  "followUps",
  "failedDeliveries",
  "secondFactor",
] as const;
export type Page = (typeof PAGES)[number];

export interface JobFacts {
  ownerId: string;
  ownerStatus: UserStatus;
  status: JobStatus;
}

/**
 * What someone may do with a job in the dashboards: the status-changing
 * actions, opening it, and reading and dismissing job seekers' reports on it.
 */
export type JobPermission = JobAction | "view" | "reviewReports";

/** A request for help with a job: whose it is and where it stands. */
export interface RequestFacts {
  clientId: string;
  status: RequestStatus;
}

/** A job as Find Jobs sees it: reports from enough people hide it from job seekers until staff decide. */
export interface ReadableJob {
  status: JobStatus;
  hiddenByReports?: boolean;
}

export interface AccountFacts {
  role: Role;
  status: UserStatus;
}

export type Question =
  | { action: "visit"; page: Page }
  /** Manage Jobs: a job by its status and owner; `job` is null for "create". */
  | { action: JobPermission; job: JobFacts | null }
  /** Find Jobs: see a job of this status (hidden or not by reports) in the list and its view. */
  | { action: "read"; job: ReadableJob }
  /** "Something is wrong with this job": a job seeker reports a job they can read. */
  | { action: "reportJob"; job: ReadableJob }
  /** Approve or reject several pending jobs in one go; each job is asked about again with its facts. */
  | { action: "bulkReview" }
  /** Mark an employer as trusted (their jobs after the first are published without review), or undo it. */
  | { action: "trustEmployer"; account: AccountFacts; trusted: boolean }
  /** See the fields job seekers never see: status, owner, how to apply, the admin's message. */
  | { action: "readStaffFields" }
  // Whether the actor's self-service writes count against the abuse limits: everyone's but
  // staff's, whose accounts staff make (docs/security.md, "Limits on every self-service write").
  | { action: "countWrites" }
  /** Save or unsave jobs (the job's own status is checked with the write). */
  | { action: "saveJobs" }
  /** User administration: list, open, create, approve, edit, delete accounts, look people up. */
  | { action: "manageUsers" }
  /** Become the owner of jobs through a transfer. */
  | { action: "receiveJobs"; account: AccountFacts }
  /**
   * Sign in with, or link, the agency's identity provider: staff accounts only
   * (a pending one stays pending); everyone else signs in with the app's own ways.
   */
  | { action: "useIdentityProvider"; account: AccountFacts }
  /** "I want this job": a client for themselves, staff for a client; only on an approved job. */
  | { action: "askForJob"; job: ReadableJob }
  /** Open a request: the client's own, or any for staff. */
  | { action: "readRequest"; request: RequestFacts }
  /** Take a request back: the client's own while staff have not acted on it, staff when the table allows. */
  | { action: "withdrawRequest"; request: RequestFacts }
  /** The referral queue: assign, move along, record the outcome, share contact details. */
  | { action: "manageRequests" }
  /**
   * The candidates staff referred to a job (Applied or later): their names, the
   * staff's note, and how to reach them where staff chose to share it.
   */
  | { action: "readCandidates"; job: JobFacts }
  /**
   * "I can't come" to an interview: only the job seeker whose request it is, while the interview
   * is still set (staff cancel or move it instead).
   */
  | { action: "cantCome"; request: RequestFacts; interview: { state: InterviewState } }
  /**
   * Placements and check-ins: pay, hours, benefits, why a job ended, follow-up notes. Approved
   * staff only; employers see the interview times of their candidates, never these.
   */
  | { action: "managePlacements" }
  /**
   * Job alerts: set up, list, pause, edit and delete those of `client` (an account's id and
   * role), or, with null, any at all (the forms). Clients their own; approved staff a client's.
   */
  | { action: "manageAlerts"; client: { id: string; role: Role } | null };

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
/** Requests for help are for job seekers whose account stands; a pending account asks nothing. */
const isClient = (actor: Actor) => actor.role === "client" && actor.status === "approved";
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
  myApplications: (actor) => roleThenAccount(actor, isClient, ["client"]),
  referralQueue: (actor) => roleThenAccount(actor, isStaff, ["admin"]),
  placementReport: (actor) => roleThenAccount(actor, isStaff, ["admin"]),
  followUps: (actor) => roleThenAccount(actor, isStaff, ["admin"]),
  failedDeliveries: (actor) => roleThenAccount(actor, isStaff, ["admin"]),
  // Staff and employers; job seekers sign in with texted codes and emailed links instead.
  secondFactor: (actor) => (actor.role === "client" ? deny("role") : ALLOW),
};

function roleThenAccount(actor: Actor, allowed: (actor: Actor) => boolean, roles: readonly Role[]): Decision {
  if (allowed(actor)) return ALLOW;
  return roles.includes(actor.role) ? deny("account") : deny("role");
}

/** Staff read every job; others approved jobs that reports have not hidden. */
function decideRead(actor: Actor, job: ReadableJob): Decision {
  if (actor.role === "employer") return deny("role");
  if (isStaff(actor)) return ALLOW;
  return job.status === "approved" && !job.hiddenByReports ? ALLOW : deny("status");
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
  // Reports are read and dismissed whatever the job's status.
  if (action === "view" || action === "reviewReports") return ALLOW;
  if (!allowedFrom(action, job.status)) return deny("status");
  if (action === "approve" && job.ownerStatus !== "approved") return deny("ownerPending");
  return ALLOW;
}

/** Requests for help: clients their own, approved staff all of them; employers none (they see referrals on their jobs). */
function decideRequest(actor: Actor, request: RequestFacts, withdraw: boolean): Decision {
  if (isStaff(actor)) return !withdraw || canMove(request.status, "withdrawn") ? ALLOW : deny("status");
  if (actor.role !== "client") return roleThenAccount(actor, isStaff, ["admin"]);
  if (!isClient(actor)) return deny("account");
  if (request.clientId !== actor.id) return deny("owner");
  return !withdraw || clientMayWithdraw(request.status) ? ALLOW : deny("status");
}

/** Referred candidates: an approved employer on their own job, approved staff on any; nobody else. */
function decideCandidates(actor: Actor, job: JobFacts): Decision {
  if (actor.role === "employer") {
    if (actor.status !== "approved") return deny("account");
    return job.ownerId === actor.id ? ALLOW : deny("owner");
  }
  return roleThenAccount(actor, isStaff, ["admin"]);
}

/** Alerts belong to job seekers: a client sets up their own, approved staff one for any client. */
function decideAlerts(actor: Actor, client: { id: string; role: Role } | null): Decision {
  if (client && client.role !== "client") return deny("role");
  if (isStaff(actor)) return ALLOW;
  if (actor.role !== "client") return roleThenAccount(actor, isStaff, ["admin"]);
  return !client || client.id === actor.id ? ALLOW : deny("owner");
}

export function decide(actor: Actor, question: Question): Decision {
  switch (question.action) {
    case "visit":
      return PAGE_RULES[question.page](actor);
    case "read":
      return decideRead(actor, question.job);
    case "reportJob":
      // Job seekers only: staff act on jobs instead of reporting them.
      return actor.role === "client" ? decideRead(actor, question.job) : deny("role");
    case "bulkReview":
      return roleThenAccount(actor, isStaff, ["admin"]);
    case "trustEmployer":
      if (!isStaff(actor)) return deny(actor.role === "admin" ? "account" : "role");
      if (question.account.role !== "employer") return deny("role");
      // Trust is given to an approved employer only; taking it back is always possible.
      return question.trusted && question.account.status !== "approved" ? deny("account") : ALLOW;
    case "readStaffFields":
      return isStaff(actor) ? ALLOW : deny(actor.role === "admin" ? "account" : "role");
    case "countWrites":
      return isStaff(actor) ? deny("role") : ALLOW;
    case "saveJobs":
      return actor.role === "client" ? ALLOW : deny("role");
    case "manageUsers":
      return roleThenAccount(actor, isStaff, ["admin"]);
    case "useIdentityProvider":
      return question.account.role === "admin" ? ALLOW : deny("role");
    case "receiveJobs":
      if (question.account.role === "client") return deny("role");
      return question.account.status === "approved" ? ALLOW : deny("account");
    case "askForJob":
      if (!isClient(actor) && !isStaff(actor)) return deny(actor.role === "employer" ? "role" : "account");
      // A job reports hide is not there for job seekers, even by its id; staff, who decide on it, may still ask for a client.
      return question.job.status === "approved" && (isStaff(actor) || !question.job.hiddenByReports)
        ? ALLOW
        : deny("status");
    case "readRequest":
      return decideRequest(actor, question.request, false);
    case "withdrawRequest":
      return decideRequest(actor, question.request, true);
    case "manageRequests":
      return roleThenAccount(actor, isStaff, ["admin"]);
    case "readCandidates":
      return decideCandidates(actor, question.job);
    case "cantCome": {
      if (actor.role !== "client") return deny("role");
      const own = decideRequest(actor, question.request, false);
      if (!own.ok) return own;
      return question.interview.state === "scheduled" ? ALLOW : deny("status");
    }
    case "managePlacements":
      return roleThenAccount(actor, isStaff, ["admin"]);
    case "manageAlerts":
      return decideAlerts(actor, question.client);
    default:
      return decideJob(actor, question.action, question.job);
  }
}

/**
 * An approved admin who signed in with a password acts only once an authenticator app is set
 * up; a sign-in through the agency's identity provider stands for it (docs/security.md).
 */
export function mustAddSecondFactor(actor: Actor & { secondFactor: boolean; viaProvider: boolean }): boolean {
  return isStaff(actor) && !actor.secondFactor && !actor.viaProvider;
}

export function can(actor: Actor, question: Question): boolean {
  return decide(actor, question).ok;
}
