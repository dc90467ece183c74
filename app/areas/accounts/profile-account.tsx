import { data, Link } from "react-router";
import { ProfilePage } from "./profile-page";
import { useT } from "~/shared/i18n/i18n-context";
import { getUserById } from "~/shared/server/users.server";
import { requirePage } from "~/shared/access/guard.server";
import { pageTitle } from "~/shared/meta";
import type { Route } from "./+types/profile-account";
import { areaMessages } from "~/shared/i18n/catalog.server";

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requirePage(request, "profile");
  const user = await getUserById(session.id);
  if (!user) throw data(null, { status: 404 });
  const address = user.street && user.city && user.state && user.zip ? `${user.street}, ${user.city}, ${user.state} ${user.zip}` : null;
  return {
    name: user.name,
    email: user.email,
    phone: user.phone,
    company: user.role === "employer" ? (user.company ?? "") : null,
    address,
    located: user.latitude !== null && user.longitude !== null,
    messages: areaMessages(request, ["signUp"]),
  };
}

export default function ProfileAccount({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const rows: [string, string][] = [
    [t("signUp.name"), loaderData.name],
    [t("signUp.email"), loaderData.email],
    ...(loaderData.company !== null ? ([[t("signUp.company"), loaderData.company || t("profile.notGiven")]] as [string, string][]) : []),
    [t("signUp.phone"), loaderData.phone ?? t("profile.notGiven")],
    [t("profile.address"), loaderData.address ?? t("profile.noAddress")],
  ];
  return (
    <ProfilePage title={t("profile.menu.account")}>
      <dl className="flex flex-col divide-y divide-stone-200">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-col gap-1 py-3 md:flex-row md:gap-4">
            <dt className="font-semibold md:w-40 md:shrink-0">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-sm text-stone-700">{t(loaderData.located ? "profile.distancesOn" : "profile.distancesOff")}</p>
      <Link
        to="/profile/set_profile"
        className="mt-4 inline-flex min-h-11 items-center rounded-md bg-orange-800 px-4 font-semibold text-white hover:bg-orange-900"
      >
        {t("profile.menu.edit")}
      </Link>
    </ProfilePage>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "profile.menu.account");
}
