import { and, count, eq, inArray, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, jobReports, jobs } from "#db/schema";
import { getDb } from "~/shared/server/db.server";
import { readToast } from "~/shared/server/toast.server";
import {
  args,
  BASE,
  createSignedInUser,
  get,
  insertJob,
  latestMailTo,
  post,
  quietOutboxLog,
  routeOutcome,
  settle,
  type TestUser,
} from "~/shared/testing/helpers";
import { translatorFor } from "~/shared/i18n/catalog.server";
import { action as listAction, loader as listLoader } from "./dashboard";
import { action as jobAction } from "./dashboard-job";

quietOutboxLog();

function bulkForm(fields: [string, string][], cookie: string, area: string, tab: string) {
  const body = new URLSearchParams(fields);
  return new Request(`${BASE}/${area}/jobs/${tab}`, { method: "POST", body, headers: { Cookie: cookie } });
}

/** Posts the bulk form of a tab (Pending unless told); a redirect's toast comes back in English. */
async function bulk(actor: TestUser, fields: [string, string][], area = "admin", tab = "pending") {
  const result = await settle(() => listAction(args(bulkForm(fields, actor.cookie, area, tab), { tab })));
  if (result instanceof Response && result.status === 302) {
    const cookie = result.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const { toast } = await readToast(new Request(BASE, { headers: { Cookie: cookie } }));
    return {
      status: 302,
      location: result.headers.get("Location"),
      toast: toast && { type: toast.type, message: translatorFor(new Request(BASE))(toast.key, toast.vars) },
    };
  }
  return routeOutcome(async () => result);
}

async function statuses(ids: string[]) {
  const rows = await getDb().select({ id: jobs.id, status: jobs.status }).from(jobs).where(inArray(jobs.id, ids));
  return Object.fromEntries(rows.map((row) => [row.id, row.status]));
}

async function auditsOf(ids: string[]) {
  return getDb().select().from(auditLog).where(inArray(auditLog.entityId, ids));
}

async function cast() {
  const admin = await createSignedInUser("admin");
  const employer = await createSignedInUser("employer", { company: "Lakeside Foods" });
  const other = await createSignedInUser("employer", { company: "Prairie Logistics" });
  const ids = [
    await insertJob(employer.id, { status: "pending", title: "Line Cook" }),
    await insertJob(employer.id, { status: "pending", title: "Dishwasher" }),
    await insertJob(other.id, { status: "pending", title: "Forklift Driver" }),
  ];
  return { admin, employer, other, ids };
}

