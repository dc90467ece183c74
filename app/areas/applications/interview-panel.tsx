import { Form, Link } from "react-router";
import { toZonedTime } from "~/shared/agency-time";
import type { ActionResult } from "~/shared/action-result";
import { INTERVIEW_PLACES, type InterviewState } from "~/shared/constants";
import type { MessageKey } from "~/shared/i18n/i18n";
import { useI18n } from "~/shared/i18n/i18n-context";
import { formatPhone } from "~/shared/phone";
import { SelectField, SubmitButton, TextField } from "~/shared/ui/form";
import { formatZonedDateTime } from "~/shared/zoned-format";
import { INTERPRETER_LANGUAGES, INTERVIEW_TEXT_LIMIT } from "./interview-forms";
import type { InterviewView } from "./interviews.server";

// The request page's Interviews section: the request's interviews with what the job seeker needs
// to know, a form to schedule one, and for each one still set its steps: move it (the details
// filled in), cancel it (asked again first, on the page itself, so it works without JavaScript),
// mark it done or a no-show. Times are typed and shown as the agency's wall-clock time.

const BOX = "flex flex-col gap-3 rounded-lg bg-white p-4 ring-1 ring-stone-200";
const BUTTON = "min-h-11 rounded-md border border-stone-400 px-3 font-medium hover:bg-stone-100";

const STATE_COLOURS: Record<InterviewState, string> = {
  scheduled: "bg-sky-100 text-sky-900",
  cancelled: "bg-stone-200 text-stone-800",
  done: "bg-green-100 text-green-900",
  noShow: "bg-amber-100 text-amber-900",
};

/** The history's words for an interview step ("interview.reschedule"), or null for another kind of step. */
export function interviewEventLabel(kind: string | null): MessageKey | null {
  const step = kind?.startsWith("interview.") ? kind.slice("interview.".length) : null;
  switch (step) {
    case "schedule":
    case "reschedule":
    case "cancel":
    case "done":
    case "noShow":
    case "cantCome":
      return `applications.interview.history.${step}`;
    default:
      return null;
  }
}

/** Where an interview takes place, as a person reads it. */
export function placeShown(interview: Pick<InterviewView, "placeKind" | "place">): string {
  return interview.placeKind === "phone" ? formatPhone(interview.place) : interview.place;
}

interface PanelProps {
  interviews: InterviewView[];
  /** The agency's zone: times are typed and shown in it. */
  zone: string;
  /** The app's clock, so the time field offers no time already past. */
  now: string;
  requestVersion: number;
  canSchedule: boolean;
  /** The interview whose cancellation is being confirmed (`?cancelInterview=<id>`). */
  confirmCancel: string | null;
  actionData: ActionResult | undefined;
  pending: boolean;
}

