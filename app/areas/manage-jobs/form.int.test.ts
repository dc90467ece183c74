import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, jobs } from "#db/schema";
import { action as addAction, loader as addLoader } from "./add-job";
import { action as updateAction, loader as updateLoader } from "./update-job";
import { getDb } from "~/shared/server/db.server";
import { jobFormFields } from "./job-form.fixture";
import { args, createSignedInUser, get, insertJob, post, routeOutcome, settle } from "~/shared/testing/helpers";
import { landingPath } from "~/shared/access/navigation";

async function jobRow(id: string) {
  const [row] = await getDb().select().from(jobs).where(eq(jobs.id, id));
  return row;
}

async function jobCount(): Promise<number> {
  const [row] = await getDb().select({ n: count() }).from(jobs);
  return row?.n ?? 0;
}

function idFromLocation(location: string | null): string {
  const id = location?.split("/").pop();
  if (!id) throw new Error(`no job id in ${location}`);
  return id;
}

describe("/addJob page", () => {
  it.each([
    ["client", 302, landingPath("client")],
    ["employer", 200, null],
    ["admin", 200, null],
  ] as const)("%s -> %s", async (role, status, location) => {
    const user = await createSignedInUser(role, { company: "Lakeside Foods" });
    const result = await routeOutcome(() => addLoader(args(get("/addJob", user.cookie))));
    expect({ status: result.status, location: result.location }).toEqual({ status, location });
  });

  it("prefills the employer's company", async () => {
    const employer = await createSignedInUser("employer", { company: "Prairie Logistics" });
    const result = await routeOutcome(() => addLoader(args(get("/addJob", employer.cookie))));
    expect(result.body).toMatchObject({ userId: employer.id, values: { company: "Prairie Logistics" } });
  });

  it("sends signed-out visitors to sign in", async () => {
    const result = await routeOutcome(() => addLoader(args(get("/addJob"))));
    expect(result.location).toBe(`/signIn?redirectTo=${encodeURIComponent("/addJob")}`);
  });
});

describe("posting a job", () => {
  it("an employer's job is pending, geocoded, with parsed shift times and a derived location", async () => {
    const employer = await createSignedInUser("employer", { company: "Lakeside Foods" });
    const result = await routeOutcome(() =>
      addAction(args(post("/addJob", jobFormFields(), { Cookie: employer.cookie }))),
    );
    expect(result.status).toBe(302);
    expect(result.location).toMatch(/^\/employer\/jobs\/pending\/[0-9a-f-]{36}$/);
    const job = await jobRow(idFromLocation(result.location));
    expect(job).toMatchObject({
      title: "Line Cook",
      status: "pending",
      ownerId: employer.id,
      wageMin: 16,
      wageMax: 18.5,
      hourlyMax: 18.5,
      hasMedical: true,
      hasOthers: false,
      shiftStarts: [9],
      shiftEnds: [17],
      location: "2740 W Devon Ave, Chicago, IL 60659",
      latitude: 41.9972,
      longitude: -87.7166,
      startDate: "2026-03-02",
      adminMessage: "",
    });
  });

  it("an admin's job is approved at once, and the action is audited", async () => {
    const admin = await createSignedInUser("admin");
    const result = await routeOutcome(() =>
      addAction(args(post("/addJob", jobFormFields(), { Cookie: admin.cookie }))),
    );
    expect(result.location).toMatch(/^\/admin\/jobs\/approved\//);
    const id = idFromLocation(result.location);
    expect((await jobRow(id))?.status).toBe("approved");
    const audits = await getDb().select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audits).toMatchObject([{ actorId: admin.id, action: "job.create", entity: "job" }]);
  });

  it("a shift without readable times matches every filter (no times stored)", async () => {
    const employer = await createSignedInUser("employer", { company: "Acme" });
    const result = await routeOutcome(() =>
      addAction(args(post("/addJob", jobFormFields({ shift: "flexible hours" }), { Cookie: employer.cookie }))),
    );
    const job = await jobRow(idFromLocation(result.location));
    expect(job).toMatchObject({ shift: "flexible hours", shiftStarts: null, shiftEnds: null });
  });

  it("saves a job whose address cannot be located, without coordinates, and says so", async () => {
    const employer = await createSignedInUser("employer", { company: "Acme" });
    const fields = jobFormFields({ street: "1 Nowhere St", city: "Atlantis", state: "ZZ", zip: "00000" });
    const response = (await settle(() =>
      addAction(args(post("/addJob", fields, { Cookie: employer.cookie }))),
    )) as Response;
    expect(response.status).toBe(302);
    const job = await jobRow(idFromLocation(response.headers.get("Location")));
    expect(job).toMatchObject({ latitude: null, longitude: null, location: "1 Nowhere St, Atlantis, ZZ 00000" });
    const toast = response.headers.getSetCookie().find((c) => c.startsWith("toast="));
    expect(decodeToast(toast)).toMatchObject({ type: "success", key: "manageJobs.toast.notLocated" });
  });

  it("stores text exactly as typed", async () => {
    const employer = await createSignedInUser("employer", { company: "Acme" });
    const typed = `Tom & Jerry's "best" diner: age > 18, < 10 kg lifting`;
    const result = await routeOutcome(() =>
      addAction(args(post("/addJob", jobFormFields({ description: typed }), { Cookie: employer.cookie }))),
    );
    expect((await jobRow(idFromLocation(result.location)))?.description).toBe(typed);
  });

  it("lets a pending employer post; the job waits for review", async () => {
    const employer = await createSignedInUser("employer", { status: "pending", company: "Acme" });
    const result = await routeOutcome(() =>
      addAction(args(post("/addJob", jobFormFields(), { Cookie: employer.cookie }))),
    );
    expect((await jobRow(idFromLocation(result.location)))?.status).toBe("pending");
  });
});

