import type { ReactNode } from "react";
import { Link } from "react-router";
import { jobSpeechText } from "./read-aloud-text";
import { useT } from "~/shared/i18n/i18n-context";
import type { JobDetail, JobView } from "./jobs.server";
import { payRangeText, useJobFormat } from "./format";
import { JobStatusBadge } from "./job-status-badge";
import { ReadAloudButton } from "./read-aloud";
import { Icon, type IconName } from "~/shared/ui/icon";

const MAP_SEARCH = "https://www.google.com/maps/search/?api=1&query=";

/**
 * A job's details and its action bar. `actions` holds the buttons the viewer
 * may use (Save/Unsave for clients, approve/edit for staff…); `backTo` is the
 * list the small-screen Back link returns to. `showStatus` adds the status and
 * the admin's feedback. The how-to-apply instructions appear when the loader
 * sent them (staff and owners); otherwise `applyNote` tells clients how to
 * apply through the agency (null: the catalogue's default note). `viewerHasOrigin` (when given) adds the distance,
 * or a hint to add an address.
 */
export function JobDetailView(props: {
  job: JobView;
  backTo: string;
  actions?: ReactNode;
  /** Shown under the company, before the facts (the dashboards' owner and notices). */
  notice?: ReactNode;
  showStatus?: boolean;
  applyNote?: string | null;
  viewerHasOrigin?: boolean;
}) {
  const t = useT();
  const { job } = props;
  return (
    <article aria-labelledby="job-title" className="flex min-h-full flex-col">
      <div className="flex-1 p-4 md:p-6">
        <div className="rounded-lg bg-white p-4 shadow-sm md:p-6">
          <h2 id="job-title" className="[unicode-bidi:plaintext] rtl:text-right text-2xl font-bold">
            {job.title}
          </h2>
          <p className="[unicode-bidi:plaintext] rtl:text-right text-lg text-stone-700">{job.company}</p>
          {props.notice}
          {!job.unavailable && <ReadJobAloud key={job.id} job={job} />}
          {job.unavailable ? (
            <div className="mt-4">
              <p className="font-semibold text-red-800">{t("jobs.noLongerAvailable")}</p>
              <p className="mt-1 text-stone-700">{t("jobs.unavailableBody")}</p>
            </div>
          ) : (
            <JobFacts
              job={job}
              showStatus={props.showStatus}
              applyNote={props.applyNote}
              viewerHasOrigin={props.viewerHasOrigin}
            />
          )}
        </div>
      </div>
      <div className="sticky bottom-0 flex flex-wrap items-center justify-between gap-3 border-t border-stone-200 bg-white p-3 shadow-[0_-2px_6px_rgba(0,0,0,0.06)]">
        <Link
          to={props.backTo}
          className="flex min-h-11 shrink-0 items-center gap-2 rounded-md border border-stone-400 px-4 font-medium hover:bg-stone-100 md:hidden"
        >
          <Icon name="arrow-left" className="size-5 rtl:-scale-x-100" />
          {t("jobs.backToList")}
        </Link>
        {/* Beside the list (md and up) there is no list to go back to: the actions get the whole bar. */}
        <div className="ms-auto flex flex-wrap justify-end gap-2">{props.actions}</div>
      </div>
    </article>
  );
}

