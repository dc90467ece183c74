import type { ReactNode } from "react";
import { Link } from "react-router";
import { useT } from "~/i18n/i18n-context";
import type { JobListItem } from "~/models/job.server";
import { useJobFormat } from "./format";
import { JobStatusBadge } from "./job-status-badge";

/**
 * One job in a list: title, company, location, the Medical tick or cross,
 * "$min+ type" and the distance when known. `aside` holds a control beside the
 * card (the clients' save star); `showStatus` adds the status badge (staff and
 * employer lists).
 */
export function JobCard(props: {
  job: JobListItem;
  to: string;
  selected: boolean;
  showStatus?: boolean;
  aside?: ReactNode;
}) {
  const t = useT();
  const format = useJobFormat();
  const { job } = props;
  return (
    <li
      className={`flex rounded-lg border-2 bg-white ${props.selected ? "border-orange-800" : "border-stone-200 hover:border-stone-400"}`}
    >
      <Link
        to={props.to}
        aria-current={props.selected ? "true" : undefined}
        className="block min-w-0 flex-1 rounded-lg p-3 focus-visible:outline-offset-2"
      >
        <span className="flex items-start justify-between gap-2">
          <span className="[unicode-bidi:plaintext] rtl:text-right truncate text-lg font-semibold">{job.title}</span>
          {props.showStatus && !job.unavailable && <JobStatusBadge status={job.status} />}
        </span>
        <span className="[unicode-bidi:plaintext] rtl:text-right block truncate text-stone-800">{job.company}</span>
        {job.unavailable ? (
          <span className="mt-1 block text-sm font-medium text-red-800">{t("jobs.noLongerAvailable")}</span>
        ) : (
          <>
            <span className="[unicode-bidi:plaintext] rtl:text-right block truncate text-sm text-stone-700">{job.location}</span>
            <span className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700">
              <span>
                <span aria-hidden="true">{t(job.hasMedical ? "jobs.medicalYes" : "jobs.medicalNo")}</span>
                <span className="sr-only">{t(job.hasMedical ? "jobs.medicalYesLabel" : "jobs.medicalNoLabel")}</span>
              </span>
              <span className="font-medium text-stone-900">
                {t("jobs.cardWage", { min: format.money(job.wageMin), type: t(`jobs.wage.${job.wageType}`) })}
              </span>
              {job.distance !== null && <span>{t("jobs.milesAway", { miles: format.miles(job.distance) })}</span>}
            </span>
          </>
        )}
      </Link>
      {props.aside && <div className="flex shrink-0 items-center pe-1">{props.aside}</div>}
    </li>
  );
}
