import { ProfilePage } from "./profile-page";
import type { MessageKey } from "~/shared/i18n/i18n";
import { useT } from "~/shared/i18n/i18n-context";
import { requirePage } from "~/shared/access/guard.server";
import { getEnv } from "~/shared/server/env.server";
import { pageTitle } from "~/shared/meta";
import type { Route } from "./+types/profile-help";
import { pageMessages } from "./messages.server";
import type { Role } from "~/shared/constants";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePage(request, "profile");
  const env = getEnv();
  return {
    role: user.role,
    messages: pageMessages(request),
    agency: {
      name: env.AGENCY_NAME,
      phone: env.AGENCY_PHONE,
      email: env.AGENCY_EMAIL,
      address: env.AGENCY_ADDRESS,
      hours: env.AGENCY_HOURS,
    },
  };
}

const HOW_TO: Record<Role, MessageKey[]> = {
  client: [
    "accounts.help.client.find",
    "accounts.help.client.filter",
    "accounts.help.client.save",
    "accounts.help.client.address",
  ],
  employer: [
    "accounts.help.employer.post",
    "accounts.help.employer.review",
    "accounts.help.employer.manage",
    "accounts.help.employer.pending",
  ],
  admin: [
    "accounts.help.admin.jobs",
    "accounts.help.admin.accounts",
    "accounts.help.admin.create",
    "accounts.help.admin.audit",
  ],
};

export default function ProfileHelp({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { agency, role } = loaderData;
  return (
    <ProfilePage title={t("accounts.profile.menu.help")}>
      <h3 className="font-semibold">{t("accounts.help.howTo", { role: t(`role.${role}`) })}</h3>
      <ul className="mt-2 flex list-disc flex-col gap-2 ps-6">
        {HOW_TO[role].map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      <h3 className="mt-6 font-semibold">{t("accounts.help.contactTitle")}</h3>
      <p className="mt-1">{t("accounts.help.contactIntro", { agency: agency.name })}</p>
      <dl className="mt-3 flex flex-col gap-3">
        <div>
          <dt className="font-semibold">{t("accounts.help.phone")}</dt>
          <dd>
            <a href={`tel:${agency.phone.replace(/[^\d+]/g, "")}`} className="text-orange-900 underline">
              {agency.phone}
            </a>
          </dd>
        </div>
        <div>
          <dt className="font-semibold">{t("signUp.email")}</dt>
          <dd>
            <a href={`mailto:${agency.email}`} className="break-all text-orange-900 underline">
              {agency.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="font-semibold">{t("accounts.profile.address")}</dt>
          <dd>{agency.address}</dd>
        </div>
        <div>
          <dt className="font-semibold">{t("accounts.help.hours")}</dt>
          <dd>{agency.hours}</dd>
        </div>
      </dl>
    </ProfilePage>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "accounts.profile.menu.help");
}
