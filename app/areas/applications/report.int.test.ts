import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { insertRequests, insertUsers, requestRow, userRow } from "#db/factory";
import { auditLog } from "#db/schema";
import { getDb } from "~/shared/server/db.server";
import { args, createSignedInUser, get, insertJob, routeOutcome, type TestUser } from "~/shared/testing/helpers";
import type { RequestStatus } from "~/shared/constants";
import { loader as csvLoader } from "./api-placements-csv";
import { loader as reportLoader } from "./report";
import { placementReport, type PlacementRow } from "./report.server";

// A known data set in January and February 2024 (and one event each side of
// it), with the figures worked out by hand in the test below.

let admin: TestUser;
let lakeside: string;
let bakery: string;

const at = (iso: string) => new Date(`${iso}Z`);

async function audit(jobId: string, action: string, when: string, details: Record<string, unknown>) {
  await getDb()
    .insert(auditLog)
    .values({ actorId: admin.id, action, entity: "job", entityId: jobId, details, createdAt: at(when) });
}

/** A request made at `asked`, then moved through each [status, when]. */
async function request(jobId: string, asked: string, steps: [RequestStatus, string][] = []) {
  const client = userRow({ role: "client" });
  await insertUsers(getDb(), [client]);
  const status = steps.at(-1)?.[0] ?? "sent";
  const row = requestRow(client.id as string, jobId, { status, createdAt: at(asked) });
  let from: RequestStatus = "sent";
  const history = [
    { fromStatus: null, toStatus: "sent" as const, createdAt: at(asked) },
    ...steps.map(([to, when]) => {
      const step = { fromStatus: from, toStatus: to, createdAt: at(when) };
      from = to;
      return step;
    }),
  ];
  await insertRequests(getDb(), [{ row, actorId: admin.id, steps: history }]);
}

beforeAll(async () => {
  admin = await createSignedInUser("admin");
  const employerA = userRow({ role: "employer", name: "Maria Lopez", company: "Lakeside Foods" });
  const employerB = userRow({ role: "employer", name: "أمينة حداد", company: "مخبز الأمل" });
  await insertUsers(getDb(), [employerA, employerB]);
  lakeside = employerA.id as string;
  bakery = employerB.id as string;

  const a1 = await insertJob(lakeside, { company: "Lakeside Foods" });
  const a2 = await insertJob(lakeside, { company: "Lakeside Foods" });
  const b1 = await insertJob(bakery, { company: "مخبز الأمل" });
  const b2 = await insertJob(bakery, { company: "مخبز الأمل" });
  // Approved in January; a later edit of the approved job is no second approval.
  await audit(a1, "job.approve", "2024-01-10T09:00:00", { from: "pending", to: "approved" });
  await audit(a1, "job.update", "2024-02-05T09:00:00", { from: "approved", to: "approved" });
  // Posted by staff, published at once, in February.
  await audit(a2, "job.create", "2024-02-03T09:00:00", { status: "approved" });
  // A trusted employer's job, published without review in January.
  await audit(b1, "job.publishUnreviewed", "2024-01-20T09:00:00", {});
  // Approved before the range.
  await audit(b2, "job.approve", "2023-12-30T09:00:00", { from: "pending", to: "approved" });

  await request(a1, "2024-01-12T10:00:00", [
    ["applied", "2024-01-15T10:00:00"],
    ["interview", "2024-01-20T10:00:00"],
    ["hired", "2024-02-01T10:00:00"], // 20 days
  ]);
  await request(a1, "2024-01-14T10:00:00", [
    ["applied", "2024-01-16T10:00:00"],
    ["hired", "2024-01-24T22:00:00"], // 10.5 days
  ]);
  await request(a1, "2024-01-20T10:00:00", [
    ["applied", "2024-02-02T10:00:00"],
    ["notSelected", "2024-02-10T10:00:00"],
  ]);
  await request(b1, "2024-01-25T10:00:00", [
    ["applied", "2024-02-01T10:00:00"],
    ["hired", "2024-02-20T10:00:00"], // 26 days
  ]);
  await request(b1, "2024-02-05T10:00:00");
  // Made in December, referred in January.
  await request(b2, "2023-12-31T10:00:00", [["applied", "2024-01-02T10:00:00"]]);
  // After the range.
  await request(b2, "2024-03-01T00:00:00");
});

const figures = (row: PlacementRow) => [
  row.jobsApproved,
  row.requests,
  row.referrals,
  row.interviews,
  row.hires,
  row.medianDaysToHire,
];