describe("bulk review in the Pending tab", () => {
  it("the admin's Pending tab offers it; other tabs and employers do not", async () => {
    const { admin, employer } = await cast();
    const load = (user: TestUser, area: string, tab: string) =>
      routeOutcome(() => listLoader(args(get(`/${area}/jobs/${tab}`, user.cookie), { tab })));
    expect((await load(admin, "admin", "pending")).body).toMatchObject({ bulk: "review" });
    expect((await load(admin, "admin", "reported")).body).toMatchObject({ bulk: "dismissReports" });
    expect((await load(admin, "admin", "approved")).body).toMatchObject({ bulk: null });
    expect((await load(employer, "employer", "pending")).body).toMatchObject({ bulk: null });
  });

  it("approves the selected jobs, each with its own audit row and employer email", async () => {
    const { admin, employer, other, ids } = await cast();
    const result = await bulk(admin, [
      ["intent", "bulkApprove"],
      ...ids.map((id) => ["jobId", id] as [string, string]),
    ]);
    expect(result).toMatchObject({
      status: 302,
      location: "/admin/jobs/pending",
      toast: { type: "success", message: "3 jobs approved." },
    });
    expect(Object.values(await statuses(ids))).toEqual(["approved", "approved", "approved"]);
    const audits = await auditsOf(ids);
    expect(audits.map((a) => a.action)).toEqual(["job.approve", "job.approve", "job.approve"]);
    expect(new Set(audits.map((a) => a.entityId))).toEqual(new Set(ids));
    expect((await latestMailTo(employer.email))?.subject).toMatch(/is approved$/);
    expect((await latestMailTo(other.email))?.subject).toBe("Your job “Forklift Driver” is approved");
  });

  it("'select all on this page' takes the page's jobs without JavaScript", async () => {
    const { admin, ids } = await cast();
    const result = await bulk(admin, [
      ["intent", "bulkApprove"],
      ["all", "1"],
      ...ids.map((id) => ["onPage", id] as [string, string]),
    ]);
    expect(result.status).toBe(302);
    expect(Object.values(await statuses(ids))).toEqual(["approved", "approved", "approved"]);
  });

  it("skips and names a job that changed since the page was loaded, a missing job and one whose employer is pending", async () => {
    const { admin, ids } = await cast();
    const [changed, kept, third] = ids as [string, string, string];
    const pendingOwner = await createSignedInUser("employer", { status: "pending", company: "Waiting Co" });
    const blocked = await insertJob(pendingOwner.id, { status: "pending", title: "Waiting Job" });
    const missing = "00000000-0000-4000-8000-000000000000";
    // Another admin rejects one of them between the page load and this submit.
    const other = await createSignedInUser("admin");
    const meanwhile = await routeOutcome(() =>
      jobAction(
        args(
          post(
            `/admin/jobs/pending/${changed}`,
            { intent: "reject", message: "Add the pay." },
            { Cookie: other.cookie },
          ),
          {
            tab: "pending",
            jobId: changed,
          },
        ),
      ),
    );
    expect(meanwhile.status).toBe(302);

    const result = await bulk(admin, [
      ["intent", "bulkApprove"],
      ...[changed, kept, third, blocked, missing].map((id) => ["jobId", id] as [string, string]),
    ]);
    expect(result.status).toBe(302);
    const message = (result as { toast: { message: string } }).toast.message;
    expect(message).toMatch(
      /^2 jobs approved\. Skipped, because they changed meanwhile or cannot be approved yet \(3\): /,
    );
    expect(message).toContain("Line Cook");
    expect(message).toContain("Waiting Job");
    expect(message).toContain(missing);
    expect(await statuses([changed, kept, third, blocked])).toEqual({
      [changed]: "rejected",
      [kept]: "approved",
      [third]: "approved",
      [blocked]: "pending",
    });
    // The rejected job keeps the other admin's decision and message, with no second audit row.
    const [row] = await getDb().select().from(jobs).where(eq(jobs.id, changed));
    expect(row?.adminMessage).toBe("Add the pay.");
    expect((await auditsOf([changed])).map((a) => a.actorId)).toEqual([other.id]);
  });

  it("rejects the selected jobs with one message, which is required", async () => {
    const { admin, employer, ids } = await cast();
    const fields = ids.map((id) => ["jobId", id] as [string, string]);
    const empty = await bulk(admin, [["intent", "bulkReject"], ["message", "  "], ...fields]);
    expect(empty).toMatchObject({
      status: 400,
      body: { intent: "bulkReject", errors: { message: "manageJobs.validation.rejectMessageRequired" } },
    });
    expect(Object.values(await statuses(ids))).toEqual(["pending", "pending", "pending"]);

    const result = await bulk(admin, [["intent", "bulkReject"], ["message", "Please add the hours."], ...fields]);
    expect(result).toMatchObject({ status: 302, toast: { message: "3 jobs sent back to their employers." } });
    const rows = await getDb().select().from(jobs).where(inArray(jobs.id, ids));
    expect(rows.map((r) => [r.status, r.adminMessage])).toEqual(ids.map(() => ["rejected", "Please add the hours."]));
    expect((await latestMailTo(employer.email))?.text).toContain("Please add the hours.");
  });

  it.each([
    ["no job", []],
    ["something that is not a job id", ["not-a-job"]],
    ["more than a page of jobs", Array.from({ length: 21 }, () => "00000000-0000-4000-8000-000000000000")],
  ])("refuses %s with 400, nothing changed", async (_, chosen) => {
    const { admin, ids } = await cast();
    const result = await bulk(admin, [
      ["intent", "bulkApprove"],
      ...chosen.map((id) => ["jobId", id] as [string, string]),
    ]);
    expect(result.status).toBe(400);
    expect(Object.values(await statuses(ids))).toEqual(["pending", "pending", "pending"]);
    expect(await auditsOf(ids)).toEqual([]);
  });

  it.each([
    ["a pending admin", () => createSignedInUser("admin", { status: "pending" }), "admin"],
    [
      "an employer (naming their own and another's job)",
      () => createSignedInUser("employer", { company: "Acme" }),
      "employer",
    ],
    ["a client", () => createSignedInUser("client"), "admin"],
  ] as const)("%s is refused with 403, nothing changed", async (_, makeActor, area) => {
    const { ids } = await cast();
    const actor = await makeActor();
    const result = await bulk(
      actor,
      [["intent", "bulkApprove"], ...ids.map((id) => ["jobId", id] as [string, string])],
      area,
    );
    expect(result.status).toBe(403);
    expect(Object.values(await statuses(ids))).toEqual(["pending", "pending", "pending"]);
    expect(await auditsOf(ids)).toEqual([]);
  });
});

/** An approved job with two open reports, hidden by them (reports are stored as the report form stores them). */
async function reportedJob(ownerId: string, title: string) {
  const jobId = await insertJob(ownerId, { title, hiddenByReports: true });
  for (const reason of ["money", "fake"] as const) {
    const client = await createSignedInUser("client");
    await getDb().insert(jobReports).values({ jobId, reporterId: client.id, reason });
  }
  return jobId;
}

