import { isRouteErrorResponse, useRouteError } from "react-router";
import { JobListScreen } from "~/shared/job-ui/job-list-screen";
import { ListLoadFailure } from "~/shared/job-ui/load-failure";
import { DEFAULT_STATUS, STATUS_CHOICES, parseJobQuery, statusesOf } from "~/shared/job-ui/job-filters";
import { alertQueryOf } from "~/shared/job-ui/alert-query";
import { can } from "~/shared/access/policy";
import { viewerOf, searchJobs } from "~/shared/job-ui/jobs.server";
import { requirePage } from "~/shared/access/guard.server";
import { pageTitle } from "~/shared/meta";
import { JOB_STATUSES } from "~/shared/constants";
import { listShouldRevalidate } from "~/shared/job-ui/list-revalidation";
import type { Route } from "./+types/jobs";

// Find Jobs: job seekers see approved jobs; staff approved ones by default, or
// another status through the filter panel. Employers are sent to their landing page.
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePage(request, "findJobs");
  const viewer = viewerOf(user);
  // Those who may read every status choose one; the others read what the policy lets them.
  const isAdmin = viewer.readable.length === JOB_STATUSES.length;
  const parsed = parseJobQuery(new URL(request.url).searchParams);
  const query = isAdmin ? parsed : { ...parsed, status: DEFAULT_STATUS };
  const result = await searchJobs({
    scope: { statuses: isAdmin ? statusesOf(query.status) : viewer.readable, withoutHidden: !viewer.readsHidden },
    query,
    origin: viewer.origin,
    savedFor: viewer.savesJobs ? user.id : null,
    markReported: viewer.readsHidden,
  });
  return {
    user: { name: user.name, email: user.email, role: user.role },
    query,
    result,
    hasOrigin: viewer.origin !== null,
    isAdmin,
    canSave: viewer.savesJobs,
    // Job seekers save the search as their own alert (staff set one up from the client's page).
    alertQuery: can(user, { action: "manageAlerts", client: { id: user.id, role: user.role } })
      ? alertQueryOf(query)
      : null,
  };
}

export const shouldRevalidate = listShouldRevalidate;

export default function Jobs({ loaderData }: Route.ComponentProps) {
  const { isAdmin, alertQuery } = loaderData;
  return (
    <JobListScreen
      title="findJobs.findTitle"
      basePath="/jobs"
      {...loaderData}
      showStatus={isAdmin}
      statusChoices={isAdmin ? STATUS_CHOICES : undefined}
      alertHref={alertQuery === null ? undefined : `/alerts/new${alertQuery ? `?${alertQuery}` : ""}`}
    />
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "findJobs.findTitle");
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ListLoadFailure error={error} toastKey="errors.jobListFailed" />;
}
