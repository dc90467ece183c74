import { requireAllowed } from "~/shared/access/guard.server";
import { translatorFor } from "~/shared/i18n/catalog.server";
import type { TFunction } from "~/shared/i18n/i18n";
import type { Route } from "./+types/api-placements-csv";
import { csvDocument, csvResponse, type CsvCell } from "./csv";
import { percent } from "./outcome-figures";
import { outcomeReport, outcomeSettings, placementReport, type OutcomeRow } from "./report.server";
import { FIGURE_COLUMNS } from "./report-format";
import { readRange, type MonthRange } from "./report-range";

// The placement report as a CSV file, /admin/placements.csv?from=…&to=…: the
// rows the page shows, column names in the viewer's language, months as
// YYYY-MM and plain numbers, so a spreadsheet can sort and sum them. With
// &table=outcomes, the outcome figures instead: every breakdown (month,
// employer, staff member) and the total, one after the other.
export async function loader({ request }: Route.LoaderArgs) {
  await requireAllowed(request, { action: "visit", page: "placementReport" });
  const params = new URL(request.url).searchParams;
  const read = readRange(params, new Date());
  const t = translatorFor(request);
  if (!read.ok) {
    return new Response(t(`applications.report.error.${read.error}`), {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  if (params.get("table") === "outcomes") return outcomesCsv(read.range, t);
  const rows = await placementReport(read.range);
  const header = [
    t("applications.report.col.month"),
    t("applications.report.col.company"),
    t("applications.report.col.account"),
    ...FIGURE_COLUMNS.map(([, key]) => t(key)),
    t("applications.report.col.medianDays"),
  ];
  const body = rows.map((row) => [
    row.month ?? t("applications.report.allMonths"),
    row.employer ? row.employer.company : t("applications.report.allEmployers"),
    row.employer?.ownerName ?? null,
    ...FIGURE_COLUMNS.map(([field]) => row[field]),
    row.medianDaysToHire,
  ]);
  return csvResponse(`placements-${read.range.from}-to-${read.range.to}.csv`, csvDocument(header, body));
}

const GROUPING_NAMES = {
  month: "applications.outcomes.by.month",
  employer: "applications.outcomes.by.employer",
  staff: "applications.outcomes.by.staff",
  total: "applications.outcomes.csv.all",
} as const;

/** Wages in dollars with their cents (19.45), shares in percent with one decimal (76.9). */
async function outcomesCsv(range: MonthRange, t: TFunction): Promise<Response> {
  const settings = await outcomeSettings();
  const rows = await outcomeReport(range, settings);
  const dollars = (cents: number | null) => (cents === null ? null : cents / 100);
  const header = [
    t("applications.outcomes.csv.grouping"),
    t("applications.report.col.month"),
    t("applications.report.col.company"),
    t("applications.report.col.account"),
    t("applications.outcomes.by.staff"),
    t("applications.outcomes.col.placements"),
    t("applications.outcomes.csv.fullTime"),
    t("applications.outcomes.csv.fullTimeShare"),
    t("applications.outcomes.csv.averageWage"),
    t("applications.outcomes.csv.medianWage"),
    t("applications.outcomes.col.benefits", { count: settings.benefitsWithinMonths }),
    t("applications.outcomes.csv.benefitsShare"),
    ...settings.followUpDays.flatMap((day) => [
      t("applications.outcomes.csv.reached", { day }),
      t("applications.outcomes.csv.working", { day }),
      t("applications.outcomes.csv.unknown", { day }),
      t("applications.outcomes.csv.retention", { day }),
    ]),
  ];
  const body = rows.map((row): CsvCell[] => [
    t(GROUPING_NAMES[row.groupedBy]),
    row.month,
    row.employer?.company ?? null,
    employerAccount(row, t),
    row.staff ? (row.staff.name ?? t("applications.outcomes.noStaff")) : null,
    row.placements,
    row.fullTime,
    percent(row.fullTime, row.placements),
    dollars(row.averageHourlyCents),
    dollars(row.medianHourlyCents),
    row.benefits,
    percent(row.benefits, row.placements),
    ...row.retention.flatMap((r) => [r.reached, r.working, r.unknown, percent(r.working, r.reached)]),
  ]);
  return csvResponse(`placement-outcomes-${range.from}-to-${range.to}.csv`, csvDocument(header, body));
}

/** The employer account's name; for a job found outside Harbor, that it was. */
function employerAccount(row: OutcomeRow, t: TFunction): string | null {
  if (!row.employer) return null;
  return row.employer.ownerId === null ? t("applications.outcomes.outsideHarbor") : row.employer.ownerName;
}
