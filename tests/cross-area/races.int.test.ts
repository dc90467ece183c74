import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { jobs, savedJobs } from "#db/schema";
import { action as saveAction } from "~/areas/find-jobs/api-saved-jobs";
import { closeJob, deleteJob } from "~/areas/manage-jobs/job-actions.server";
import { getDb } from "~/shared/server/db.server";
import { args, createSignedInUser, insertJob, post, routeOutcome, type TestUser } from "~/shared/testing/helpers";

// Real concurrent requests: on PostgreSQL (TEST_DATABASE_URL) they run on
// separate pooled connections at once; on PGlite they are serialised, which the
// same expectations must survive too.

let client: TestUser;
let others: TestUser[];
let admin: TestUser & { role: "admin"; status: "approved" };
let employerId: string;

beforeAll(async () => {
  client = await createSignedInUser("client");
  others = await Promise.all(Array.from({ length: 5 }, () => createSignedInUser("client")));
  admin = { ...(await createSignedInUser("admin")), role: "admin", status: "approved" };
  employerId = (await createSignedInUser("employer", { company: "Acme" })).id;
});

const save = (jobId: string, saved: "0" | "1", who: TestUser = client) =>
  routeOutcome(() => saveAction(args(post("/api/saved-jobs", { jobId, saved }, { Cookie: who.cookie }))));

async function savedRows(jobId: string) {
  return getDb()
    .select()
    .from(savedJobs)
    .where(and(eq(savedJobs.userId, client.id), eq(savedJobs.jobId, jobId)));
}

describe("saving races", () => {
  it("ten parallel presses of Save leave the job saved once, every round", async () => {
    let asMeant = 0;
    for (let round = 0; round < 30; round++) {
      const jobId = await insertJob(employerId);
      const answers = await Promise.all(Array.from({ length: 10 }, () => save(jobId, "1")));
      expect(answers.every((a) => a.status === 200)).toBe(true);
      if ((await savedRows(jobId)).length === 1) asMeant++;
    }
    expect(asMeant).toBe(30);
  });

  it("a save racing the job's deletion answers 404, never 500, and leaves no dangling save", async () => {
    for (let round = 0; round < 20; round++) {
      const jobId = await insertJob(employerId);
      const [deleted, ...saves] = await Promise.all([deleteJob(admin, jobId), ...others.map((who) => save(jobId, "1", who))]);
      expect(deleted.ok).toBe(true);
      expect(saves.map((s) => s.status).filter((status) => status !== 200 && status !== 404)).toEqual([]);
      expect(await getDb().select().from(jobs).where(eq(jobs.id, jobId))).toEqual([]);
      expect(await getDb().select().from(savedJobs).where(eq(savedJobs.jobId, jobId))).toEqual([]);
    }
  });

  it("a save caught behind a deletion that then commits answers 404 (the foreign key, mapped)", async () => {
    const jobId = await insertJob(employerId);
    let commit!: () => void;
    const committed = new Promise<void>((resolve) => (commit = resolve));
    // The deletion holds the job's row until told to commit; on PostgreSQL the
    // save below sees the job, inserts, and waits on the row in its key check.
    const deleting = getDb().transaction(async (tx) => {
      await tx.delete(jobs).where(eq(jobs.id, jobId));
      await committed;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const saving = save(jobId, "1");
    await new Promise((resolve) => setTimeout(resolve, 300));
    commit();
    await deleting;
    expect((await saving).status).toBe(404);
    expect(await savedRows(jobId)).toEqual([]);
  });
});

describe("managing races", () => {
  it("an action on a job whose owner is being changed waits and applies, instead of a false 404", async () => {
    const jobId = await insertJob(employerId);
    const newOwner = await createSignedInUser("employer", { company: "Other" });
    let commit!: () => void;
    const committed = new Promise<void>((resolve) => (commit = resolve));
    const transferring = getDb().transaction(async (tx) => {
      await tx.update(jobs).set({ ownerId: newOwner.id }).where(eq(jobs.id, jobId));
      await committed;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closing = closeJob(admin, jobId);
    await new Promise((resolve) => setTimeout(resolve, 300));
    commit();
    await transferring;
    expect(await closing).toMatchObject({ ok: true, status: "closed" });
    const [job] = await getDb().select({ status: jobs.status, ownerId: jobs.ownerId }).from(jobs).where(eq(jobs.id, jobId));
    expect(job).toEqual({ status: "closed", ownerId: newOwner.id });
  });
});
