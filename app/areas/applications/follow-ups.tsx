import { Form, Link } from "react-router";
import { requirePage } from "~/shared/access/guard.server";
import { useT } from "~/shared/i18n/i18n-context";
import { useJobFormat } from "~/shared/job-ui/format";
import { pageTitle } from "~/shared/meta";
import type { Route } from "./+types/follow-ups";
import { agencyToday } from "~/shared/server/clock.server";
import { listFollowUps, SOON_DAYS, type FollowUpRow } from "./follow-ups.server";
import { pageMessages } from "./messages.server";
import { listStaff } from "./queue.server";
import { StaffOptions } from "./staff-options";

// The follow-ups, /admin/follow-ups: the check-ins not yet recorded, overdue first (marked), then
// those due today and in the next week, by the agency's calendar day. Everyone's by default, as a
// coordinator looks over the whole team's calls; one staff member's with the filter (in the URL).
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePage(request, "followUps");
  const asked = (new URL(request.url).searchParams.get("staff") ?? "").slice(0, 100);
  const [staff, today] = await Promise.all([listStaff(), agencyToday()]);
  const staffId = staff.some((member) => member.id === asked) ? asked : "";
  return {
    staff,
    staffId,
    adminId: user.id,
    soonDays: SOON_DAYS,
    due: await listFollowUps(today, staffId || null),
    messages: pageMessages(request),
  };
}

function FollowUpList({ rows, overdue = false }: { rows: FollowUpRow[]; overdue?: boolean }) {
  const t = useT();
  const format = useJobFormat();
  if (rows.length === 0) return <p className="text-stone-700">{t("applications.followUps.empty")}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {rows.map((row) => (
        <li
          key={row.id}
          className={`flex flex-col gap-1 rounded-lg bg-white p-4 ring-1 ring-stone-200 ${overdue ? "border-s-4 border-red-700" : ""}`}
        >
          <p className="flex flex-wrap items-center gap-2">
            <Link to={`/admin/follow-ups/${row.id}`} className="text-lg font-semibold text-orange-900 underline">
              {t("applications.followUps.row", { name: row.clientName ?? "—", day: row.day })}
            </Link>
            {overdue && (
              <span className="rounded-full bg-red-100 px-2 py-0.5 text-sm font-semibold text-red-900">
                {t("applications.followUps.overdueBadge")}
              </span>
            )}
          </p>
          <p>{t("applications.placement.heading", { title: row.title, company: row.company })}</p>
          <p className="text-stone-700">
            {t("applications.followUps.due", { date: format.day(row.dueOn) })}
            {row.staffName && ` · ${t("applications.followUps.staff", { name: row.staffName })}`}
          </p>
          <p className="flex flex-wrap gap-x-4">
            {row.requestId && (
              <Link
                to={`/admin/applications/hired/${row.requestId}`}
                className="flex min-h-11 items-center font-medium text-orange-900 underline"
              >
                {t("applications.followUps.openRequest")}
              </Link>
            )}
            {row.clientId && (
              <Link
                to={`/admin/users/client/${row.clientId}`}
                className="flex min-h-11 items-center font-medium text-orange-900 underline"
              >
                {t("applications.followUps.openPerson")}
              </Link>
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}

export default function FollowUps({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { due, staff, staffId, soonDays } = loaderData;
  return (
    <section className="mx-auto flex max-w-4xl flex-col gap-6 p-4 md:p-6">
      <div>
        <h1 className="text-2xl font-bold">{t("applications.followUps.title")}</h1>
        <p className="mt-1 text-stone-700">{t("applications.followUps.intro", { days: soonDays })}</p>
      </div>
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor="staff" className="font-medium">
            {t("applications.followUps.staffFilter")}
          </label>
          <select
            id="staff"
            name="staff"
            defaultValue={staffId}
            className="min-h-11 rounded-md border border-stone-400 bg-white px-3"
          >
            <option value="">{t("applications.followUps.everyone")}</option>
            <StaffOptions staff={staff} me={loaderData.adminId} />
          </select>
        </div>
        <button
          type="submit"
          className="min-h-11 rounded-md border border-stone-400 bg-white px-4 font-medium hover:bg-stone-100"
        >
          {t("applications.followUps.show")}
        </button>
      </Form>
      <section aria-labelledby="overdue" className="flex flex-col gap-3">
        <h2 id="overdue" className="text-xl font-semibold text-red-900">
          {t("applications.followUps.overdue", { count: due.overdue.length })}
        </h2>
        <FollowUpList rows={due.overdue} overdue />
      </section>
      <section aria-labelledby="today" className="flex flex-col gap-3">
        <h2 id="today" className="text-xl font-semibold">
          {t("applications.followUps.dueToday", { count: due.today.length })}
        </h2>
        <FollowUpList rows={due.today} />
      </section>
      <section aria-labelledby="soon" className="flex flex-col gap-3">
        <h2 id="soon" className="text-xl font-semibold">
          {t("applications.followUps.dueSoon", { count: due.soon.length, days: soonDays })}
        </h2>
        <FollowUpList rows={due.soon} />
      </section>
    </section>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "applications.followUps.title");
}
