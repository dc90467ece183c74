import { requireAllowed } from "~/shared/access/guard.server";
import { translatorFor } from "~/shared/i18n/catalog.server";
import type { Route } from "./+types/api-applications-csv";
import { csvDocument, csvResponse } from "./csv";
import { exportQueue } from "./export.server";
import { isRequestStatus } from "./queue-path";

// The referral queue's list as a CSV file, /admin/applications.csv?tab=…&q=…&assignee=…:
// the tab, search and filter the list shows, every row rather than one page.
export async function loader({ request }: Route.LoaderArgs) {
  await requireAllowed(request, { action: "manageRequests" });
  const params = new URL(request.url).searchParams;
  const tab = params.get("tab");
  const t = translatorFor(request);
  if (!isRequestStatus(tab)) {
    return new Response(t("applications.export.unknownTab"), {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  // As the list reads them (referral-queue.tsx).
  const filter = {
    q: (params.get("q") ?? "").trim().slice(0, 100),
    assignee: (params.get("assignee") ?? "").slice(0, 100),
  };
  const rows = await exportQueue(tab, filter);
  const header = [
    t("applications.export.col.requestedOn"),
    t("applications.export.col.status"),
    t("applications.request.client"),
    t("applications.request.email"),
    t("applications.request.phone"),
    t("applications.request.contactMethod"),
    t("applications.request.job"),
    t("applications.export.col.company"),
    t("applications.queue.assignee"),
  ];
  const body = rows.map((row) => [
    row.createdAt.toISOString().slice(0, 10),
    t(`requestStatus.${row.status}`),
    row.clientName,
    row.clientEmail,
    row.clientPhone,
    t(`applications.contact.${row.contactMethod}`),
    row.jobTitle,
    row.company,
    row.assigneeName,
  ]);
  const today = new Date().toISOString().slice(0, 10);
  return csvResponse(`applications-${tab}-${today}.csv`, csvDocument(header, body));
}
