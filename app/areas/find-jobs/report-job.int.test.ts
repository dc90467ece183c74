import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobReports, jobs, savedJobs, users } from "#db/schema";
import { getDb } from "~/shared/server/db.server";
import {
  args,
  createSignedInUser,
  englishToast,
  get,
  insertJob,
  latestMailTo,
  post,
  quietOutboxLog,
  routeOutcome,
  type TestUser,
} from "~/shared/testing/helpers";
import { loader as detailLoader } from "./jobs-detail";
import { loader as jobsLoader } from "./jobs";
import { action as reportAction, loader as reportLoader } from "./report-job";
import { loader as savedLoader } from "./saved-jobs";

quietOutboxLog();

function report(user: TestUser, jobId: string, fields: Record<string, string> = { reason: "money", note: "" }) {
  return routeOutcome(() =>
    reportAction(args(post(`/jobs/${jobId}/report`, fields, { Cookie: user.cookie }), { jobId })),
  );
}

async function reportsOf(jobId: string) {
  return getDb().select().from(jobReports).where(eq(jobReports.jobId, jobId));
}

async function hidden(jobId: string) {
  const [row] = await getDb().select({ hidden: jobs.hiddenByReports }).from(jobs).where(eq(jobs.id, jobId));
  return row?.hidden;
}

async function listedIds(user: TestUser, path = "/jobs") {
  const load = path === "/jobs" ? jobsLoader : savedLoader;
  const result = await routeOutcome(() => load(args(get(path, user.cookie))));
  return (result.body as { result: { jobs: { id: string; unavailable?: boolean }[] } }).result.jobs;
}

/**
 * A job seeker whose report counts towards hiding (docs/decisions/025): here, a
 * code texted to their number reached them. The other ways, and accounts whose
 * reports do not count, are in tests/cross-area/report-abuse.int.test.ts.
 */
async function provenClient(): Promise<TestUser> {
  const client = await createSignedInUser("client");
  await getDb().update(users).set({ phoneVerified: true }).where(eq(users.id, client.id));
  return client;
}

/** An employer staff suspended after approving their job: reports may hide only such jobs on their own. */
function suspendedEmployer() {
  return createSignedInUser("employer", { status: "pending", company: "Lakeside Foods" });
}

