import { useEffect, useRef } from "react";
import { data, isRouteErrorResponse, Link, useLocation, useRevalidator, useRouteError } from "react-router";
import { ErrorPage } from "~/shared/ui/error-page";
import { JobDetailView } from "~/shared/job-ui/job-detail";
import { JobNotFound } from "~/shared/job-ui/job-panes";
import { SaveJobButton } from "~/shared/job-ui/save-job";
import { getJobWithRequest, viewerOf } from "~/shared/job-ui/jobs.server";
import { requirePage } from "~/shared/access/guard.server";
import { dashboardJobPath } from "~/shared/access/job-status";
import { can } from "~/shared/access/policy";
import { useT } from "~/shared/i18n/i18n-context";
import { routePath } from "~/shared/access/route-path";
import { getEnv } from "~/shared/server/env.server";
import { mayAskAgain } from "~/shared/access/request-status";
import type { Route } from "./+types/jobs-detail";
import type { RequestStatus } from "~/shared/constants";

// The job view of /jobs/:jobId and /jobsSaved/:jobId. Clients see approved
// jobs only: any other status is a 404, as is a malformed id, except that a
// job they saved stays reachable from Saved Jobs as "No longer available".
// Admins see every job with its status and the how-to-apply instructions, and
// a link to the same job in Manage Jobs, where its actions are.
export async function loader({ request, params }: Route.LoaderArgs) {
  const fromSaved = routePath(request).startsWith("/jobssaved/");
  const user = await requirePage(request, fromSaved ? "savedJobs" : "findJobs");
  const viewer = viewerOf(user);
  const found = await getJobWithRequest(params.jobId, viewer, { savedUnavailable: fromSaved });
  if (!found) throw data(null, { status: 404 });
  const { job } = found;
  // "I want this job" for job seekers; once asked, where their request stands.
  const asks =
    !job.unavailable &&
    can(user, { action: "askForJob", job }) &&
    can(user, { action: "visit", page: "myApplications" });
  const requestStatus = asks ? found.requestStatus : null;
  return {
    job,
    listPath: fromSaved ? "/jobsSaved" : "/jobs",
    hasOrigin: viewer.origin !== null,
    canSave: viewer.savesJobs,
    showStatus: viewer.staffFields,
    managePath:
      !job.unavailable && can(user, { action: "visit", page: "adminJobs" })
        ? dashboardJobPath("admin", job.status, job.id)
        : null,
    applyNote: getEnv().APPLY_NOTE ?? null,
    askPath: asks && (requestStatus === null || mayAskAgain(requestStatus)) ? `/applications/new/${job.id}` : null,
    requestStatus: requestStatus && !mayAskAgain(requestStatus) ? requestStatus : null,
    // "Something is wrong with this job": job seekers, on a job they can read.
    reportPath: !job.unavailable && can(user, { action: "reportJob", job }) ? `/jobs/${job.id}/report` : null,
  };
}

export default function JobsDetail({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { search } = useLocation();
  const { job, canSave, managePath } = loaderData;
  return (
    <JobDetailView
      job={job}
      backTo={`${loaderData.listPath}${search}`}
      showStatus={loaderData.showStatus}
      applyNote={loaderData.applyNote}
      viewerHasOrigin={loaderData.hasOrigin}
      notice={
        loaderData.reportPath && (
          <Link
            to={`${loaderData.reportPath}${search}`}
            className="mt-2 inline-flex min-h-11 items-center font-medium text-orange-900 underline in-data-offline:hidden"
          >
            {t("findJobs.report.link")}
          </Link>
        )
      }
      actions={
        canSave ? (
          // Both need the server: a copy kept for reading offline (decision 018) leaves them out.
          <div className="contents in-data-offline:hidden">
            <SaveJobButton job={job} />
            <JobRequestAction askPath={loaderData.askPath} status={loaderData.requestStatus} />
          </div>
        ) : managePath ? (
          <Link
            to={managePath}
            className="flex min-h-11 items-center rounded-md bg-orange-800 px-4 font-semibold text-white hover:bg-orange-900"
          >
            {t("findJobs.manageJob")}
          </Link>
        ) : undefined
      }
    />
  );
}

/** "I want this job", or where the request already made stands, with the way to My applications. */
function JobRequestAction({ askPath, status }: { askPath: string | null; status: RequestStatus | null }) {
  const t = useT();
  if (askPath) {
    return (
      <Link
        to={askPath}
        className="flex min-h-11 items-center rounded-md bg-orange-800 px-4 font-semibold text-white hover:bg-orange-900"
      >
        {t("findJobs.wantJob")}
      </Link>
    );
  }
  if (!status) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-3">
      <span className="font-medium">{t("findJobs.requestStatus", { status: t(`requestStatus.${status}`) })}</span>
      <Link to="/applications" className="flex min-h-11 items-center font-medium text-orange-900 underline">
        {t("findJobs.myApplications")}
      </Link>
    </p>
  );
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const brand = (matches[0]?.data as { brand?: { name: string } } | undefined)?.brand?.name;
  return loaded ? [{ title: brand ? `${loaded.job.title} · ${brand}` : loaded.job.title }] : [];
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const revalidator = useRevalidator();
  const refreshed = useRef(false);
  // The job left the list (closed, taken down) after the list was loaded, and opening a job does
  // not reload the list (listShouldRevalidate): it is loaded afresh, once.
  useEffect(() => {
    if (!notFound || refreshed.current) return;
    refreshed.current = true;
    void revalidator.revalidate();
  }, [notFound, revalidator]);
  if (notFound) return <JobNotFound />;
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
