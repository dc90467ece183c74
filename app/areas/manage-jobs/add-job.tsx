import { JobForm } from "./job-form";
import { JobFormPage } from "./job-form-page";
import { submitJobForm } from "./submit-job-form";
import { requireAllowed, requirePage } from "~/shared/access/guard.server";
import { can } from "~/shared/access/policy";
import { useT } from "~/shared/i18n/i18n-context";
import { createJob } from "./job-actions.server";
import { saveJobForm } from "./job-form.server";
import { pageTitle } from "~/shared/meta";
import type { Route } from "./+types/add-job";
import { pageMessages } from "./messages.server";
import { readForm } from "~/shared/server/request.server";
import { requireWithinLimits, writeRules } from "~/shared/server/rate-limit.server";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePage(request, "postJob");
  return {
    userId: user.id,
    messages: pageMessages(request),
    values: { company: user.company ?? "", jobType: "Full-time", wageType: "Hourly", englishLevel: "None" },
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireAllowed(request, { action: "create", job: null });
  const form = await readForm(request);
  // Staff post jobs for employers who come to the office: their posts are not limited.
  if (can(user, { action: "countWrites" })) await requireWithinLimits(request, [[writeRules().jobPost, user.id]]);
  return saveJobForm(request, form, (input) => createJob(user, input));
}

export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return submitJobForm(request, serverAction, { clearDraftOnSuccess: true });
}

export default function AddJob({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <JobFormPage title={t("manageJobs.form.createTitle")}>
      <JobForm
        mode="create"
        values={actionData?.values ?? loaderData.values}
        errors={actionData?.errors ?? {}}
        draftUserId={loaderData.userId}
      />
    </JobFormPage>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "manageJobs.form.createTitle");
}
