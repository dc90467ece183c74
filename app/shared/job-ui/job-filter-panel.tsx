import { startTransition, useRef, useState, type FormEvent, type MouseEvent, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import {
  BENEFIT_OPTIONS,
  DEFAULT_FILTERS,
  DEFAULT_STATUS,
  ENGLISH_LEVEL_OPTIONS,
  HOURS,
  JOB_TYPE_OPTIONS,
  MAX_DISTANCE_MILES,
  PARAM,
  PAY_STEPS,
  POSTED_WINDOWS,
  filtersDifferFromDefaults,
  jobQueryString,
  parseJobQuery,
  type JobQuery,
  type PostedWindow,
  type StatusChoice,
} from "./job-filters";
import type { MessageKey } from "~/shared/i18n/i18n";
import { useT } from "~/shared/i18n/i18n-context";
import { useJobFormat } from "./format";
import { useApplyQuery } from "./use-apply-query";
import { Icon, type IconName } from "~/shared/ui/icon";
import { OTHER_LANGUAGES } from "~/shared/constants";

const POSTED_LABELS: Record<PostedWindow, MessageKey> = {
  0: "jobs.postedAnytime",
  3: "jobs.posted3",
  7: "jobs.posted7",
  30: "jobs.posted30",
};

const STATUS_LABELS: Record<StatusChoice, MessageKey> = {
  approved: "jobs.status.approved",
  pending: "jobs.status.pending",
  rejected: "jobs.status.rejected",
  closed: "jobs.status.closed",
  all: "jobs.statusAll",
};

/**
 * The filter button and its panel. A plain GET form, so it works before
 * JavaScript loads (the panel is a <details>; "Reset" and the close button are
 * links then). With JavaScript: "Reset" only resets the form, the close button
 * restores the last applied filters, and "Show Results" applies them.
 * `statusChoices` adds a status section (the admin's Find Jobs);
 * `hasOrigin` says whether the viewer has coordinates for the distance filter.
 */
export function JobFilterPanel(props: {
  query: JobQuery;
  statusChoices?: readonly StatusChoice[];
  hasOrigin: boolean;
}) {
  const t = useT();
  const format = useJobFormat();
  const { query } = props;
  const { pathname, search } = useLocation();
  const applyQuery = useApplyQuery();
  const details = useRef<HTMLDetailsElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is uncontrolled; a new version (its key) refills it from the applied filters
  // (close, or the filters changed by the address: back, forward, a link) or from the defaults
  // (Reset). A new keyword or page leaves it alone, and so do the filters this form just sent: its
  // inputs show them already, and rebuilding them at the tap held back the search's request.
  const applied = jobQueryString({ filters: query.filters, status: query.status });
  const [form, setForm] = useState({ fromDefaults: false, version: 0, shows: applied, sent: null as string | null });
  if (form.shows !== applied) {
    const version = form.sent === applied ? form.version : form.version + 1;
    setForm({ fromDefaults: false, version, shows: applied, sent: null });
  }
  const shown = form.fromDefaults ? { filters: DEFAULT_FILTERS, status: DEFAULT_STATUS } : query;
  const active = filtersDifferFromDefaults(query.filters) || query.status !== DEFAULT_STATUS;

  const close = () => {
    if (details.current) details.current.open = false;
  };
  const restore = (event?: MouseEvent) => {
    event?.preventDefault();
    setForm((f) => ({ ...f, fromDefaults: false, version: f.version + 1 }));
    close();
  };
  const reset = (event: MouseEvent) => {
    event.preventDefault();
    setForm((f) => ({ ...f, fromDefaults: true, version: f.version + 1 }));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = parseJobQuery(new FormData(event.currentTarget));
    close();
    void applyQuery({ ...chosen, q: query.q });
    // Drawn with the render the navigation starts, as a transition: an update of the tap's event
    // would be drawn first, the whole form on a slow phone, before the search's request is sent.
    startTransition(() => {
      setForm((f) => ({ ...f, sent: jobQueryString({ filters: chosen.filters, status: chosen.status }) }));
    });
  };

  const f = shown.filters;
  return (
    <details
      ref={details}
      onToggle={(event) => {
        if (event.currentTarget.open) heading.current?.focus();
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape" && details.current?.open) restore();
      }}
    >
      <summary
        title={t(active ? "jobs.filtersActive" : "jobs.openFilters")}
        className={`flex size-11 cursor-pointer list-none items-center justify-center rounded-md [&::-webkit-details-marker]:hidden ${
          active
            ? "bg-orange-800 text-white hover:bg-orange-900"
            : "border border-stone-400 bg-white hover:bg-stone-100"
        }`}
      >
        <Icon name="sliders-horizontal" className="size-5" />
        <span className="sr-only">{t(active ? "jobs.filtersActive" : "jobs.openFilters")}</span>
      </summary>
      <div className="fixed inset-0 z-40 flex flex-col bg-white md:top-[var(--top-bar,0px)] md:start-60 md:end-auto md:w-[calc((100vw-15rem)/2)] md:border-e md:border-stone-300 md:shadow-lg lg:w-[calc((100vw-15rem)/3)]">
        <form
          key={form.version}
          method="get"
          action={pathname}
          onSubmit={submit}
          aria-labelledby="job-filters-title"
          className="flex min-h-0 flex-1 flex-col"
        >
          <div className="flex items-center justify-between gap-2 border-b border-stone-200 px-2 py-1">
            <Link
              to={`${pathname}${jobQueryString({ q: query.q })}`}
              onClick={reset}
              className="flex min-h-11 items-center rounded-md px-3 font-medium text-orange-900 underline hover:bg-stone-100"
            >
              {t("jobs.reset")}
            </Link>
            <h2 id="job-filters-title" ref={heading} tabIndex={-1} className="text-lg font-bold">
              {t("jobs.filters")}
            </h2>
            <Link
              to={`${pathname}${search}`}
              onClick={restore}
              aria-label={t("jobs.closeFilters")}
              className="flex size-11 items-center justify-center rounded-md hover:bg-stone-100"
            >
              <Icon name="x" />
            </Link>
          </div>

          <div className="flex-1 overflow-y-auto px-4 pb-4">
            <input type="hidden" name={PARAM.q} value={query.q} />
            {props.statusChoices && (
              <Section icon="list-checks" title={t("jobs.sectionStatus")}>
                {props.statusChoices.map((status) => (
                  <Choice
                    key={status}
                    type="radio"
                    name={PARAM.status}
                    value={status}
                    checked={shown.status === status}
                  >
                    {t(STATUS_LABELS[status])}
                  </Choice>
                ))}
              </Section>
            )}
            <Section icon="clock" title={t("jobs.sectionPosted")}>
              {POSTED_WINDOWS.map((days) => (
                <Choice key={days} type="radio" name={PARAM.posted} value={String(days)} checked={f.posted === days}>
                  {t(POSTED_LABELS[days])}
                </Choice>
              ))}
            </Section>
            <Section icon="briefcase" title={t("jobs.sectionJobType")}>
              {JOB_TYPE_OPTIONS.map((type) => (
                <Choice
                  key={type}
                  type="checkbox"
                  name={PARAM.jobType}
                  value={type}
                  checked={f.jobTypes.includes(type)}
                >
                  {t(`jobs.type.${type}`)}
                </Choice>
              ))}
            </Section>
            <Section icon="dollar-sign" title={t("jobs.sectionPay")}>
              {PAY_STEPS.map((amount) => (
                <Choice key={amount} type="radio" name={PARAM.pay} value={String(amount)} checked={f.pay === amount}>
                  {amount === 0 ? t("jobs.payAll") : t("jobs.wageFrom.Hourly", { amount: format.dollars(amount) })}
                </Choice>
              ))}
            </Section>
            <Section icon="type" title={t("jobs.sectionEnglish")}>
              {ENGLISH_LEVEL_OPTIONS.map((level) => (
                <Choice
                  key={level}
                  type="checkbox"
                  name={PARAM.english}
                  value={level}
                  checked={f.englishLevels.includes(level)}
                >
                  {t(`jobs.english.${level}`)}
                </Choice>
              ))}
            </Section>
            <Section icon="globe" title={t("jobs.sectionLanguage")}>
              <label htmlFor="filter-language" className="sr-only">
                {t("jobs.languageLabel")}
              </label>
              <select
                id="filter-language"
                name={PARAM.language}
                defaultValue={f.language}
                className="min-h-11 w-full rounded-md border border-stone-400 bg-white px-2"
              >
                {OTHER_LANGUAGES.map((language) => (
                  <option key={language} value={language}>
                    {t(`jobs.language.${language}`)}
                  </option>
                ))}
              </select>
            </Section>
            <Section icon="history" title={t("jobs.sectionShift")} className="group/shift">
              <Choice type="radio" name={PARAM.shift} value="any" checked={f.anyShift}>
                {t("jobs.anyShift")}
              </Choice>
              <Choice type="radio" name={PARAM.shift} value="specify" checked={!f.anyShift}>
                {t("jobs.specifyShift")}
              </Choice>
              <div className="hidden flex-col gap-2 ps-2 pt-1 group-has-[input[value=specify]:checked]/shift:flex">
                <HourPicker name={PARAM.shiftStart} label={t("jobs.shiftStart")} hour={f.shiftStart} />
                <HourPicker name={PARAM.shiftEnd} label={t("jobs.shiftEnd")} hour={f.shiftEnd} />
              </div>
            </Section>
            <Section icon="map-pin" title={t("jobs.sectionDistance")} className="group/distance">
              <input type="hidden" name={PARAM.anyDistance} value="0" />
              <Choice type="checkbox" name={PARAM.anyDistance} value="1" checked={f.anyDistance}>
                {t("jobs.anyDistance")}
              </Choice>
              <div className="hidden flex-wrap items-center gap-2 ps-2 pt-1 group-has-[input[type=checkbox]:not(:checked)]/distance:flex">
                <label htmlFor="filter-distance">{t("jobs.within")}</label>
                <input
                  id="filter-distance"
                  name={PARAM.distance}
                  type="number"
                  inputMode="decimal"
                  min="0.1"
                  max={MAX_DISTANCE_MILES}
                  step="any"
                  defaultValue={f.distance}
                  className="min-h-11 w-24 rounded-md border border-stone-400 bg-white px-2"
                />
                <span>{t("jobs.miles")}</span>
                {!props.hasOrigin && <p className="w-full text-sm text-stone-700">{t("jobs.distanceNeedsAddress")}</p>}
              </div>
            </Section>
            <Section icon="hospital" title={t("jobs.sectionBenefit")}>
              {BENEFIT_OPTIONS.map((benefit) => (
                <Choice
                  key={benefit}
                  type="checkbox"
                  name={PARAM.benefit}
                  value={benefit}
                  checked={f.benefits.includes(benefit)}
                >
                  {t(benefit === "medical" ? "jobs.benefitMedical" : "jobs.benefitOthers")}
                </Choice>
              ))}
            </Section>
          </div>

          <div className="border-t border-stone-200 p-3">
            <button
              type="submit"
              className="min-h-11 w-full rounded-md bg-orange-800 px-4 font-semibold text-white hover:bg-orange-900"
            >
              {t("jobs.showResults")}
            </button>
          </div>
        </form>
      </div>
    </details>
  );
}

function Section(props: { icon: IconName; title: string; className?: string; children: ReactNode }) {
  return (
    <fieldset className={`filter-section ${props.className ?? ""}`}>
      <legend>
        <Icon name={props.icon} className="size-5 text-stone-700" />
        {props.title}
      </legend>
      <div>{props.children}</div>
    </fieldset>
  );
}

function Choice(props: {
  type: "radio" | "checkbox";
  name: string;
  value: string;
  checked: boolean;
  children: ReactNode;
}) {
  return (
    <label className="choice">
      <input type={props.type} name={props.name} value={props.value} defaultChecked={props.checked} />
      {props.children}
    </label>
  );
}

/** An hour select with buttons one hour earlier and later (wrapping around midnight). */
function HourPicker(props: { name: string; label: string; hour: number }) {
  const t = useT();
  const format = useJobFormat();
  const select = useRef<HTMLSelectElement>(null);
  const id = `filter-${props.name}`;
  const step = (delta: number) => {
    const element = select.current;
    if (element) element.value = String((Number(element.value) + delta + HOURS.length) % HOURS.length);
  };
  const buttonClass =
    "flex size-11 shrink-0 items-center justify-center rounded-md border border-stone-400 hover:bg-stone-100";
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {props.label}
      </label>
      <div className="flex items-center gap-2">
        <button type="button" onClick={() => step(-1)} aria-label={t("jobs.hourEarlier")} className={buttonClass}>
          <Icon name="minus" className="size-4" />
        </button>
        <select
          ref={select}
          id={id}
          name={props.name}
          defaultValue={String(props.hour)}
          className="min-h-11 flex-1 rounded-md border border-stone-400 bg-white px-2"
        >
          {HOURS.map((hour) => (
            <option key={hour} value={hour}>
              {format.hour(hour)}
            </option>
          ))}
        </select>
        <button type="button" onClick={() => step(1)} aria-label={t("jobs.hourLater")} className={buttonClass}>
          <Icon name="plus" className="size-4" />
        </button>
      </div>
    </div>
  );
}
