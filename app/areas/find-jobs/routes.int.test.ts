import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { requestRow } from "#db/factory";
import { jobRequests, jobs, savedJobs } from "#db/schema";
import { action as saveAction, loader as saveLoader } from "./api-saved-jobs";
import { loader as detailLoader } from "./jobs-detail";
import { loader as jobsLoader } from "./jobs";
import { loader as savedLoader } from "./saved-jobs";
import { getDb } from "~/shared/server/db.server";
import {
  args,
  createSignedInUser,
  englishToast,
  get,
  insertJob,
  post,
  settle,
  type TestUser,
} from "~/shared/testing/helpers";

const SECRET_INSTRUCTIONS = "Ask for Dana at the back door, code 4471";

let client: TestUser;
let admin: TestUser;
let employer: TestUser;
let approvedId: string;
let pendingId: string;

beforeAll(async () => {
  client = await createSignedInUser("client");
  admin = await createSignedInUser("admin");
  employer = await createSignedInUser("employer", { company: "Lakeside Foods" });
  approvedId = await insertJob(employer.id, { title: "Line Cook", instructions: SECRET_INSTRUCTIONS });
  pendingId = await insertJob(employer.id, {
    title: "Pending Baker",
    status: "pending",
    instructions: SECRET_INSTRUCTIONS,
  });
  await insertJob(employer.id, { title: "Rejected Porter", status: "rejected", adminMessage: "Add the pay" });
});

type JobsData = Awaited<ReturnType<typeof jobsLoader>>;
type DetailData = Awaited<ReturnType<typeof detailLoader>>;

const status = (result: unknown) => (result instanceof Response ? result.status : 200);
const statusOfThrown = (result: unknown) =>
  result && typeof result === "object" && "init" in result
    ? ((result as { init: { status?: number } | null }).init?.status ?? 200)
    : status(result);

describe("Find Jobs", () => {
  it("shows clients approved jobs only, marking nothing saved yet", async () => {
    const data = (await jobsLoader(args(get("/jobs", client.cookie)))) as JobsData;
    expect(data.result.jobs.map((job) => job.title)).toEqual(["Line Cook"]);
    expect(data.canSave).toBe(true);
    expect(data.user).toMatchObject({ email: client.email, role: "client" });
    expect(JSON.stringify(data)).not.toContain(SECRET_INSTRUCTIONS);
  });

  it("ignores a status choice from a client", async () => {
    const data = (await jobsLoader(args(get("/jobs?status=pending", client.cookie)))) as JobsData;
    expect(data.query.status).toBe("approved");
    expect(data.result.jobs.map((job) => job.title)).toEqual(["Line Cook"]);
  });

  it("lets admins choose a status, approved by default", async () => {
    const titles = async (path: string) =>
      ((await jobsLoader(args(get(path, admin.cookie)))) as JobsData).result.jobs.map((job) => job.title).sort();
    expect(await titles("/jobs")).toEqual(["Line Cook"]);
    expect(await titles("/jobs?status=pending")).toEqual(["Pending Baker"]);
    expect(await titles("/jobs?status=rejected")).toEqual(["Rejected Porter"]);
    expect(await titles("/jobs?status=all")).toEqual(["Line Cook", "Pending Baker", "Rejected Porter"]);
  });

  it.each([
    "/jobs?page=-1",
    "/jobs?page=99999999999999999999",
    "/jobs?page=7",
    "/jobs?pay=1000&posted=abc&type=Gig&english=fluent&lang=%00",
    "/jobs?shift=specify&from=99&to=-4",
    "/jobs?anyDistance=0&distance=-5",
    "/jobs?anyDistance=0&distance=1e308",
    `/jobs?q=${"%25".repeat(500)}`,
    "/jobs?benefit=dental&status=%27%3B%20DROP%20TABLE%20jobs",
  ])("answers %s with a normal page", async (path) => {
    const result = await settle(() => jobsLoader(args(get(path, client.cookie))));
    expect(status(result)).toBe(200);
    expect((result as JobsData).result.page).toBe(1);
  });

  it("sends employers to their landing page", async () => {
    for (const path of ["/jobs", `/jobs/${approvedId}`]) {
      const loader = path === "/jobs" ? jobsLoader : detailLoader;
      const result = (await settle(() => loader(args(get(path, employer.cookie), { jobId: approvedId })))) as Response;
      expect(result.status).toBe(302);
      expect(result.headers.get("Location")).toBe("/employer/jobs/pending");
    }
  });
});

