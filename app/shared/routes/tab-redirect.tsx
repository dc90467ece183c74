import { data, redirect } from "react-router";
import { requirePage } from "~/shared/access/guard.server";
import { routePath } from "~/shared/access/route-path";
import type { Page } from "~/shared/access/policy";
import type { Route } from "./+types/tab-redirect";

const DEFAULT_TABS: Record<string, { page: Page; to: string }> = {
  "/admin/jobs": { page: "adminJobs", to: "/admin/jobs/pending" },
  "/employer/jobs": { page: "employerJobs", to: "/employer/jobs/pending" },
  "/admin/users": { page: "manageUsers", to: "/admin/users/client" },
  "/admin/applications": { page: "referralQueue", to: "/admin/applications/sent" },
};

export async function loader({ request }: Route.LoaderArgs) {
  const tab = DEFAULT_TABS[routePath(request)];
  if (!tab) throw data(null, { status: 404 });
  await requirePage(request, tab.page);
  throw redirect(tab.to);
}

// Having a component makes this a UI route, so client-side navigation follows
// the loader's redirect (a resource route would answer data requests with 404).
export default function TabRedirect() {
  return null;
}
