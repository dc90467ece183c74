import { useT } from "~/shared/i18n/i18n-context";
import { requirePage } from "~/shared/access/guard.server";
import type { Route } from "./+types/profile-menu";

export async function loader({ request }: Route.LoaderArgs) {
  await requirePage(request, "profile");
  return null;
}

// Beside the menu on wide screens; small screens show only the menu here.
export default function ProfileMenu() {
  const t = useT();
  return <p className="rounded-lg bg-white p-6 text-stone-700 ring-1 ring-stone-200">{t("accounts.profile.choose")}</p>;
}
