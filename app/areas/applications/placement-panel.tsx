import { Form, Link } from "react-router";
import type { ActionResult } from "~/shared/action-result";
import { intlLocale, type TFunction } from "~/shared/i18n/i18n";
import { useI18n, useT } from "~/shared/i18n/i18n-context";
import { useJobFormat } from "~/shared/job-ui/format";
import { centsText, isFullTime } from "~/shared/placement-rules";
import type { RequestStatus } from "~/shared/constants";
import { SubmitButton, TextAreaField } from "~/shared/ui/form";
import type { PlacementPanelData } from "./placement-action.server";
import { PlacementFields, type FormValues } from "./placement-fields";
import { NOTE_LIMIT } from "./request-forms";

// The request page's placement part: "Record the hire" while the request is Applied or at
// Interview, then the placement (and the better jobs that followed it) with its check-ins and a
// correction form; after a hire that filled the job's openings, the question whether to mark the
// job filled, answered with a form or a link, so it works without JavaScript.

const BOX = "flex flex-col gap-3 rounded-lg bg-white p-4 ring-1 ring-stone-200";

/** The history's words for a placement step that changes no status (null: not one of these). */
export function placementEventText(t: TFunction, kind: string | null): string | null {
  if (kind === "placement.correct") return t("applications.placement.history.corrected");
  if (kind === "checkIn.record") return t("applications.followUps.history.recorded");
  return null;
}

/** What a placement's form shows before anyone typed: the placement as it stands. */
function placementValues(placement: PlacementPanelData["placements"][number]): FormValues {
  return {
    startDate: placement.startDate,
    pay: centsText(placement.payCents),
    payPeriod: placement.payPeriod,
    hoursPerWeek: String(placement.hoursPerWeek),
    employmentType: placement.employmentType,
    benefits: placement.benefits,
    benefitsFrom: placement.benefitsFrom ?? "",
  };
}

