import { Form, Link, useNavigation } from "react-router";
import { assertAllowed, requireAllowed } from "~/shared/access/guard.server";
import { can } from "~/shared/access/policy";
import { ALERT_FREQUENCIES, MAX_ALERTS_PER_CLIENT, type AlertFrequency } from "~/shared/constants";
import { parseForm, typedValues } from "~/shared/form";
import { useT } from "~/shared/i18n/i18n-context";
import { alertSearchOf, MAX_ALERT_QUERY } from "~/shared/job-ui/alert-query";
import { MAX_SEARCH_LENGTH, PARAM } from "~/shared/job-ui/job-filters";
import { pageTitle } from "~/shared/meta";
import { readForm } from "~/shared/server/request.server";
import { requireWithinLimits, writeRules } from "~/shared/server/rate-limit.server";
import { actionResult, redirectWithToast } from "~/shared/server/toast.server";
import { FormError, RadioGroupField, SubmitButton } from "~/shared/ui/form";
import { useToast } from "~/shared/ui/toast";
import type { Route } from "./+types/new-alert";
import { NewAlertSchema } from "./alert-form";
import { useAlertSearchText } from "./alert-summary";
import { alertChannels, alertContact, createAlert, findAlertClient } from "./alerts.server";
import { pageMessages } from "./messages.server";

// "Tell me about new jobs like these", /alerts/new?<the job list's query>: a client saves the
// search they were looking at; staff, with ?client=<id> from the client's page, save one for
// them. A plain form: it works before JavaScript loads.

const CLIENT_PARAM = "client";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAllowed(request, { action: "manageAlerts", client: null });
  const params = new URL(request.url).searchParams;
  const clientId = user.role === "client" ? user.id : (params.get(CLIENT_PARAM) ?? "");
  params.delete(CLIENT_PARAM);
  const client = await findAlertClient(clientId);
  if (client) assertAllowed(user, { action: "manageAlerts", client });
  const query = params.toString().slice(0, MAX_ALERT_QUERY);
  return {
    client: client && { id: client.id, name: client.name, contact: alertContact(client) },
    channels: client ? alertChannels(client) : [],
    forSomeoneElse: client !== null && client.id !== user.id,
    query,
    search: alertSearchOf(query),
    messages: pageMessages(request),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireAllowed(request, { action: "manageAlerts", client: null });
  const form = await readForm(request);
  const parsed = parseForm(NewAlertSchema, form);
  if (!parsed.ok) return actionResult(request, 400, { errors: parsed.errors, values: typedValues(form) });
  const client = await findAlertClient(user.role === "client" ? user.id : (parsed.data.clientId ?? ""));
  if (!client || !can(user, { action: "manageAlerts", client })) {
    return actionResult(request, client ? 403 : 400, {
      values: typedValues(form),
      toast: { type: "error", key: client ? "jobAlerts.error.forbidden" : "jobAlerts.error.notFound" },
    });
  }
  await requireWithinLimits(request, [[writeRules().alert, user.id]]);
  const result = await createAlert(user, client, parsed.data);
  if (result.ok) {
    const self = client.id === user.id;
    throw await redirectWithToast(self ? "/profile/alerts" : `/admin/users/client/${client.id}`, {
      type: "success",
      key: self ? "jobAlerts.toast.saved" : "jobAlerts.toast.savedForClient",
      vars: { name: client.name },
    });
  }
  if (result.field !== "form") {
    return actionResult(request, result.status, {
      errors: { [result.field]: result.error },
      values: typedValues(form),
    });
  }
  return actionResult(request, result.status, {
    values: typedValues(form),
    toast: { type: "error", key: result.error, vars: { max: MAX_ALERTS_PER_CLIENT } },
  });
}

export default function NewAlert({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const searchText = useAlertSearchText();
  const pending = useNavigation().state === "submitting";
  const { client, channels, forSomeoneElse, query, search } = loaderData;
  useToast(actionData?.toast);
  const frequency = (actionData?.values?.frequency as AlertFrequency | undefined) ?? "daily";
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-4 p-4 md:p-6">
      <h1 className="text-2xl font-bold">{t("jobAlerts.new.title")}</h1>
      {!client || channels.length === 0 ? (
        <p className="rounded-lg bg-white p-4 ring-1 ring-stone-200">
          {t(client ? "jobAlerts.new.noChannel" : "jobAlerts.noClient")}
        </p>
      ) : (
        <>
          <p>{t("jobAlerts.new.intro")}</p>
          {forSomeoneElse && (
            <>
              <p className="font-medium">
                {t("jobAlerts.new.forClient", { name: client.name, email: client.contact })}
              </p>
              <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
                <input type="hidden" name={CLIENT_PARAM} value={client.id} />
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <label htmlFor="alert-words" className="font-medium">
                    {t("jobAlerts.staffWords")}
                  </label>
                  <input
                    id="alert-words"
                    name={PARAM.q}
                    type="search"
                    defaultValue={search.q}
                    maxLength={MAX_SEARCH_LENGTH}
                    className="min-h-11 rounded-md border border-stone-400 bg-white px-3"
                  />
                </div>
                <button
                  type="submit"
                  className="min-h-11 rounded-md border border-orange-800 px-4 font-semibold text-orange-900 hover:bg-orange-50"
                >
                  {t("jobAlerts.staffApply")}
                </button>
              </Form>
            </>
          )}
          <Form method="post" className="flex flex-col gap-5 rounded-lg bg-white p-4 ring-1 ring-stone-200">
            <FormError error={actionData?.errors?.query} />
            <div>
              <h2 className="font-medium">{t("jobAlerts.new.search")}</h2>
              <p className="text-lg">{searchText(search)}</p>
              <Link to={`/jobs${query ? `?${query}` : ""}`} className="font-medium text-orange-900 underline">
                {t("jobAlerts.seeJobs")}
              </Link>
            </div>
            <input type="hidden" name="query" value={query} />
            <input type="hidden" name="clientId" value={client.id} />
            <RadioGroupField
              name="frequency"
              legend={t("jobAlerts.frequencyLabel")}
              options={ALERT_FREQUENCIES.map((value) => ({ value, label: t(`jobAlerts.frequency.${value}`) }))}
              defaultValue={frequency}
              error={actionData?.errors?.frequency}
              required
            />
            <RadioGroupField
              name="channel"
              legend={t("jobAlerts.channelLabel")}
              options={channels.map(({ channel, to }) => ({
                value: channel,
                label:
                  channel === "sms"
                    ? t("jobAlerts.channel.sms", { phone: to })
                    : t("jobAlerts.channel.email", { email: to }),
              }))}
              defaultValue={actionData?.values?.channel ?? channels[0]?.channel}
              error={actionData?.errors?.channel}
              required
            />
            <div>
              <SubmitButton pending={pending} pendingLabel={t("jobAlerts.saving")}>
                {t("jobAlerts.save")}
              </SubmitButton>
            </div>
          </Form>
        </>
      )}
    </section>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "jobAlerts.new.title");
}
