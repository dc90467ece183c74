import { data, Form, Link, redirect, useNavigation } from "react-router";
import { requireAllowed, requirePage } from "~/shared/access/guard.server";
import { can } from "~/shared/access/policy";
import { mayAskAgain } from "~/shared/access/request-status";
import { parseForm, typedValues } from "~/shared/form";
import { useT } from "~/shared/i18n/i18n-context";
import { pageTitle } from "~/shared/meta";
import { pathId, readForm } from "~/shared/server/request.server";
import { requireWithinLimits, writeRules } from "~/shared/server/rate-limit.server";
import { actionResult, redirectWithToast } from "~/shared/server/toast.server";
import { SubmitButton } from "~/shared/ui/form";
import type { Route } from "./+types/request-job";
import { ContactFields } from "./contact-fields";
import { pageMessages } from "./messages.server";
import { RefusalNotice } from "./refusal-notice";
import { AskForJobSchema } from "./request-forms";
import { askForJob, jobToAskFor } from "./requests.server";

// "I want this job": /applications/new/:jobId, the client's confirmation with
// how staff should reach them and an optional note. A job that is not open
// (or not there) is a 404; a request that already stands opens My applications.
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requirePage(request, "myApplications");
  const found = await jobToAskFor(user.id, params.jobId);
  if (found?.request && !mayAskAgain(found.request.status)) throw redirect(`/applications#${found.request.id}`);
  if (!found || !can(user, { action: "askForJob", job: found.job })) throw data(null, { status: 404 });
  return { job: found.job, messages: pageMessages(request) };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireAllowed(request, { action: "visit", page: "myApplications" });
  const jobId = pathId(params, "jobId");
  const form = await readForm(request);
  const parsed = parseForm(AskForJobSchema, form);
  if (!parsed.ok) return actionResult(request, 400, { errors: parsed.errors, values: typedValues(form) });
  await requireWithinLimits(request, [[writeRules().jobRequest, user.id]]);
  const result = await askForJob(user, {
    clientId: user.id,
    jobId,
    contactMethod: parsed.data.contactMethod,
    note: parsed.data.note ?? "",
  });
  if (result.ok) {
    throw await redirectWithToast(`/applications#${result.id}`, { type: "success", key: "applications.toast.sent" });
  }
  // Pressed again (another tab, the back button): the request that stands is shown, nothing new is made.
  if (result.requestId) {
    throw await redirectWithToast(`/applications#${result.requestId}`, { type: "error", key: result.error });
  }
  return actionResult(request, result.status, {
    values: typedValues(form),
    toast: { type: "error", key: result.error, vars: result.vars },
  });
}

export default function RequestJob({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { job } = loaderData;
  const pending = useNavigation().state === "submitting";
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-4 p-4 md:p-6">
      <h1 className="text-2xl font-bold">{t("applications.ask.title")}</h1>
      <div className="rounded-lg bg-white p-4 ring-1 ring-stone-200">
        <p className="text-lg font-semibold">{job.title}</p>
        <p>{job.company}</p>
        <p className="text-stone-700">{job.location}</p>
      </div>
      <p>{t("applications.ask.intro")}</p>
      <RefusalNotice toast={actionData?.toast} />
      <Form method="post" className="flex flex-col gap-4 rounded-lg bg-white p-4 ring-1 ring-stone-200">
        <ContactFields errors={actionData?.errors} values={actionData?.values} />
        <div className="flex flex-wrap items-center gap-4">
          <SubmitButton pending={pending} pendingLabel={t("applications.ask.sending")}>
            {t("applications.ask.confirm")}
          </SubmitButton>
          <Link to={`/jobs/${job.id}`} className="flex min-h-11 items-center font-medium text-orange-900 underline">
            {t("applications.cancel")}
          </Link>
        </div>
      </Form>
    </section>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "applications.ask.title");
}
