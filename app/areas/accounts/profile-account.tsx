import { data, Link } from "react-router";
import { ProfilePage } from "./profile-page";
import { useT } from "~/shared/i18n/i18n-context";
import { getUserById } from "~/shared/server/users.server";
import { requirePage } from "~/shared/access/guard.server";
import { pageTitle } from "~/shared/meta";
import type { Route } from "./+types/profile-account";
import { pageMessages } from "./messages.server";

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requirePage(request, "profile");
  const user = await getUserById(session.id);
  if (!user) throw data(null, { status: 404 });
  const address =
    user.street && user.city && user.state && user.zip
      ? `${user.street}, ${user.city}, ${user.state} ${user.zip}`
      : null;
  return {
    name: user.name,
    email: user.email,
    phone: user.phone,
    company: user.role === "employer" ? (user.company ?? "") : null,
    address,
    located: user.latitude !== null && user.longitude !== null,
    messages: pageMessages(request),
  };
}

export default function ProfileAccount({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const rows: [string, string][] = [
    [t("signUp.name"), loaderData.name],
    [t("signUp.email"), loaderData.email],
    ...(loaderData.company !== null
      ? ([[t("signUp.company"), loaderData.company || t("accounts.profile.notGiven")]] as [string, string][])
      : []),
    [t("accounts.signUp.phone"), loaderData.phone ?? t("accounts.profile.notGiven")],
    [t("accounts.profile.address"), loaderData.address ?? t("accounts.profile.noAddress")],
  ];
  return (
    <ProfilePage title={t("accounts.profile.menu.account")}>
      <dl className="flex flex-col divide-y divide-stone-200">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-col gap-1 py-3 md:flex-row md:gap-4">
            <dt className="font-semibold md:w-40 md:shrink-0">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-sm text-stone-700">
        {t(loaderData.located ? "accounts.profile.distancesOn" : "accounts.profile.distancesOff")}
      </p>
      <Link
        to="/profile/set_profile"
        className="mt-4 inline-flex min-h-11 items-center rounded-md bg-orange-800 px-4 font-semibold text-white hover:bg-orange-900"
      >
        {t("accounts.profile.menu.edit")}
      </Link>
    </ProfilePage>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "accounts.profile.menu.account");
}
