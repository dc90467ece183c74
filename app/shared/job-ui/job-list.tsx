import { memo, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { COUNT_CAP, PARAM } from "./job-filters";
import type { MessageKey } from "~/shared/i18n/i18n";
import { useT } from "~/shared/i18n/i18n-context";
import type { JobListItem, JobPage } from "./jobs.server";
import { JobCard } from "./job-card";
import { Icon } from "~/shared/ui/icon";

/**
 * The count, the cards and the page links of a job list. Card links keep the
 * current query, so the list stays as it is while a job is open. `aside`
 * renders a control beside each card (the clients' save star). Memoised: the router draws every
 * route again when a navigation starts and when a save is sent, and twenty cards were the most of
 * that work, in front of the tap's request on a slow phone.
 */
export const JobList = memo(function JobList(props: {
  result: JobPage;
  /** Where a card's job opens: `${basePath}/${job.id}`. */
  basePath: string;
  selectedId?: string | undefined;
  showStatus?: boolean;
  aside?: (job: JobListItem) => ReactNode;
  /** Shown when nothing matches. */
  emptyMessage?: MessageKey;
}) {
  const t = useT();
  const { search } = useLocation();
  const { result } = props;
  return (
    <section aria-labelledby="job-count" className="px-4 pb-6">
      <h2 id="job-count" aria-live="polite" className="py-2 text-sm font-medium text-stone-700">
        {result.total > COUNT_CAP
          ? t("jobs.countMore", { count: COUNT_CAP })
          : t("jobs.count", { count: result.total })}
      </h2>
      {result.jobs.length === 0 ? (
        <p className="rounded-lg bg-white p-4 text-stone-700">{t(props.emptyMessage ?? "jobs.empty")}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {result.jobs.map((job) => (
            <JobCard
              key={job.id}
              job={job}
              to={`${props.basePath}/${job.id}${search}`}
              selected={job.id === props.selectedId}
              showStatus={props.showStatus}
              aside={props.aside?.(job)}
            />
          ))}
        </ul>
      )}
      <Pagination page={result.page} pageCount={result.pageCount} />
    </section>
  );
});

/** `pageCount` is null when the count stopped early: then a next page exists. */
function Pagination({ page, pageCount }: { page: number; pageCount: number | null }) {
  const t = useT();
  const { pathname, search } = useLocation();
  if (pageCount !== null && pageCount <= 1) return null;
  const linkTo = (target: number) => {
    const params = new URLSearchParams(search);
    if (target > 1) params.set(PARAM.page, String(target));
    else params.delete(PARAM.page);
    const query = params.toString();
    return `${pathname}${query ? `?${query}` : ""}`;
  };
  const linkClass =
    "flex min-h-11 items-center gap-1 rounded-md border border-stone-400 bg-white px-3 font-medium hover:bg-stone-100";
  return (
    <nav aria-label={t("jobs.pagination")} className="mt-4 flex items-center justify-between gap-2">
      {page > 1 ? (
        <Link to={linkTo(page - 1)} rel="prev" className={linkClass}>
          <Icon name="chevron-left" className="size-5 rtl:-scale-x-100" />
          {t("jobs.previousPage")}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-stone-700">
        {pageCount === null ? t("jobs.pageOnly", { page }) : t("jobs.pageOf", { page, count: pageCount })}
      </span>
      {pageCount === null || page < pageCount ? (
        <Link to={linkTo(page + 1)} rel="next" className={linkClass}>
          {t("jobs.nextPage")}
          <Icon name="chevron-right" className="size-5 rtl:-scale-x-100" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
