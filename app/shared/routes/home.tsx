import { redirect } from "react-router";
import { landingPath } from "~/shared/access/navigation";
import { requirePage } from "~/shared/access/guard.server";
import type { Route } from "./+types/home";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePage(request, "home");
  throw redirect(landingPath(user.role));
}
