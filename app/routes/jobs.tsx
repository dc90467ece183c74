import { isRouteErrorResponse, useRouteError } from "react-router";
import { JobListScreen } from "~/components/jobs/job-list-screen";
import { ListLoadFailure } from "~/components/jobs/load-failure";
import { DEFAULT_STATUS, STATUS_CHOICES, parseJobQuery, statusesOf } from "~/domain/job-filters";
import { getViewer, searchJobs } from "~/models/job.server";
import { requireVisitor } from "~/utils/auth.server";
import { pageTitle } from "~/utils/meta";
import type { Route } from "./+types/jobs";
import { areaMessages } from "~/i18n/catalog.server";

// Find Jobs: clients see approved jobs; admins approved ones by default, or
// another status through the filter panel. Employers are sent to their landing page.
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireVisitor(request);
  const viewer = await getViewer(user);
  const isAdmin = user.role === "admin";
  const parsed = parseJobQuery(new URL(request.url).searchParams);
  const query = isAdmin ? parsed : { ...parsed, status: DEFAULT_STATUS };
  const result = await searchJobs({
    scope: { statuses: isAdmin ? statusesOf(query.status) : ["approved"] },
    query,
    origin: viewer.origin,
    savedFor: user.role === "client" ? user.id : null,
  });
  return {
    user: { name: user.name, email: user.email, role: user.role },
    query,
    result,
    hasOrigin: viewer.origin !== null,
    isAdmin,
    canSave: user.role === "client",
    messages: areaMessages(request, ["jobs"]),
  };
}

export default function Jobs({ loaderData }: Route.ComponentProps) {
  const { isAdmin } = loaderData;
  return (
    <JobListScreen
      title="jobs.findTitle"
      basePath="/jobs"
      {...loaderData}
      showStatus={isAdmin}
      statusChoices={isAdmin ? STATUS_CHOICES : undefined}
    />
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "jobs.findTitle");
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ListLoadFailure error={error} toastKey="errors.jobListFailed" />;
}