describe("reporting a job", () => {
  it("a client reports a job once: reason and note stored, a second report refused", async () => {
    const employer = await createSignedInUser("employer", { company: "Lakeside Foods" });
    const client = await createSignedInUser("client");
    const jobId = await insertJob(employer.id);

    const page = await routeOutcome(() => reportLoader(args(get(`/jobs/${jobId}/report`, client.cookie), { jobId })));
    expect(page.body).toMatchObject({ job: { id: jobId }, reportedAt: null });

    const first = await report(client, jobId, { reason: "money", note: "  They want $50 for the uniform.  " });
    expect(first).toMatchObject({ status: 302, location: `/jobs/${jobId}` });
    expect(await reportsOf(jobId)).toMatchObject([
      { reporterId: client.id, reason: "money", note: "They want $50 for the uniform.", dismissedAt: null },
    ]);

    const second = await report(client, jobId, { reason: "fake", note: "" });
    expect(second).toMatchObject({
      status: 409,
      body: { toast: englishToast("error", "findJobs.report.already") },
    });
    expect(await reportsOf(jobId)).toHaveLength(1);
    const again = await routeOutcome(() => reportLoader(args(get(`/jobs/${jobId}/report`, client.cookie), { jobId })));
    expect((again.body as { reportedAt: Date | null }).reportedAt).toBeInstanceOf(Date);
  });

  it.each([
    ["no reason", { note: "" }, "reason"],
    ["an unknown reason", { reason: "boring", note: "" }, "reason"],
    ["a note over 1,000 characters", { reason: "other", note: "x".repeat(1001) }, "note"],
  ])("refuses %s with 400, nothing stored", async (_, fields, field) => {
    const employer = await createSignedInUser("employer", { company: "Lakeside Foods" });
    const client = await createSignedInUser("client");
    const jobId = await insertJob(employer.id);
    const result = await report(client, jobId, fields);
    expect(result.status).toBe(400);
    expect((result.body as { errors: Record<string, string> }).errors[field]).toBeTruthy();
    expect(await reportsOf(jobId)).toEqual([]);
  });

  it.each(["pending", "rejected", "closed"] as const)(
    "a %s job, which the client cannot see, is not found and nothing is stored",
    async (status) => {
      const employer = await createSignedInUser("employer", { company: "Lakeside Foods" });
      const client = await createSignedInUser("client");
      const jobId = await insertJob(employer.id, { status });
      const page = await routeOutcome(() => reportLoader(args(get(`/jobs/${jobId}/report`, client.cookie), { jobId })));
      expect(page.status).toBe(404);
      const result = await report(client, jobId);
      expect(result).toMatchObject({ status: 404, body: { toast: englishToast("error", "findJobs.report.notFound") } });
      expect(await reportsOf(jobId)).toEqual([]);
    },
  );

  it("a missing or malformed job id is not found", async () => {
    const client = await createSignedInUser("client");
    expect((await report(client, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await report(client, "not-a-job")).status).toBe(404);
  });

  it.each([
    ["an employer", () => createSignedInUser("employer", { company: "Acme" })],
    ["an admin", () => createSignedInUser("admin")],
    ["a pending admin", () => createSignedInUser("admin", { status: "pending" })],
  ] as const)("%s may not report (403), nothing stored", async (_, makeActor) => {
    const employer = await createSignedInUser("employer", { company: "Lakeside Foods" });
    const actor = await makeActor();
    const jobId = await insertJob(employer.id);
    expect((await report(actor, jobId)).status).toBe(403);
    expect(await reportsOf(jobId)).toEqual([]);
  });

  it("reports that count from three different people hide the job from job seekers, and its employer is told once", async () => {
    const employer = await suspendedEmployer();
    const admin = await createSignedInUser("admin");
    const jobId = await insertJob(employer.id, { title: "Too Good To Be True" });
    const [a, b, c, d] = [
      await provenClient(),
      await provenClient(),
      await provenClient(),
      await createSignedInUser("client"),
    ] as [TestUser, TestUser, TestUser, TestUser];
    await getDb().insert(savedJobs).values({ userId: d.id, jobId });
    const before = await getDb().select({ updatedAt: jobs.updatedAt }).from(jobs).where(eq(jobs.id, jobId));

    await report(a, jobId);
    await report(b, jobId, { reason: "fake", note: "" });
    expect(await hidden(jobId)).toBe(false);
    expect(await latestMailTo(employer.email)).toBeNull();

    // The third report hides it: its reporter goes back to the list, where the job is gone.
    const third = await report(c, jobId, { reason: "unsafe", note: "" });
    expect(third).toMatchObject({ status: 302, location: "/jobs" });
    expect(await hidden(jobId)).toBe(true);
    // Not an edit: the job keeps its version.
    const after = await getDb().select({ updatedAt: jobs.updatedAt }).from(jobs).where(eq(jobs.id, jobId));
    expect(after).toEqual(before);
    const mail = await latestMailTo(employer.email);
    expect(mail?.subject).toBe("Your job “Too Good To Be True” is under review");
    expect(mail?.text).toContain(`/employer/jobs/approved/${jobId}`);

    // Gone for job seekers: list, count, view, saved list (as no longer available), reporting.
    expect((await listedIds(d)).map((j) => j.id)).not.toContain(jobId);
    const view = await routeOutcome(() => detailLoader(args(get(`/jobs/${jobId}`, d.cookie), { jobId })));
    expect(view.status).toBe(404);
    expect(await listedIds(d, "/jobsSaved")).toMatchObject([{ id: jobId, unavailable: true }]);
    expect((await report(d, jobId)).status).toBe(404);
    expect(await reportsOf(jobId)).toHaveLength(3);

    // Staff still see it, marked as reported.
    const staffList = await listedIds(admin);
    expect(staffList.find((j) => j.id === jobId)).toMatchObject({ reported: true });
    const staffView = await routeOutcome(() => detailLoader(args(get(`/jobs/${jobId}`, admin.cookie), { jobId })));
    expect(staffView.status).toBe(200);
  });

  it("dismissed reports no longer count towards hiding", async () => {
    const employer = await suspendedEmployer();
    const jobId = await insertJob(employer.id);
    const clients = [await provenClient(), await provenClient()];
    for (const client of clients) await report(client, jobId);
    await getDb().update(jobReports).set({ dismissedAt: new Date() }).where(eq(jobReports.jobId, jobId));
    await report(await provenClient(), jobId);
    expect(await hidden(jobId)).toBe(false);
    expect(await reportsOf(jobId)).toHaveLength(3);
  });
});
