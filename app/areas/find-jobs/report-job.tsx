import { data, Form, isRouteErrorResponse, Link, useLocation, useNavigation, useRouteError } from "react-router";
import { requireAllowed, requirePage } from "~/shared/access/guard.server";
import { useT } from "~/shared/i18n/i18n-context";
import { useJobFormat } from "~/shared/job-ui/format";
import { JobNotFound } from "~/shared/job-ui/job-panes";
import { pathId, readForm } from "~/shared/server/request.server";
import { clientAddress, requireWithinLimits, writeRules } from "~/shared/server/rate-limit.server";
import { actionResult, redirectWithToast } from "~/shared/server/toast.server";
import { ErrorPage } from "~/shared/ui/error-page";
import type { Route } from "./+types/report-job";
import { findReportable, readReport, reportJob } from "./report-job.server";
import { REPORT_NOTE_MAX, REPORT_REASON_CHOICES } from "./report-rules";

// /jobs/:jobId/report, in the detail pane beside the list: "Something is wrong
// with this job". A page of its own, so the form works without JavaScript.
// Job seekers only; a job they cannot read is a 404, and a job they reported
// already says so instead of showing the form.
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requirePage(request, "findJobs");
  const found = await findReportable(user, params.jobId);
  if (!found) throw data(null, { status: 404 });
  return found;
}

export async function action({ request, params }: Route.ActionArgs) {
  // Job seekers only; which job they may report is decided with the job, in reportJob.
  const user = await requireAllowed(request, { action: "reportJob", job: { status: "approved" } });
  const jobId = pathId(params, "jobId");
  const form = await readForm(request);
  const parsed = readReport(form);
  if (!parsed.ok) return actionResult(request, 400, { errors: parsed.errors, values: parsed.values });
  // Only a report that would be kept counts: one of a job the person cannot report (404) or
  // reported already (409) writes nothing.
  const reportable = await findReportable(user, jobId);
  if (reportable && !reportable.reportedAt) {
    const rules = writeRules();
    await requireWithinLimits(request, [
      [rules.reportAccount, user.id],
      [rules.reportAddress, clientAddress(request)],
      [rules.reportJob, jobId],
    ]);
  }
  const result = await reportJob(user, jobId, parsed.data);
  if (!result.ok) {
    return actionResult(request, result.status, {
      errors: { form: result.error },
      toast: { type: "error", key: result.error },
    });
  }
  const { search } = new URL(request.url);
  // A job this report hid is gone from Find Jobs, for its reporter too: back to the list.
  throw await redirectWithToast(result.hidden ? `/jobs${search}` : `/jobs/${jobId}${search}`, {
    type: "success",
    key: "findJobs.report.thanks",
  });
}

export default function ReportJob({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const format = useJobFormat();
  const navigation = useNavigation();
  const { search } = useLocation();
  const { job, reportedAt } = loaderData;
  const errors = actionData?.errors ?? {};
  const values = actionData?.values ?? {};
  const backTo = `/jobs/${job.id}${search}`;
  return (
    <section aria-labelledby="report-title" className="p-4 md:p-6">
      <div className="rounded-lg bg-white p-4 shadow-sm md:p-6">
        <h2 id="report-title" className="text-2xl font-bold">
          {t("findJobs.report.title")}
        </h2>
        <p className="bidi mt-1 text-lg text-stone-700">{job.title}</p>
        {reportedAt ? (
          <p className="mt-4">{t("findJobs.report.reportedOn", { date: format.date(reportedAt) })}</p>
        ) : (
          <Form method="post" noValidate className="mt-4 flex flex-col gap-4">
            {errors.form && (
              <p role="alert" className="rounded-md bg-red-100 p-3 font-medium text-red-900">
                {t(errors.form)}
              </p>
            )}
            <fieldset aria-describedby={errors.reason ? "reason-error" : undefined}>
              <legend className="font-medium">{t("findJobs.report.reasonLabel")}</legend>
              {REPORT_REASON_CHOICES.map((reason) => (
                <label key={reason} className="flex min-h-11 items-center gap-3">
                  <input
                    type="radio"
                    name="reason"
                    value={reason}
                    required
                    defaultChecked={values.reason === reason}
                    className="size-5 accent-orange-800"
                  />
                  {t(`jobs.reportReason.${reason}`)}
                </label>
              ))}
              {errors.reason && (
                <p id="reason-error" className="text-sm font-medium text-red-800">
                  {t(errors.reason)}
                </p>
              )}
            </fieldset>
            {/* Plain controls: the shared form fields would bring the account pages' strings to Find Jobs. */}
            <div className="flex flex-col gap-1">
              <label htmlFor="report-note" className="font-medium">
                {t("findJobs.report.noteLabel")}
              </label>
              <textarea
                id="report-note"
                name="note"
                rows={4}
                maxLength={REPORT_NOTE_MAX}
                defaultValue={values.note}
                aria-invalid={errors.note ? true : undefined}
                aria-describedby={errors.note ? "report-note-hint report-note-error" : "report-note-hint"}
                className="rounded-md border border-stone-400 bg-white px-3 py-2 text-base aria-invalid:border-red-700"
              />
              <p id="report-note-hint" className="text-sm text-stone-600">
                {t("findJobs.report.noteHint")}
              </p>
              {errors.note && (
                <p id="report-note-error" className="text-sm font-medium text-red-800">
                  {t(errors.note)}
                </p>
              )}
            </div>
            <button
              type="submit"
              disabled={navigation.state === "submitting"}
              className="min-h-11 self-start rounded-md bg-orange-800 px-4 font-semibold text-white hover:bg-orange-900 disabled:opacity-60"
            >
              {t(navigation.state === "submitting" ? "findJobs.report.sending" : "findJobs.report.send")}
            </button>
          </Form>
        )}
        <Link to={backTo} className="mt-4 flex min-h-11 items-center font-medium text-orange-900 underline">
          {t("findJobs.report.back")}
        </Link>
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <JobNotFound />;
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