function decodeToast(cookie: string | undefined): unknown {
  const value = decodeURIComponent(cookie?.split(";")[0]?.split("=").slice(1).join("=") ?? "");
  // A signed cookie: base64 JSON, a dot, then the signature.
  return JSON.parse(atob(value.slice(0, value.lastIndexOf("."))));
}

describe("bad input to /addJob writes nothing", () => {
  it.each([
    ["a missing title", { title: "" }, { title: "manageJobs.validation.titleRequired" }],
    ["min above max", { wageMin: "20", wageMax: "18" }, { wageMax: "manageJobs.validation.wageOrder" }],
    ["a negative wage", { wageMin: "-16" }, { wageMin: "manageJobs.validation.wagePositive" }],
    ["an impossible date", { startDate: "2026-02-31" }, { startDate: "manageJobs.validation.startDateInvalid" }],
    ["a malformed ZIP", { zip: "6065x" }, { zip: "manageJobs.validation.zipInvalid" }],
    ["an unknown job type", { jobType: "Gig" }, { jobType: "manageJobs.validation.jobType" }],
    ["an unknown English level", { englishLevel: "Native" }, { englishLevel: "manageJobs.validation.englishLevel" }],
    ["a huge description", { description: "x".repeat(100_000) }, { description: "validation.tooLong" }],
    ["a script tag", { title: "<script>alert(1)</script>" }, { title: "manageJobs.validation.noMarkup" }],
    ["a status field", { status: "approved" }, { form: "manageJobs.form.unexpectedFields" }],
    ["another owner's id", { ownerId: "someone-else" }, { form: "manageJobs.form.unexpectedFields" }],
  ])("%s -> 400 with the error next to its field", async (_name, change, errors) => {
    const employer = await createSignedInUser("employer", { company: "Acme" });
    const before = await jobCount();
    const fields = jobFormFields(change);
    const result = await routeOutcome(() => addAction(args(post("/addJob", fields, { Cookie: employer.cookie }))));
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ errors });
    // What was typed comes back so the form can show it again.
    expect((result.body as { values: Record<string, string> }).values.city).toBe("Chicago");
    expect(await jobCount()).toBe(before);
  });

  it("a client posting gets 403", async () => {
    const client = await createSignedInUser("client");
    const before = await jobCount();
    const result = await routeOutcome(() =>
      addAction(args(post("/addJob", jobFormFields(), { Cookie: client.cookie }))),
    );
    expect(result.status).toBe(403);
    expect(await jobCount()).toBe(before);
  });
});

describe("/updateJob/:jobId", () => {
  it("loads the job's values for its owner", async () => {
    const employer = await createSignedInUser("employer", { company: "Acme" });
    const id = await insertJob(employer.id, { status: "approved", hasMedical: true, startDate: "2026-05-01" });
    const result = await routeOutcome(() =>
      updateLoader(args(get(`/updateJob/${id}`, employer.cookie), { jobId: id })),
    );
    expect(result.body).toMatchObject({
      backTo: `/employer/jobs/approved/${id}`,
      confirmBeforeSave: true,
      values: { title: "Warehouse Associate", wageMin: "16", hasMedical: "on", hasOthers: "", startDate: "2026-05-01" },
    });
  });

  it.each([
    ["another employer's job", "other", 404],
    ["a missing job", "missing", 404],
    ["a malformed id", "malformed", 404],
  ] as const)("answers %s with 404 'Job {id} does not exist'", async (_name, which, status) => {
    const employer = await createSignedInUser("employer", { company: "Acme" });
    const other = await createSignedInUser("employer", { company: "Other" });
    const id = {
      other: await insertJob(other.id),
      missing: "00000000-0000-4000-8000-000000000000",
      malformed: "not-a-uuid",
    }[which];
    const result = await routeOutcome(() =>
      updateLoader(args(get(`/updateJob/${id}`, employer.cookie), { jobId: id })),
    );
    expect(result).toMatchObject({ status, body: { error: "manageJobs.error.jobMissing", vars: { id } } });
  });

  it("sends clients to their landing page", async () => {
    const client = await createSignedInUser("client");
    const admin = await createSignedInUser("admin");
    const id = await insertJob(admin.id);
    const result = await routeOutcome(() => updateLoader(args(get(`/updateJob/${id}`, client.cookie), { jobId: id })));
    expect(result).toMatchObject({ status: 302, location: landingPath("client") });
  });

  it("an admin opens anyone's job and does not need the review warning", async () => {
    const admin = await createSignedInUser("admin");
    const employer = await createSignedInUser("employer", { company: "Acme" });
    const id = await insertJob(employer.id, { status: "approved" });
    const result = await routeOutcome(() => updateLoader(args(get(`/updateJob/${id}`, admin.cookie), { jobId: id })));
    expect(result.body).toMatchObject({ backTo: `/admin/jobs/approved/${id}`, confirmBeforeSave: false });
  });
});

