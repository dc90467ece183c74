import { Form, NavLink, Outlet, useLocation } from "react-router";
import { ProfileHeader } from "~/shared/ui/profile-header";
import type { MessageKey } from "~/shared/i18n/i18n";
import { useT } from "~/shared/i18n/i18n-context";
import { requirePage } from "~/shared/access/guard.server";
import { can } from "~/shared/access/policy";
import { pageTitle } from "~/shared/meta";
import type { Route } from "./+types/profile";
import { pageMessages } from "./messages.server";
import { Icon, type IconName } from "~/shared/ui/icon";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePage(request, "profile");
  return {
    name: user.name,
    email: user.email,
    role: user.role,
    hasAlerts: can(user, { action: "manageAlerts", client: { id: user.id, role: user.role } }),
    hasSecondFactor: can(user, { action: "visit", page: "secondFactor" }),
    messages: pageMessages(request),
  };
}

const MENU: { to: string; label: MessageKey; icon: IconName }[] = [
  { to: "/profile/account", label: "accounts.profile.menu.account", icon: "user-round" },
  { to: "/profile/set_profile", label: "accounts.profile.menu.edit", icon: "pencil" },
  { to: "/profile/set_password", label: "accounts.profile.menu.password", icon: "key-round" },
  { to: "/profile/devices", label: "accounts.profile.menu.devices", icon: "smartphone" },
  { to: "/profile/help", label: "accounts.profile.menu.help", icon: "circle-help" },
];
/** Job seekers' own alerts, after their account pages. */
const ALERTS_ENTRY = { to: "/profile/alerts", label: "nav.jobAlerts", icon: "bell" } as const;
/** Staff's and employers' authenticator app, after their password. */
const SECOND_FACTOR_ENTRY = {
  to: "/profile/second_factor",
  label: "accounts.profile.menu.secondFactor",
  icon: "shield-check",
} as const;

function menuOf(data: { hasAlerts: boolean; hasSecondFactor: boolean }) {
  const extra = data.hasAlerts ? ALERTS_ENTRY : data.hasSecondFactor ? SECOND_FACTOR_ENTRY : null;
  return extra ? [...MENU.slice(0, 3), extra, ...MENU.slice(3)] : MENU;
}

// Small screens show the menu or one page; wider ones show both side by side.
export default function Profile({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { pathname } = useLocation();
  const atMenu = pathname.replace(/\/$/, "") === "/profile";

  return (
    <section className="mx-auto max-w-4xl p-4 md:p-6">
      <h1 className="sr-only">{t("nav.setting")}</h1>
      <div className="rounded-lg bg-white pb-4 ring-1 ring-stone-200">
        <ProfileHeader user={loaderData} />
      </div>
      <div className="mt-6 md:grid md:grid-cols-[15rem_1fr] md:items-start md:gap-6">
        <nav aria-label={t("accounts.profile.menu.label")} className={atMenu ? "" : "max-md:hidden"}>
          <ul className="flex flex-col overflow-hidden rounded-lg bg-white ring-1 ring-stone-200">
            {menuOf(loaderData).map(({ to, label, icon }) => (
              <li key={to} className="border-b border-stone-200">
                <NavLink
                  to={to}
                  className={({ isActive }) =>
                    `flex min-h-12 items-center gap-3 px-4 font-medium ${isActive ? "bg-orange-800 text-white" : "hover:bg-stone-100"}`
                  }
                >
                  <Icon name={icon} className="size-5 shrink-0" />
                  {t(label)}
                  <Icon name="chevron-right" className="ms-auto size-5 shrink-0 md:hidden rtl:-scale-x-100" />
                </NavLink>
              </li>
            ))}
            <li>
              <Form method="post" action="/signOut">
                <button
                  type="submit"
                  className="flex min-h-12 w-full items-center gap-3 px-4 font-medium text-red-900 hover:bg-red-50"
                >
                  <Icon name="log-out" className="size-5 shrink-0 rtl:-scale-x-100" />
                  {t("nav.signOut")}
                </button>
              </Form>
            </li>
          </ul>
        </nav>
        <div className={atMenu ? "max-md:hidden" : ""}>
          <Outlet />
        </div>
      </div>
    </section>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "nav.setting");
}
