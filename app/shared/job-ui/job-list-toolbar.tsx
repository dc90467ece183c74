import type { JobQuery, StatusChoice } from "./job-filters";
import { JobFilterPanel } from "./job-filter-panel";
import { JobSearchBox } from "./job-search-box";

/** The search box and the filter button, kept in view above a job list. */
export function JobListToolbar(props: {
  query: JobQuery;
  statusChoices?: readonly StatusChoice[];
  hasOrigin: boolean;
}) {
  return (
    <div className="sticky top-16 z-20 flex items-center gap-2 bg-stone-50 px-4 py-3 md:top-[var(--top-bar,0px)]">
      <JobSearchBox query={props.query} />
      <JobFilterPanel query={props.query} statusChoices={props.statusChoices} hasOrigin={props.hasOrigin} />
    </div>
  );
}
