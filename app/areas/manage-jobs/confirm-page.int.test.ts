import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobs } from "#db/schema";
import { action as jobAction, loader as jobLoader } from "./dashboard-job";
import { getDb } from "~/shared/server/db.server";
import { args, createSignedInUser, get, insertJob, post, routeOutcome } from "~/shared/testing/helpers";

// The confirm page of a job (`?confirm=<intent>&job=<id>`): what reject, close, delete and
// transfer ask without JavaScript, on the job's own page.

function view(cookie: string, area: string, tab: string, jobId: string, search: string) {
  return routeOutcome(() => jobLoader(args(get(`/${area}/jobs/${tab}/${jobId}${search}`, cookie), { tab, jobId })));
}

type ViewData = { confirm: string | null; reopenPublishes: boolean };

describe("the confirm page", () => {
  it("opens for an action this person may take on this job", async () => {
    const admin = await createSignedInUser("admin");
    const employer = await createSignedInUser("employer", { company: "Acme" });
    const id = await insertJob(employer.id, { status: "pending" });
    for (const intent of ["reject", "close", "delete", "transfer"]) {
      const result = await view(admin.cookie, "admin", "pending", id, `?q=cook&confirm=${intent}&job=${id}`);
      expect((result.body as ViewData).confirm).toBe(intent);
    }
  });

  it.each([
    ["an action that does not ask first", "approve", "same"],
    ["an action the person may not take (an employer transferring)", "transfer", "same"],
    ["another job's confirm page, carried over by a list link", "delete", "other"],
  ] as const)("is ignored for %s", async (_name, intent, which) => {
    const employer = await createSignedInUser("employer", { company: "Acme" });
    const id = await insertJob(employer.id, { status: "approved" });
    const other = await insertJob(employer.id, { status: "approved" });
    const named = which === "same" ? id : other;
    const result = await view(employer.cookie, "employer", "approved", id, `?confirm=${intent}&job=${named}`);
    expect(result.status).toBe(200);
    expect((result.body as ViewData).confirm).toBeNull();
  });

  it("is ignored for an action the job's status no longer allows", async () => {
    const admin = await createSignedInUser("admin");
    const id = await insertJob(admin.id, { status: "closed" });
    const result = await view(admin.cookie, "admin", "closed", id, `?confirm=close&job=${id}`);
    expect((result.body as ViewData).confirm).toBeNull();
  });

  it("keeps itself when the job opens under another tab", async () => {
    const admin = await createSignedInUser("admin");
    const id = await insertJob(admin.id, { status: "approved" });
    expect(await view(admin.cookie, "admin", "pending", id, `?confirm=close&job=${id}`)).toMatchObject({
      status: 302,
      location: `/admin/jobs/approved/${id}?confirm=close&job=${id}`,
    });
  });
});

describe("what closing tells about reopening", () => {
  it.each([
    ["staff, of an approved employer's job: published again at once", "admin", "approved", true],
    ["staff, of a pending employer's job: back to review", "admin", "pending", false],
    ["the employer: back to review", "employer", "approved", false],
  ] as const)("%s", async (_name, actor, ownerStatus, publishes) => {
    const employer = await createSignedInUser("employer", { company: "Acme", status: ownerStatus });
    const admin = await createSignedInUser("admin");
    const id = await insertJob(employer.id, { status: "pending" });
    const who = actor === "admin" ? admin : employer;
    const result = await view(who.cookie, actor, "pending", id, "");
    expect((result.body as ViewData).reopenPublishes).toBe(publishes);
  });
});

describe("posting the confirm page's form", () => {
  it("closes the job from the page's own address, query and all", async () => {
    const employer = await createSignedInUser("employer", { company: "Acme" });
    const id = await insertJob(employer.id, { status: "approved" });
    const path = `/employer/jobs/approved/${id}?confirm=close&job=${id}`;
    const result = await routeOutcome(() =>
      jobAction(args(post(path, { intent: "close" }, { Cookie: employer.cookie }), { tab: "approved", jobId: id })),
    );
    expect(result).toMatchObject({ status: 302, location: "/employer/jobs/approved" });
    const [row] = await getDb().select({ status: jobs.status }).from(jobs).where(eq(jobs.id, id));
    expect(row?.status).toBe("closed");
  });

  it("a refused transfer gives back what was typed, for the page rendered by the server", async () => {
    const admin = await createSignedInUser("admin");
    const employer = await createSignedInUser("employer", { company: "Acme" });
    const id = await insertJob(employer.id, { status: "approved" });
    const path = `/admin/jobs/approved/${id}?confirm=transfer&job=${id}`;
    const fields = { intent: "transfer", newOwner: "", newOwnerSearch: "nobody-by-this-name" };
    const result = await routeOutcome(() =>
      jobAction(args(post(path, fields, { Cookie: admin.cookie }), { tab: "approved", jobId: id })),
    );
    expect(result).toMatchObject({
      status: 400,
      body: {
        intent: "transfer",
        errors: { newOwner: "picker.noMatch" },
        values: { newOwnerSearch: "nobody-by-this-name" },
      },
    });
  });
});
