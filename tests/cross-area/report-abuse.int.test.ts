import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobReports, jobs, outbox, users } from "#db/schema";
import { insertUsers, userRow } from "#db/factory";
import { action as signUpAction } from "~/areas/accounts/sign-up";
import { loader as jobsLoader } from "~/areas/find-jobs/jobs";
import { loader as detailLoader } from "~/areas/find-jobs/jobs-detail";
import { action as reportAction } from "~/areas/find-jobs/report-job";
import { loader as listLoader } from "~/areas/manage-jobs/dashboard";
import { loader as jobLoader } from "~/areas/manage-jobs/dashboard-job";
import { action as createAccountAction } from "~/areas/users/admin-create-account";
import { action as userAction } from "~/areas/users/admin-user";
import { CLIENT_IP_HEADER } from "~/shared/server/auth.server";
import { getDb } from "~/shared/server/db.server";
import { deliverDueMessages } from "~/shared/server/message-queue.server";
import {
  args,
  createSignedInUser,
  get,
  insertJob,
  PASSWORD,
  post,
  quietOutboxLog,
  randomIp,
  routeOutcome,
  sessionCookie,
  signInCookie,
  type TestUser,
} from "~/shared/testing/helpers";

// Issue 39, finding 1: three throwaway accounts hid any job (and emailed its
// employer). Reports now count only from job seekers who have shown they are
// real, and never hide an approved or trusted employer's job on their own
// (docs/decisions/025). Every step goes through the app's routes.

quietOutboxLog();

let nextNumber = 0;
/** A US number no other account in this file has: +1 312 555 01xx is fictional. */
function freshNumber(): string {
  nextNumber += 1;
  return `+1312555${String(100 + nextNumber).padStart(4, "0")}`;
}

/** Signs up as anyone can, from a fresh address, with an email nobody checks, then signs in. */
async function selfSignedUpClient(): Promise<TestUser> {
  const email = `throwaway-${randomUUID().slice(0, 8)}@test.example`;
  const fields = {
    name: "Throwaway",
    email,
    // A number is asked for, but nobody checks it at sign-up.
    phone: freshNumber(),
    password: PASSWORD,
    confirmPassword: PASSWORD,
    accountType: "client",
  };
  const signedUp = await routeOutcome(() =>
    signUpAction(args(post("/signUp", fields, { [CLIENT_IP_HEADER]: randomIp() }))),
  );
  expect(signedUp).toMatchObject({ status: 302, location: "/signIn" });
  const [row] = await getDb().select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error("the sign-up made no account");
  return { id: row.id, email, cookie: await signInCookie(email, PASSWORD) };
}

/** A client whose account an admin created on the Users page. */
async function staffCreatedClient(admin: TestUser): Promise<TestUser> {
  const email = `office-${randomUUID().slice(0, 8)}@test.example`;
  const fields = { name: "Amina Yusuf", email, phone: "", role: "client", password: PASSWORD };
  const created = await routeOutcome(() =>
    createAccountAction(args(post("/admin/accounts/create", fields, { Cookie: admin.cookie }))),
  );
  expect(created.status).toBe(302);
  const [row] = await getDb().select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error("the admin made no account");
  return { id: row.id, email, cookie: await signInCookie(email, PASSWORD) };
}

/** A client whose account waited for approval, and an admin approved it. */
async function staffApprovedClient(admin: TestUser): Promise<TestUser> {
  const client = await createSignedInUser("client", { status: "pending" });
  const approved = await routeOutcome(() =>
    userAction(
      args(post(`/admin/users/client/${client.id}`, { intent: "approve" }, { Cookie: admin.cookie }), {
        tab: "client",
        userId: client.id,
      }),
    ),
  );
  expect(approved.status).toBe(302);
  return { ...client, cookie: await sessionCookie(client.id) };
}

/** A self-made account whose number a texted code has reached (the phone sign-in sets phone_verified). */
async function phoneVerifiedClient(): Promise<TestUser> {
  const phone = freshNumber();
  const row = userRow({ role: "client", phone, phoneVerified: true });
  await insertUsers(getDb(), [row]);
  return { id: row.id as string, email: row.email, cookie: await sessionCookie(row.id as string) };
}

function report(reporter: TestUser, jobId: string) {
  return routeOutcome(() =>
    reportAction(
      args(post(`/jobs/${jobId}/report`, { reason: "fake", note: "" }, { Cookie: reporter.cookie }), { jobId }),
    ),
  );
}

/** What a job seeker finds: the job in a search for its title, and its own page. */
async function seekerFinds(seeker: TestUser, jobId: string, title: string) {
  const list = await routeOutcome(() => jobsLoader(args(get(`/jobs?q=${encodeURIComponent(title)}`, seeker.cookie))));
  const listed = (list.body as { result: { jobs: { id: string }[] } }).result.jobs.some((job) => job.id === jobId);
  const view = await routeOutcome(() => detailLoader(args(get(`/jobs/${jobId}`, seeker.cookie), { jobId })));
  return { listed, view: view.status };
}

async function hidden(jobId: string) {
  const [row] = await getDb().select({ hidden: jobs.hiddenByReports }).from(jobs).where(eq(jobs.id, jobId));
  return row?.hidden;
}

