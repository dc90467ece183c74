import type { JobStatus, UserStatus } from "~/shared/constants";

/** Things people do to a job that decide its status. */
export const JOB_ACTIONS = ["create", "update", "approve", "reject", "close", "reopen", "delete", "transfer"] as const;
export type JobAction = (typeof JOB_ACTIONS)[number];

/** Roles that manage jobs; clients only read them. */
export type ManagerRole = "admin" | "employer";

// The statuses each action may start from; create starts from nothing.
const ALLOWED_FROM: Record<JobAction, readonly (JobStatus | null)[]> = {
  create: [null],
  update: ["pending", "approved", "rejected", "closed"],
  approve: ["pending", "rejected"],
  reject: ["pending", "approved"],
  close: ["pending", "approved", "rejected"],
  reopen: ["closed"],
  delete: ["pending", "approved", "rejected", "closed"],
  transfer: ["pending", "approved", "rejected", "closed"],
};

export function allowedFrom(action: JobAction, from: JobStatus | null): boolean {
  return ALLOWED_FROM[action].includes(from);
}

export interface StatusContext {
  role: ManagerRole;
  /** The job's current status; null while creating it. */
  from: JobStatus | null;
  /** Whether the job's owner account is approved: a pending employer's job never becomes approved. */
  ownerApproved: boolean;
  /** Whether staff marked the owner as a trusted employer. */
  trusted?: boolean;
  /**
   * Whether staff have yet to approve any job of the owner (no `job.approve`
   * in the audit trail of a job they own): a trusted employer's first job is
   * still reviewed.
   */
  firstJob?: boolean;
  /** Whether staff closed the job (read while it is closed): only staff undo a closure, as a rejection. */
  closedByStaff?: boolean;
}

/** A rejection, or a closure by staff: a decision only staff undo, so the employer's change goes to review. */
function staffDecisionStands({ from, closedByStaff = false }: StatusContext): boolean {
  return from === "rejected" || (from === "closed" && closedByStaff);
}

/**
 * Whether an employer's new job, edit or reopen is published at once: staff
 * trust them, their account is approved, staff have approved a job of theirs
 * before, and the job is not held by a staff decision (rejected, or closed by
 * staff). Otherwise it goes (back) to review.
 */
export function publishesWithoutReview(context: StatusContext): boolean {
  const { ownerApproved, trusted = false, firstJob = true } = context;
  return ownerApproved && trusted && !firstJob && !staffDecisionStands(context);
}

/**
 * Whether job seekers' reports may hide a job without staff: not a job of an
 * approved or trusted account (employer or staff). Such a job is flagged for
 * staff on the Reported tab and stays visible until they decide (docs/decisions/025).
 */
export function reportsMayHide(owner: { status: UserStatus; trusted: boolean }): boolean {
  return owner.status !== "approved" && !owner.trusted;
}

/**
 * The status a job has after an action, or null when the action cannot start
 * from the job's status. Nothing reaches job seekers without an admin's say:
 * an employer's new job, edit or reopen goes (back) to review, unless staff
 * trust the employer and no staff decision holds the job (publishesWithoutReview).
 */
export function nextStatus(action: JobAction, context: StatusContext): JobStatus | null {
  const { role, from, ownerApproved } = context;
  if (!allowedFrom(action, from)) return null;
  const reviewed: JobStatus =
    (role === "admin" && ownerApproved) || publishesWithoutReview(context) ? "approved" : "pending";
  switch (action) {
    case "create":
    case "reopen":
      return reviewed;
    case "update":
      return role === "admin" ? (from as JobStatus) : reviewed;
    case "approve":
      return "approved";
    case "reject":
      return "rejected";
    case "close":
      return "closed";
    case "delete":
    case "transfer":
      return from;
  }
}

/** Dashboard tabs in the URL and the status each lists. */
export const DASHBOARD_TABS = {
  pending: "pending",
  approved: "approved",
  todo: "rejected",
  closed: "closed",
} as const satisfies Record<string, JobStatus>;
export type DashboardTab = keyof typeof DASHBOARD_TABS;

export function isDashboardTab(value: unknown): value is DashboardTab {
  return typeof value === "string" && Object.hasOwn(DASHBOARD_TABS, value);
}

/** The admin's tab of jobs that job seekers reported, whatever their status. */
export const REPORTED_TAB = "reported" as const;

/** The tab that lists jobs of a status (rejected jobs sit under "todo"). */
export function tabOfStatus(status: JobStatus): DashboardTab {
  return status === "rejected" ? "todo" : status;
}

/** Where a manager sees a job: their dashboard's tab for its status. */
export function dashboardJobPath(role: ManagerRole, status: JobStatus, jobId: string): string {
  return `/${role}/jobs/${tabOfStatus(status)}/${jobId}`;
}
