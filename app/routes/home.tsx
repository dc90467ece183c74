import { redirect } from "react-router";
import { landingPath } from "~/domain/navigation";
import { requireUser } from "~/utils/auth.server";
import type { Route } from "./+types/home";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  throw redirect(landingPath(user.role));
}
