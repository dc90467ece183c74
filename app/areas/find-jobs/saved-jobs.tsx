import { isRouteErrorResponse, useRouteError } from "react-router";
import { JobListScreen } from "~/shared/job-ui/job-list-screen";
import { ListLoadFailure } from "~/shared/job-ui/load-failure";
import { DEFAULT_STATUS, isDefaultSearch, parseJobQuery } from "~/shared/job-ui/job-filters";
import { useJobFormat } from "~/shared/job-ui/format";
import { viewerOf, searchSavedJobs } from "~/shared/job-ui/jobs.server";
import { requirePage } from "~/shared/access/guard.server";
import { useT } from "~/shared/i18n/i18n-context";
import { pageTitle } from "~/shared/meta";
import { onSharedDevice } from "~/shared/server/auth.server";
import { saveDataOn } from "~/shared/server/request.server";
import type { Route } from "./+types/saved-jobs";
import { useOfflineSavedJobs } from "./offline-saved-jobs";

// Saved Jobs, for clients only (others are sent to their landing page).
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePage(request, "savedJobs");
  const viewer = viewerOf(user);
  const query = { ...parseJobQuery(new URL(request.url).searchParams), status: DEFAULT_STATUS };
  const result = await searchSavedJobs({ clientId: user.id, query, origin: viewer.origin });
  return {
    user: { name: user.name, email: user.email, role: user.role },
    query,
    result,
    hasOrigin: viewer.origin !== null,
    // Kept on the device for reading offline (docs/decisions/018), except on a shared phone or in
    // data-saver mode; the page as sent now is the copy kept, hence its date.
    offline: saveDataOn(request) || (await onSharedDevice(request)) ? null : { savedOn: new Date().toISOString() },
  };
}

export default function SavedJobs({ loaderData }: Route.ComponentProps) {
  const { offline, ...screen } = loaderData;
  useOfflineSavedJobs(
    offline !== null,
    screen.result.jobs.map((job) => job.id),
  );
  return (
    <>
      {offline && <OfflineNotice savedOn={offline.savedOn} />}
      <JobListScreen
        title="findJobs.savedTitle"
        basePath="/jobsSaved"
        {...screen}
        canSave
        emptyMessage={isDefaultSearch(screen.query) ? "findJobs.emptySaved" : "jobs.empty"}
      />
    </>
  );
}

/** Shown only in a copy the service worker serves without a connection, which it marks (offline-copy.ts). */
function OfflineNotice({ savedOn }: { savedOn: string }) {
  const t = useT();
  const format = useJobFormat();
  return (
    <p className="hidden border-b border-amber-300 bg-amber-100 px-4 py-2 font-medium text-amber-950 in-data-offline:block">
      {t("findJobs.offlineSavedOn", { date: format.date(new Date(savedOn)) })}
    </p>
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