describe("saving an edit", () => {
  it.each([
    ["employer", "approved", "pending"],
    ["employer", "rejected", "pending"],
    ["employer", "closed", "pending"],
    ["admin", "approved", "approved"],
    ["admin", "rejected", "rejected"],
    ["admin", "pending", "pending"],
  ] as const)("by the %s of a %s job -> %s", async (role, from, to) => {
    const employer = await createSignedInUser("employer", { company: "Acme" });
    const actor = role === "admin" ? await createSignedInUser("admin") : employer;
    const id = await insertJob(employer.id, { status: from });
    const fields = jobFormFields({ title: "Head Cook", shift: "10pm to 6am" });
    const result = await routeOutcome(() =>
      updateAction(args(post(`/updateJob/${id}`, fields, { Cookie: actor.cookie }), { jobId: id })),
    );
    expect(result).toMatchObject({ status: 302, location: `/${role}/jobs/${to === "rejected" ? "todo" : to}/${id}` });
    expect(await jobRow(id)).toMatchObject({
      title: "Head Cook",
      status: to,
      ownerId: employer.id,
      shiftStarts: [22],
      shiftEnds: [30],
    });
  });

  it("ignores an id and owner in the payload", async () => {
    const employer = await createSignedInUser("employer", { company: "Acme" });
    const other = await createSignedInUser("employer", { company: "Other" });
    const id = await insertJob(employer.id, { status: "pending" });
    const otherJob = await insertJob(other.id, { title: "Untouched" });
    const fields = jobFormFields({ id: otherJob, owner: other.id, title: "Edited" });
    const result = await routeOutcome(() =>
      updateAction(args(post(`/updateJob/${id}`, fields, { Cookie: employer.cookie }), { jobId: id })),
    );
    expect(result.status).toBe(302);
    expect(await jobRow(id)).toMatchObject({ title: "Edited", ownerId: employer.id });
    expect(await jobRow(otherJob)).toMatchObject({ title: "Untouched", ownerId: other.id });
  });

  it("fails on a missing job with 'Job {id} does not exist'", async () => {
    const admin = await createSignedInUser("admin");
    const id = "00000000-0000-4000-8000-000000000001";
    const result = await routeOutcome(() =>
      updateAction(args(post(`/updateJob/${id}`, jobFormFields(), { Cookie: admin.cookie }), { jobId: id })),
    );
    expect(result).toMatchObject({ status: 404, body: { error: "manageJobs.error.jobMissing", vars: { id } } });
    expect(await jobRow(id)).toBeUndefined();
  });

  it.each([
    ["another employer's job", "employer", 404],
    ["a client", "client", 403],
  ] as const)("refuses %s and changes nothing", async (_name, role, status) => {
    const owner = await createSignedInUser("employer", { company: "Acme" });
    const actor = await createSignedInUser(role, { company: "Other" });
    const id = await insertJob(owner.id, { status: "approved", title: "Original" });
    const before = await jobRow(id);
    const result = await routeOutcome(() =>
      updateAction(
        args(post(`/updateJob/${id}`, jobFormFields({ title: "Hijacked" }), { Cookie: actor.cookie }), { jobId: id }),
      ),
    );
    expect(result.status).toBe(status);
    expect(await jobRow(id)).toEqual(before);
  });

  it.each([
    ["a status field", { status: "approved" }],
    ["a negative wage", { wageMax: "-1" }],
    ["an unknown wage type", { wageType: "Weekly" }],
  ])("refuses %s with 400 and changes nothing", async (_name, change) => {
    const employer = await createSignedInUser("employer", { company: "Acme" });
    const id = await insertJob(employer.id, { status: "rejected" });
    const before = await jobRow(id);
    const result = await routeOutcome(() =>
      updateAction(args(post(`/updateJob/${id}`, jobFormFields(change), { Cookie: employer.cookie }), { jobId: id })),
    );
    expect(result.status).toBe(400);
    expect(await jobRow(id)).toEqual(before);
  });
});
