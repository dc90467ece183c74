import { data } from "react-router";
import { JobErrorPage } from "./job-error";
import { JobForm } from "./job-form";
import { JobFormPage } from "./job-form-page";
import { submitJobForm } from "./submit-job-form";
import { dashboardJobPath, nextStatus } from "~/shared/access/job-status";
import { requireAllowed, requirePage } from "~/shared/access/guard.server";
import { useT } from "~/shared/i18n/i18n-context";
import { findManagedJob, jobVersion, readSeen, updateJob } from "./job-actions.server";
import { saveJobForm } from "./job-form.server";
import { pageTitle } from "~/shared/meta";
import type { Route } from "./+types/update-job";
import { translatorFor } from "~/shared/i18n/catalog.server";
import { pageMessages } from "./messages.server";
import { pathId, readForm } from "~/shared/server/request.server";
import { requireWithinLimits, writeRules } from "~/shared/server/rate-limit.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requirePage(request, "postJob");
  const found = await findManagedJob(user, params.jobId);
  if (!found.ok) {
    // Translated here: the error page does not get this route's areas when its loader fails.
    const message = translatorFor(request)(found.error, found.vars);
    throw data({ error: found.error, vars: found.vars, message }, { status: found.status });
  }
  const { job, role } = found;
  return {
    backTo: dashboardJobPath(role, job.status, job.id),
    messages: pageMessages(request),
    // Saving sends a live job back to review: the employer is warned first.
    confirmBeforeSave:
      job.status === "approved" && nextStatus("update", { role, from: job.status, ownerApproved: true }) === "pending",
    values: {
      title: job.title,
      company: job.company,
      startDate: job.startDate ?? "",
      jobType: job.jobType,
      openings: String(job.openings),
      shift: job.shift,
      wageType: job.wageType,
      wageMin: String(job.wageMin),
      wageMax: String(job.wageMax),
      hasMedical: job.hasMedical ? "on" : "",
      hasOthers: job.hasOthers ? "on" : "",
      benefitOthers: job.benefitOthers,
      englishLevel: job.englishLevel,
      languageNote: job.languageNote,
      street: job.street,
      city: job.city,
      state: job.state,
      zip: job.zip,
      description: job.description,
      instructions: job.instructions,
      seen: jobVersion(job),
    },
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireAllowed(request, { action: "visit", page: "postJob" });
  const jobId = pathId(params, "jobId");
  const form = await readForm(request);
  await requireWithinLimits(request, [[writeRules().jobChange, user.id]]);
  return saveJobForm(request, form, (input) => updateJob(user, jobId, input, readSeen(form)), ["seen"]);
}

export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return submitJobForm(request, serverAction, { clearDraftOnSuccess: false });
}

export default function UpdateJob({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <JobFormPage title={t("manageJobs.form.updateTitle")} backTo={loaderData.backTo}>
      <JobForm
        mode="update"
        values={actionData?.values ?? loaderData.values}
        errors={actionData?.errors ?? {}}
        confirmBeforeSave={loaderData.confirmBeforeSave}
      />
    </JobFormPage>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "manageJobs.form.updateTitle");
}

export function ErrorBoundary() {
  return <JobErrorPage />;
}
