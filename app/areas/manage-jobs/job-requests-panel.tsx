import { Link } from "react-router";
import { useI18n, useT } from "~/shared/i18n/i18n-context";
import { formatZonedDateTime } from "~/shared/zoned-format";
import type { Candidate, JobRequestSummary } from "./job-requests.server";

const PANEL = "mt-4 rounded-md border border-stone-200 bg-stone-50 p-3";

/** For staff: who asked for this job, each linked to the request in the referral queue. */
export function JobRequestsPanel({ requests }: { requests: JobRequestSummary[] }) {
  const t = useT();
  return (
    <section aria-labelledby="job-requests-title" className={PANEL}>
      <h3 id="job-requests-title" className="font-semibold">
        {t("manageJobs.requests.title")}
      </h3>
      <p className="text-stone-800">
        {requests.length === 0
          ? t("manageJobs.requests.none")
          : t("manageJobs.requests.count", { count: requests.length })}
      </p>
      {requests.length > 0 && (
        <ul className="mt-1">
          {requests.map((request) => (
            <li key={request.id} className="flex flex-wrap items-center gap-x-2">
              <Link
                to={`/admin/applications/${request.status}/${request.id}`}
                className="inline-flex min-h-11 items-center font-medium text-orange-900 underline"
              >
                <bdi>{request.clientName}</bdi>
              </Link>
              <span className="text-stone-700">{t(`requestStatus.${request.status}`)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** For the employer: the candidates the agency referred, with the note staff wrote for them and what staff chose to share. */
export function ReferredCandidatesPanel({ candidates }: { candidates: Candidate[] }) {
  const { t, locale } = useI18n();
  return (
    <section aria-labelledby="job-candidates-title" className={PANEL}>
      <h3 id="job-candidates-title" className="font-semibold">
        {t("manageJobs.candidates.title")}
      </h3>
      {candidates.length === 0 ? (
        <p className="text-stone-800">{t("manageJobs.candidates.none")}</p>
      ) : (
        <ul className="mt-1 flex flex-col gap-3">
          {candidates.map((candidate) => (
            <li key={candidate.id}>
              <p className="font-semibold">
                <bdi>{candidate.name}</bdi>
              </p>
              {candidate.interviews.map((startsAt) => (
                <p key={startsAt}>
                  {t("manageJobs.candidates.interview", {
                    time: formatZonedDateTime(new Date(startsAt), candidate.zone, locale),
                  })}
                </p>
              ))}
              {candidate.note && (
                <p>
                  <span className="font-medium">{t("manageJobs.candidates.note")}</span>{" "}
                  <span dir="auto" className="whitespace-pre-line">
                    {candidate.note}
                  </span>
                </p>
              )}
              {candidate.contact ? (
                <p className="flex flex-wrap gap-x-4">
                  {candidate.contact.email && (
                    <a
                      href={`mailto:${candidate.contact.email}`}
                      dir="ltr"
                      className="inline-flex min-h-11 items-center text-orange-900 underline"
                    >
                      {candidate.contact.email}
                    </a>
                  )}
                  {candidate.contact.phone && (
                    <a
                      href={`tel:${candidate.contact.phone.replace(/[^\d+]/g, "")}`}
                      dir="ltr"
                      className="inline-flex min-h-11 items-center text-orange-900 underline"
                    >
                      {candidate.contact.phone}
                    </a>
                  )}
                </p>
              ) : (
                <p className="text-stone-700">{t("manageJobs.candidates.throughAgency")}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
