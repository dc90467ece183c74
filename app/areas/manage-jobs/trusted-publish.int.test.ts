import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, jobs, users } from "#db/schema";
import { forgetSessions } from "~/shared/server/auth.server";
import { getDb } from "~/shared/server/db.server";
import {
  args,
  createSignedInUser,
  get,
  latestMailTo,
  post,
  quietOutboxLog,
  routeOutcome,
  type TestUser,
} from "~/shared/testing/helpers";
import { action as addAction } from "./add-job";
import { loader as listLoader } from "./dashboard";
import { action as jobAction, loader as jobLoader } from "./dashboard-job";
import { action as updateAction } from "./update-job";
import { jobFormFields } from "./job-form.fixture";

quietOutboxLog();

async function postJob(employer: TestUser, title: string): Promise<{ id: string; status: string }> {
  const result = await routeOutcome(() =>
    addAction(args(post("/addJob", jobFormFields({ title }), { Cookie: employer.cookie }))),
  );
  const id = result.location?.split("/").pop() ?? "";
  const [row] = await getDb().select({ status: jobs.status }).from(jobs).where(eq(jobs.id, id));
  return { id, status: row?.status ?? "missing" };
}

async function trusted(employer: TestUser, value = true) {
  await getDb().update(users).set({ trusted: value }).where(eq(users.id, employer.id));
}

async function approve(admin: TestUser, jobId: string) {
  const path = `/admin/jobs/pending/${jobId}`;
  const result = await routeOutcome(() =>
    jobAction(args(post(path, { intent: "approve" }, { Cookie: admin.cookie }), { tab: "pending", jobId })),
  );
  expect(result.status).toBe(302);
}

async function publishAudits(jobId: string) {
  return getDb()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, jobId), eq(auditLog.action, "job.publishUnreviewed")));
}

async function publishRule(employer: TestUser) {
  const result = await routeOutcome(() =>
    listLoader(args(get("/employer/jobs/pending", employer.cookie), { tab: "pending" })),
  );
  return (result.body as { publishRule: string }).publishRule;
}

describe("trusted employers", () => {
  it("the first job is reviewed; once staff approved one, the next goes live at once, with an audit row and staff's email", async () => {
    const admin = await createSignedInUser("admin");
    const employer = await createSignedInUser("employer", { company: "Lakeside Foods" });
    await trusted(employer);
    expect(await publishRule(employer)).toBe("reviewed");

    const first = await postJob(employer, "First Job");
    expect(first.status).toBe("pending");
    await approve(admin, first.id);
    expect(await publishRule(employer)).toBe("atOnce");

    const second = await postJob(employer, "Second Job");
    expect(second.status).toBe("approved");
    expect(await publishAudits(second.id)).toMatchObject([
      { actorId: employer.id, details: { note: "published without review (trusted employer)" } },
    ]);
    const mail = await latestMailTo(admin.email);
    expect(mail?.subject).toBe("Published without review: Second Job");
    expect(mail?.text).toContain(`/admin/jobs/approved/${second.id}`);

    // Staff see it in the job's view.
    const view = await routeOutcome(() =>
      jobLoader(args(get(`/admin/jobs/approved/${second.id}`, admin.cookie), { tab: "approved", jobId: second.id })),
    );
    expect(view.body).toMatchObject({ publishedUnreviewed: true });

    // An edit stays published.
    const edited = await routeOutcome(() =>
      updateAction(
        args(
          post(`/updateJob/${second.id}`, jobFormFields({ title: "Second Job, edited" }), { Cookie: employer.cookie }),
          {
            jobId: second.id,
          },
        ),
      ),
    );
    expect(edited.status).toBe(302);
    const [row] = await getDb().select().from(jobs).where(eq(jobs.id, second.id));
    expect(row?.status).toBe("approved");
  });

  it("without trust, or with trust taken back, every job waits for review", async () => {
    const admin = await createSignedInUser("admin");
    const employer = await createSignedInUser("employer", { company: "Lakeside Foods" });
    const first = await postJob(employer, "First Job");
    await approve(admin, first.id);
    expect((await postJob(employer, "Untrusted Job")).status).toBe("pending");

    await trusted(employer);
    expect((await postJob(employer, "Trusted Job")).status).toBe("approved");
    await trusted(employer, false);
    expect((await postJob(employer, "No Longer Trusted")).status).toBe("pending");
    expect(await publishRule(employer)).toBe("reviewed");
  });

  it("a trusted employer whose account is back to pending is reviewed again", async () => {
    const admin = await createSignedInUser("admin");
    const employer = await createSignedInUser("employer", { company: "Lakeside Foods" });
    const first = await postJob(employer, "First Job");
    await approve(admin, first.id);
    await trusted(employer);
    await getDb().update(users).set({ status: "pending" }).where(eq(users.id, employer.id));
    forgetSessions();
    expect((await postJob(employer, "While Suspended")).status).toBe("pending");
  });
});
