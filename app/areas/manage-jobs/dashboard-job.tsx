import { data, redirect, useLocation, type ShouldRevalidateFunctionArgs } from "react-router";
import { JobDetailView } from "~/shared/job-ui/job-detail";
import { JobErrorPage } from "./job-error";
import { JobConfirmPanel, JobManageActions, MANAGE_INTENTS, type ManageIntent } from "./job-manage-actions";
import { confirmQuery, readConfirm, searchOf } from "./confirm-query";
import { JobOwnerNotice } from "./job-owner-notice";
import { JobRequestsPanel, ReferredCandidatesPanel } from "./job-requests-panel";
import { referredCandidates, requestsForJob } from "./job-requests.server";
import { parseForm } from "~/shared/form";
import { RejectJobSchema } from "./job-form-schema";
import {
  isDashboardTab,
  nextStatus,
  REPORTED_TAB,
  reportsMayHide,
  tabOfStatus,
  type ManagerRole,
} from "~/shared/access/job-status";
import { dismissReports, openReportsOf } from "./job-reports.server";
import { JobReportsPanel } from "./job-reports-panel";
import { UnreviewedNotice } from "./unreviewed-notice";
import { assertAllowed, requireAllowed, requirePage } from "~/shared/access/guard.server";
import { can, decide } from "~/shared/access/policy";
import { dashboardOf } from "./dashboard-page";
import { readUserPick } from "~/shared/user-pick";
import type { MessageKey } from "~/shared/i18n/i18n";
import {
  approveJob,
  closeJob,
  deleteJob,
  facts,
  findManagedJob,
  jobVersion,
  readSeen,
  employerPublishesAtOnce,
  publishedUnreviewed,
  rejectJob,
  reopenJob,
  transferJob,
  type ActionFailure,
  type ManagedJob,
} from "./job-actions.server";
import { findAssignableUser } from "~/shared/server/users.server";
import type { SessionUser } from "~/shared/server/auth.server";
import { actionResult, redirectWithToast } from "~/shared/server/toast.server";
import type { Route } from "./+types/dashboard-job";
import { translatorFor } from "~/shared/i18n/catalog.server";
import { pageMessages } from "./messages.server";
import { pathId, readForm } from "~/shared/server/request.server";
import { getEnv } from "~/shared/server/env.server";
import { requireWithinLimits, writeRules } from "~/shared/server/rate-limit.server";

