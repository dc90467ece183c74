import { Link, useLocation } from "react-router";
import { PARAM } from "~/shared/job-ui/job-filters";
import { DASHBOARD_TABS, REPORTED_TAB, type DashboardTab, type ManagerRole } from "~/shared/access/job-status";
import { useT } from "~/shared/i18n/i18n-context";
import { confirmQuery, searchOf } from "./confirm-query";
import type { JobStatus } from "~/shared/constants";

const TABS = Object.keys(DASHBOARD_TABS) as DashboardTab[];

/**
 * The status tabs of a job dashboard, each with its count; the search and
 * filters carry over. With `reported` (staff), a Reported tab with its count.
 */
export function DashboardTabs(props: {
  role: ManagerRole;
  current: DashboardTab | typeof REPORTED_TAB;
  counts: Record<JobStatus, number>;
  reported?: number | undefined;
}) {
  const t = useT();
  const { search } = useLocation();
  // A page number belongs to one tab's list, a confirm page to one job.
  const params = confirmQuery(search, null);
  params.delete(PARAM.page);
  const query = searchOf(params);
  return (
    <nav aria-label={t("manageJobs.dashboard.tabs")} className="px-4 pt-3">
      <ul className="grid grid-cols-2 gap-2">
        {[...TABS, ...(props.reported === undefined ? [] : [REPORTED_TAB])].map((tab) => {
          const current = tab === props.current;
          const count = tab === REPORTED_TAB ? (props.reported ?? 0) : props.counts[DASHBOARD_TABS[tab]];
          return (
            <li key={tab}>
              <Link
                to={`/${props.role}/jobs/${tab}${query}`}
                aria-current={current ? "page" : undefined}
                className={`flex min-h-11 h-full items-center justify-between gap-2 rounded-md border px-3 py-2 text-sm font-medium ${
                  current
                    ? "border-orange-800 bg-orange-800 text-white"
                    : "border-stone-300 bg-white hover:bg-stone-100"
                }`}
              >
                <span>{t(`manageJobs.tab.${tab}`)}</span>
                <span
                  className={`rounded-full px-2 py-0.5 tabular-nums ${current ? "bg-white text-orange-900" : "bg-stone-200 text-stone-900"}`}
                >
                  {count}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
