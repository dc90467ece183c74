import { data, redirect, useLocation, type ShouldRevalidateFunctionArgs } from "react-router";
import { JobDetailView } from "~/shared/job-ui/job-detail";
import { JobErrorPage } from "./job-error";
import { JobManageActions, MANAGE_INTENTS, type ManageActionFailure, type ManageIntent } from "./job-manage-actions";
import { JobOwnerNotice } from "./job-owner-notice";
import { parseForm, type FieldErrors } from "~/shared/form";
import { RejectJobSchema } from "./job-form-schema";
import { isDashboardTab, tabOfStatus, type ManagerRole } from "~/shared/access/job-status";
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
  rejectJob,
  reopenJob,
  transferJob,
  type ActionFailure,
  type ManagedJob,
} from "./job-actions.server";
import { findAssignableUser } from "~/shared/server/users.server";
import type { SessionUser } from "~/shared/server/auth.server";
import { redirectWithToast } from "~/shared/server/toast.server";
import type { Route } from "./+types/dashboard-job";
import { translatorFor } from "~/shared/i18n/catalog.server";
import { pageMessages } from "./messages.server";
import { readForm } from "~/shared/server/request.server";

// The job view of a dashboard, /{role}/jobs/:tab/:jobId: the job with its
// status, the admin's message, the owner (for admins), the instructions, and
// the actions the shared permission rule allows; the action below performs them.
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requirePage(request, dashboardOf(request).page);
  if (!isDashboardTab(params.tab)) throw data(null, { status: 404 });
  const found = await findManagedJob(user, params.jobId);
  if (!found.ok) {
    // Translated here: the error page does not get this route's areas when its loader fails.
    const message = translatorFor(request)(found.error, found.vars);
    throw data({ error: found.error, vars: found.vars, message }, { status: found.status });
  }
  const { job, role } = found;
  // A job whose status changed (or an emailed link) opens under its current tab.
  const tab = tabOfStatus(job.status);
  if (tab !== params.tab) throw redirect(`/${role}/jobs/${tab}/${job.id}${new URL(request.url).search}`);
  const jobFacts = facts(job);
  const allowed = {
    update: decide(user, { action: "update", job: jobFacts }),
    ...Object.fromEntries(MANAGE_INTENTS.map((intent) => [intent, decide(user, { action: intent, job: jobFacts })])),
  } as Record<ManageIntent | "update", ReturnType<typeof decide>>;
  const { owner, ...rest } = job;
  const staff = can(user, { action: "readStaffFields" });
  return {
    job: { ...rest, ownerId: owner.id, distance: null, saved: false },
    version: jobVersion(job),
    owner: staff ? owner : null,
    // Only staff can approve, so only they need to hear why they cannot yet.
    ownerPending: staff && owner.status !== "approved",
    allowed,
    listPath: `/${role}/jobs/${tab}`,
    messages: pageMessages(request),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  // Each role acts only from its own dashboard, and the policy decides the rest in the model.
  const dashboard = dashboardOf(request);
  const user = await requireAllowed(request, { action: "visit", page: dashboard.page });
  const form = await readForm(request);
  const intent = form.get("intent");
  if (!isIntent(intent)) return failure(null, { ok: false, status: 400, error: "manageJobs.error.unknownAction" });
  const listPath = `/${dashboard.role}/jobs/${isDashboardTab(params.tab) ? params.tab : "pending"}`;
  const jobId = params.jobId;
  // Someone else's job is missing for them whatever they ask of it: an employer
  // asking to approve it would otherwise hear 403 where an unknown id hears 404.
  const found = await findManagedJob(user, jobId);
  if (!found.ok) return failure(intent, found);
  // The version of the job the page showed: a decision on a job changed since is refused.
  const seen = readSeen(form);

  switch (intent) {
    case "approve":
      return done(await approveJob(user, jobId, seen), intent, listPath, () => "manageJobs.toast.approved");
    case "reject": {
      const parsed = parseForm(RejectJobSchema, form);
      if (!parsed.ok) return fieldFailure(intent, parsed.errors);
      return done(
        await rejectJob(user, jobId, parsed.data.message, seen),
        intent,
        listPath,
        () => "manageJobs.toast.rejected",
      );
    }
    case "close":
      return done(await closeJob(user, jobId, seen), intent, listPath, () => "manageJobs.toast.closed");
    case "reopen":
      return done(await reopenJob(user, jobId, seen), intent, listPath, (status) =>
        status === "pending" ? "manageJobs.toast.reopenedForReview" : "manageJobs.toast.reopened",
      );
    case "delete":
      return done(await deleteJob(user, jobId, seen), intent, listPath, () => "manageJobs.toast.deleted");
    case "transfer":
      return transfer(user, dashboard.role, found.job, form, seen);
  }
}

// A refused action (409: someone else changed the job first) must still show
// the job's current state, which React Router skips after 4xx answers by default.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" || defaultShouldRevalidate;
}

function isIntent(value: unknown): value is ManageIntent {
  return typeof value === "string" && (MANAGE_INTENTS as readonly string[]).includes(value);
}

function failure(intent: ManageIntent | null, result: ActionFailure) {
  const body: ManageActionFailure = { intent, error: result.error, vars: result.vars };
  return data(body, { status: result.status });
}

function fieldFailure(intent: ManageIntent, errors: FieldErrors) {
  const body: ManageActionFailure = { intent, errors };
  return data(body, { status: 400 });
}

// Success goes back to the tab's list, which with the counts is loaded afresh.
async function done(
  result: { ok: true; status: string } | ActionFailure,
  intent: ManageIntent,
  listPath: string,
  toastKey: (status: string) => MessageKey,
) {
  if (!result.ok) return failure(intent, result);
  throw await redirectWithToast(listPath, { type: "success", key: toastKey(result.status) });
}

async function transfer(
  user: SessionUser,
  role: ManagerRole,
  job: ManagedJob,
  form: FormData,
  seen: string | undefined,
) {
  // Permission first: the people lookup below must tell nothing to someone who may not transfer.
  assertAllowed(user, { action: "transfer", job: facts(job) });
  const target = await findAssignableUser(readUserPick(form, "newOwner"));
  if (!target.ok) return fieldFailure("transfer", { newOwner: target.error });
  const result = await transferJob(user, job.id, target.user.id, seen);
  if (!result.ok) {
    return result.status === 400 ? fieldFailure("transfer", { newOwner: result.error }) : failure("transfer", result);
  }
  // The job stays in this admin's dashboard: show it with its new owner.
  throw await redirectWithToast(`/${role}/jobs/${tabOfStatus(result.status)}/${job.id}`, {
    type: "success",
    key: "manageJobs.toast.transferred",
    vars: { name: result.newOwnerName },
  });
}

export default function DashboardJob({ loaderData }: Route.ComponentProps) {
  const { search } = useLocation();
  const { job, allowed } = loaderData;
  const blockedId = `owner-pending-${job.id}`;
  return (
    <JobDetailView
      key={job.id}
      job={job}
      backTo={`${loaderData.listPath}${search}`}
      showStatus
      notice={<JobOwnerNotice owner={loaderData.owner} ownerPending={loaderData.ownerPending} pendingId={blockedId} />}
      actions={
        <JobManageActions
          job={{
            id: job.id,
            title: job.title,
            company: job.company,
            ownerId: job.ownerId,
            version: loaderData.version,
          }}
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
