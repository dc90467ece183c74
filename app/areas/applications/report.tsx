import { data, Form } from "react-router";
import { requirePage } from "~/shared/access/guard.server";
import { useI18n } from "~/shared/i18n/i18n-context";
import type { MessageKey } from "~/shared/i18n/i18n";
import { pageTitle } from "~/shared/meta";
import { FormError, TextField } from "~/shared/ui/form";
import type { Route } from "./+types/report";
import { pageMessages } from "./messages.server";
import { placementReport, type PlacementRow } from "./report.server";
import { FIGURE_COLUMNS, reportFormat } from "./report-format";
import { readRange, type RangeError } from "./report-range";

// The placement report for funders and managers, /admin/placements: per month
// and per employer, from ?from=YYYY-MM to ?to=YYYY-MM (the last twelve months
// by default), on screen and as a CSV download of the same rows.
export async function loader({ request }: Route.LoaderArgs) {
  await requirePage(request, "placementReport");
  const url = new URL(request.url);
  const read = readRange(url.searchParams, new Date());
  const messages = pageMessages(request);
  const asked = { from: url.searchParams.get("from") ?? "", to: url.searchParams.get("to") ?? "" };
  if (!read.ok) return data({ messages, range: asked, error: read.error, rows: null, csvHref: null }, { status: 400 });
  const rows = await placementReport(read.range);
  const query = new URLSearchParams({ from: read.range.from, to: read.range.to }).toString();
  return { messages, range: read.range, error: null, rows, csvHref: `/admin/placements.csv?${query}` };
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
            className="overflow-x-auto rounded-lg bg-white ring-1 ring-stone-200"
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

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "applications.report.title");
}
