import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "#db/schema";
import { getDb } from "~/shared/server/db.server";
import { forgetSessions } from "~/shared/server/auth.server";
import { loader as listLoader } from "./dashboard";
import { loader as jobLoader } from "./dashboard-job";
import { args, createSignedInUser, get, insertJob, routeOutcome } from "~/shared/testing/helpers";
import { landingPath } from "~/shared/access/navigation";

type ListData = {
  counts: Record<string, number>;
  hasOrigin: boolean;
  result: { total: number; jobs: { id: string; title: string; distance: number | null }[] };
};

function list(cookie: string, area: string, tab: string, search = "") {
  return routeOutcome(() => listLoader(args(get(`/${area}/jobs/${tab}${search}`, cookie), { tab })));
}

describe("dashboard lists", () => {
  it("an employer sees and counts only their own jobs, one status per tab", async () => {
    const employer = await createSignedInUser("employer", { company: "Acme" });
    const other = await createSignedInUser("employer", { company: "Other" });
    const mine = {
      pending: await insertJob(employer.id, { status: "pending", title: "Mine pending" }),
      approved: await insertJob(employer.id, { status: "approved", title: "Mine approved" }),
      rejected: await insertJob(employer.id, { status: "rejected", title: "Mine rejected" }),
    };
    await insertJob(other.id, { status: "pending", title: "Theirs pending" });
    await insertJob(other.id, { status: "rejected", title: "Theirs rejected" });

    const todo = await list(employer.cookie, "employer", "todo");
    const body = todo.body as ListData;
    expect(body.counts).toEqual({ pending: 1, approved: 1, rejected: 1, closed: 0 });
    expect(body.result.jobs.map((j) => j.id)).toEqual([mine.rejected]);

    const pending = (await list(employer.cookie, "employer", "pending")).body as ListData;
    expect(pending.result.jobs.map((j) => j.title)).toEqual(["Mine pending"]);
  });

  it("an admin sees every employer's jobs, and the counts cover them all", async () => {
    const admin = await createSignedInUser("admin");
    const a = await createSignedInUser("employer", { company: "A" });
    const b = await createSignedInUser("employer", { company: "B" });
    const before = ((await list(admin.cookie, "admin", "pending")).body as ListData).counts;
    await insertJob(a.id, { status: "pending" });
    await insertJob(b.id, { status: "pending" });
    await insertJob(b.id, { status: "closed" });
    const after = (await list(admin.cookie, "admin", "pending")).body as ListData;
    expect(after.counts.pending).toBe((before.pending ?? 0) + 2);
    expect(after.counts.closed).toBe((before.closed ?? 0) + 1);
    expect(after.result.total).toBe(after.counts.pending);
  });

  it("applies the search of Find Jobs inside a tab", async () => {
    const employer = await createSignedInUser("employer", { company: "Acme" });
    await insertJob(employer.id, { status: "approved", title: "Night Baker" });
    await insertJob(employer.id, { status: "approved", title: "Cashier" });
    const found = (await list(employer.cookie, "employer", "approved", "?q=baker")).body as ListData;
    expect(found.result.jobs.map((j) => j.title)).toEqual(["Night Baker"]);
  });

  it("filters by distance from the viewer's own address, as Find Jobs does (none without an address)", async () => {
    const employer = await createSignedInUser("employer", { company: "Acme" });
    // The factory's jobs are on W Devon Ave in Chicago; one far away in Springfield.
    const near = await insertJob(employer.id, { status: "approved", title: "Near Devon" });
    await insertJob(employer.id, {
      status: "approved",
      title: "Far Springfield",
      latitude: 39.7817,
      longitude: -89.6501,
    });
    const within = "?anyDistance=0&distance=5";

    const without = (await list(employer.cookie, "employer", "approved", within)).body as ListData;
    expect(without.hasOrigin).toBe(false);

    await getDb().update(users).set({ latitude: 41.9967, longitude: -87.6689 }).where(eq(users.id, employer.id));
    // As a profile edit does: the session carries the address's point.
    forgetSessions();
    const all = (await list(employer.cookie, "employer", "approved")).body as ListData;
    expect(all.hasOrigin).toBe(true);
    expect(all.result.jobs.every((job) => job.distance !== null)).toBe(true);
    const close = (await list(employer.cookie, "employer", "approved", within)).body as ListData;
    expect(close.result.jobs.map((job) => job.id)).toEqual([near]);
  });

  it.each(["rejected", "all", "PENDING", "constructor"])("an unknown tab %s is a 404", async (tab) => {
    const admin = await createSignedInUser("admin");
    expect((await list(admin.cookie, "admin", tab)).status).toBe(404);
  });

  it.each([
    ["client", "admin"],
    ["client", "employer"],
    ["employer", "admin"],
    ["admin", "employer"],
  ] as const)("a %s opening the %s dashboard is sent to the role's landing page", async (role, area) => {
    const user = await createSignedInUser(role, { company: "Acme" });
    expect(await list(user.cookie, area, "pending")).toMatchObject({ status: 302, location: landingPath(role) });
  });

  it("a pending admin account is sent to the admin's landing page", async () => {
    const admin = await createSignedInUser("admin", { status: "pending" });
    expect(await list(admin.cookie, "admin", "pending")).toMatchObject({ status: 302, location: landingPath("admin") });
  });
});