export function PlacementPanel(props: {
  data: PlacementPanelData;
  status: RequestStatus;
  version: number;
  /** This page without the openings question: "Not now" leads there. */
  path: string;
  actionData: ActionResult | undefined;
  pending: boolean;
}) {
  const t = useT();
  const { locale } = useI18n();
  const format = useJobFormat();
  const { data, actionData } = props;
  const sent = (intent: string) => (actionData?.intent === intent ? actionData : undefined);
  const money = (cents: number) => format.wage(cents / 100, "Hourly");
  return (
    <>
      {data.openings && (
        <section aria-labelledby="openings-title" className={`${BOX} border-s-4 border-amber-600`}>
          <h2 id="openings-title" className="text-lg font-semibold">
            {t("applications.openings.allFilled", { count: data.openings.openings, title: data.openings.title })}
          </h2>
          <p>{t("applications.openings.explain")}</p>
          <p>{t("applications.openings.others", { count: data.openings.others })}</p>
          <div className="flex flex-wrap items-center gap-3">
            <Form method="post">
              <input type="hidden" name="intent" value="placement.markFilled" />
              <SubmitButton pending={props.pending} pendingLabel={t("applications.saving")}>
                {t("applications.openings.confirm")}
              </SubmitButton>
            </Form>
            <Link to={props.path} className="flex min-h-11 items-center px-2 font-medium text-orange-900 underline">
              {t("applications.openings.decline")}
            </Link>
          </div>
        </section>
      )}

      {(props.status === "applied" || props.status === "interview") && (
        <Form method="post" className={BOX} aria-labelledby="hire-title">
          <h2 id="hire-title" className="text-lg font-semibold">
            {t("applications.placement.title")}
          </h2>
          <p className="text-stone-700">
            {t("applications.placement.intro", {
              days: new Intl.ListFormat(intlLocale(locale)).format(
                data.followUpDays.map((day) => new Intl.NumberFormat(intlLocale(locale)).format(day)),
              ),
            })}
          </p>
          <input type="hidden" name="intent" value="placement.record" />
          <input type="hidden" name="version" value={props.version} />
          <PlacementFields
            id="hire"
            values={sent("placement.record")?.values ?? {}}
            errors={sent("placement.record")?.errors}
          />
          <TextAreaField
            id="hire-note"
            name="note"
            label={t("applications.placement.note")}
            hint={t("applications.placement.noteHint")}
            maxLength={NOTE_LIMIT}
            rows={2}
            defaultValue={sent("placement.record")?.values?.note ?? ""}
            error={sent("placement.record")?.errors?.note}
          />
          <div>
            <SubmitButton pending={props.pending} pendingLabel={t("applications.saving")}>
              {t("applications.placement.submit")}
            </SubmitButton>
          </div>
        </Form>
      )}

      {data.placements.map((placement) => {
        const correcting = sent("placement.correct")?.values?.placementId === placement.id;
        const heading = t("applications.placement.heading", { title: placement.title, company: placement.company });
        return (
          <section key={placement.id} aria-label={heading} className={BOX}>
            <h2 className="text-lg font-semibold">{heading}</h2>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              <dt className="font-medium">{t("applications.placement.startDate")}</dt>
              <dd>{format.day(placement.startDate)}</dd>
              <dt className="font-medium">{t("applications.placement.pay")}</dt>
              <dd>
                {t(`applications.placement.per.${placement.payPeriod}`, { amount: money(placement.payCents) })}
                {placement.payPeriod !== "hour" &&
                  ` (${t("applications.placement.per.hour", { amount: money(placement.hourlyCents) })})`}
              </dd>
              <dt className="font-medium">{t("applications.placement.hoursPerWeek")}</dt>
              <dd>
                {t(
                  isFullTime(placement.hoursPerWeek, data.fullTimeHours)
                    ? "applications.placement.fullTime"
                    : "applications.placement.partTime",
                  { hours: placement.hoursPerWeek },
                )}
              </dd>
              <dt className="font-medium">{t("applications.placement.employmentType")}</dt>
              <dd>{t(`applications.placement.type.${placement.employmentType}`)}</dd>
              <dt className="font-medium">{t("applications.placement.benefits")}</dt>
              <dd>
                {placement.benefits === "offeredFrom" && placement.benefitsFrom
                  ? t("applications.placement.benefitsFromDate", { date: format.day(placement.benefitsFrom) })
                  : t(`applications.placement.benefits.${placement.benefits}`)}
              </dd>
              {placement.endedOn && placement.endReason && (
                <>
                  <dt className="font-medium">{t("applications.placement.ended")}</dt>
                  <dd>
                    {t("applications.placement.endedOn", {
                      date: format.day(placement.endedOn),
                      reason: t(`applications.followUps.reason.${placement.endReason}`),
                    })}
                  </dd>
                </>
              )}
            </dl>
            {placement.checkIns.length > 0 && (
              <>
                <h3 className="font-semibold">{t("applications.placement.checkIns")}</h3>
                <ul className="flex flex-col gap-1">
                  {placement.checkIns.map((checkIn) => (
                    <li key={checkIn.id}>
                      <Link
                        to={`/admin/follow-ups/${checkIn.id}`}
                        className="flex min-h-11 items-center font-medium text-orange-900 underline"
                      >
                        {t("applications.placement.checkIn", { day: checkIn.day, date: format.day(checkIn.dueOn) })}
                        {" · "}
                        {t(
                          !checkIn.recorded
                            ? "applications.placement.checkInOpen"
                            : checkIn.working
                              ? "applications.placement.checkInWorking"
                              : "applications.placement.checkInNotWorking",
                        )}
                      </Link>
                    </li>
                  ))}
                </ul>
              </>
            )}
            <details open={correcting} className="rounded-md bg-stone-50 p-3">
              <summary className="flex min-h-11 cursor-pointer items-center font-medium">
                {t("applications.placement.correct")}
              </summary>
              <Form method="post" className="mt-3 flex flex-col gap-3">
                <input type="hidden" name="intent" value="placement.correct" />
                <input type="hidden" name="placementId" value={placement.id} />
                <input type="hidden" name="version" value={placement.version} />
                <PlacementFields
                  id={`correct-${placement.id}`}
                  values={correcting ? (sent("placement.correct")?.values ?? {}) : placementValues(placement)}
                  errors={correcting ? sent("placement.correct")?.errors : undefined}
                />
                <div>
                  <SubmitButton pending={props.pending} pendingLabel={t("applications.saving")}>
                    {t("applications.placement.correctSubmit")}
                  </SubmitButton>
                </div>
              </Form>
            </details>
          </section>
        );
      })}
    </>
  );
}
