import {
  isRouteErrorResponse,
  Outlet,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { AppShell } from "~/shared/ui/app-shell";
import { ErrorPage } from "~/shared/ui/error-page";
import { requirePage } from "~/shared/access/guard.server";
import { can } from "~/shared/access/policy";
import { countDueCheckIns } from "~/shared/server/follow-ups.server";
import type { Route } from "./+types/shell";

export async function loader({ request }: Route.LoaderArgs) {
  // Signed in is enough for the frame; each page's own loader asks the policy about that page.
  const user = await requirePage(request, "home");
  return {
    user: { id: user.id, name: user.name, email: user.email, role: user.role, status: user.status },
    // The menu's count of follow-ups due (today and overdue), for those who may open them: one
    // indexed count, read when the frame loads and after each form sent (see shouldRevalidate).
    counts: can(user, { action: "visit", page: "followUps" }) ? { followUps: await countDueCheckIns() } : {},
  };
}

// The signed-in user changes only through actions; searching, paging and moving
// between pages need not re-run this loader (each page's loader checks the
// session itself), and a failed search then stays in the list's own error path.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod && formMethod !== "GET" ? defaultShouldRevalidate : false;
}

export default function Shell({ loaderData }: Route.ComponentProps) {
  return (
    <AppShell user={loaderData.user} counts={loaderData.counts}>
      <Outlet />
    </AppShell>
  );
}

// Errors below the shell keep the navigation on screen.
export function ErrorBoundary() {
  const error = useRouteError();
  const shell = useRouteLoaderData<typeof loader>("shared/routes/shell");
  if (!isRouteErrorResponse(error)) console.error(error);
  const page = <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
  return shell ? (
    <AppShell user={shell.user} counts={shell.counts}>
      {page}
    </AppShell>
  ) : (
    page
  );
}
