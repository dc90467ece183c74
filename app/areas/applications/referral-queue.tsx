import { data, Form, Link } from "react-router";
import { requirePage } from "~/shared/access/guard.server";
import { useT } from "~/shared/i18n/i18n-context";
import { useJobFormat } from "~/shared/job-ui/format";
import { pageTitle } from "~/shared/meta";
import { REQUEST_STATUSES, type RequestStatus } from "~/shared/constants";
import type { Route } from "./+types/referral-queue";
import { pageMessages } from "./messages.server";
import { StaffOptions } from "./staff-options";
import { countQueue, listQueue, listStaff, QUEUE_PAGE_SIZE, type QueueFilter } from "./queue.server";
import { isRequestStatus, queuePath } from "./queue-path";
import { useI18n } from "~/shared/i18n/i18n-context";
import { getEnv } from "~/shared/server/env.server";
import { formatZonedDateTime } from "~/shared/zoned-format";

// The staff's referral queue, /admin/applications/:tab: a tab per status with
// its count, newest first, searched by client, job or employer and filtered by
// the staff member it is assigned to. Search, filter and page live in the URL.
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requirePage(request, "referralQueue");
  if (!isRequestStatus(params.tab)) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const filter: QueueFilter = {
    q: (url.searchParams.get("q") ?? "").trim().slice(0, 100),
    assignee: (url.searchParams.get("assignee") ?? "").slice(0, 100),
  };
  const pageParam = Number(url.searchParams.get("page") ?? "1");
  const page = Number.isInteger(pageParam) && pageParam > 0 ? Math.min(pageParam, 10_000) : 1;
  const [rows, counts, staff] = await Promise.all([
    listQueue(params.tab, filter, page),
    countQueue(filter),
    listStaff(),
  ]);
  return {
    tab: params.tab,
    filter,
    page,
    counts,
    staff,
    adminId: user.id,
    hasNext: rows.length > QUEUE_PAGE_SIZE,
    requests: rows.slice(0, QUEUE_PAGE_SIZE).map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      nextInterviewAt: row.nextInterviewAt?.toISOString() ?? null,
    })),
    zone: getEnv().AGENCY_TIME_ZONE,
    messages: pageMessages(request),
  };
}

export default function ReferralQueue({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { locale } = useI18n();
  const format = useJobFormat();
  const { tab, filter, page, counts, staff, requests } = loaderData;
  const path = (status: RequestStatus, pageNumber = 1) => queuePath(status, { ...filter, page: pageNumber });
  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-4 p-4 md:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{t("applications.queue.title")}</h1>
        <Link
          to="/admin/applications/new"
          className="flex min-h-11 items-center rounded-md bg-orange-800 px-4 font-semibold text-white hover:bg-orange-900"
        >
          {t("applications.queue.newForClient")}
        </Link>
      </div>

      <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor="queue-search" className="font-medium">
            {t("applications.queue.search")}
          </label>
          <input
            id="queue-search"
            name="q"
            type="search"
            defaultValue={filter.q}
            maxLength={100}
            className="min-h-11 rounded-md border border-stone-400 bg-white px-3"
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="queue-assignee" className="font-medium">
            {t("applications.queue.assignee")}
          </label>
          <select
            id="queue-assignee"
            name="assignee"
            defaultValue={filter.assignee}
            className="min-h-11 rounded-md border border-stone-400 bg-white px-3"
          >
            <option value="">{t("applications.queue.anyone")}</option>
            <option value="none">{t("applications.queue.nobody")}</option>
            <StaffOptions staff={staff} me={loaderData.adminId} />
          </select>
        </div>
        <button
          type="submit"
          className="min-h-11 rounded-md bg-orange-800 px-4 font-semibold text-white hover:bg-orange-900"
        >
          {t("applications.queue.searchSubmit")}
        </button>
      </Form>

      <nav aria-label={t("applications.queue.tabs")}>
        <ul className="flex flex-wrap gap-2">
          {REQUEST_STATUSES.map((status) => (
            <li key={status}>
              <Link
                to={path(status)}
                aria-current={status === tab ? "page" : undefined}
                className={`flex min-h-11 items-center gap-2 rounded-md border-2 px-3 font-medium ${
                  status === tab
                    ? "border-orange-800 bg-orange-800 text-white"
                    : "border-stone-300 bg-white hover:bg-stone-100"
                }`}
              >
                {t(`requestStatus.${status}`)}
                <span
                  className={`rounded-full px-2 text-sm ${status === tab ? "bg-white text-orange-900" : "bg-stone-200 text-stone-900"}`}
                >
                  {counts[status]}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {/* The list as filtered, every page, as a CSV file; and the monthly figures for funders. */}
      <p className="flex flex-wrap gap-x-6">
        <a
          href={`/admin/applications.csv?${new URLSearchParams({ tab, ...filter }).toString()}`}
          download
          className="flex min-h-11 items-center font-medium text-orange-900 underline"
        >
          {t("applications.export.download")}
        </a>
        <Link to="/admin/placements" className="flex min-h-11 items-center font-medium text-orange-900 underline">
          {t("applications.report.title")}
        </Link>
      </p>

      {requests.length === 0 ? (
        <p className="rounded-lg bg-white p-6 ring-1 ring-stone-200">{t("applications.queue.empty")}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-stone-200 rounded-lg bg-white ring-1 ring-stone-200">
          {requests.map((row) => (
            <li key={row.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <div className="flex min-w-0 flex-col">
                <Link
                  to={`/admin/applications/${tab}/${row.id}`}
                  className="font-semibold text-orange-900 underline [overflow-wrap:anywhere]"
                >
                  {t("applications.queue.row", { client: row.clientName, title: row.jobTitle })}
                </Link>
                <span className="text-sm text-stone-700 [overflow-wrap:anywhere]">
                  {row.clientEmail} · {row.company}
                </span>
                {row.nextInterviewAt && (
                  <span className="text-sm font-medium">
                    {t("applications.interview.queue.next", {
                      time: formatZonedDateTime(new Date(row.nextInterviewAt), loaderData.zone, locale),
                    })}
                  </span>
                )}
                {row.cantCome && (
                  <span className="self-start rounded-full bg-red-100 px-2 text-sm font-semibold text-red-900">
                    {t("applications.interview.queue.cantCome")}
                  </span>
                )}
              </div>
              <div className="flex flex-col items-end text-sm">
                <time dateTime={row.createdAt}>{format.date(new Date(row.createdAt))}</time>
                <span>
                  {row.assigneeName
                    ? t("applications.queue.assignedTo", { name: row.assigneeName })
                    : t("applications.queue.unassigned")}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}

      {(page > 1 || loaderData.hasNext) && (
        <nav aria-label={t("applications.queue.pages")} className="flex items-center gap-4">
          {page > 1 && (
            <Link to={path(tab, page - 1)} className="flex min-h-11 items-center font-medium text-orange-900 underline">
              {t("applications.queue.previous")}
            </Link>
          )}
          <span>{t("applications.queue.page", { page })}</span>
          {loaderData.hasNext && (
            <Link to={path(tab, page + 1)} className="flex min-h-11 items-center font-medium text-orange-900 underline">
              {t("applications.queue.next")}
            </Link>
          )}
        </nav>
      )}
    </section>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "applications.queue.title");
}
