import { data, isRouteErrorResponse, useLocation, useRouteError } from "react-router";
import { ErrorPage } from "~/components/error-page";
import { JobDetailView } from "~/components/jobs/job-detail";
import { JobNotFound } from "~/components/jobs/job-panes";
import { SaveJobButton } from "~/components/jobs/save-job";
import { getJobForViewer, getViewer } from "~/models/job.server";
import { requireVisitor } from "~/utils/auth.server";
import { getEnv } from "~/utils/env.server";
import type { Route } from "./+types/jobs-detail";

// The job view of /jobs/:jobId and /jobsSaved/:jobId. Clients see approved
// jobs only: any other status is a 404, as is a malformed id, except that a
// job they saved stays reachable from Saved Jobs as "No longer available".
// Admins see every job with its status and the how-to-apply instructions.
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireVisitor(request);
  const viewer = await getViewer(user);
  const fromSaved = new URL(request.url).pathname.startsWith("/jobsSaved/");
  const job = await getJobForViewer(params.jobId, viewer, { savedUnavailable: fromSaved });
  if (!job) throw data(null, { status: 404 });
  return {
    job,
    listPath: fromSaved ? "/jobsSaved" : "/jobs",
    hasOrigin: viewer.origin !== null,
    canSave: user.role === "client",
    showStatus: user.role === "admin",
    applyNote: getEnv().APPLY_NOTE ?? null,
  };
}

export default function JobsDetail({ loaderData }: Route.ComponentProps) {
  const { search } = useLocation();
  const { job, canSave } = loaderData;
  return (
    <JobDetailView
      job={job}
      backTo={`${loaderData.listPath}${search}`}
      showStatus={loaderData.showStatus}
      applyNote={loaderData.applyNote}
      viewerHasOrigin={loaderData.hasOrigin}
      actions={canSave ? <SaveJobButton job={job} /> : undefined}
    />
  );
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const brand = (matches[0]?.data as { brand?: { name: string } } | undefined)?.brand?.name;
  return loaded ? [{ title: brand ? `${loaded.job.title} · ${brand}` : loaded.job.title }] : [];
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <JobNotFound />;
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