async function mailTo(email: string) {
  await deliverDueMessages();
  return getDb().select({ subject: outbox.subject }).from(outbox).where(eq(outbox.to, email));
}

/** The admin's Reported tab, by title, and the job's view there. */
async function onReportedTab(admin: TestUser, jobId: string) {
  const list = await routeOutcome(() =>
    listLoader(args(get("/admin/jobs/reported", admin.cookie), { tab: "reported" })),
  );
  const listed = (list.body as { result: { jobs: { id: string }[] } }).result.jobs.some((job) => job.id === jobId);
  const view = await routeOutcome(() =>
    jobLoader(args(get(`/admin/jobs/reported/${jobId}`, admin.cookie), { tab: "reported", jobId })),
  );
  const body = view.body as { reports: { counts: boolean }[]; reportsKeptVisible: boolean };
  return { listed, counts: body.reports.map((r) => r.counts), keptVisible: body.reportsKeptVisible };
}

const TITLE = "Night Shift Packer";

describe("reports from accounts anyone can make (issue 39, finding 1)", () => {
  it("three fresh self-signed-up accounts report an approved employer's job: it stays in Find Jobs, and no mail goes out", async () => {
    const admin = await createSignedInUser("admin");
    const employer = await createSignedInUser("employer", { company: "Lakeside Foods" });
    const seeker = await createSignedInUser("client");
    const jobId = await insertJob(employer.id, { title: TITLE });

    for (let i = 0; i < 3; i++) {
      const attacker = await selfSignedUpClient();
      // The reporter stays on the job: it was not hidden.
      expect(await report(attacker, jobId)).toMatchObject({ status: 302, location: `/jobs/${jobId}` });
    }

    expect(await hidden(jobId)).toBe(false);
    expect(await seekerFinds(seeker, jobId, TITLE)).toEqual({ listed: true, view: 200 });
    expect(await mailTo(employer.email)).toEqual([]);
    // Stored and shown to staff, marked as not counting.
    expect(await onReportedTab(admin, jobId)).toEqual({
      listed: true,
      counts: [false, false, false],
      keptVisible: false,
    });
  });

  it("their reports do not count even where reports may hide a job (a suspended employer's)", async () => {
    const employer = await createSignedInUser("employer", { status: "pending", company: "Shady Staffing" });
    const seeker = await createSignedInUser("client");
    const jobId = await insertJob(employer.id, { title: TITLE });
    for (let i = 0; i < 4; i++) await report(await selfSignedUpClient(), jobId);

    expect(await getDb().select().from(jobReports).where(eq(jobReports.jobId, jobId))).toHaveLength(4);
    expect(await hidden(jobId)).toBe(false);
    expect(await seekerFinds(seeker, jobId, TITLE)).toEqual({ listed: true, view: 200 });
    expect(await mailTo(employer.email)).toEqual([]);
  });
});

describe("reports that count", () => {
  it("job seekers staff created or approved, or whose number a code reached, hide a suspended employer's job; its employer is told", async () => {
    const admin = await createSignedInUser("admin");
    const employer = await createSignedInUser("employer", { status: "pending", company: "Shady Staffing" });
    const seeker = await createSignedInUser("client");
    const jobId = await insertJob(employer.id, { title: TITLE });

    // A throwaway account's report in between changes nothing.
    await report(await selfSignedUpClient(), jobId);
    await report(await staffCreatedClient(admin), jobId);
    await report(await staffApprovedClient(admin), jobId);
    expect(await hidden(jobId)).toBe(false);

    // The third report that counts hides it: its reporter goes back to the list.
    expect(await report(await phoneVerifiedClient(), jobId)).toMatchObject({ status: 302, location: "/jobs" });
    expect(await hidden(jobId)).toBe(true);
    expect(await seekerFinds(seeker, jobId, TITLE)).toEqual({ listed: false, view: 404 });
    expect(await mailTo(employer.email)).toEqual([{ subject: `Your job “${TITLE}” is under review` }]);
  });

  it.each([
    ["an approved", { trusted: false }],
    ["a trusted", { trusted: true }],
  ] as const)(
    "%s employer's job is not hidden by reports that count: it stays visible and is flagged on the Reported tab",
    async (_, fields) => {
      const admin = await createSignedInUser("admin");
      const employer = await createSignedInUser("employer", { company: "Lakeside Foods" });
      await getDb().update(users).set(fields).where(eq(users.id, employer.id));
      const seeker = await createSignedInUser("client");
      const jobId = await insertJob(employer.id, { title: TITLE });

      const reporters = [
        await staffCreatedClient(admin),
        await staffApprovedClient(admin),
        await phoneVerifiedClient(),
        await phoneVerifiedClient(),
      ];
      for (const reporter of reporters) {
        expect(await report(reporter, jobId)).toMatchObject({ status: 302, location: `/jobs/${jobId}` });
      }

      expect(await hidden(jobId)).toBe(false);
      expect(await seekerFinds(seeker, jobId, TITLE)).toEqual({ listed: true, view: 200 });
      expect(await mailTo(employer.email)).toEqual([]);
      expect(await onReportedTab(admin, jobId)).toEqual({
        listed: true,
        counts: [true, true, true, true],
        keptVisible: true,
      });
    },
  );
});
