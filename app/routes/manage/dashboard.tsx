import { data, isRouteErrorResponse, redirect, useRouteError, type ShouldRevalidateFunctionArgs } from "react-router";
import { ErrorPage } from "~/components/error-page";
import { JobListScreen } from "~/components/jobs/job-list-screen";
import { ListLoadFailure } from "~/components/jobs/load-failure";
import { DashboardTabs } from "~/components/manage/dashboard-tabs";
import { parseJobQuery } from "~/domain/job-filters";
import { DASHBOARD_TABS, isDashboardTab } from "~/domain/job-status";
import { canManageJobs } from "~/domain/permissions";
import { countJobsByStatus } from "~/models/job-dashboard.server";
import { searchJobs } from "~/models/job.server";
import { requireVisitor } from "~/utils/auth.server";
import { pageTitle } from "~/utils/meta";
import type { Route } from "./+types/dashboard";
import { areaMessages } from "~/i18n/catalog.server";

// /admin/jobs/:tab and /employer/jobs/:tab: the jobs of one status with the
// search and filters of Find Jobs, and a count on every tab. Employers see and
// count only their own jobs; requireVisitor keeps each role in its own area.
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireVisitor(request);
  if (!canManageJobs(user)) throw redirect("/");
  if (!isDashboardTab(params.tab)) throw data(null, { status: 404 });
  const ownerId = user.role === "employer" ? user.id : undefined;
  const query = parseJobQuery(new URL(request.url).searchParams);
  const [result, counts] = await Promise.all([
    searchJobs({ scope: { statuses: [DASHBOARD_TABS[params.tab]], ownerId }, query, origin: null }),
    countJobsByStatus({ ownerId }),
  ]);
  return {
    user: { name: user.name, email: user.email, role: user.role },
    role: user.role,
    tab: params.tab,
    query,
    result,
    counts,
    messages: areaMessages(request, ["jobs", "manage"]),
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
      title="manage.dashboard.title"
      basePath={`/${role}/jobs/${tab}`}
      user={loaderData.user}
      query={loaderData.query}
      result={loaderData.result}
      hasOrigin={false}
      canSave={false}
      emptyMessage="manage.list.empty"
      tabs={<DashboardTabs role={role} current={tab} counts={counts} />}
    />
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "manage.dashboard.title");
}

export function ErrorBoundary() {
  const error = useRouteError();
  // An unknown tab is a missing page, not a failed list.
  if (isRouteErrorResponse(error) && error.status === 404) return <ErrorPage status={404} />;
  return <ListLoadFailure error={error} toastKey="errors.manageListFailed" />;
}
