import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { insertRequests, insertUsers, requestRow, userRow } from "#db/factory";
import { jobReports, jobs, users } from "#db/schema";
import { loader as requestLoader, action as requestAction } from "~/areas/applications/referral-request";
import { loader as findJobLoader } from "~/areas/find-jobs/jobs-detail";
import { action as addAction } from "~/areas/manage-jobs/add-job";
import { action as jobAction, loader as jobLoader } from "~/areas/manage-jobs/dashboard-job";
import { jobFormFields } from "~/areas/manage-jobs/job-form.fixture";
import { action as updateAction } from "~/areas/manage-jobs/update-job";
import { getDb } from "~/shared/server/db.server";
import {
  args,
  createSignedInUser,
  get,
  insertJob,
  post,
  quietOutboxLog,
  routeOutcome,
  type TestUser,
} from "~/shared/testing/helpers";

// Issue 39: staff decisions stand. A note staff write on a request reaches the
// job's employer only when staff mark it for them; a trusted employer cannot
// undo a rejection or a closure by staff by saving or reopening the job.

quietOutboxLog();

describe("notes on a request", () => {
  async function referral() {
    const admin = await createSignedInUser("admin");
    const owner = await createSignedInUser("employer", { company: "Lakeside Foods" });
    const jobId = await insertJob(owner.id, { status: "approved" });
    const client = userRow({ role: "client", name: "Rima Haddad" });
    await insertUsers(getDb(), [client]);
    const row = requestRow(client.id as string, jobId, { status: "working" });
    await insertRequests(getDb(), [
      {
        row,
        actorId: admin.id,
        steps: [
          { fromStatus: null, toStatus: "sent" },
          { fromStatus: "sent", toStatus: "working" },
        ],
      },
    ]);
    return { admin, owner, jobId, requestId: row.id as string };
  }

  const move = (admin: TestUser, requestId: string, fields: Record<string, string>) =>
    routeOutcome(() =>
      requestAction(
        args(
          post(
            `/admin/applications/working/${requestId}`,
            { intent: "move", version: "1", status: "applied", ...fields },
            {
              Cookie: admin.cookie,
            },
          ),
          { tab: "working", requestId },
        ),
      ),
    );

  const employerView = async (owner: TestUser, jobId: string) =>
    JSON.stringify(
      (
        await routeOutcome(() =>
          jobLoader(args(get(`/employer/jobs/approved/${jobId}`, owner.cookie), { tab: "approved", jobId })),
        )
      ).body,
    );

  const history = async (admin: TestUser, requestId: string) =>
    (
      (await requestLoader(
        args(get(`/admin/applications/applied/${requestId}`, admin.cookie), { tab: "applied", requestId }),
      )) as { events: { note: string; audience: string }[] }
    ).events.filter((event) => event.note);

  it("the note typed when staff mark a request Applied is internal unless they choose the employer", async () => {
    const { admin, owner, jobId, requestId } = await referral();
    const moved = await move(admin, requestId, { note: "INTERNAL: asylum case pending, do not share" });
    expect(moved.status).toBe(302);

    // Referred, but the employer reads nothing of the note.
    const page = await employerView(owner, jobId);
    expect(page).toContain("Rima Haddad");
    expect(page).not.toContain("asylum");
    expect(await history(admin, requestId)).toEqual([
      expect.objectContaining({ note: "INTERNAL: asylum case pending, do not share", audience: "internal" }),
    ]);
  });

  it("a note marked for the employer is shown to them, and labelled so for staff", async () => {
    const { admin, owner, jobId, requestId } = await referral();
    const moved = await move(admin, requestId, { note: "Strong forklift experience", audience: "employer" });
    expect(moved.status).toBe(302);
    expect(await employerView(owner, jobId)).toContain("Strong forklift experience");
    expect(await history(admin, requestId)).toEqual([
      expect.objectContaining({ note: "Strong forklift experience", audience: "employer" }),
    ]);
  });

  it("refuses an audience the form does not offer, changing nothing", async () => {
    const { admin, owner, jobId, requestId } = await referral();
    const moved = await move(admin, requestId, { note: "Everyone may read this", audience: "everyone" });
    expect(moved).toMatchObject({ status: 400, body: { errors: { audience: "applications.validation.audience" } } });
    expect(await employerView(owner, jobId)).not.toContain("Rima Haddad");
  });
});

