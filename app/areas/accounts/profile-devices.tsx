import { Form, useNavigation } from "react-router";
import { SubmitButton } from "~/shared/ui/form";
import { useI18n } from "~/shared/i18n/i18n-context";
import { intlLocale } from "~/shared/i18n/i18n";
import { requirePage } from "~/shared/access/guard.server";
import { pageTitle } from "~/shared/meta";
import { getSessionId } from "~/shared/server/auth.server";
import { requireWithinLimits, writeRules } from "~/shared/server/rate-limit.server";
import { signedInDevices, signOutOtherDevices } from "~/shared/server/second-factor.server";
import { redirectWithToast } from "~/shared/server/toast.server";
import type { Route } from "./+types/profile-devices";
import { deviceName } from "./device-name";
import { pageMessages } from "./messages.server";
import { ProfilePage } from "./profile-page";

// Where the account is signed in (each session: when, which browser, from which address), and
// a way to end every session but this one: a lost phone, a shared computer left signed in.

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePage(request, "profile");
  const devices = await signedInDevices(user.id, await getSessionId(request));
  return {
    devices: devices.map((device) => ({
      ...deviceName(device.userAgent),
      id: device.id,
      current: device.current,
      signedInAt: device.signedInAt.toISOString(),
      lastSeenAt: device.lastSeenAt.toISOString(),
      address: device.address,
    })),
    messages: pageMessages(request),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requirePage(request, "profile");
  const sessionId = await getSessionId(request);
  await requireWithinLimits(request, [[writeRules().profile, user.id]]);
  if (sessionId) await signOutOtherDevices(user.id, sessionId);
  throw await redirectWithToast("/profile/devices", { type: "success", key: "accounts.devices.signedOutOthers" });
}

export default function ProfileDevices({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const navigation = useNavigation();
  // UTC, named as such: the server and the browser render the same text, whatever their zones.
  const time = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: "medium", timeStyle: "long", timeZone: "UTC" });
  const at = (iso: string) => <time dateTime={iso}>{time.format(new Date(iso))}</time>;
  const others = loaderData.devices.some((device) => !device.current);

  return (
    <ProfilePage title={t("accounts.profile.menu.devices")}>
      <p className="text-stone-700">{t("accounts.devices.intro")}</p>
      <ul className="mt-4 flex flex-col gap-3">
        {loaderData.devices.map((device) => (
          <li key={device.id} className="rounded-md p-3 ring-1 ring-stone-200">
            <p className="font-semibold">
              {device.browser && device.system
                ? t("accounts.devices.name", { browser: device.browser, system: device.system })
                : (device.browser ?? device.system ?? t("accounts.devices.unknown"))}
              {device.current && (
                <span className="ms-2 rounded bg-green-100 px-2 text-sm text-green-900">
                  {t("accounts.devices.this")}
                </span>
              )}
            </p>
            <p className="text-sm text-stone-700">
              {t("accounts.devices.signedInAt")} {at(device.signedInAt)}
            </p>
            <p className="text-sm text-stone-700">
              {t("accounts.devices.lastSeenAt")} {at(device.lastSeenAt)}
            </p>
            {device.address && (
              <p className="text-sm text-stone-700">
                {t("accounts.devices.address")} <span dir="ltr">{device.address}</span>
              </p>
            )}
          </li>
        ))}
      </ul>
      {others ? (
        <Form method="post" className="mt-4">
          <SubmitButton pending={navigation.state === "submitting"} pendingLabel={t("common.users.saving")}>
            {t("accounts.devices.signOutOthers")}
          </SubmitButton>
        </Form>
      ) : (
        <p className="mt-4 text-stone-700">{t("accounts.devices.noOthers")}</p>
      )}
    </ProfilePage>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "accounts.profile.menu.devices");
}
