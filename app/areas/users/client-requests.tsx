import { Link } from "react-router";
import { dashboardJobPath } from "~/shared/access/job-status";
import { useI18n } from "~/shared/i18n/i18n-context";
import { intlLocale } from "~/shared/i18n/i18n";
import type { ClientRequest } from "./client-requests.server";

/** The person's requests for help with a job: each job in Manage Jobs, and the request in the referral queue. */
export function ClientRequests({ requests }: { requests: ClientRequest[] }) {
  const { t, locale } = useI18n();
  const date = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: "medium", timeZone: "UTC" });
  const link = "inline-flex min-h-11 items-center font-medium text-orange-900 underline";
  return (
    <section aria-labelledby="requests-title" className="rounded-lg bg-white p-4 ring-1 ring-stone-200 md:p-6">
      <h2 id="requests-title" className="text-xl font-bold">
        {t("users.requests.title")}
      </h2>
      {requests.length === 0 ? (
        <p className="mt-2">{t("users.requests.none")}</p>
      ) : (
        <ul className="mt-2 flex flex-col divide-y divide-stone-200">
          {requests.map((request) => (
            <li key={request.id} className="flex flex-wrap items-center gap-x-3 py-2">
              <Link to={dashboardJobPath("admin", request.jobStatus, request.jobId)} className={link}>
                {t("users.requests.job", { title: request.jobTitle, company: request.company })}
              </Link>
              <span>{t(`requestStatus.${request.status}`)}</span>
              <time dateTime={request.createdAt} className="text-stone-700">
                {date.format(new Date(request.createdAt))}
              </time>
              <Link
                to={`/admin/applications/${request.status}/${request.id}`}
                aria-label={t("users.requests.openNamed", { title: request.jobTitle })}
                className={link}
              >
                {t("users.requests.open")}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
