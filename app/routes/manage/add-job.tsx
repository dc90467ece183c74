import { data, redirect } from "react-router";
import { JobForm } from "~/components/manage/job-form";
import { JobFormPage } from "~/components/manage/job-form-page";
import { submitJobForm } from "~/components/manage/submit-job-form";
import { can } from "~/domain/permissions";
import { useT } from "~/i18n/i18n-context";
import { createJob } from "~/models/job-actions.server";
import { requireUser, requireVisitor } from "~/utils/auth.server";
import { saveJobForm } from "~/utils/job-form.server";
import { pageTitle } from "~/utils/meta";
import type { Route } from "./+types/add-job";
import { areaMessages } from "~/i18n/catalog.server";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireVisitor(request);
  if (!can(user, "create", null)) throw redirect("/");
  return {
    userId: user.id,
    messages: areaMessages(request, ["jobs", "manage", "signUp", "validation"]),
    values: { company: user.company ?? "", jobType: "Full-time", wageType: "Hourly", englishLevel: "None" },
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  if (!can(user, "create", null)) throw data(null, { status: 403 });
  return saveJobForm(user, await request.formData(), (input) => createJob(user, input));
}

export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return submitJobForm(request, serverAction, { clearDraftOnSuccess: true });
}

export default function AddJob({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <JobFormPage title={t("manage.form.createTitle")}>
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
  return pageTitle(matches, "manage.form.createTitle");
}
