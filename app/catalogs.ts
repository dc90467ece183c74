import { strings as accounts } from "~/areas/accounts/strings";
import { strings as applications } from "~/areas/applications/strings";
import { strings as findJobs } from "~/areas/find-jobs/strings";
import { strings as jobAlerts } from "~/areas/job-alerts/strings";
import { strings as manageJobs } from "~/areas/manage-jobs/strings";
import { strings as users } from "~/areas/users/strings";
import { strings as shared } from "~/shared/i18n/strings";

// Every area folder keeps its strings in its own strings/ folder, one file per
// language; this table joins them. Browser code imports only its types: the
// catalogues stay on the server (app/shared/i18n/catalog.server.ts).
export const catalogParts = [shared, findJobs, manageJobs, accounts, users, applications, jobAlerts];

export type English = typeof shared.en &
  typeof findJobs.en &
  typeof manageJobs.en &
  typeof accounts.en &
  typeof users.en &
  typeof applications.en &
  typeof jobAlerts.en;