describe("Saved Jobs", () => {
  it("is for clients only", async () => {
    for (const [user, landing] of [
      [admin, "/jobs"],
      [employer, "/employer/jobs/pending"],
    ] as const) {
      const result = (await settle(() => savedLoader(args(get("/jobsSaved", user.cookie))))) as Response;
      expect(result.headers.get("Location")).toBe(landing);
    }
  });
});

describe("job view", () => {
  const open = (path: string, user: TestUser, jobId: string) =>
    settle(() => detailLoader(args(get(path, user.cookie), { jobId })));

  it("shows clients an approved job without the how-to-apply instructions", async () => {
    const data = (await open(`/jobs/${approvedId}`, client, approvedId)) as DetailData;
    expect(data.job).toMatchObject({ title: "Line Cook", instructions: null, adminMessage: null, saved: false });
    expect(data.applyNote).toBeNull();
    expect(JSON.stringify(data)).not.toContain(SECRET_INSTRUCTIONS);
  });

  it.each([
    ["a pending job", () => pendingId],
    ["a malformed id", () => "not-a-job"],
    ["an unknown id", () => "00000000-0000-4000-8000-000000000000"],
  ])("answers a client 404 for %s", async (_name, id) => {
    const jobId = id();
    expect(statusOfThrown(await open(`/jobs/${jobId}`, client, jobId))).toBe(404);
    expect(statusOfThrown(await open(`/jobsSaved/${jobId}`, client, jobId))).toBe(404);
  });

  it("shows a job seeker where their own request for the job stands, and no one else's", async () => {
    const jobId = await insertJob(employer.id, { title: "Dishwasher" });
    const asker = await createSignedInUser("client");
    const before = (await open(`/jobs/${jobId}`, asker, jobId)) as DetailData;
    expect(before).toMatchObject({ askPath: `/applications/new/${jobId}`, requestStatus: null });
    await getDb()
      .insert(jobRequests)
      .values(requestRow(asker.id, jobId, { status: "applied" }));
    const after = (await open(`/jobs/${jobId}`, asker, jobId)) as DetailData;
    expect(after).toMatchObject({ askPath: null, requestStatus: "applied" });
    const other = (await open(`/jobs/${jobId}`, client, jobId)) as DetailData;
    expect(other).toMatchObject({ askPath: `/applications/new/${jobId}`, requestStatus: null });
  });

  it("shows admins any job with its instructions", async () => {
    const data = (await open(`/jobs/${pendingId}`, admin, pendingId)) as DetailData;
    expect(data.job).toMatchObject({ status: "pending", instructions: SECRET_INSTRUCTIONS });
    expect(data.showStatus).toBe(true);
    expect(data.canSave).toBe(false);
  });
});