function view(cookie: string, area: string, tab: string, jobId: string) {
  return routeOutcome(() => jobLoader(args(get(`/${area}/jobs/${tab}/${jobId}`, cookie), { tab, jobId })));
}

describe("dashboard job view", () => {
  it("shows an admin the owner, the message, the instructions and the admin actions", async () => {
    const admin = await createSignedInUser("admin");
    const employer = await createSignedInUser("employer", { company: "Acme" });
    const id = await insertJob(employer.id, {
      status: "rejected",
      adminMessage: "Add the pay",
      instructions: "Call Sam",
    });
    const result = await view(admin.cookie, "admin", "todo", id);
    expect(result.body).toMatchObject({
      job: { id, status: "rejected", adminMessage: "Add the pay", instructions: "Call Sam", ownerId: employer.id },
      owner: { id: employer.id, email: employer.email, company: "Acme", status: "approved" },
      ownerPending: false,
      listPath: "/admin/jobs/todo",
      allowed: {
        approve: { ok: true },
        reject: { ok: false, reason: "status" },
        update: { ok: true },
        close: { ok: true },
        reopen: { ok: false, reason: "status" },
        delete: { ok: true },
        transfer: { ok: true },
      },
    });
  });

  it("shows the owning employer their job and message, without the owner block or staff actions", async () => {
    const employer = await createSignedInUser("employer", { company: "Acme" });
    const id = await insertJob(employer.id, { status: "rejected", adminMessage: "Add the pay" });
    const result = await view(employer.cookie, "employer", "todo", id);
    expect(result.body).toMatchObject({
      job: { adminMessage: "Add the pay", status: "rejected" },
      owner: null,
      allowed: {
        approve: { ok: false, reason: "role" },
        transfer: { ok: false, reason: "role" },
        update: { ok: true },
        delete: { ok: true },
      },
    });
  });

  it("tells staff that a pending employer's job cannot be approved yet", async () => {
    const admin = await createSignedInUser("admin");
    const pending = await createSignedInUser("employer", { status: "pending", company: "New Co" });
    const id = await insertJob(pending.id, { status: "pending" });
    const result = await view(admin.cookie, "admin", "pending", id);
    expect(result.body).toMatchObject({
      ownerPending: true,
      allowed: { approve: { ok: false, reason: "ownerPending" } },
    });
  });

  it("opens a job under the tab of its current status", async () => {
    const admin = await createSignedInUser("admin");
    const id = await insertJob(admin.id, { status: "approved" });
    expect(await view(admin.cookie, "admin", "pending", id)).toMatchObject({
      status: 302,
      location: `/admin/jobs/approved/${id}`,
    });
  });

  it.each([
    ["another employer's job", "other"],
    ["a missing job", "missing"],
    ["a malformed id", "malformed"],
  ] as const)("answers %s with 404 'Job {id} does not exist'", async (_name, which) => {
    const employer = await createSignedInUser("employer", { company: "Acme" });
    const other = await createSignedInUser("employer", { company: "Other" });
    const id = {
      other: await insertJob(other.id, { status: "pending" }),
      missing: "00000000-0000-4000-8000-000000000003",
      malformed: "x",
    }[which];
    expect(await view(employer.cookie, "employer", "pending", id)).toMatchObject({
      status: 404,
      body: { error: "manageJobs.error.jobMissing", vars: { id } },
    });
  });

  it("an unknown tab is a 404 here too", async () => {
    const admin = await createSignedInUser("admin");
    const id = await insertJob(admin.id);
    expect((await view(admin.cookie, "admin", "rejected", id)).status).toBe(404);
  });
});
