import { Form } from "react-router";
import { useT } from "~/shared/i18n/i18n-context";
import { useJobFormat } from "~/shared/job-ui/format";
import { ReportedBadge } from "~/shared/job-ui/job-status-badge";
import type { JobReportRow } from "./job-reports.server";

/**
 * Staff's view of job seekers' reports on a job: each report with its reason,
 * note, reporter and date (and whether it counts towards hiding the job), and what staff can do: dismiss the reports (the job
 * is shown again), contact the employer, or act on the job with the action bar
 * (closing or rejecting it also settles the reports).
 */
export function JobReportsPanel(props: {
  reports: readonly JobReportRow[];
  hidden: boolean;
  keptVisible: boolean;
  owner: { name: string; email: string } | null;
  jobTitle: string;
}) {
  const t = useT();
  const format = useJobFormat();
  if (props.reports.length === 0) return null;
  return (
    <section aria-labelledby="job-reports-title" className="mt-4 rounded-md bg-red-50 p-3 ring-1 ring-red-300">
      <h3 id="job-reports-title" className="flex flex-wrap items-center gap-2 font-semibold">
        <ReportedBadge />
        {t("manageJobs.reports.title", { count: props.reports.length })}
      </h3>
      {props.hidden && <p className="mt-2 font-medium text-red-900">{t("manageJobs.reports.hidden")}</p>}
      {props.keptVisible && <p className="mt-2 font-medium text-red-900">{t("manageJobs.reports.keptVisible")}</p>}
      <ul className="mt-2 flex flex-col gap-2">
        {props.reports.map((report) => (
          <li key={report.id} className="rounded-md bg-white p-2">
            <p className="font-medium">{t(`jobs.reportReason.${report.reason}`)}</p>
            {report.note && (
              <p dir="auto" className="whitespace-pre-line">
                {report.note}
              </p>
            )}
            <p className="text-sm text-stone-700">
              {t("manageJobs.reports.by", { name: report.reporterName, date: format.date(report.createdAt) })}
            </p>
            {!report.counts && <p className="text-sm text-stone-700">{t("manageJobs.reports.notCounted")}</p>}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-stone-800">{t("manageJobs.reports.actHint")}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Form method="post">
          <input type="hidden" name="intent" value="dismissReports" />
          <button
            type="submit"
            className="min-h-11 rounded-md bg-orange-800 px-4 font-semibold text-white hover:bg-orange-900"
          >
            {t("manageJobs.reports.dismiss")}
          </button>
        </Form>
        {props.owner && (
          <a
            href={`mailto:${props.owner.email}?subject=${encodeURIComponent(props.jobTitle)}`}
            className="flex min-h-11 items-center rounded-md border border-orange-800 px-4 font-semibold text-orange-900 hover:bg-orange-50"
          >
            {t("manageJobs.reports.contact", { name: props.owner.name })}
          </a>
        )}
      </div>
    </section>
  );
}