// The job view of a dashboard, /{role}/jobs/:tab/:jobId: the job with its
// status, the admin's message, the owner (for admins), the instructions, and
// the actions the shared permission rule allows; the action below performs them.
// With `?confirm=` (confirm-query.ts) it is also the confirm page of one of them,
// the way reject, close, delete and transfer ask first without JavaScript.
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requirePage(request, dashboardOf(request).page);
  if (!isDashboardTab(params.tab) && params.tab !== REPORTED_TAB) throw data(null, { status: 404 });
  const found = await findManagedJob(user, params.jobId);
  if (!found.ok) {
    // Translated here: the error page does not get this route's areas when its loader fails.
    const message = translatorFor(request)(found.error, found.vars);
    throw data({ error: found.error, vars: found.vars, message }, { status: found.status });
  }
  const { job, role } = found;
  const reports = can(user, { action: "reviewReports", job: facts(job) }) ? await openReportsOf(job.id) : null;
  // A job whose status changed (or an emailed link) opens under its current tab; staff also open a reported job under Reported.
  const tab = params.tab === REPORTED_TAB && reports?.length ? REPORTED_TAB : tabOfStatus(job.status);
  const url = new URL(request.url);
  if (tab !== params.tab) throw redirect(`/${role}/jobs/${tab}/${job.id}${url.search}`);
  const jobFacts = facts(job);
  const allowed = {
    update: decide(user, { action: "update", job: jobFacts }),
    ...Object.fromEntries(MANAGE_INTENTS.map((intent) => [intent, decide(user, { action: intent, job: jobFacts })])),
  } as Record<ManageIntent | "update", ReturnType<typeof decide>>;
  const { owner, ...rest } = job;
  const staff = can(user, { action: "readStaffFields" });
  // The confirm page (`?confirm=`) of an action this person may take; any other is ignored.
  const confirm = readConfirm(url.searchParams, job.id);
  // Who asked for the job: every request for staff, the candidates staff referred for its employer.
  const requests = can(user, { action: "manageRequests" }) ? await requestsForJob(job.id) : null;
  const candidates =
    !requests && can(user, { action: "readCandidates", job: jobFacts }) ? await referredCandidates(job.id) : null;
  return {
    job: { ...rest, ownerId: owner.id, distance: null, saved: false },
    version: jobVersion(job),
    // Told when closing the job: reopening it publishes it again, or sends it back to review.
    // (An employer sees only their own jobs: whether they publish at once is whether staff trust them.)
    reopenPublishes:
      role === "employer"
        ? await employerPublishesAtOnce(user)
        : nextStatus("reopen", { role, from: "closed", ownerApproved: owner.status === "approved" }) === "approved",
    confirm: confirm && allowed[confirm].ok ? confirm : null,
    owner: staff ? owner : null,
    // Only staff can approve, so only they need to hear why they cannot yet.
    ownerPending: staff && owner.status !== "approved",
    allowed,
    listPath: `/${role}/jobs/${tab}`,
    reports,
    // Reports that would hide the job, were its owner not approved or trusted: staff decide (docs/decisions/025).
    reportsKeptVisible:
      !job.hiddenByReports &&
      !reportsMayHide(owner) &&
      (reports ?? []).filter((report) => report.counts).length >= getEnv().REPORT_HIDE_THRESHOLD,
    // Staff can still look at what a trusted employer published without review.
    publishedUnreviewed: staff && job.status === "approved" && (await publishedUnreviewed(job.id)),
    requests,
    candidates,
    messages: pageMessages(request),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  // Each role acts only from its own dashboard, and the policy decides the rest in the model.
  const dashboard = dashboardOf(request);
  const user = await requireAllowed(request, { action: "visit", page: dashboard.page });
  const jobId = pathId(params, "jobId");
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "dismissReports") return dismiss(request, user, dashboard.role, jobId);
  if (!isIntent(intent)) {
    return actionResult(request, 400, { toast: { type: "error", key: "manageJobs.error.unknownAction" } });
  }
  const listTab = isDashboardTab(params.tab) || params.tab === REPORTED_TAB ? params.tab : "pending";
  const listPath = `/${dashboard.role}/jobs/${listTab}`;
  // Someone else's job is missing for them whatever they ask of it: an employer
  // asking to approve it would otherwise hear 403 where an unknown id hears 404.
  const found = await findManagedJob(user, jobId);
  if (!found.ok) return refused(request, intent, found);
  // Staff decisions are not limited; an employer (who signed themselves up) is.
  if (can(user, { action: "countWrites" })) await requireWithinLimits(request, [[writeRules().jobChange, user.id]]);
  // The version of the job the page showed: a decision on a job changed since is refused.
  const seen = readSeen(form);

  let result: { ok: true; status: string } | ActionFailure;
  switch (intent) {
    case "approve":
      result = await approveJob(user, jobId, seen);
      break;
    case "reject": {
      const parsed = parseForm(RejectJobSchema, form);
      if (!parsed.ok) return actionResult(request, 400, { intent, errors: parsed.errors });
      result = await rejectJob(user, jobId, parsed.data.message, seen);
      break;
    }
    case "close":
      result = await closeJob(user, jobId, seen);
      break;
    case "reopen":
      result = await reopenJob(user, jobId, seen);
      break;
    case "delete":
      result = await deleteJob(user, jobId, seen);
      break;
    case "transfer":
      return transfer(request, user, dashboard.role, found.job, form, seen);
  }
  if (!result.ok) return refused(request, intent, result);
  // Success goes back to the tab's list, which with the counts is loaded afresh.
  throw await redirectWithToast(listPath, { type: "success", key: doneToast(intent, result.status) });
}

// A refused action (409: someone else changed the job first) must still show
// the job's current state, which React Router skips after 4xx answers by default.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" || defaultShouldRevalidate;
}

// "Dismiss the reports": the job stays as it is and job seekers see it again.
async function dismiss(request: Request, user: SessionUser, role: ManagerRole, jobId: string) {
  const found = await findManagedJob(user, jobId);
  if (!found.ok) {
    const reason = translatorFor(request)(found.error, found.vars);
    return actionResult(request, found.status, {
      intent: "dismissReports",
      toast: { type: "error", key: "manageJobs.toast.dismissFailed", vars: { reason } },
    });
  }
  assertAllowed(user, { action: "reviewReports", job: facts(found.job) });
  const result = await dismissReports(user, found.job.id);
  if (!result.ok) throw data(null, { status: result.status });
  throw await redirectWithToast(`/${role}/jobs/${tabOfStatus(found.job.status)}/${found.job.id}`, {
    type: "success",
    key: "manageJobs.toast.reportsDismissed",
    vars: { count: result.dismissed },
  });
}

function isIntent(value: unknown): value is ManageIntent {
  return typeof value === "string" && (MANAGE_INTENTS as readonly string[]).includes(value);
}

