import { NotBuilt } from "~/components/not-built";
import { requireVisitor } from "~/utils/auth.server";
import type { Route } from "./+types/coming-soon";

export async function loader({ request }: Route.LoaderArgs) {
  await requireVisitor(request);
  return null;
}

export default function ComingSoon() {
  return <NotBuilt />;
}