describe("saving", () => {
  const save = (user: TestUser, fields: Record<string, string>) =>
    settle(() => saveAction(args(post("/api/saved-jobs", fields, { Cookie: user.cookie }))));
  const payload = (result: unknown) => (result as { data: unknown }).data;
  const saved = (state: boolean) => ({
    saved: state,
    toast: englishToast("success", state ? "jobs.savedToast" : "jobs.unsavedToast"),
  });

  it("saves a client's job and shows it in Saved Jobs", async () => {
    const saver = await createSignedInUser("client");
    expect(payload(await save(saver, { jobId: approvedId, saved: "1" }))).toEqual(saved(true));
    const listed = (await savedLoader(args(get("/jobsSaved", saver.cookie)))) as Awaited<
      ReturnType<typeof savedLoader>
    >;
    expect(listed.result.jobs.map((job) => job.id)).toEqual([approvedId]);
    const found = (await jobsLoader(args(get("/jobs", saver.cookie)))) as JobsData;
    expect(found.result.jobs.find((job) => job.id === approvedId)?.saved).toBe(true);
    expect(payload(await save(saver, { jobId: approvedId, saved: "0" }))).toEqual(saved(false));
  });

  it("sets the state asked for, so repeated presses change nothing (the list stars send set=<id>:1)", async () => {
    const saver = await createSignedInUser("client");
    for (let i = 0; i < 3; i++) expect(payload(await save(saver, { set: `${approvedId}:1` }))).toEqual(saved(true));
    expect(await getDb().select().from(savedJobs).where(eq(savedJobs.userId, saver.id))).toHaveLength(1);
    for (let i = 0; i < 2; i++)
      expect(payload(await save(saver, { jobId: approvedId, saved: "0" }))).toEqual(saved(false));
    expect(await getDb().select().from(savedJobs).where(eq(savedJobs.userId, saver.id))).toHaveLength(0);
    const unsure = await save(saver, { jobId: approvedId });
    expect(statusOfThrown(unsure)).toBe(400);
  });

  it("keeps a withdrawn saved job reachable as no longer available, so it can be unsaved", async () => {
    const saver = await createSignedInUser("client");
    const jobId = await insertJob(employer.id, { title: "Soon Withdrawn" });
    await save(saver, { jobId, saved: "1" });
    await getDb().update(jobs).set({ status: "closed" }).where(eq(jobs.id, jobId));
    const data = (await detailLoader(args(get(`/jobsSaved/${jobId}`, saver.cookie), { jobId }))) as DetailData;
    expect(data.job).toEqual({
      id: jobId,
      title: "Soon Withdrawn",
      company: "Lakeside Foods",
      saved: true,
      unavailable: true,
    });
    expect(statusOfThrown(await settle(() => detailLoader(args(get(`/jobs/${jobId}`, saver.cookie), { jobId }))))).toBe(
      404,
    );
    expect(payload(await save(saver, { jobId, saved: "0" }))).toEqual(saved(false));
    expect(
      statusOfThrown(await settle(() => detailLoader(args(get(`/jobsSaved/${jobId}`, saver.cookie), { jobId })))),
    ).toBe(404);
  });

  it.each([
    ["a pending job", () => ({ jobId: pendingId, saved: "1" }), 404, "findJobs.saveNotFound" as const],
    ["a malformed id", () => ({ jobId: "1 OR 1=1", saved: "1" }), 404, "findJobs.saveNotFound" as const],
    ["no id", () => ({ saved: "1" }), 404, "findJobs.saveNotFound" as const],
  ])("refuses %s", async (_name, fields, code, error) => {
    const result = await save(client, fields());
    expect(statusOfThrown(result)).toBe(code);
    const message = englishToast("error", error).message;
    expect(payload(result)).toEqual({ toast: englishToast("error", "jobs.saveFailed", { message }) });
  });

  it("is for clients only", async () => {
    for (const user of [admin, employer]) {
      const result = await save(user, { jobId: approvedId, saved: "1" });
      expect(statusOfThrown(result)).toBe(403);
    }
    const saves = await getDb()
      .select()
      .from(savedJobs)
      .where(inArray(savedJobs.userId, [admin.id, employer.id]));
    expect(saves).toEqual([]);
  });

  it("comes back to the page with a toast when sent without JavaScript", async () => {
    const saver = await createSignedInUser("client");
    const result = (await save(saver, { set: `${approvedId}:1`, redirectTo: "/jobs?q=cook" })) as Response;
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/jobs?q=cook");
    expect(result.headers.get("Set-Cookie")).toContain("toast=");
    // Only paths on this site are followed.
    const offsite = await save(saver, { set: `${approvedId}:0`, redirectTo: "//evil.example/" });
    expect(payload(offsite)).toEqual(saved(false));
  });

  it("has nothing to show by URL", async () => {
    expect(statusOfThrown(await settle(async () => saveLoader()))).toBe(404);
  });
});
