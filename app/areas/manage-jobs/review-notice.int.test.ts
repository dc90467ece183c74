import { and, count, eq, like, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox, rateLimits } from "#db/schema";
import { action as addAction } from "./add-job";
import { action as jobAction } from "./dashboard-job";
import { jobFormFields } from "./job-form.fixture";
import { REVIEW_NOTICES_PER_HOUR } from "./job-emails.server";
import { action as updateAction } from "./update-job";
import { getDb } from "~/shared/server/db.server";
import { deliverDueMessages } from "~/shared/server/message-queue.server";
import {
  args,
  createSignedInUser,
  insertJob,
  post,
  quietOutboxLog,
  routeOutcome,
  type TestUser,
} from "~/shared/testing/helpers";

// A review notice goes to every admin; an employer, pending or approved, must not be able to
// send them without end by editing a job again and again (security issue, low points).

quietOutboxLog();

async function noticesTo(admin: TestUser): Promise<number> {
  await deliverDueMessages();
  const [row] = await getDb()
    .select({ n: count() })
    .from(outbox)
    .where(and(eq(outbox.to, admin.email), sql`${outbox.subject} LIKE ${"%review%"}`));
  return row?.n ?? 0;
}

function edit(employer: TestUser, jobId: string, title: string) {
  return routeOutcome(() =>
    updateAction(
      args(
        post(`/updateJob/${jobId}`, jobFormFields({ title }), {
          Cookie: employer.cookie,
        }),
        { jobId },
      ),
    ),
  );
}

async function postJob(employer: TestUser): Promise<string> {
  const result = await routeOutcome(() =>
    addAction(args(post("/addJob", jobFormFields(), { Cookie: employer.cookie }))),
  );
  expect(result.location).toMatch(/\/pending\/[0-9a-f-]{36}$/);
  return result.location!.split("/").pop()!;
}

describe("review notices", () => {
  it("a job's repeated edits send one notice until staff act on it", async () => {
    const admin = await createSignedInUser("admin");
    const employer = await createSignedInUser("employer", {
      status: "pending",
      company: "Lakeside Foods",
    });
    const jobId = await postJob(employer);
    expect(await noticesTo(admin)).toBe(1);

    for (let i = 0; i < 5; i++) expect((await edit(employer, jobId, `Line Cook ${i}`)).status).toBe(302);
    expect(await noticesTo(admin)).toBe(1);

    // Staff ask for changes; the employer's next edit is news again.
    const rejected = await routeOutcome(() =>
      jobAction(
        args(
          post(
            `/admin/jobs/pending/${jobId}`,
            { intent: "reject", message: "Please add the pay." },
            { Cookie: admin.cookie },
          ),
          {
            tab: "pending",
            jobId,
          },
        ),
      ),
    );
    expect(rejected.status).toBe(302);
    await edit(employer, jobId, "Line Cook, with pay");
    expect(await noticesTo(admin)).toBe(2);
  });

  it("a job's next edit sends a notice again an hour after the last one", async () => {
    const admin = await createSignedInUser("admin");
    const employer = await createSignedInUser("employer", {
      company: "Lakeside Foods",
    });
    const jobId = await postJob(employer);
    await edit(employer, jobId, "Line Cook 2");
    expect(await noticesTo(admin)).toBe(1);
    // An hour on: the job's counter has run out (the employer's has room for more).
    await getDb()
      .update(rateLimits)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(like(rateLimits.key, "review-notice-job:%"));
    await edit(employer, jobId, "Line Cook 3");
    expect(await noticesTo(admin)).toBe(2);
  });

  it(`one employer's jobs send at most ${REVIEW_NOTICES_PER_HOUR} notices an hour`, async () => {
    const admin = await createSignedInUser("admin");
    const employer = await createSignedInUser("employer", {
      company: "Lakeside Foods",
    });
    const jobIds = await Promise.all(
      Array.from({ length: REVIEW_NOTICES_PER_HOUR + 3 }, () => insertJob(employer.id, { status: "rejected" })),
    );
    // At the same time, as a script would: the limit must hold under concurrent requests too.
    const results = await Promise.all(jobIds.map((id, i) => edit(employer, id, `Job ${i}`)));
    expect(results.map((r) => r.status)).toEqual(jobIds.map(() => 302));
    expect(await noticesTo(admin)).toBe(REVIEW_NOTICES_PER_HOUR);

    // Another employer is not held back by the first one's notices.
    const other = await createSignedInUser("employer", {
      company: "Prairie Logistics",
    });
    await postJob(other);
    expect(await noticesTo(admin)).toBe(REVIEW_NOTICES_PER_HOUR + 1);
  });
});
