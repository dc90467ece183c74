import { data, isRouteErrorResponse, useRouteError, type ShouldRevalidateFunctionArgs } from "react-router";
import { ErrorPage } from "~/shared/ui/error-page";
import { JobListScreen } from "~/shared/job-ui/job-list-screen";
import { ListLoadFailure } from "~/shared/job-ui/load-failure";
import { DashboardTabs } from "./dashboard-tabs";
import { parseJobQuery } from "~/shared/job-ui/job-filters";
import { DASHBOARD_TABS, isDashboardTab } from "~/shared/access/job-status";
import { requirePage } from "~/shared/access/guard.server";
import { dashboardOf } from "./dashboard-page";
import { countJobsByStatus } from "./job-dashboard.server";
import { getViewer, searchJobs } from "~/shared/job-ui/jobs.server";
import { pageTitle } from "~/shared/meta";
import type { Route } from "./+types/dashboard";
import { pageMessages } from "./messages.server";

// /admin/jobs/:tab and /employer/jobs/:tab: the jobs of one status with the
// search and filters of Find Jobs, and a count on every tab. Employers see and
// count only their own jobs; the policy keeps each role in its own dashboard.
export async function loader({ request, params }: Route.LoaderArgs) {
  const { page, role } = dashboardOf(request);
  const user = await requirePage(request, page);
  if (!isDashboardTab(params.tab)) throw data(null, { status: 404 });
  const ownerId = page === "employerJobs" ? user.id : undefined;
  const query = parseJobQuery(new URL(request.url).searchParams);
  // Distances, as in Find Jobs, from the viewer's own address (Setting), when they gave one.
  const { origin } = await getViewer(user);
  const [result, counts] = await Promise.all([
    searchJobs({ scope: { statuses: [DASHBOARD_TABS[params.tab]], ownerId }, query, origin }),
    countJobsByStatus({ ownerId }),
  ]);
  return {
    user: { name: user.name, email: user.email, role: user.role },
    role,
    tab: params.tab,
    query,
    result,
    hasOrigin: origin !== null,
    counts,
    messages: pageMessages(request),
  };
}

// A refused action (409: someone else changed the job first) must still show
// the job's current state, which React Router skips after 4xx answers by default.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" || defaultShouldRevalidate;
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { role, tab, counts } = loaderData;
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
      tabs={<DashboardTabs role={role} current={tab} counts={counts} />}
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
