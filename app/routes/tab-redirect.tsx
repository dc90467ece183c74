import { data, redirect } from "react-router";
import { requireVisitor } from "~/utils/auth.server";
import type { Route } from "./+types/tab-redirect";

const DEFAULT_TABS: Record<string, string> = {
  "/admin/jobs": "/admin/jobs/pending",
  "/employer/jobs": "/employer/jobs/pending",
  "/admin/users": "/admin/users/client",
};

export async function loader({ request }: Route.LoaderArgs) {
  await requireVisitor(request);
  const target = DEFAULT_TABS[new URL(request.url).pathname.replace(/\/$/, "")];
  if (!target) throw data(null, { status: 404 });
  throw redirect(target);
}

// Having a component makes this a UI route, so client-side navigation follows
// the loader's redirect (a resource route would answer data requests with 404).
export default function TabRedirect() {
  return null;
}