export function InterviewPanel(props: PanelProps) {
  const { t, locale } = useI18n();
  const { interviews, zone } = props;
  const sent = (intent: string, interviewId?: string) =>
    props.actionData?.intent === intent && (!interviewId || props.actionData.values?.interviewId === interviewId)
      ? props.actionData
      : undefined;
  return (
    <section aria-labelledby="interviews-title" className={BOX}>
      <h2 id="interviews-title" className="text-lg font-semibold">
        {t("applications.interview.title")}
      </h2>
      {interviews.length === 0 ? (
        <p>{t("applications.interview.none")}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {interviews.map((interview) => {
            const time = formatZonedDateTime(new Date(interview.startsAt), zone, locale);
            return (
              <li key={interview.id} id={`interview-${interview.id}`} className="border-s-4 border-sky-300 ps-3">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="font-semibold">{time}</p>
                  <span className={`rounded-full px-2 text-sm font-medium ${STATE_COLOURS[interview.state]}`}>
                    {t(`applications.interview.state.${interview.state}`)}
                  </span>
                  {interview.state === "scheduled" && interview.cantComeAt && (
                    <span className="rounded-full bg-red-100 px-2 text-sm font-semibold text-red-900">
                      {t("applications.interview.cantComeFlag")}
                    </span>
                  )}
                </div>
                <InterviewDetailList interview={interview} />
                {interview.state === "scheduled" && (
                  <InterviewSteps
                    {...props}
                    interview={interview}
                    time={time}
                    rescheduleResult={sent("interview.reschedule", interview.id)}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
      {props.canSchedule && (
        <Form method="post" className="flex flex-col gap-3 border-t border-stone-200 pt-3">
          <h3 className="font-semibold">{t("applications.interview.schedule.title")}</h3>
          <p className="text-sm text-stone-700">{t("applications.interview.schedule.hint")}</p>
          <input type="hidden" name="intent" value="interview.schedule" />
          <input type="hidden" name="version" value={props.requestVersion} />
          <InterviewFields idPrefix="new-interview" zone={zone} now={props.now} result={sent("interview.schedule")} />
          <div>
            <SubmitButton pending={props.pending} pendingLabel={t("applications.saving")}>
              {t("applications.interview.schedule.submit")}
            </SubmitButton>
          </div>
        </Form>
      )}
    </section>
  );
}

/** What the job seeker (and staff) need to know of an interview, besides its time; shared with My applications. */
export function InterviewDetailList({ interview }: { interview: InterviewView }) {
  const { t } = useI18n();
  const rows: [MessageKey, string, boolean][] = [
    ["applications.interview.label.where", placeShown(interview), interview.placeKind !== "address"],
    ["applications.interview.label.askFor", interview.askFor, false],
    ["applications.interview.label.bring", interview.bring, false],
    [
      "applications.interview.label.interpreter",
      interview.interpreter
        ? t(`jobs.language.${interview.interpreter as (typeof INTERPRETER_LANGUAGES)[number]}`)
        : "",
      false,
    ],
    ["applications.interview.label.travel", interview.travel, false],
  ];
  return (
    <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
      {rows
        .filter(([, value]) => value)
        .map(([label, value, leftToRight]) => (
          <div key={label} className="contents">
            <dt className="font-medium">{t(label)}</dt>
            <dd dir={leftToRight ? "ltr" : "auto"} className="text-start [overflow-wrap:anywhere]">
              {label === "applications.interview.label.where" && interview.placeKind === "video" ? (
                <a href={interview.place} className="text-orange-900 underline" rel="noreferrer">
                  {value}
                </a>
              ) : (
                value
              )}
            </dd>
          </div>
        ))}
    </dl>
  );
}

function InterviewSteps(
  props: PanelProps & { interview: InterviewView; time: string; rescheduleResult: ActionResult | undefined },
) {
  const { t } = useI18n();
  const { interview } = props;
  const hidden = (intent: string) => (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="interviewId" value={interview.id} />
      <input type="hidden" name="version" value={interview.version} />
    </>
  );
  return (
    <div className="mt-2 flex flex-col gap-2">
      {props.confirmCancel === interview.id ? (
        <Form method="post" className="flex flex-col gap-3 rounded-md bg-stone-100 p-3">
          <p className="font-medium">{t("applications.interview.cancel.question", { time: props.time })}</p>
          {hidden("interview.cancel")}
          <div className="flex flex-wrap items-center gap-4">
            <SubmitButton pending={props.pending} pendingLabel={t("applications.saving")}>
              {t("applications.interview.cancel.confirm")}
            </SubmitButton>
            <Link to="?" className="flex min-h-11 items-center font-medium text-orange-900 underline">
              {t("applications.interview.cancel.keep")}
            </Link>
          </div>
        </Form>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Link
            to={`?cancelInterview=${interview.id}#interview-${interview.id}`}
            className={`flex items-center ${BUTTON}`}
          >
            {t("applications.interview.cancel.action")}
          </Link>
          <Form method="post">
            {hidden("interview.done")}
            <button type="submit" className={BUTTON}>
              {t("applications.interview.done.action")}
            </button>
          </Form>
          <Form method="post">
            {hidden("interview.noShow")}
            <button type="submit" className={BUTTON}>
              {t("applications.interview.noShow.action")}
            </button>
          </Form>
        </div>
      )}
      {/* A new version closes it and fills it afresh with what the interview says now. */}
      <details
        key={interview.version}
        open={Boolean(props.rescheduleResult)}
        className="rounded-md border border-stone-300"
      >
        <summary className="flex min-h-11 cursor-pointer items-center px-3 font-medium">
          {t("applications.interview.reschedule.title")}
        </summary>
        <Form method="post" className="flex flex-col gap-3 p-3">
          {hidden("interview.reschedule")}
          <InterviewFields
            idPrefix={`interview-${interview.id}`}
            zone={props.zone}
            now={props.now}
            interview={interview}
            result={props.rescheduleResult}
          />
          <div>
            <SubmitButton pending={props.pending} pendingLabel={t("applications.saving")}>
              {t("applications.interview.reschedule.submit")}
            </SubmitButton>
          </div>
        </Form>
      </details>
    </div>
  );
}

/** The fields of an interview: empty for a new one, its details to move one; what was typed after a refusal. */
function InterviewFields(props: {
  idPrefix: string;
  zone: string;
  now: string;
  interview?: InterviewView;
  result: ActionResult | undefined;
}) {
  const { t } = useI18n();
  const { interview, result, idPrefix } = props;
  const errors = result?.errors;
  const typed = (name: keyof InterviewView & string, stored: string) => result?.values?.[name] ?? stored;
  const id = (name: string) => `${idPrefix}-${name}`;
  const startsAt = interview ? toZonedTime(new Date(interview.startsAt), props.zone) : "";
  return (
    <>
      <input type="hidden" name="zone" value={props.zone} />
      <TextField
        id={id("startsAt")}
        name="startsAt"
        type="datetime-local"
        required
        label={t("applications.interview.field.startsAt", { zone: props.zone })}
        min={toZonedTime(new Date(props.now), props.zone)}
        defaultValue={typed("startsAt", startsAt)}
        error={errors?.startsAt ?? errors?.zone}
      />
      <SelectField
        id={id("placeKind")}
        name="placeKind"
        label={t("applications.interview.field.placeKind")}
        defaultValue={typed("placeKind", interview?.placeKind ?? "address")}
        options={INTERVIEW_PLACES.map((kind) => ({ value: kind, label: t(`applications.interview.place.${kind}`) }))}
        error={errors?.placeKind}
      />
      <TextField
        id={id("place")}
        name="place"
        required
        maxLength={500}
        label={t("applications.interview.field.place")}
        hint={t("applications.interview.field.placeHint")}
        defaultValue={typed("place", interview ? placeShown(interview) : "")}
        error={errors?.place}
      />
      <TextField
        id={id("askFor")}
        name="askFor"
        maxLength={200}
        label={t("applications.interview.field.askFor")}
        defaultValue={typed("askFor", interview?.askFor ?? "")}
        error={errors?.askFor}
      />
      <TextField
        id={id("bring")}
        name="bring"
        maxLength={INTERVIEW_TEXT_LIMIT}
        label={t("applications.interview.field.bring")}
        defaultValue={typed("bring", interview?.bring ?? "")}
        error={errors?.bring}
      />
      <SelectField
        id={id("interpreter")}
        name="interpreter"
        label={t("applications.interview.field.interpreter")}
        defaultValue={typed("interpreter", interview?.interpreter ?? "")}
        options={[
          { value: "", label: t("applications.interview.interpreter.none") },
          ...INTERPRETER_LANGUAGES.map((language) => ({ value: language, label: t(`jobs.language.${language}`) })),
        ]}
        error={errors?.interpreter}
      />
      <TextField
        id={id("travel")}
        name="travel"
        maxLength={INTERVIEW_TEXT_LIMIT}
        label={t("applications.interview.field.travel")}
        defaultValue={typed("travel", interview?.travel ?? "")}
        error={errors?.travel}
      />
    </>
  );
}
