import { data, Form, Link, useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";
import { requireAllowed, requirePage } from "~/shared/access/guard.server";
import { typedValues } from "~/shared/form";
import { intlLocale } from "~/shared/i18n/i18n";
import { useI18n, useT } from "~/shared/i18n/i18n-context";
import { useJobFormat } from "~/shared/job-ui/format";
import { pageTitle } from "~/shared/meta";
import { END_REASONS, PAY_PERIODS } from "~/shared/constants";
import { pathId, readForm } from "~/shared/server/request.server";
import { actionResult, redirectWithToast } from "~/shared/server/toast.server";
import { RadioGroupField, SelectField, SubmitButton, TextAreaField, TextField } from "~/shared/ui/form";
import type { Route } from "./+types/follow-up-check-in";
import { getCheckIn, recordCheckIn } from "./follow-ups.server";
import { pageMessages } from "./messages.server";
import { NEXT, parseCheckIn } from "./placement-forms";
import { fieldName, PlacementFields } from "./placement-fields";
import { RefusalNotice } from "./refusal-notice";
import { NOTE_LIMIT } from "./request-forms";

// One check-in, /admin/follow-ups/:checkInId: the person, the job and when the call is due, and
// what staff record once they reach the person. "No" ends the placement and offers a new job
// search for them; "a better job" records it as their next placement. The form sends the
// check-in's version and its placement: a change meanwhile is refused with 409, a check-in of
// another placement as missing, and the page shows what it says now.
export async function loader({ request, params }: Route.LoaderArgs) {
  await requirePage(request, "followUps");
  const found = await getCheckIn(pathId(params, "checkInId"));
  if (!found) throw data(null, { status: 404 });
  const { checkIn, client } = found;
  return {
    ...found,
    checkIn: { ...checkIn, recordedAt: checkIn.recordedAt?.toISOString() ?? null },
    // The new-request page finds the person by what it searches: their name or email.
    newSearch: client ? `/admin/applications/new?client=${encodeURIComponent(client.email)}` : null,
    messages: pageMessages(request),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireAllowed(request, { action: "managePlacements" });
  const checkInId = pathId(params, "checkInId");
  const form = await readForm(request);
  const parsed = parseCheckIn(form);
  if (!parsed.ok) {
    if (parsed.errors.version) {
      return actionResult(request, 409, { toast: { type: "error", key: "applications.followUps.conflict" } });
    }
    return actionResult(request, 400, { errors: parsed.errors, values: typedValues(form) });
  }
  const result = await recordCheckIn(user, checkInId, parsed.data);
  if (!result.ok) {
    return actionResult(request, result.status, {
      values: typedValues(form),
      ...(result.errors ? { errors: result.errors } : {}),
      ...(result.error ? { toast: { type: "error" as const, key: result.error } } : {}),
    });
  }
  throw await redirectWithToast(`/admin/follow-ups/${checkInId}`, {
    type: "success",
    key: "applications.followUps.saved",
  });
}

// A refusal (someone else recorded it first) must show what it says now.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" || defaultShouldRevalidate;
}

const BOX = "flex flex-col gap-3 rounded-lg bg-white p-4 ring-1 ring-stone-200";

export default function FollowUpCheckIn({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const format = useJobFormat();
  const { locale } = useI18n();
  const pending = useNavigation().state === "submitting";
  const { checkIn, placement, client, request } = loaderData;
  const values = actionData?.values ?? {};
  const errors = actionData?.errors;
  const name = client?.name ?? "—";
  const money = (cents: number) => format.wage(cents / 100, "Hourly");
  const text = (field: string) => ({
    id: field,
    name: field,
    defaultValue: values[field] ?? "",
    error: errors?.[field],
  });
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-4 p-4 md:p-6">
      <Link
        to="/admin/follow-ups"
        className="flex min-h-11 items-center self-start font-medium text-orange-900 underline"
      >
        {t("applications.followUps.back")}
      </Link>
      <h1 className="text-2xl font-bold">{t("applications.followUps.checkInTitle", { day: checkIn.day, name })}</h1>
      <RefusalNotice toast={actionData?.toast} />
      <div className={BOX}>
        <h2 className="text-lg font-semibold">
          {t("applications.placement.heading", { title: placement.title, company: placement.company })}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="font-medium">{t("applications.placement.startDate")}</dt>
          <dd>{format.day(placement.startDate)}</dd>
          <dt className="font-medium">{t("applications.placement.pay")}</dt>
          <dd>{t(`applications.placement.per.${placement.payPeriod}`, { amount: money(placement.payCents) })}</dd>
          <dt className="font-medium">{t("applications.placement.hoursPerWeek")}</dt>
          <dd>{new Intl.NumberFormat(intlLocale(locale)).format(placement.hoursPerWeek)}</dd>
          <dt className="font-medium">{t("applications.followUps.dueOn")}</dt>
          <dd>{format.day(checkIn.dueOn)}</dd>
          {client?.phone && (
            <>
              <dt className="font-medium">{t("applications.request.phone")}</dt>
              <dd dir="ltr" className="text-start">
                {client.phone}
              </dd>
            </>
          )}
        </dl>
        <p className="flex flex-wrap gap-x-4">
          {request && (
            <Link
              to={`/admin/applications/${request.status}/${request.id}`}
              className="flex min-h-11 items-center font-medium text-orange-900 underline"
            >
              {t("applications.followUps.openRequest")}
            </Link>
          )}
          {client && (
            <Link
              to={`/admin/users/client/${client.id}`}
              className="flex min-h-11 items-center font-medium text-orange-900 underline"
            >
              {t("applications.followUps.openPerson")}
            </Link>
          )}
        </p>
      </div>

      {checkIn.recordedAt && (
        <div className={BOX}>
          <h2 className="text-lg font-semibold">{t("applications.followUps.recordedTitle")}</h2>
          <p>
            {t("applications.followUps.recordedBy", {
              name: checkIn.recordedByName ?? t("applications.history.deleted"),
              date: format.date(new Date(checkIn.recordedAt)),
            })}
          </p>
          <p className="font-medium">
            {checkIn.working
              ? t("applications.followUps.answerWorking")
              : t("applications.followUps.answerEnded", {
                  reason: checkIn.reason ? t(`applications.followUps.reason.${checkIn.reason}`) : "—",
                  date: placement.endedOn ? format.day(placement.endedOn) : "—",
                })}
          </p>
          {checkIn.note && (
            <p dir="auto" className="whitespace-pre-wrap">
              {checkIn.note}
            </p>
          )}
        </div>
      )}

      {placement.endedOn && loaderData.newSearch && (
        <div className={`${BOX} border-s-4 border-amber-600`}>
          <p>{t("applications.followUps.reopenIntro", { name })}</p>
          <Link
            to={loaderData.newSearch}
            className="flex min-h-11 items-center self-start rounded-md bg-orange-800 px-4 font-semibold text-white hover:bg-orange-900"
          >
            {t("applications.followUps.reopen", { name })}
          </Link>
        </div>
      )}

      {!checkIn.recordedAt && !placement.endedOn && (
        <Form method="post" className={BOX}>
          <h2 className="text-lg font-semibold">{t("applications.followUps.recordTitle")}</h2>
          <input type="hidden" name="version" value={checkIn.version} />
          <input type="hidden" name="placementId" value={placement.id} />
          <RadioGroupField
            name="working"
            legend={t("applications.followUps.working")}
            defaultValue={values.working}
            error={errors?.working}
            options={[
              { value: "yes", label: t("applications.followUps.yes") },
              { value: "no", label: t("applications.followUps.no") },
            ]}
          />
          <RadioGroupField
            name="reason"
            legend={t("applications.followUps.reason")}
            defaultValue={values.reason}
            error={errors?.reason}
            options={END_REASONS.map((reason) => ({
              value: reason,
              label: t(`applications.followUps.reason.${reason}`),
            }))}
          />
          <TextField
            {...text("lastDay")}
            type="date"
            label={t("applications.followUps.lastDay")}
            hint={t("applications.followUps.lastDayHint")}
          />
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField {...text("hoursNow")} inputMode="decimal" label={t("applications.followUps.hoursNow")} />
            <TextField {...text("payNow")} inputMode="decimal" label={t("applications.followUps.payNow")} />
            <SelectField
              {...text("payNowPeriod")}
              label={t("applications.placement.payPeriod")}
              options={PAY_PERIODS.map((period) => ({
                value: period,
                label: t(`applications.placement.period.${period}`),
              }))}
            />
          </div>
          <TextAreaField
            {...text("note")}
            label={t("applications.followUps.note")}
            hint={t("applications.followUps.noteHint")}
            maxLength={NOTE_LIMIT}
            rows={3}
          />
          <fieldset className="flex flex-col gap-3 rounded-md bg-stone-50 p-3">
            <legend className="font-semibold">{t("applications.followUps.nextTitle")}</legend>
            <p className="text-stone-700">{t("applications.followUps.nextHint")}</p>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                {...text(fieldName(NEXT, "company"))}
                label={t("applications.followUps.nextCompany")}
                maxLength={160}
              />
              <TextField
                {...text(fieldName(NEXT, "title"))}
                label={t("applications.followUps.nextJob")}
                maxLength={120}
              />
            </div>
            <PlacementFields id="next" prefix={NEXT} values={values} errors={errors} required={false} />
          </fieldset>
          <div>
            <SubmitButton pending={pending} pendingLabel={t("applications.saving")}>
              {t("applications.followUps.submit")}
            </SubmitButton>
          </div>
        </Form>
      )}
    </section>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "applications.followUps.checkInPageTitle");
}
