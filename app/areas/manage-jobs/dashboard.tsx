import { data, isRouteErrorResponse, useParams, useRouteError, type ShouldRevalidateFunctionArgs } from "react-router";
import { ErrorPage } from "~/shared/ui/error-page";
import { JobListScreen } from "~/shared/job-ui/job-list-screen";
import { ListLoadFailure } from "~/shared/job-ui/load-failure";
import { DashboardTabs } from "./dashboard-tabs";
import { parseJobQuery } from "~/shared/job-ui/job-filters";
import { DASHBOARD_TABS, isDashboardTab, REPORTED_TAB, type DashboardTab } from "~/shared/access/job-status";
import { requireAllowed, requirePage } from "~/shared/access/guard.server";
import { can } from "~/shared/access/policy";
import { parseForm } from "~/shared/form";
import { dashboardOf } from "./dashboard-page";
import { countJobsByStatus, countReportedJobs } from "./job-dashboard.server";
import { employerPublishesAtOnce, reviewJobs } from "./job-actions.server";
import { RejectJobSchema } from "./job-form-schema";
import { BULK_FIELDS, readBulkSelection } from "./bulk-selection";
import { BulkReviewForm, BulkSelectJob, type BulkForm } from "./bulk-review";
import { dismissReportsOn } from "./job-reports.server";
import type { SessionUser } from "~/shared/server/auth.server";
import { viewerOf, searchJobs } from "~/shared/job-ui/jobs.server";
import { actionResult, redirectWithToast } from "~/shared/server/toast.server";
import { readForm } from "~/shared/server/request.server";
import { translatorFor } from "~/shared/i18n/catalog.server";
import { pageTitle } from "~/shared/meta";
import { useT } from "~/shared/i18n/i18n-context";
import type { Route } from "./+types/dashboard";
import { pageMessages } from "./messages.server";

// /admin/jobs/:tab and /employer/jobs/:tab: the jobs of one status with the
// search and filters of Find Jobs, and a count on every tab. Employers see and
// count only their own jobs; the policy keeps each role in its own dashboard.
// Staff also have a Reported tab (jobs with open reports, whatever their
// status), and in the Pending tab review several jobs at once.
export async function loader({ request, params }: Route.LoaderArgs) {
  const { page, role } = dashboardOf(request);
  const user = await requirePage(request, page);
  // The Reported tab is staff's alone.
  const reportedTab = params.tab === REPORTED_TAB && page === "adminJobs";
  const tab = reportedTab ? REPORTED_TAB : isDashboardTab(params.tab) ? params.tab : null;
  if (!tab) throw data(null, { status: 404 });
  const ownerId = page === "employerJobs" ? user.id : undefined;
  const query = parseJobQuery(new URL(request.url).searchParams);
  // Distances, as in Find Jobs, from the viewer's own address (Setting), when they gave one.
  const { origin, readsHidden } = viewerOf(user);
  const scope = tab === REPORTED_TAB ? { reported: true } : { statuses: [DASHBOARD_TABS[tab]], ownerId };
  const [result, counts, reported, publishesAtOnce] = await Promise.all([
    searchJobs({ scope, query, origin, markReported: readsHidden }),
    countJobsByStatus({ ownerId }),
    page === "adminJobs" ? countReportedJobs() : undefined,
    employerPublishesAtOnce(user),
  ]);
  return {
    user: { name: user.name, email: user.email, role: user.role },
    role,
    tab,
    query,
    result,
    hasOrigin: origin !== null,
    counts,
    reported,
    // Several jobs at once: approve or reject on Pending, dismiss the reports on Reported.
    bulk: (can(user, { action: "bulkReview" }) && BULK_FORMS[tab]) || null,
    // Employers read which rule applies to their jobs: published at once (trusted) or reviewed first.
    publishRule: page === "employerJobs" ? (publishesAtOnce ? "atOnce" : "reviewed") : null,
    messages: pageMessages(request),
  };
}

const BULK_FORMS: Partial<Record<DashboardTab | typeof REPORTED_TAB, BulkForm>> = {
  pending: "review",
  [REPORTED_TAB]: "dismissReports",
};