async function reportState(ids: string[]) {
  const rows = await getDb()
    .select({ id: jobs.id, hidden: jobs.hiddenByReports, open: count(jobReports.id) })
    .from(jobs)
    .leftJoin(jobReports, and(eq(jobReports.jobId, jobs.id), isNull(jobReports.dismissedAt)))
    .where(inArray(jobs.id, ids))
    .groupBy(jobs.id);
  return Object.fromEntries(rows.map(({ id, ...row }) => [id, row]));
}

describe("dismissing several jobs' reports in the Reported tab", () => {
  async function reportedCast() {
    const admin = await createSignedInUser("admin");
    const employer = await createSignedInUser("employer", { company: "Lakeside Foods" });
    const [fee, fake, kept] = [
      await reportedJob(employer.id, "Uniform Fee Job"),
      await reportedJob(employer.id, "Ghost Warehouse"),
      await reportedJob(employer.id, "Left Alone"),
    ] as [string, string, string];
    return { admin, employer, fee, fake, kept };
  }

  it("asks for the confirmation first, then dismisses the selected jobs' reports, each with an audit row", async () => {
    const { admin, fee, fake, kept } = await reportedCast();
    const chosen: [string, string][] = [
      ["intent", "bulkDismissReports"],
      ["jobId", fee],
      ["jobId", fake],
    ];
    const before = await reportState([fee, fake, kept]);

    const unconfirmed = await bulk(admin, chosen, "admin", "reported");
    expect(unconfirmed).toMatchObject({
      status: 400,
      body: { intent: "bulkDismissReports", errors: { confirm: "manageJobs.bulk.confirmRequired" } },
    });
    expect(await reportState([fee, fake, kept])).toEqual(before);

    const result = await bulk(admin, [...chosen, ["confirm", "1"]], "admin", "reported");
    expect(result).toMatchObject({
      status: 302,
      location: "/admin/jobs/reported",
      toast: { type: "success", message: "Reports dismissed on 2 jobs." },
    });
    expect(await reportState([fee, fake, kept])).toEqual({
      [fee]: { hidden: false, open: 0 },
      [fake]: { hidden: false, open: 0 },
      [kept]: { hidden: true, open: 2 },
    });
    const audits = await auditsOf([fee, fake, kept]);
    expect(audits.map((a) => [a.entityId, a.action, a.details])).toEqual(
      expect.arrayContaining([
        [fee, "job.dismissReports", { title: "Uniform Fee Job", dismissed: 2, bulk: true }],
        [fake, "job.dismissReports", { title: "Ghost Warehouse", dismissed: 2, bulk: true }],
      ]),
    );
    expect(audits).toHaveLength(2);
  });

  it("names a job whose reports another admin dismissed meanwhile, and one that is gone", async () => {
    const { admin, fee, fake } = await reportedCast();
    await bulk(
      admin,
      [
        ["intent", "bulkDismissReports"],
        ["jobId", fee],
        ["confirm", "1"],
      ],
      "admin",
      "reported",
    );
    const missing = "00000000-0000-4000-8000-000000000000";
    const result = await bulk(
      admin,
      [
        ["intent", "bulkDismissReports"],
        ["jobId", fee],
        ["jobId", fake],
        ["jobId", missing],
        ["confirm", "1"],
      ],
      "admin",
      "reported",
    );
    expect(result).toMatchObject({ status: 302, toast: { type: "success" } });
    const message = (result as { toast: { message: string } }).toast.message;
    expect(message).toMatch(
      /^Reports dismissed on 1 job\. Skipped, because they are gone or have no open reports now \(2\): /,
    );
    expect(message).toContain("Uniform Fee Job");
    expect(message).toContain(missing);
    expect(message).not.toContain("Ghost Warehouse");
    // One audit row per dismissal that happened, none for the skipped.
    expect((await auditsOf([fee])).map((a) => a.action)).toEqual(["job.dismissReports"]);
  });

  it.each([
    ["a pending admin", () => createSignedInUser("admin", { status: "pending" }), "admin"],
    ["the jobs' employer", null, "employer"],
    ["a client", () => createSignedInUser("client"), "admin"],
  ] as const)("%s is refused with 403, nothing changed", async (_, makeActor, area) => {
    const { employer, fee, fake } = await reportedCast();
    const actor = makeActor ? await makeActor() : employer;
    const before = await reportState([fee, fake]);
    const result = await bulk(
      actor,
      [
        ["intent", "bulkDismissReports"],
        ["jobId", fee],
        ["jobId", fake],
        ["confirm", "1"],
      ],
      area,
      "reported",
    );
    expect(result.status).toBe(403);
    expect(await reportState([fee, fake])).toEqual(before);
    expect(await auditsOf([fee, fake])).toEqual([]);
  });
});
