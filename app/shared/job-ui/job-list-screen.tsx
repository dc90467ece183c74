import type { ReactNode } from "react";
import { Link, Outlet, useParams } from "react-router";
import { SAVED_JOBS_POLL_MS, type JobQuery, type StatusChoice } from "./job-filters";
import type { MessageKey } from "~/shared/i18n/i18n";
import { useT } from "~/shared/i18n/i18n-context";
import type { JobListItem, JobPage } from "./jobs.server";
import { JobList } from "./job-list";
import { JobListToolbar } from "./job-list-toolbar";
import { ListDetailLayout } from "./list-detail-layout";
import { ProfileHeader } from "~/shared/ui/profile-header";
import { Icon } from "~/shared/ui/icon";
import { SaveJobStar, SaveStarForm } from "./save-job";
import { usePoll } from "./use-poll";
import type { Role } from "~/shared/constants";

// One function for every render, so that the list (memoised) is not drawn again while a tap's
// request is on its way: the router renders every route again when a navigation starts.
const saveStar = (job: JobListItem) => <SaveJobStar job={job} />;

/**
 * A whole list/detail screen: profile header, search and filters, the list
 * and the child route's detail (the <Outlet/>). `tabs` goes between the
 * header and the search (dashboards). With `canSave` (clients) the cards get
 * the save star and the saved set is reloaded every five minutes.
 */
export function JobListScreen(props: {
  title: MessageKey;
  user: { name: string; email: string; role: Role };
  query: JobQuery;
  result: JobPage;
  /** Where a card's job opens: `${basePath}/${job.id}`. */
  basePath: string;
  hasOrigin: boolean;
  canSave: boolean;
  showStatus?: boolean;
  statusChoices?: readonly StatusChoice[];
  emptyMessage?: MessageKey;
  tabs?: ReactNode;
  /** A control beside each card where there is no save star (the bulk review's checkboxes). */
  cardAside?: (job: JobListItem) => ReactNode;
  /** "Tell me about new jobs like these": the alert form for this search (Find Jobs, for those who may set alerts up). */
  alertHref?: string;
}) {
  const t = useT();
  const { jobId } = useParams();
  usePoll(SAVED_JOBS_POLL_MS, props.canSave);
  return (
    <ListDetailLayout
      showDetail={jobId !== undefined}
      list={
        <>
          <h1 className="sr-only">{t(props.title)}</h1>
          <ProfileHeader user={props.user} />
          {props.tabs}
          <JobListToolbar query={props.query} hasOrigin={props.hasOrigin} statusChoices={props.statusChoices} />
          {props.alertHref && (
            <Link
              to={props.alertHref}
              className="mx-4 mb-2 flex min-h-11 items-center gap-2 font-medium text-orange-900 underline"
            >
              <Icon name="bell" className="size-5 shrink-0" />
              {t("jobs.alertLink")}
            </Link>
          )}
          {props.canSave && <SaveStarForm />}
          <JobList
            result={props.result}
            basePath={props.basePath}
            selectedId={jobId}
            showStatus={props.showStatus}
            emptyMessage={props.emptyMessage}
            aside={props.canSave ? saveStar : props.cardAside}
          />
        </>
      }
      detail={<Outlet />}
    />
  );
}
