import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, jobReports, jobs, users } from "#db/schema";
import type { ReportReason } from "~/shared/constants";
import { getDb } from "~/shared/server/db.server";
import { args, createSignedInUser, get, insertJob, post, routeOutcome, type TestUser } from "~/shared/testing/helpers";
import { loader as listLoader } from "./dashboard";
import { action as jobAction, loader as jobLoader } from "./dashboard-job";

/** A job hidden by three reports, as the report form leaves it (report-job.int.test.ts walks that form). */
async function reportedJob(owner: TestUser) {
  const jobId = await insertJob(owner.id, { title: "Too Good To Be True" });
  const reasons: [ReportReason, string][] = [
    ["money", "They asked for a fee."],
    ["fake", ""],
    ["unsafe", "No safety gear."],
  ];
  for (const [reason, note] of reasons) {
    const client = await createSignedInUser("client");
    await getDb()
      .update(users)
      .set({ name: `Reporter ${reason}` })
      .where(eq(users.id, client.id));
    await getDb().insert(jobReports).values({ jobId, reporterId: client.id, reason, note });
  }
  await getDb().update(jobs).set({ hiddenByReports: true }).where(eq(jobs.id, jobId));
  return jobId;
}

function act(actor: TestUser, area: string, tab: string, jobId: string, fields: Record<string, string>) {
  return routeOutcome(() =>
    jobAction(args(post(`/${area}/jobs/${tab}/${jobId}`, fields, { Cookie: actor.cookie }), { tab, jobId })),
  );
}

async function state(jobId: string) {
  const [job] = await getDb().select().from(jobs).where(eq(jobs.id, jobId));
  const reports = await getDb().select().from(jobReports).where(eq(jobReports.jobId, jobId));
  return { status: job?.status, hidden: job?.hiddenByReports, open: reports.filter((r) => !r.dismissedAt).length };
}

describe("reported jobs in the admin's dashboard", () => {
  it("a Reported tab counts and lists the jobs with open reports, marked in the list", async () => {
    const admin = await createSignedInUser("admin");
    const employer = await createSignedInUser("employer", { company: "Lakeside Foods" });
    const jobId = await reportedJob(employer);
    await insertJob(employer.id, { title: "Fine Job" });
    const result = await routeOutcome(() =>
      listLoader(args(get("/admin/jobs/reported", admin.cookie), { tab: "reported" })),
    );
    const body = result.body as { reported: number; result: { jobs: { id: string; reported: boolean }[] } };
    expect(body.reported).toBeGreaterThanOrEqual(1);
    expect(body.result.jobs.map((j) => j.id)).toContain(jobId);
    expect(body.result.jobs.every((j) => j.reported)).toBe(true);

    // Employers have no such tab, and their lists carry no mark.
    const employerTab = await routeOutcome(() =>
      listLoader(args(get("/employer/jobs/reported", employer.cookie), { tab: "reported" })),
    );
    expect(employerTab.status).toBe(404);
    const own = await routeOutcome(() =>
      listLoader(args(get("/employer/jobs/approved", employer.cookie), { tab: "approved" })),
    );
    expect((own.body as { result: { jobs: { reported: boolean }[] } }).result.jobs.some((j) => j.reported)).toBe(false);
  });

  it("the job's view lists every open report with its reporter for staff, and nothing for its employer", async () => {
    const admin = await createSignedInUser("admin");
    const employer = await createSignedInUser("employer", { company: "Lakeside Foods" });
    const jobId = await reportedJob(employer);
    const staff = await routeOutcome(() =>
      jobLoader(args(get(`/admin/jobs/reported/${jobId}`, admin.cookie), { tab: "reported", jobId })),
    );
    expect(staff.status).toBe(200);
    const body = staff.body as { listPath: string; job: { hiddenByReports: boolean }; reports: unknown[] };
    expect(body.listPath).toBe("/admin/jobs/reported");
    expect(body.job.hiddenByReports).toBe(true);
    expect(body.reports).toHaveLength(3);
    expect(body.reports).toContainEqual(
      expect.objectContaining({ reason: "money", note: "They asked for a fee.", reporterName: "Reporter money" }),
    );
    const owner = await routeOutcome(() =>
      jobLoader(args(get(`/employer/jobs/approved/${jobId}`, employer.cookie), { tab: "approved", jobId })),
    );
    expect(owner.body).toMatchObject({ reports: null });
  });

  it("dismissing the reports shows the job again, with an audit row", async () => {
    const admin = await createSignedInUser("admin");
    const employer = await createSignedInUser("employer", { company: "Lakeside Foods" });
    const jobId = await reportedJob(employer);
    const result = await act(admin, "admin", "reported", jobId, { intent: "dismissReports" });
    expect(result).toMatchObject({ status: 302, location: `/admin/jobs/approved/${jobId}` });
    expect(await state(jobId)).toEqual({ status: "approved", hidden: false, open: 0 });
    const audits = await getDb().select().from(auditLog).where(eq(auditLog.entityId, jobId));
    expect(audits).toMatchObject([{ actorId: admin.id, action: "job.dismissReports", details: { dismissed: 3 } }]);
  });

  it.each([
    ["the job's employer", "own", 403],
    ["another employer", "other", 404],
    ["a pending admin", "pendingAdmin", 403],
    ["a client", "client", 403],
  ] as const)("%s may not dismiss them (%s), nothing changed", async (_, who, status) => {
    const employer = await createSignedInUser("employer", { company: "Lakeside Foods" });
    const jobId = await reportedJob(employer);
    const actors = {
      own: () => Promise.resolve(employer),
      other: () => createSignedInUser("employer", { company: "Acme" }),
      pendingAdmin: () => createSignedInUser("admin", { status: "pending" }),
      client: () => createSignedInUser("client"),
    };
    const actor = await actors[who]();
    const area = who === "pendingAdmin" ? "admin" : "employer";
    const result = await act(actor, area, "approved", jobId, { intent: "dismissReports" });
    expect(result.status).toBe(status);
    expect(await state(jobId)).toEqual({ status: "approved", hidden: true, open: 3 });
  });

  it.each([
    ["closing the job", { intent: "close" }, "closed"],
    ["asking for changes", { intent: "reject", message: "Remove the fee." }, "rejected"],
  ])("%s settles the reports too", async (_, fields, status) => {
    const admin = await createSignedInUser("admin");
    const employer = await createSignedInUser("employer", { company: "Lakeside Foods" });
    const jobId = await reportedJob(employer);
    const result = await act(admin, "admin", "reported", jobId, fields);
    expect(result).toMatchObject({ status: 302, location: "/admin/jobs/reported" });
    expect(await state(jobId)).toEqual({ status, hidden: false, open: 0 });
  });
});
