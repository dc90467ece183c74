import { data, Form, Link } from "react-router";
import { requirePage } from "~/shared/access/guard.server";
import { useI18n } from "~/shared/i18n/i18n-context";
import { intlLocale, type MessageKey } from "~/shared/i18n/i18n";
import { HOURS_PER_YEAR } from "~/shared/constants";
import { pageTitle } from "~/shared/meta";
import { FormError, TextField } from "~/shared/ui/form";
import type { Route } from "./+types/report";
import { pageMessages } from "./messages.server";
import { OUTCOME_GROUPINGS, readGrouping, share } from "./outcome-figures";
import {
  outcomeReport,
  outcomeSettings,
  placementReport,
  type OutcomeGrouping,
  type OutcomeRow,
  type PlacementRow,
} from "./report.server";
import { FIGURE_COLUMNS, reportFormat } from "./report-format";
import { readRange, type RangeError } from "./report-range";

// The placement report for funders and managers, /admin/placements: per month
// and per employer, from ?from=YYYY-MM to ?to=YYYY-MM (the last twelve months
// by default), on screen and as a CSV download of the same rows; then the
// outcomes of the placements that started in those months, by month, employer
// or staff member (?by=), also on screen and as CSV.
export async function loader({ request }: Route.LoaderArgs) {
  await requirePage(request, "placementReport");
  const url = new URL(request.url);
  const read = readRange(url.searchParams, new Date());
  const messages = pageMessages(request);
  const asked = { from: url.searchParams.get("from") ?? "", to: url.searchParams.get("to") ?? "" };
  if (!read.ok) {
    return data(
      { messages, range: asked, error: read.error, rows: null, csvHref: null, outcomes: null },
      { status: 400 },
    );
  }
  const grouping = readGrouping(url.searchParams.get("by"));
  const settings = await outcomeSettings();
  const [rows, outcomeRows] = await Promise.all([placementReport(read.range), outcomeReport(read.range, settings)]);
  const query = new URLSearchParams({ from: read.range.from, to: read.range.to });
  return {
    messages,
    range: read.range,
    error: null,
    rows,
    csvHref: `/admin/placements.csv?${query}`,
    outcomes: {
      grouping,
      fullTimeHours: settings.fullTimeHours,
      followUpDays: settings.followUpDays,
      benefitsWithinMonths: settings.benefitsWithinMonths,
      // The chosen breakdown and the total; the CSV has them all.
      rows: outcomeRows.filter((row) => row.groupedBy === grouping || row.groupedBy === "total"),
      csvHref: `/admin/placements.csv?${query}&table=outcomes`,
    },
  };
}

const RANGE_ERRORS: Record<RangeError, MessageKey> = {
  invalidMonth: "applications.report.error.invalidMonth",
  backwards: "applications.report.error.backwards",
  tooLong: "applications.report.error.tooLong",
};