function JobFacts(props: {
  job: JobDetail;
  showStatus?: boolean;
  applyNote?: string | null;
  viewerHasOrigin?: boolean;
}) {
  const t = useT();
  const format = useJobFormat();
  const { job } = props;
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-4 lg:grid-cols-2">
      {props.showStatus && (
        <Fact icon="info" label={t("jobs.statusLabel")} wide>
          <JobStatusBadge status={job.status} />
          {job.adminMessage && (
            <p className="mt-2">
              <span className="font-semibold">{t("jobs.adminFeedback")}</span>{" "}
              <span dir="auto">{job.adminMessage}</span>
            </p>
          )}
        </Fact>
      )}
      <Fact icon="calendar-days" label={t("jobs.postedOn")}>
        {format.date(job.postedAt)}
      </Fact>
      <Fact icon="calendar-days" label={t("jobs.startDate")}>
        {job.startDate ? format.day(job.startDate) : t("jobs.notGiven")}
      </Fact>
      <Fact icon="briefcase" label={t("jobs.jobType")}>
        {t(`jobs.type.${job.jobType}`)}
      </Fact>
      <Fact icon="dollar-sign" label={t("jobs.salaryRange")}>
        {payRangeText(t, format, job)}
      </Fact>
      <Fact icon="type" label={t("jobs.englishLevel")}>
        {t(`jobs.english.${job.englishLevel}`)}
      </Fact>
      <Fact icon="hospital" label={t("jobs.benefits")}>
        <p>{t(job.hasMedical ? "jobs.medicalIncluded" : "jobs.medicalNone")}</p>
        <p>{job.hasOthers ? t("jobs.othersValue", { others: job.benefitOthers || "✓" }) : t("jobs.othersNone")}</p>
      </Fact>
      <Fact icon="globe" label={t("jobs.languageNotes")} wide>
        {job.languageNote ? <span dir="auto">{job.languageNote}</span> : t("jobs.none")}
      </Fact>
      <Fact icon="map-pin" label={t("jobs.location")} wide>
        <p className="[unicode-bidi:plaintext] rtl:text-right">{job.location}</p>
        <a
          href={`${MAP_SEARCH}${encodeURIComponent(job.location)}`}
          target="_blank"
          rel="noreferrer"
          className="inline-flex min-h-11 items-center gap-1 font-medium text-orange-900 underline"
        >
          {t("jobs.mapLink")}
          <Icon name="external-link" className="size-4" />
        </a>
        {props.viewerHasOrigin !== undefined && (
          <Distance distance={job.distance} viewerHasOrigin={props.viewerHasOrigin} />
        )}
      </Fact>
      <Fact icon="history" label={t("jobs.shift")} wide>
        <p className="[unicode-bidi:plaintext] rtl:text-right whitespace-pre-line">{job.shift}</p>
      </Fact>
      <Fact icon="file-text" label={t("jobs.description")} wide>
        <p className="[unicode-bidi:plaintext] rtl:text-right whitespace-pre-line">{job.description}</p>
      </Fact>
      {job.instructions !== null ? (
        <Fact icon="clipboard-list" label={t("jobs.instructions")} wide>
          <p className="[unicode-bidi:plaintext] rtl:text-right whitespace-pre-line">
            {job.instructions || t("jobs.notAvailable")}
          </p>
        </Fact>
      ) : (
        props.applyNote !== undefined && (
          <Fact icon="clipboard-list" label={t("jobs.howToApply")} wide>
            <p className="whitespace-pre-line">{props.applyNote ?? t("jobs.applyNoteDefault")}</p>
          </Fact>
        )
      )}
    </dl>
  );
}

/** The Read aloud button, speaking the facts with the labels the page shows. */
function ReadJobAloud({ job }: { job: JobDetail }) {
  const t = useT();
  const format = useJobFormat();
  const text = jobSpeechText(job.title, job.company, [
    [t("jobs.salaryRange"), payRangeText(t, format, job)],
    [t("jobs.jobType"), t(`jobs.type.${job.jobType}`)],
    [t("jobs.shift"), job.shift],
    [t("jobs.location"), job.location],
    [t("jobs.englishLevel"), t(`jobs.english.${job.englishLevel}`)],
    [t("jobs.languageNotes"), job.languageNote],
    [t("jobs.description"), job.description],
  ]);
  return <ReadAloudButton text={text} />;
}

function Distance(props: { distance: number | null; viewerHasOrigin: boolean }) {
  const t = useT();
  const format = useJobFormat();
  if (props.distance !== null) return <p>{t("jobs.distanceFromYou", { distance: format.distance(props.distance) })}</p>;
  if (!props.viewerHasOrigin) {
    return (
      <p className="text-stone-700">
        {t("jobs.addAddressHint")}{" "}
        <Link to="/profile" className="font-medium text-orange-900 underline">
          {t("jobs.openSettings")}
        </Link>
      </p>
    );
  }
  return <p className="text-stone-700">{t("jobs.noJobCoordinates")}</p>;
}

function Fact(props: { icon: IconName; label: string; wide?: boolean; children: ReactNode }) {
  return (
    // A <dl> may only hold <dt>/<dd> groups in a <div>, so the icon sits in the <dt>
    // and the <dd> is indented by the icon's width plus the gap.
    <div className={`min-w-0 ${props.wide ? "lg:col-span-2" : ""}`}>
      <dt className="flex items-center gap-3 font-semibold">
        <Icon name={props.icon} className="size-5 shrink-0 text-stone-600" />
        {props.label}
      </dt>
      <dd className="ps-8 text-stone-800">{props.children}</dd>
    </div>
  );
}
