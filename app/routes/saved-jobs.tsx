import { isRouteErrorResponse, useRouteError } from "react-router";
import { JobListScreen } from "~/components/jobs/job-list-screen";
import { ListLoadFailure } from "~/components/jobs/load-failure";
import { DEFAULT_STATUS, isDefaultSearch, parseJobQuery } from "~/domain/job-filters";
import { getViewer, searchSavedJobs } from "~/models/job.server";
import { requireVisitor } from "~/utils/auth.server";
import { pageTitle } from "~/utils/meta";
import type { Route } from "./+types/saved-jobs";
import { areaMessages } from "~/i18n/catalog.server";

// Saved Jobs, for clients only (others are sent to their landing page).
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireVisitor(request);
  const viewer = await getViewer(user);
  const query = { ...parseJobQuery(new URL(request.url).searchParams), status: DEFAULT_STATUS };
  const result = await searchSavedJobs({ clientId: user.id, query, origin: viewer.origin });
  return {
    user: { name: user.name, email: user.email, role: user.role },
    query,
    result,
    hasOrigin: viewer.origin !== null,
    messages: areaMessages(request, ["jobs"]),
  };
}

export default function SavedJobs({ loaderData }: Route.ComponentProps) {
  return (
    <JobListScreen
      title="jobs.savedTitle"
      basePath="/jobsSaved"
      {...loaderData}
      canSave
      emptyMessage={isDefaultSearch(loaderData.query) ? "jobs.emptySaved" : "jobs.empty"}
    />
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "jobs.savedTitle");
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ListLoadFailure error={error} toastKey="errors.savedListFailed" />;
}
