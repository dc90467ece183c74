import { data, Form, useNavigation } from "react-router";
import { useT } from "~/shared/i18n/i18n-context";
import { pageTitle } from "~/shared/meta";
import { readForm } from "~/shared/server/request.server";
import { clientAddress, requireWithinLimits, writeRules } from "~/shared/server/rate-limit.server";
import { SubmitButton } from "~/shared/ui/form";
import { PublicPage } from "~/shared/ui/public-page";
import type { Route } from "./+types/stop-alert";
import { useAlertSearchText } from "./alert-summary";
import { alertOfStopLink, stopAlertByLink } from "./alerts.server";
import { pageMessages } from "./messages.server";

// The stop link of a digest, /alerts/stop?token=…: no sign-in, the token is the permission.
// Opening it changes nothing (mail scanners follow links); the button on the page stops the
// alert (pauses it: the client can turn it back on under Setting).

// The links carry 24 characters; anything much longer is not one of them and is not hashed.
const MAX_TOKEN = 100;

function tokenOf(value: unknown): string {
  return typeof value === "string" && value.length <= MAX_TOKEN ? value : "";
}

export async function loader({ request }: Route.LoaderArgs) {
  const token = tokenOf(new URL(request.url).searchParams.get("token"));
  const alert = token ? await alertOfStopLink(token) : null;
  return {
    token,
    alert: alert && { search: alert.search, channel: alert.channel, to: alert.to, active: alert.active },
    messages: pageMessages(request),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const token = tokenOf((await readForm(request)).get("token"));
  // Counted before the token is looked up, so that guessing tokens is bounded too.
  await requireWithinLimits(request, [[writeRules().alertStopAddress, clientAddress(request)]]);
  const stopped = token ? await stopAlertByLink(token) : false;
  return data({ stopped }, { status: stopped ? 200 : 400 });
}

export default function StopAlert({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const searchText = useAlertSearchText();
  const pending = useNavigation().state === "submitting";
  const { alert, token } = loaderData;
  let content;
  if (actionData?.stopped) content = <p role="status">{t("jobAlerts.stop.done")}</p>;
  else if (!alert || actionData) content = <p role="alert">{t("jobAlerts.stop.invalid")}</p>;
  else if (!alert.active) content = <p>{t("jobAlerts.stop.already")}</p>;
  else {
    content = (
      <Form method="post" className="flex flex-col gap-4">
        <p>
          {alert.channel === "sms"
            ? t("jobAlerts.stop.bodySms", { search: searchText(alert.search, true), phone: alert.to })
            : t("jobAlerts.stop.body", { search: searchText(alert.search, true), email: alert.to })}
        </p>
        <input type="hidden" name="token" value={token} />
        <div>
          <SubmitButton pending={pending} pendingLabel={t("jobAlerts.stop.stopping")}>
            {t(alert.channel === "sms" ? "jobAlerts.stop.buttonSms" : "jobAlerts.stop.button")}
          </SubmitButton>
        </div>
      </Form>
    );
  }
  return (
    <PublicPage>
      <h1 className="mb-4 text-2xl font-bold">{t("jobAlerts.stop.title")}</h1>
      {content}
    </PublicPage>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "jobAlerts.stop.title");
}
