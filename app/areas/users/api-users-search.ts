import { searchAssignableUsers } from "~/shared/server/users.server";
import type { Route } from "./+types/api-users-search";
import { requireAllowed } from "~/shared/access/guard.server";

// Feeds the user picker: employers and admins by name, email or company. Admins only.
export async function loader({ request }: Route.LoaderArgs) {
  await requireAllowed(request, { action: "manageUsers" });
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").slice(0, 100);
  const users = await searchAssignableUsers(q, { excludeId: url.searchParams.get("exclude") || undefined });
  return Response.json({ users }, { headers: { "Cache-Control": "private, no-store" } });
}
