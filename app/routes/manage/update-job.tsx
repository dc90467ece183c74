import { data, redirect } from "react-router";
import { JobErrorPage } from "~/components/manage/job-error";
import { JobForm } from "~/components/manage/job-form";
import { JobFormPage } from "~/components/manage/job-form-page";
import { submitJobForm } from "~/components/manage/submit-job-form";
import { dashboardJobPath } from "~/domain/job-status";
import { canManageJobs } from "~/domain/permissions";
import { useT } from "~/i18n/i18n-context";
import { findManagedJob, updateJob } from "~/models/job-actions.server";
import { requireUser, requireVisitor } from "~/utils/auth.server";
import { saveJobForm } from "~/utils/job-form.server";
import { pageTitle } from "~/utils/meta";
import type { Route } from "./+types/update-job";
import { areaMessages, translatorFor } from "~/i18n/catalog.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireVisitor(request);
  if (!canManageJobs(user)) throw redirect("/");
  const found = await findManagedJob(user, params.jobId);
  if (!found.ok) {
    // Translated here: the error page does not get this route's areas when its loader fails.
    const message = translatorFor(request)(found.error, found.vars);
    throw data({ error: found.error, vars: found.vars, message }, { status: found.status });
  }
  const { job } = found;
  return {
    backTo: dashboardJobPath(user.role, job.status, job.id),
    messages: areaMessages(request, ["jobs", "manage", "signUp", "validation"]),
    // Saving sends a live job back to review: the employer is warned first.
    confirmBeforeSave: user.role === "employer" && job.status === "approved",
    values: {
      title: job.title,
      company: job.company,
      startDate: job.startDate ?? "",
      jobType: job.jobType,
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
    },
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  if (!canManageJobs(user)) throw data(null, { status: 403 });
  return saveJobForm(user, await request.formData(), (input) => updateJob(user, params.jobId, input));
}

export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return submitJobForm(request, serverAction, { clearDraftOnSuccess: false });
}

export default function UpdateJob({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <JobFormPage title={t("manage.form.updateTitle")} backTo={loaderData.backTo}>
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
  return pageTitle(matches, "manage.form.updateTitle");
}

export function ErrorBoundary() {
  return <JobErrorPage />;
}
