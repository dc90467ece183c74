import { count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEMO_PASSWORD, seedDemo } from "#db/seed";
import { checkIns, jobRequests, jobs, savedJobs, users } from "#db/schema";
import { parseShift } from "~/shared/job-ui/shift";
import { hashPassword } from "./auth.server";
import { getDb, migrateDb } from "./db.server";
import { enrollSecondFactor } from "./second-factor.server";
import { signInCookie } from "~/shared/testing/helpers";

describe("demo seed", () => {
  it("fills an empty database once, with the documented accounts and varied jobs", async () => {
    const db = getDb();
    expect(await seedDemo(db, hashPassword, enrollSecondFactor)).toBe(true);
    expect(await seedDemo(db, hashPassword, enrollSecondFactor)).toBe(false);

    const people = await db.select().from(users);
    const byEmail = Object.fromEntries(people.map((u) => [u.email, u]));
    expect(byEmail["admin@example.org"]).toMatchObject({ role: "admin", status: "approved", twoFactorEnabled: true });
    expect(byEmail["employer@example.org"]).toMatchObject({
      role: "employer",
      status: "approved",
      company: "Lakeside Foods",
    });
    expect(byEmail["pending@example.org"]).toMatchObject({ role: "employer", status: "pending" });
    expect(byEmail["client@example.org"]).toMatchObject({ role: "client" });
    expect(byEmail["amina@example.org"]?.latitude).not.toBeNull();
    await expect(signInCookie("amina@example.org", DEMO_PASSWORD)).resolves.toContain("session_token");

    const all = await db.select().from(jobs);
    expect(all.length).toBeGreaterThanOrEqual(60);
    const distinct = (pick: (j: (typeof all)[number]) => unknown) => new Set(all.map(pick)).size;
    expect(distinct((j) => j.status)).toBe(4);
    expect(distinct((j) => j.ownerId)).toBeGreaterThanOrEqual(4);
    expect(distinct((j) => j.city)).toBeGreaterThanOrEqual(8);
    expect(distinct((j) => j.wageType)).toBe(2);
    expect(distinct((j) => j.jobType)).toBe(2);
    expect(distinct((j) => j.englishLevel)).toBe(4);
    expect(all.every((j) => j.latitude !== null && j.longitude !== null)).toBe(true);
    expect(all.some((j) => j.shift === "flexible" && j.shiftStarts === null)).toBe(true);
    expect(all.some((j) => j.status === "rejected" && j.adminMessage.length > 0)).toBe(true);
    for (const job of all) {
      expect(job.shiftStarts ?? null).toEqual(parseShift(job.shift)?.starts ?? null);
    }
    const ages = all.map((j) => (Date.now() - j.postedAt.getTime()) / 86_400_000);
    expect(Math.max(...ages)).toBeGreaterThan(30);
    expect(Math.max(...ages)).toBeLessThanOrEqual(60);
    expect(Math.min(...ages)).toBeLessThan(7);

    // The requests for help the placement report and the employer's job view show on a first visit.
    const requests = await db.select({ status: jobRequests.status }).from(jobRequests);
    expect(requests.map((r) => r.status).sort()).toEqual(["applied", "hired", "hired"]);

    // The follow-ups page on a first visit: Samir's 90-day call overdue, Fariba's 30-day call within the week.
    const calls = await db
      .select({ day: checkIns.day, answered: checkIns.working, waits: sql<number>`${checkIns.dueOn} - current_date` })
      .from(checkIns)
      .orderBy(checkIns.dueOn);
    const open = calls.filter((call) => call.answered === null);
    expect(open[0]).toMatchObject({ day: 90, waits: expect.any(Number) });
    expect(open[0]!.waits).toBeLessThan(0);
    expect(open[1]).toMatchObject({ day: 30 });
    expect(open[1]!.waits).toBeGreaterThan(0);
    expect(open[1]!.waits).toBeLessThanOrEqual(7);
    expect(calls.filter((call) => call.answered === true).map((call) => call.day)).toEqual([30]);
  });
});

describe("schema", () => {
  it("migrations can run again without changing anything", async () => {
    await expect(migrateDb()).resolves.toBeUndefined();
  });

  it("derives the hourly maximum used by the pay filter", async () => {
    const [yearly] = await getDb()
      .select({ hourlyMax: jobs.hourlyMax, max: jobs.wageMax })
      .from(jobs)
      .where(eq(jobs.wageType, "Yearly"))
      .limit(1);
    expect(yearly?.hourlyMax).toBeCloseTo((yearly?.max ?? 0) / 2000);
  });

  it("keeps one save per user and job, and deletes saves with the job", async () => {
    const db = getDb();
    const [client] = await db.select().from(users).where(eq(users.email, "client@example.org"));
    const [job] = await db.select().from(jobs).limit(1);
    await db.insert(savedJobs).values({ userId: client!.id, jobId: job!.id });
    await expect(db.insert(savedJobs).values({ userId: client!.id, jobId: job!.id })).rejects.toThrow();
    await db.delete(jobs).where(eq(jobs.id, job!.id));
    const [left] = await db.select({ n: count() }).from(savedJobs).where(eq(savedJobs.jobId, job!.id));
    expect(left?.n).toBe(0);
  });

  it("refuses a second account with the same email in another case", async () => {
    await expect(
      getDb().insert(users).values({ id: "dup", name: "Dup", email: "ADMIN@example.org" }),
    ).rejects.toThrow();
  });

  it("has the extensions the search needs", async () => {
    const result = await getDb().execute(
      sql`select earth_distance(ll_to_earth(41.88, -87.63), ll_to_earth(42.06, -87.70)) as metres, similarity('cook', 'cooks') as sim`,
    );
    const row = (result as unknown as { rows: { metres: number; sim: number }[] }).rows[0];
    expect(Number(row?.metres)).toBeGreaterThan(19_000);
    expect(Number(row?.sim)).toBeGreaterThan(0.3);
  });
});
