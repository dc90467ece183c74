import { Form, Link, useNavigation } from "react-router";
import { assertAllowed } from "~/shared/access/guard.server";
import { requireUser, type SessionUser } from "~/shared/server/auth.server";
import { ALERT_FREQUENCIES } from "~/shared/constants";
import { parseForm } from "~/shared/form";
import { useT } from "~/shared/i18n/i18n-context";
import type { MessageKey } from "~/shared/i18n/i18n";
import { pageTitle } from "~/shared/meta";
import { readForm } from "~/shared/server/request.server";
import { requireWithinLimits, writeRules } from "~/shared/server/rate-limit.server";
import { actionResult, redirectWithToast } from "~/shared/server/toast.server";
import { SelectField } from "~/shared/ui/form";
import { useToast } from "~/shared/ui/toast";
import type { Route } from "./+types/profile-alerts";
import { AlertFrequencySchema, AlertIdSchema } from "./alert-form";
import { useAlertSearchText } from "./alert-summary";
import { changeAlert, listAlerts, type AlertChange } from "./alerts.server";
import { pageMessages } from "./messages.server";

// Setting → Job alerts, /profile/alerts: a client's alerts, each paused or turned back on, its
// frequency changed, or deleted after a confirmation (?confirm=<id>, a plain link, so it asks
// the same way with or without JavaScript).

const CONFIRM_PARAM = "confirm";

/** The page is a client's own list: staff set alerts up from the client's page instead. */
async function requireAlertOwner(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  assertAllowed(user, { action: "manageAlerts", client: { id: user.id, role: user.role } });
  return user;
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAlertOwner(request);
  const alerts = await listAlerts(user.id);
  const confirming = new URL(request.url).searchParams.get(CONFIRM_PARAM);
  return {
    alerts,
    confirming: alerts.some((alert) => alert.id === confirming) ? confirming : null,
    messages: pageMessages(request),
  };
}

const DONE: Record<AlertChange["kind"], MessageKey> = {
  pause: "jobAlerts.toast.paused",
  resume: "jobAlerts.toast.resumed",
  frequency: "jobAlerts.toast.changed",
  delete: "jobAlerts.toast.deleted",
};

export async function action({ request }: Route.ActionArgs) {
  const user = await requireAlertOwner(request);
  const form = await readForm(request);
  const intent = form.get("intent");
  let change: AlertChange | null = null;
  if (intent === "pause" || intent === "resume" || intent === "delete") change = { kind: intent };
  else if (intent === "frequency") {
    const parsed = parseForm(AlertFrequencySchema, form);
    if (parsed.ok) change = { kind: "frequency", frequency: parsed.data.frequency };
  }
  const target = parseForm(AlertIdSchema, form);
  if (!change || !target.ok) {
    return actionResult(request, 400, { toast: { type: "error", key: "jobAlerts.error.frequency" } });
  }
  await requireWithinLimits(request, [[writeRules().alert, user.id]]);
  if (!(await changeAlert(user.id, target.data.alertId, change))) {
    return actionResult(request, 404, { toast: { type: "error", key: "jobAlerts.error.notFound" } });
  }
  throw await redirectWithToast("/profile/alerts", { type: "success", key: DONE[change.kind] });
}

export default function ProfileAlerts({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const searchText = useAlertSearchText();
  const busy = useNavigation().state !== "idle";
  const { alerts, confirming } = loaderData;
  useToast(actionData?.toast);
  const button = "min-h-11 rounded-md border border-stone-400 px-4 font-medium hover:bg-stone-100";
  return (
    <section className="rounded-lg bg-white p-4 ring-1 ring-stone-200 md:p-6">
      <Link to="/profile" className="mb-2 flex min-h-11 items-center font-medium text-orange-900 underline md:hidden">
        {t("nav.setting")}
      </Link>
      <h2 className="text-xl font-bold">{t("nav.jobAlerts")}</h2>
      {alerts.length === 0 ? (
        <div className="mt-4 flex flex-col items-start gap-3">
          <p>{t("jobAlerts.list.empty")}</p>
          <Link to="/jobs" className="font-medium text-orange-900 underline">
            {t("jobAlerts.list.findJobs")}
          </Link>
        </div>
      ) : (
        <ul className="mt-4 flex flex-col gap-4">
          {alerts.map((alert) => (
            <li key={alert.id} className="flex flex-col gap-3 rounded-md border border-stone-300 p-3">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <Link to={`/jobs${alert.query ? `?${alert.query}` : ""}`} className="font-semibold underline">
                  {searchText(alert.search)}
                </Link>
                <span
                  className={`rounded-full px-2 text-sm font-medium ${alert.active ? "bg-green-100 text-green-900" : "bg-stone-200 text-stone-800"}`}
                >
                  {t(alert.active ? "jobAlerts.list.on" : "jobAlerts.list.paused")}
                </span>
              </div>
              <Form method="post" className="flex flex-wrap items-end gap-2">
                <input type="hidden" name="alertId" value={alert.id} />
                <div className="min-w-48 flex-1">
                  <SelectField
                    id={`frequency-${alert.id}`}
                    name="frequency"
                    label={t("jobAlerts.frequencyLabel")}
                    defaultValue={alert.frequency}
                    options={ALERT_FREQUENCIES.map((value) => ({ value, label: t(`jobAlerts.frequency.${value}`) }))}
                  />
                </div>
                <button type="submit" name="intent" value="frequency" disabled={busy} className={button}>
                  {t("jobAlerts.list.change")}
                </button>
              </Form>
              {confirming === alert.id ? (
                <Form method="post" className="flex flex-col gap-2 rounded-md bg-red-50 p-3" role="alert">
                  <p>{t("jobAlerts.list.confirmDelete", { search: searchText(alert.search, true) })}</p>
                  <input type="hidden" name="alertId" value={alert.id} />
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="submit"
                      name="intent"
                      value="delete"
                      disabled={busy}
                      className="min-h-11 rounded-md bg-red-800 px-4 font-semibold text-white hover:bg-red-900"
                    >
                      {t("jobAlerts.list.confirm")}
                    </button>
                    <Link to="/profile/alerts" replace className={`${button} flex items-center`}>
                      {t("jobAlerts.list.cancel")}
                    </Link>
                  </div>
                </Form>
              ) : (
                <div className="flex flex-wrap gap-2">
                  <Form method="post">
                    <input type="hidden" name="alertId" value={alert.id} />
                    <button
                      type="submit"
                      name="intent"
                      value={alert.active ? "pause" : "resume"}
                      disabled={busy}
                      className={button}
                    >
                      {t(alert.active ? "jobAlerts.list.pause" : "jobAlerts.list.resume")}
                    </button>
                  </Form>
                  <Link
                    to={`?${CONFIRM_PARAM}=${alert.id}`}
                    preventScrollReset
                    className={`${button} flex items-center text-red-900`}
                  >
                    {t("jobAlerts.list.delete")}
                  </Link>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "nav.jobAlerts");
}
