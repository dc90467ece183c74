import { useT } from "~/shared/i18n/i18n-context";
import type { JobStatus } from "~/shared/constants";

const COLOURS: Record<JobStatus, string> = {
  pending: "bg-amber-100 text-amber-900",
  approved: "bg-green-100 text-green-900",
  rejected: "bg-red-100 text-red-900",
  closed: "bg-stone-200 text-stone-800",
};

/** Staff lists and views: job seekers reported the job and staff have not decided yet. */
export function ReportedBadge() {
  const t = useT();
  return (
    <span className="inline-block shrink-0 whitespace-nowrap rounded-full bg-red-700 px-2 py-0.5 text-sm font-medium text-white">
      {t("jobs.reportedBadge")}
    </span>
  );
}

export function JobStatusBadge({ status }: { status: JobStatus }) {
  const t = useT();
  return (
    <span
      className={`inline-block shrink-0 whitespace-nowrap rounded-full px-2 py-0.5 text-sm font-medium ${COLOURS[status]}`}
    >
      {t(`jobs.status.${status}`)}
    </span>
  );
}