export default function PlacementReport({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const { range, error, rows } = loaderData;
  const format = reportFormat(locale);
  const errorKey = error ? RANGE_ERRORS[error] : undefined;
  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-4 p-4 md:p-6">
      <h1 className="text-2xl font-bold">{t("applications.report.title")}</h1>
      <p className="text-stone-700">{t("applications.report.intro")}</p>

      {/* A range is wrong as a whole (the end before the start), so the reason stands above both months. */}
      <FormError error={errorKey} />
      <Form method="get" className="flex flex-wrap items-start gap-3">
        <TextField
          name="from"
          type="month"
          label={t("applications.report.from")}
          defaultValue={range.from}
          hint={t("applications.report.monthHint")}
          aria-invalid={errorKey ? true : undefined}
          required
        />
        <TextField
          name="to"
          type="month"
          label={t("applications.report.to")}
          defaultValue={range.to}
          hint={t("applications.report.monthHint")}
          aria-invalid={errorKey ? true : undefined}
          required
        />
        <button
          type="submit"
          className="mt-7 min-h-11 rounded-md bg-orange-800 px-4 font-semibold text-white hover:bg-orange-900"
        >
          {t("applications.report.show")}
        </button>
      </Form>

      {rows && loaderData.csvHref && (
        <>
          <p>
            <a
              href={loaderData.csvHref}
              download
              className="inline-flex min-h-11 items-center rounded-md border border-stone-400 bg-white px-4 font-medium hover:bg-stone-100"
            >
              {t("applications.report.download")}
            </a>
          </p>
          <div
            role="region"
            aria-labelledby="placement-caption"
            tabIndex={0}
            className="relative overflow-x-auto rounded-lg bg-white ring-1 ring-stone-200"
          >
            <table className="w-full border-collapse text-start">
              <caption id="placement-caption" className="p-3 text-start font-semibold">
                {t("applications.report.caption", {
                  from: format.month(range.from),
                  to: format.month(range.to),
                })}
              </caption>
              <thead>
                <tr className="border-b border-stone-300">
                  <th scope="col" className="px-3 py-2 text-start font-semibold">
                    {t("applications.report.col.month")}
                  </th>
                  <th scope="col" className="px-3 py-2 text-start font-semibold">
                    {t("applications.report.col.employer")}
                  </th>
                  {FIGURE_COLUMNS.map(([, key]) => (
                    <th key={key} scope="col" className="px-3 py-2 text-end font-semibold">
                      {t(key)}
                    </th>
                  ))}
                  <th scope="col" className="px-3 py-2 text-end font-semibold">
                    {t("applications.report.col.medianDays")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <ReportRow
                    key={`${row.month ?? "all"}:${row.employer?.ownerId ?? ""}:${row.employer?.company ?? ""}`}
                    row={row}
                  />
                ))}
              </tbody>
            </table>
          </div>
          {rows.length === 1 && <p className="text-stone-700">{t("applications.report.empty")}</p>}
        </>
      )}

      <details className="rounded-lg bg-white p-4 ring-1 ring-stone-200">
        <summary className="min-h-11 cursor-pointer content-center font-semibold">
          {t("applications.report.howCounted")}
        </summary>
        <ul className="mt-2 list-disc space-y-1 ps-6">
          {DEFINITIONS.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      </details>

      {loaderData.outcomes && <Outcomes outcomes={loaderData.outcomes} range={range} />}
    </section>
  );
}

const DEFINITIONS = [
  "applications.report.def.jobsApproved",
  "applications.report.def.requests",
  "applications.report.def.referrals",
  "applications.report.def.interviews",
  "applications.report.def.hires",
  "applications.report.def.median",
  "applications.report.def.employer",
] as const satisfies readonly MessageKey[];

function ReportRow({ row }: { row: PlacementRow }) {
  const { t, locale } = useI18n();
  const format = reportFormat(locale);
  const total = row.employer === null;
  const cell = `px-3 py-2 ${total ? "font-semibold" : ""}`;
  return (
    <tr className={`border-b border-stone-200 last:border-b-0 ${total ? "bg-stone-100" : ""}`}>
      <td className={`${cell} whitespace-nowrap`}>
        {row.month ? format.month(row.month) : t("applications.report.allMonths")}
      </td>
      <th scope="row" className={`${cell} text-start`}>
        {row.employer ? (
          <>
            <bdi>{row.employer.company || row.employer.ownerName}</bdi>
            <span className="block text-sm font-normal text-stone-700">
              {t("applications.report.account", { name: row.employer.ownerName })}
            </span>
          </>
        ) : (
          t("applications.report.allEmployers")
        )}
      </th>
      {FIGURE_COLUMNS.map(([field]) => (
        <td key={field} className={`${cell} text-end tabular-nums`}>
          {format.count(row[field])}
        </td>
      ))}
      <td className={`${cell} text-end tabular-nums`}>
        {row.medianDaysToHire === null ? t("applications.report.noHires") : format.days(row.medianDaysToHire)}
      </td>
    </tr>
  );
}

interface OutcomesData {
  grouping: OutcomeGrouping;
  fullTimeHours: number;
  followUpDays: readonly number[];
  benefitsWithinMonths: number;
  rows: OutcomeRow[];
  csvHref: string;
}

const GROUPING_LABELS = {
  month: "applications.outcomes.by.month",
  employer: "applications.outcomes.by.employer",
  staff: "applications.outcomes.by.staff",
} as const satisfies Record<OutcomeGrouping, MessageKey>;

