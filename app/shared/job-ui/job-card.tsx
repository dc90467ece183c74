import type { ReactNode } from "react";
import { Link } from "react-router";
import { useT } from "~/shared/i18n/i18n-context";
import type { JobListItem } from "./jobs.server";
import { payFromText, useJobFormat } from "./format";
import { JobStatusBadge, ReportedBadge } from "./job-status-badge";

/**
 * One job in a list: title, company, location, the Medical tick or cross,
 * the lowest pay ("$22.50+ an hour") and the distance when known. `aside` holds a control beside the
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
  const title = <span className="job-title text-lg">{job.title}</span>;
  // The card's styles are classes in app.css: written out as utilities they
  // weighed more than the text of twenty cards.
  return (
    <li className={props.selected ? "job-card border-orange-800" : "job-card"}>
      <Link to={props.to} aria-current={props.selected ? "true" : undefined}>
        {props.showStatus && !job.unavailable ? (
          <span className="job-card-head">
            {title}
            <span className="flex flex-wrap justify-end gap-1">
              <JobStatusBadge status={job.status} />
              {job.reported && <ReportedBadge />}
            </span>
          </span>
        ) : (
          title
        )}
        <span className="job-company">{job.company}</span>
        {job.unavailable ? (
          <span className="mt-1 block text-sm font-medium text-red-800">{t("jobs.noLongerAvailable")}</span>
        ) : (
          <>
            <span className="job-place">{job.location}</span>
            <span className="job-facts">
              <span>
                <span aria-hidden="true">{t(job.hasMedical ? "jobs.medicalYes" : "jobs.medicalNo")}</span>
                <span className="sr-only">{t(job.hasMedical ? "jobs.medicalYesLabel" : "jobs.medicalNoLabel")}</span>
              </span>
              <span className="job-wage">{payFromText(t, format, job)}</span>
              {job.distance !== null && <span>{format.distance(job.distance)}</span>}
            </span>
          </>
        )}
      </Link>
      {props.aside}
    </li>
  );
}