describe("placementReport", () => {
  it("counts each month per employer, with the month's and the range's totals", async () => {
    const rows = await placementReport({ from: "2024-01", to: "2024-02" });
    expect(rows.map((row) => [row.month, row.employer?.company ?? null, ...figures(row)])).toEqual([
      ["2024-01", "Lakeside Foods", 1, 3, 2, 1, 1, 10.5],
      ["2024-01", "مخبز الأمل", 1, 1, 1, 0, 0, null],
      ["2024-01", null, 2, 4, 3, 1, 1, 10.5],
      ["2024-02", "Lakeside Foods", 1, 0, 1, 0, 1, 20],
      ["2024-02", "مخبز الأمل", 0, 1, 1, 0, 1, 26],
      ["2024-02", null, 1, 1, 2, 0, 2, 23],
      [null, null, 3, 5, 5, 1, 3, 20],
    ]);
    expect(rows[0]?.employer).toEqual({ ownerId: lakeside, ownerName: "Maria Lopez", company: "Lakeside Foods" });
    expect(rows[1]?.employer?.ownerName).toBe("أمينة حداد");
  });

  it("keeps to the months asked for", async () => {
    const rows = await placementReport({ from: "2024-03", to: "2024-03" });
    expect(rows.map((row) => [row.month, row.employer?.ownerId ?? null, ...figures(row)])).toEqual([
      ["2024-03", bakery, 0, 1, 0, 0, 0, null],
      ["2024-03", null, 0, 1, 0, 0, 0, null],
      [null, null, 0, 1, 0, 0, 0, null],
    ]);
  });

  it("has only a total of zeros when nothing happened", async () => {
    const rows = await placementReport({ from: "2020-01", to: "2020-12" });
    expect(rows.map((row) => [row.month, row.employer, ...figures(row)])).toEqual([[null, null, 0, 0, 0, 0, 0, null]]);
  });
});

describe("the report page", () => {
  it("shows the rows of the months asked for", async () => {
    const outcome = await routeOutcome(() =>
      reportLoader(args(get("/admin/placements?from=2024-01&to=2024-02", admin.cookie))),
    );
    expect(outcome.status).toBe(200);
    const body = outcome.body as { rows: PlacementRow[]; csvHref: string; range: unknown };
    expect(body.rows).toHaveLength(7);
    expect(body.range).toEqual({ from: "2024-01", to: "2024-02" });
    expect(body.csvHref).toBe("/admin/placements.csv?from=2024-01&to=2024-02");
  });

  it("defaults to the last twelve months", async () => {
    const outcome = await routeOutcome(() => reportLoader(args(get("/admin/placements", admin.cookie))));
    const now = new Date();
    const month = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, "0")}`;
    expect((outcome.body as { range: { to: string } }).range.to).toBe(month);
  });

  it.each([
    ["from=2024-13", "invalidMonth"],
    ["from=2024-05&to=2024-01", "backwards"],
    ["from=2000-01&to=2024-01", "tooLong"],
  ])("answers 400 with the reason for %s, and no rows", async (query, error) => {
    const outcome = await routeOutcome(() => reportLoader(args(get(`/admin/placements?${query}`, admin.cookie))));
    expect(outcome.status).toBe(400);
    expect(outcome.body).toMatchObject({ error, rows: null });
  });
});

describe("the report's CSV download", () => {
  it("is a UTF-8 CSV attachment with a byte order mark and the report's rows", async () => {
    const response = (await csvLoader(
      args(get("/admin/placements.csv?from=2024-01&to=2024-02", admin.cookie)),
    )) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe(
      'attachment; filename="placements-2024-01-to-2024-02.csv"',
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.subarray(3)).split("\r\n");
    expect(lines).toEqual([
      "Month,Company,Employer account,Jobs approved,Requests,Referrals,Interviews,Hires,Median days from request to hire",
      "2024-01,Lakeside Foods,Maria Lopez,1,3,2,1,1,10.5",
      "2024-01,مخبز الأمل,أمينة حداد,1,1,1,0,0,",
      "2024-01,All employers,,2,4,3,1,1,10.5",
      "2024-02,Lakeside Foods,Maria Lopez,1,0,1,0,1,20",
      "2024-02,مخبز الأمل,أمينة حداد,0,1,1,0,1,26",
      "2024-02,All employers,,1,1,2,0,2,23",
      "All months,All employers,,3,5,5,1,3,20",
      "",
    ]);
  });

  it("names its columns in the viewer's language", async () => {
    const request = new Request("http://localhost:3000/admin/placements.csv?from=2024-01&to=2024-01", {
      headers: { Cookie: `${admin.cookie}; lang=ar` },
    });
    const text = await ((await csvLoader(args(request))) as Response).text();
    expect(text.split("\r\n")[0]).toContain("الشهر");
  });

  it("refuses a bad range with 400 and a plain message", async () => {
    const response = (await csvLoader(args(get("/admin/placements.csv?from=June", admin.cookie)))) as Response;
    expect(response.status).toBe(400);
    expect(await response.text()).toBe("Enter each month as year and month, for example 2026-03.");
  });
});

describe("who may see the report", () => {
  it.each([
    ["client", "approved"],
    ["employer", "approved"],
    ["admin", "pending"],
    ["employer", "pending"],
  ] as const)("%s, %s: sent away from the page, refused the CSV (403)", async (role, status) => {
    const user = await createSignedInUser(role, { status, company: role === "employer" ? "Acme" : undefined });
    const page = await routeOutcome(() => reportLoader(args(get("/admin/placements", user.cookie))));
    expect(page.status).toBe(302);
    expect(page.location).not.toContain("placements");
    const csv = await routeOutcome(() =>
      csvLoader(args(get("/admin/placements.csv?from=2024-01&to=2024-02", user.cookie))),
    );
    expect(csv).toEqual({ status: 403, location: null, body: null });
  });

  it("sends a signed-out visitor to sign in", async () => {
    const csv = await routeOutcome(() => csvLoader(args(get(`/admin/placements.csv?x=${randomUUID()}`))));
    expect(csv.status).toBe(302);
    expect(csv.location).toMatch(/^\/signIn\?redirectTo=/);
  });
});
