import type { JobQuery, StatusChoice } from "./job-filters";
import { JobFilterPanel } from "./job-filter-panel";
import { JobSearchBox } from "./job-search-box";

/**
 * The search box and the filter button, kept in view above a job list. Where the list is
 * narrow (beside the menu on a tablet) the search box takes a row of its own, so its hint
 * stays readable.
 */
export function JobListToolbar(props: {
  query: JobQuery;
  statusChoices?: readonly StatusChoice[];
  hasOrigin: boolean;
}) {
  return (
    <div className="@container sticky top-16 z-20 bg-stone-50 px-4 py-3 md:top-[var(--top-bar,0px)]">
      <div className="flex flex-wrap items-center gap-2">
        <JobSearchBox query={props.query} />
        <JobFilterPanel query={props.query} statusChoices={props.statusChoices} hasOrigin={props.hasOrigin} />
      </div>
    </div>
  );
}