const CAPTIONS = {
  month: "applications.outcomes.caption.month",
  employer: "applications.outcomes.caption.employer",
  staff: "applications.outcomes.caption.staff",
} as const satisfies Record<OutcomeGrouping, MessageKey>;

// The outcome figures of the placements that started in the range, one breakdown at a time (a
// phone has no room for three), with the definitions and their sources under the table.
function Outcomes({ outcomes, range }: { outcomes: OutcomesData; range: { from: string; to: string } }) {
  const { t, locale } = useI18n();
  const format = reportFormat(locale);
  const { grouping, rows } = outcomes;
  const days = new Intl.ListFormat(intlLocale(locale), { type: "conjunction" }).format(
    outcomes.followUpDays.map((day) => format.count(day)),
  );
  const head = "px-3 py-2 text-end font-semibold";
  return (
    <section aria-labelledby="outcomes-heading" className="flex flex-col gap-4">
      <h2 id="outcomes-heading" className="text-xl font-bold">
        {t("applications.outcomes.title")}
      </h2>
      <p className="text-stone-700">{t("applications.outcomes.intro")}</p>
      <nav aria-label={t("applications.outcomes.groupBy")} className="flex flex-wrap items-center gap-2">
        <span aria-hidden="true" className="font-medium">
          {t("applications.outcomes.groupBy")}
        </span>
        {OUTCOME_GROUPINGS.map((option) => (
          <Link
            key={option}
            to={`?${new URLSearchParams({ from: range.from, to: range.to, by: option })}`}
            preventScrollReset
            aria-current={option === grouping ? "page" : undefined}
            className={`inline-flex min-h-11 items-center rounded-md border px-4 font-medium ${
              option === grouping
                ? "border-orange-800 bg-orange-800 text-white"
                : "border-stone-400 bg-white hover:bg-stone-100"
            }`}
          >
            {t(GROUPING_LABELS[option])}
          </Link>
        ))}
      </nav>
      <p>
        <a
          href={outcomes.csvHref}
          download
          className="inline-flex min-h-11 items-center rounded-md border border-stone-400 bg-white px-4 font-medium hover:bg-stone-100"
        >
          {t("applications.outcomes.download")}
        </a>
      </p>
      {/* Above the scrolling table rather than its caption, which would scroll out of a phone's view.
          The scroller is positioned so that the screen-reader-only words of its far columns stay
          inside it rather than widening the whole page. */}
      <p id="outcomes-caption" className="font-semibold">
        {t(CAPTIONS[grouping], { from: format.month(range.from), to: format.month(range.to) })}
      </p>
      <div
        role="region"
        aria-labelledby="outcomes-caption"
        tabIndex={0}
        className="relative overflow-x-auto rounded-lg bg-white ring-1 ring-stone-200"
      >
        <table aria-labelledby="outcomes-caption" className="w-full border-collapse text-start">
          <thead>
            <tr className="border-b border-stone-300 align-bottom">
              {/* The first column stays in view while a narrow screen scrolls the figures. */}
              <th scope="col" className="sticky start-0 bg-white px-3 py-2 text-start font-semibold">
                {t(GROUPING_LABELS[grouping])}
              </th>
              <th scope="col" className={head}>
                {t("applications.outcomes.col.placements")}
              </th>
              <th scope="col" className={head}>
                {t("applications.outcomes.col.fullTime")}
              </th>
              <th scope="col" className={head}>
                {t("applications.outcomes.col.averageWage")}
              </th>
              <th scope="col" className={head}>
                {t("applications.outcomes.col.medianWage")}
              </th>
              <th scope="col" className={head}>
                {t("applications.outcomes.col.benefits", { count: outcomes.benefitsWithinMonths })}
              </th>
              {outcomes.followUpDays.map((day) => (
                <th key={day} scope="col" className={head}>
                  {t("applications.outcomes.col.day", { day })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <OutcomeTableRow key={outcomeRowKey(row)} row={row} />
            ))}
          </tbody>
        </table>
      </div>
      {rows.length === 1 && <p className="text-stone-700">{t("applications.outcomes.empty")}</p>}
      <div className="rounded-lg bg-white p-4 ring-1 ring-stone-200">
        <h3 className="font-semibold">{t("applications.outcomes.howCounted")}</h3>
        <ul className="mt-2 list-disc space-y-1 ps-6">
          <li>{t("applications.outcomes.def.placements")}</li>
          <li>{t("applications.outcomes.def.fullTime", { hours: outcomes.fullTimeHours })}</li>
          <li>{t("applications.outcomes.def.wage", { hoursPerYear: HOURS_PER_YEAR })}</li>
          <li>{t("applications.outcomes.def.benefits", { count: outcomes.benefitsWithinMonths })}</li>
          <li>{t("applications.outcomes.def.retention", { days })}</li>
          <li>{t("applications.outcomes.def.working")}</li>
          <li>{t("applications.outcomes.def.groups")}</li>
        </ul>
        <p className="mt-2 text-sm text-stone-700">{t("applications.outcomes.def.source")}</p>
      </div>
    </section>
  );
}

function outcomeRowKey(row: OutcomeRow): string {
  return [row.groupedBy, row.month, row.employer?.ownerId, row.employer?.company, row.staff?.staffId].join(":");
}

function OutcomeTableRow({ row }: { row: OutcomeRow }) {
  const { t, locale } = useI18n();
  const format = reportFormat(locale);
  const total = row.groupedBy === "total";
  const cell = `px-3 py-2 text-end tabular-nums ${total ? "font-semibold" : ""}`;
  const wage = (cents: number | null) => (cents === null ? <NothingToCount /> : format.hourlyWage(cents));
  return (
    <tr className={`border-b border-stone-200 align-top last:border-b-0 ${total ? "bg-stone-100" : ""}`}>
      <th
        scope="row"
        className={`sticky start-0 px-3 py-2 text-start ${total ? "bg-stone-100 font-semibold" : "bg-white font-medium"}`}
      >
        <OutcomeRowName row={row} />
      </th>
      <td className={cell}>{format.count(row.placements)}</td>
      <td className={cell}>
        <Share part={row.fullTime} whole={row.placements} />
      </td>
      <td className={cell}>{wage(row.averageHourlyCents)}</td>
      <td className={cell}>{wage(row.medianHourlyCents)}</td>
      <td className={cell}>
        <Share part={row.benefits} whole={row.placements} />
      </td>
      {row.retention.map((retention) => (
        <td key={retention.day} className={cell}>
          <Share part={retention.working} whole={retention.reached} />
          {retention.unknown > 0 && (
            <span className="block text-sm font-normal whitespace-nowrap text-stone-700">
              {t("applications.outcomes.unknown", { count: retention.unknown })}
            </span>
          )}
        </td>
      ))}
    </tr>
  );
}

function OutcomeRowName({ row }: { row: OutcomeRow }) {
  const { t, locale } = useI18n();
  if (row.month) return <span className="whitespace-nowrap">{reportFormat(locale).month(row.month)}</span>;
  if (row.employer) {
    const { ownerId, ownerName, company } = row.employer;
    return (
      <>
        <bdi>{company}</bdi>
        {(ownerId === null || ownerName !== null) && (
          <span className="block text-sm font-normal text-stone-700">
            {ownerId === null
              ? t("applications.outcomes.outsideHarbor")
              : t("applications.report.account", { name: ownerName ?? "" })}
          </span>
        )}
      </>
    );
  }
  if (row.staff) return row.staff.name === null ? t("applications.outcomes.noStaff") : <bdi>{row.staff.name}</bdi>;
  return t("applications.outcomes.total");
}

/** A share as a percentage over "part of whole"; a dash when there is nothing to divide. */
function Share({ part, whole }: { part: number; whole: number }) {
  const { t, locale } = useI18n();
  const fraction = share(part, whole);
  if (fraction === null) return <NothingToCount />;
  return (
    <>
      {reportFormat(locale).percent(fraction)}
      <span className="block text-sm font-normal whitespace-nowrap text-stone-700">
        {t("applications.outcomes.ofTotal", { part, whole })}
      </span>
    </>
  );
}

function NothingToCount() {
  const { t } = useI18n();
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{t("applications.outcomes.none")}</span>
    </>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "applications.report.title");
}