const FAILURE_TOASTS: Record<ManageIntent, MessageKey> = {
  approve: "manageJobs.toast.approveFailed",
  reject: "manageJobs.toast.rejectFailed",
  close: "manageJobs.toast.closeFailed",
  reopen: "manageJobs.toast.reopenFailed",
  delete: "manageJobs.toast.deleteFailed",
  transfer: "manageJobs.toast.transferFailed",
};

// A refusal is told in a toast naming the action and why ("Failed to approve the job: …").
function refused(request: Request, intent: ManageIntent, result: ActionFailure) {
  const reason = translatorFor(request)(result.error, result.vars);
  return actionResult(request, result.status, {
    intent,
    toast: { type: "error", key: FAILURE_TOASTS[intent], vars: { reason } },
  });
}

function doneToast(intent: Exclude<ManageIntent, "transfer">, status: string): MessageKey {
  if (intent === "reopen")
    return status === "pending" ? "manageJobs.toast.reopenedForReview" : "manageJobs.toast.reopened";
  return DONE_TOASTS[intent];
}

const DONE_TOASTS = {
  approve: "manageJobs.toast.approved",
  reject: "manageJobs.toast.rejected",
  close: "manageJobs.toast.closed",
  delete: "manageJobs.toast.deleted",
} as const satisfies Record<Exclude<ManageIntent, "transfer" | "reopen">, MessageKey>;

async function transfer(
  request: Request,
  user: SessionUser,
  role: ManagerRole,
  job: ManagedJob,
  form: FormData,
  seen: string | undefined,
) {
  // Permission first: the people lookup below must tell nothing to someone who may not transfer.
  assertAllowed(user, { action: "transfer", job: facts(job) });
  const pick = readUserPick(form, "newOwner");
  const target = await findAssignableUser(pick);
  // What was typed goes back, so the confirm page rendered by the server (no JavaScript) keeps it.
  const ownerError = (error: MessageKey) =>
    actionResult(request, 400, {
      intent: "transfer",
      errors: { newOwner: error },
      values: { newOwnerSearch: pick.query },
    });
  if (!target.ok) return ownerError(target.error);
  const result = await transferJob(user, job.id, target.user.id, seen);
  if (!result.ok) {
    return result.status === 400 ? ownerError(result.error) : refused(request, "transfer", result);
  }
  // The job stays in this admin's dashboard: show it with its new owner.
  throw await redirectWithToast(`/${role}/jobs/${tabOfStatus(result.status)}/${job.id}`, {
    type: "success",
    key: "manageJobs.toast.transferred",
    vars: { name: result.newOwnerName },
  });
}

export default function DashboardJob({ loaderData, actionData }: Route.ComponentProps) {
  const { pathname, search } = useLocation();
  const { job, allowed, confirm } = loaderData;
  const blockedId = `owner-pending-${job.id}`;
  // The list's search without the confirm page's part.
  const listSearch = searchOf(confirmQuery(search, null));
  const actionJob = {
    id: job.id,
    title: job.title,
    company: job.company,
    ownerId: job.ownerId,
    version: loaderData.version,
    reopenPublishes: loaderData.reopenPublishes,
    requesters: loaderData.requests?.map((request) => request.clientName) ?? [],
  };
  // A refusal answered to a form of this page (the confirm page, or any action without
  // JavaScript) is told here: a toast needs JavaScript, and the confirm form may be gone.
  const refusal = actionData?.toast;
  return (
    <JobDetailView
      key={job.id}
      job={job}
      backTo={`${loaderData.listPath}${listSearch}`}
      showStatus
      notice={
        <>
          <JobOwnerNotice owner={loaderData.owner} ownerPending={loaderData.ownerPending} pendingId={blockedId} />
          {loaderData.publishedUnreviewed && <UnreviewedNotice />}
          {loaderData.reports && (
            <JobReportsPanel
              reports={loaderData.reports}
              hidden={job.hiddenByReports}
              keptVisible={loaderData.reportsKeptVisible}
              owner={loaderData.owner}
              jobTitle={job.title}
            />
          )}
          {loaderData.requests && <JobRequestsPanel requests={loaderData.requests} />}
          {loaderData.candidates && <ReferredCandidatesPanel candidates={loaderData.candidates} />}
          {refusal && (
            <p role="alert" className="mt-4 rounded-md bg-red-100 p-3 font-medium text-red-900">
              {refusal.message}
            </p>
          )}
          {confirm && (
            <JobConfirmPanel
              intent={confirm}
              job={actionJob}
              result={actionData}
              cancelTo={`${pathname}${listSearch}`}
            />
          )}
        </>
      }
      actions={
        <JobManageActions
          job={actionJob}
          allowed={allowed}
          approveBlockedBy={loaderData.ownerPending ? blockedId : undefined}
        />
      }
    />
  );
}

export function ErrorBoundary() {
  return <JobErrorPage />;
}