describe("a trusted employer and staff's decisions", () => {
  /** An approved employer whom staff trust, with one job staff approved (so the next ones publish at once). */
  async function trustedEmployer() {
    const admin = await createSignedInUser("admin");
    const employer = await createSignedInUser("employer", { company: "Lakeside Foods" });
    await getDb().update(users).set({ trusted: true }).where(eq(users.id, employer.id));
    const first = await postJob(employer, "First Job");
    await staffDecides(admin, first, "pending", { intent: "approve" });
    return { admin, employer };
  }

  async function postJob(employer: TestUser, title: string): Promise<string> {
    const result = await routeOutcome(() =>
      addAction(args(post("/addJob", jobFormFields({ title }), { Cookie: employer.cookie }))),
    );
    return result.location?.split("/").pop() ?? "";
  }

  async function staffDecides(admin: TestUser, jobId: string, tab: string, fields: Record<string, string>) {
    const path = `/admin/jobs/${tab}/${jobId}`;
    const result = await routeOutcome(() =>
      jobAction(args(post(path, fields, { Cookie: admin.cookie }), { tab, jobId })),
    );
    expect(result.status).toBe(302);
  }

  async function statusOf(jobId: string) {
    const [row] = await getDb().select({ status: jobs.status }).from(jobs).where(eq(jobs.id, jobId));
    return row?.status;
  }

  /** The employer saves the job's form again, unchanged. */
  const saveAgain = (employer: TestUser, jobId: string, title: string) =>
    routeOutcome(() =>
      updateAction(args(post(`/updateJob/${jobId}`, jobFormFields({ title }), { Cookie: employer.cookie }), { jobId })),
    );

  const reopen = (employer: TestUser, jobId: string) =>
    routeOutcome(() =>
      jobAction(
        args(post(`/employer/jobs/closed/${jobId}`, { intent: "reopen" }, { Cookie: employer.cookie }), {
          tab: "closed",
          jobId,
        }),
      ),
    );

  const seekerSees = async (client: TestUser, jobId: string) =>
    (await routeOutcome(() => findJobLoader(args(get(`/jobs/${jobId}`, client.cookie), { jobId })))).status;

  it("saving a job staff rejected, unchanged, sends it back to review: the reports the rejection settled do not let it back", async () => {
    const { admin, employer } = await trustedEmployer();
    const jobId = await postJob(employer, "Warehouse Helper");
    expect(await statusOf(jobId)).toBe("approved");
    // Three job seekers report it; staff reject it, which settles their reports.
    for (const name of ["Reporter One", "Reporter Two", "Reporter Three"]) {
      const reporter = userRow({ role: "client", name });
      await insertUsers(getDb(), [reporter]);
      await getDb()
        .insert(jobReports)
        .values({ jobId, reporterId: reporter.id as string, reason: "money", note: "They asked for a fee." });
    }
    await staffDecides(admin, jobId, "approved", { intent: "reject", message: "No fees may be asked of applicants." });
    expect(await statusOf(jobId)).toBe("rejected");

    const saved = await saveAgain(employer, jobId, "Warehouse Helper");
    expect(saved.status).toBe(302);
    expect(await statusOf(jobId)).toBe("pending");
    const client = await createSignedInUser("client");
    expect(await seekerSees(client, jobId)).toBe(404);
  });

  it("reopening or editing a job staff closed sends it back to review; a job the employer closed reopens at once", async () => {
    const { admin, employer } = await trustedEmployer();
    const closedByStaff = await postJob(employer, "Night Porter");
    await staffDecides(admin, closedByStaff, "approved", { intent: "close" });
    expect(await statusOf(closedByStaff)).toBe("closed");
    expect((await reopen(employer, closedByStaff)).status).toBe(302);
    expect(await statusOf(closedByStaff)).toBe("pending");

    const editedAfterClose = await postJob(employer, "Day Porter");
    await staffDecides(admin, editedAfterClose, "approved", { intent: "close" });
    expect((await saveAgain(employer, editedAfterClose, "Day Porter")).status).toBe(302);
    expect(await statusOf(editedAfterClose)).toBe("pending");

    // The employer's own closure is theirs to undo: trust still publishes it at once.
    const ownClose = await postJob(employer, "Evening Porter");
    const closed = await routeOutcome(() =>
      jobAction(
        args(post(`/employer/jobs/approved/${ownClose}`, { intent: "close" }, { Cookie: employer.cookie }), {
          tab: "approved",
          jobId: ownClose,
        }),
      ),
    );
    expect(closed.status).toBe(302);
    expect((await reopen(employer, ownClose)).status).toBe(302);
    expect(await statusOf(ownClose)).toBe("approved");
  });
});
