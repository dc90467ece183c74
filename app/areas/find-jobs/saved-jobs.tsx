import { isRouteErrorResponse, useRouteError } from "react-router";
import { JobListScreen } from "~/shared/job-ui/job-list-screen";
import { ListLoadFailure } from "~/shared/job-ui/load-failure";
import { DEFAULT_STATUS, isDefaultSearch, parseJobQuery } from "~/shared/job-ui/job-filters";
import { getViewer, searchSavedJobs } from "~/shared/job-ui/jobs.server";
import { requirePage } from "~/shared/access/guard.server";
import { pageTitle } from "~/shared/meta";
import type { Route } from "./+types/saved-jobs";
import { pageMessages } from "./messages.server";

// Saved Jobs, for clients only (others are sent to their landing page).
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePage(request, "savedJobs");
  const viewer = await getViewer(user);
  const query = { ...parseJobQuery(new URL(request.url).searchParams), status: DEFAULT_STATUS };
  const result = await searchSavedJobs({ clientId: user.id, query, origin: viewer.origin });
  return {
    user: { name: user.name, email: user.email, role: user.role },
    query,
    result,
    hasOrigin: viewer.origin !== null,
    messages: pageMessages(request),
  };
}

export default function SavedJobs({ loaderData }: Route.ComponentProps) {
  return (
    <JobListScreen
      title="findJobs.savedTitle"
      basePath="/jobsSaved"
      {...loaderData}
      canSave
      emptyMessage={isDefaultSearch(loaderData.query) ? "findJobs.emptySaved" : "jobs.empty"}
    />
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "findJobs.savedTitle");
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ListLoadFailure error={error} toastKey="errors.savedListFailed" />;
}
