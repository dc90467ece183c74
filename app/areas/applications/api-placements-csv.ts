import { requireAllowed } from "~/shared/access/guard.server";
import { translatorFor } from "~/shared/i18n/catalog.server";
import type { Route } from "./+types/api-placements-csv";
import { csvDocument, csvResponse } from "./csv";
import { placementReport } from "./report.server";
import { FIGURE_COLUMNS } from "./report-format";
import { readRange } from "./report-range";

// The placement report as a CSV file, /admin/placements.csv?from=…&to=…: the
// rows the page shows, column names in the viewer's language, months as
// YYYY-MM and plain numbers, so a spreadsheet can sort and sum them.
export async function loader({ request }: Route.LoaderArgs) {
  await requireAllowed(request, { action: "visit", page: "placementReport" });
  const read = readRange(new URL(request.url).searchParams, new Date());
  const t = translatorFor(request);
  if (!read.ok) {
    return new Response(t(`applications.report.error.${read.error}`), {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
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