// Bulk review from the Pending tab: approve the selected jobs, or reject them
// with one message; from the Reported tab, dismiss their reports. Each job is
// checked again as it is now; the toast names the ones left alone.
export async function action({ request }: Route.ActionArgs) {
  const user = await requireAllowed(request, { action: "bulkReview" });
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent !== "bulkApprove" && intent !== "bulkReject" && intent !== "bulkDismissReports") {
    return actionResult(request, 400, { toast: { type: "error", key: "manageJobs.error.unknownAction" } });
  }
  const selection = readBulkSelection(form);
  const message = String(form.get("message") ?? "");
  if (!selection.ok)
    return actionResult(request, 400, { intent, errors: { jobId: selection.error }, values: { message } });
  if (intent === "bulkDismissReports") return bulkDismiss(request, user, selection.ids, form);
  let decision: Parameters<typeof reviewJobs>[2] = { action: "approve" };
  if (intent === "bulkReject") {
    const parsed = parseForm(RejectJobSchema, form);
    if (!parsed.ok) return actionResult(request, 400, { intent, errors: parsed.errors, values: { message } });
    decision = { action: "reject", message: parsed.data.message };
  }
  const result = await reviewJobs(user, selection.ids, decision);
  if (!result.ok) {
    return actionResult(request, result.status, { intent, toast: { type: "error", key: result.error } });
  }
  const done = intent === "bulkApprove" ? "manageJobs.bulk.approved" : "manageJobs.bulk.rejected";
  throw await bulkDone(request, "pending", done, result);
}

// The Reported tab's bulk dismiss asks first: the confirmation box is part of the form, so it works
// before scripts load. Dismissed jobs are shown to job seekers again.
async function bulkDismiss(request: Request, user: SessionUser, ids: string[], form: FormData) {
  if (form.get(BULK_FIELDS.confirm) !== "1") {
    const errors = { [BULK_FIELDS.confirm]: "manageJobs.bulk.confirmRequired" } as const;
    return actionResult(request, 400, { intent: "bulkDismissReports", errors });
  }
  throw await bulkDone(request, REPORTED_TAB, "manageJobs.bulk.dismissed", await dismissReportsOn(user, ids));
}

/** Back to the tab's list, with a toast saying how many jobs were done and naming those left alone. */
function bulkDone(
  request: Request,
  tab: "pending" | typeof REPORTED_TAB,
  done: "manageJobs.bulk.approved" | "manageJobs.bulk.rejected" | "manageJobs.bulk.dismissed",
  result: { done: number; skipped: string[] },
) {
  const { search } = new URL(request.url);
  return redirectWithToast(`/admin/jobs/${tab}${search}`, {
    type: result.done > 0 ? "success" : "error",
    ...(result.skipped.length === 0
      ? { key: done, vars: { count: result.done } }
      : {
          key: `${done}Skipped`,
          vars: {
            count: result.done,
            skipped: result.skipped.length,
            names: result.skipped.join(translatorFor(request)("manageJobs.bulk.separator")),
          },
        }),
  });
}

// A refused action (409: someone else changed the job first) must still show
// the job's current state, which React Router skips after 4xx answers by default.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" || defaultShouldRevalidate;
}

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { jobId } = useParams();
  const { role, tab, counts } = loaderData;
  // Bulk review works on the list: while a job is open, its own actions are the ones in view.
  const bulk = jobId === undefined ? loaderData.bulk : null;
  return (
    <JobListScreen
      title="manageJobs.dashboard.title"
      basePath={`/${role}/jobs/${tab}`}
      user={loaderData.user}
      query={loaderData.query}
      result={loaderData.result}
      hasOrigin={loaderData.hasOrigin}
      canSave={false}
      emptyMessage="manageJobs.list.empty"
      tabs={
        <>
          <DashboardTabs role={role} current={tab} counts={counts} reported={loaderData.reported} />
          {loaderData.publishRule && (
            <p className="mx-4 mt-3 rounded-md bg-stone-100 p-3 text-sm text-stone-800">
              {t(
                loaderData.publishRule === "atOnce"
                  ? "manageJobs.publishRule.atOnce"
                  : "manageJobs.publishRule.reviewed",
              )}
            </p>
          )}
          {bulk && (
            <BulkReviewForm form={bulk} jobIds={loaderData.result.jobs.map((job) => job.id)} result={actionData} />
          )}
        </>
      }
      cardAside={bulk ? (job) => <BulkSelectJob job={job} /> : undefined}
    />
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "manageJobs.dashboard.title");
}

export function ErrorBoundary() {
  const error = useRouteError();
  // An unknown tab is a missing page, not a failed list.
  if (isRouteErrorResponse(error) && error.status === 404) return <ErrorPage status={404} />;
  return <ListLoadFailure error={error} toastKey="errors.manageListFailed" />;
}
