import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, jobAlerts, jobReports, jobs, outbox, outgoingMessages, savedJobs, users } from "#db/schema";
import { action as newAlertAction } from "~/areas/job-alerts/new-alert";
import { action as profileAlertsAction } from "~/areas/job-alerts/profile-alerts";
import { action as failedDeliveriesAction } from "~/areas/users/failed-deliveries";
import { action as saveAction } from "~/areas/find-jobs/api-saved-jobs";
import { action as dashboardAction } from "~/areas/manage-jobs/dashboard-job";
import { jobFormFields } from "~/areas/manage-jobs/job-form.fixture";
import { parseJobForm } from "~/areas/manage-jobs/job-form-schema";
import { action as updateJobAction } from "~/areas/manage-jobs/update-job";
import { dismissReportsOn } from "~/areas/manage-jobs/job-reports.server";
import {
  approveJob,
  closeJob,
  deleteJob,
  jobVersion,
  rejectJob,
  updateJob,
  type JobActionResult,
  type JobWriteResult,
} from "~/areas/manage-jobs/job-actions.server";
import { action as profileAction } from "~/areas/accounts/profile-set-profile";
import { deleteUser, updateUser } from "~/shared/server/users.server";
import { dbKind, getDb } from "~/shared/server/db.server";
import { runDueAlerts } from "~/shared/server/job-alerts.server";
import { deliverDueMessages } from "~/shared/server/message-queue.server";
import { readToast } from "~/shared/server/toast.server";
import {
  args,
  cookiesFrom,
  createSignedInUser,
  englishToast,
  get,
  insertJob,
  post,
  quietOutboxLog,
  routeOutcome,
  settle,
  type TestUser,
} from "~/shared/testing/helpers";

// Real concurrent requests: on PostgreSQL (TEST_DATABASE_URL) they run on
// separate pooled connections at once; on PGlite they are serialised, which the
// same expectations must survive too.

let client: TestUser;
let others: TestUser[];
let admin: TestUser & { role: "admin"; status: "approved" };
let employerId: string;
let employer: TestUser & { role: "employer"; status: "approved" };
let otherAdmin: TestUser & { role: "admin"; status: "approved" };

beforeAll(async () => {
  client = await createSignedInUser("client");
  others = await Promise.all(Array.from({ length: 5 }, () => createSignedInUser("client")));
  admin = { ...(await createSignedInUser("admin")), role: "admin", status: "approved" };
  employer = { ...(await createSignedInUser("employer", { company: "Acme" })), role: "employer", status: "approved" };
  employerId = employer.id;
  otherAdmin = { ...(await createSignedInUser("admin")), role: "admin", status: "approved" };
});

quietOutboxLog();

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
      const [deleted, ...saves] = await Promise.all([
        deleteJob(admin, jobId),
        ...others.map((who) => save(jobId, "1", who)),
      ]);
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
    const [job] = await getDb()
      .select({ status: jobs.status, ownerId: jobs.ownerId })
      .from(jobs)
      .where(eq(jobs.id, jobId));
    expect(job).toEqual({ status: "closed", ownerId: newOwner.id });
  });
});

/** The job's status and version, as a page showing it would have them. */
async function shown(jobId: string) {
  const [job] = await getDb()
    .select({ status: jobs.status, updatedAt: jobs.updatedAt, title: jobs.title })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  if (!job) throw new Error("no such job");
  return { ...job, version: jobVersion(job) };
}

async function auditsOf(jobId: string) {
  return getDb().select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, jobId));
}

function editedJob(title: string) {
  const parsed = parseJobForm(new URLSearchParams(jobFormFields({ title })) as unknown as FormData);
  if (!parsed.ok) throw new Error("the fixture form is invalid");
  return parsed.data;
}

type Outcome = JobActionResult | JobWriteResult;

/** Of two outcomes, the one that was applied and the one refused; fails unless exactly one of each. */
function winnerAndLoser<A extends Outcome, B extends Outcome>(a: A, b: B) {
  const applied = [a, b].filter((outcome) => outcome.ok);
  const refused = [a, b].filter((outcome) => !outcome.ok);
  expect({ applied: applied.length, refused: refused.length }).toEqual({ applied: 1, refused: 1 });
  return { winner: a.ok ? "a" : "b", loser: (a.ok ? b : a) as Extract<Outcome, { ok: false }> };
}

describe("deciding races: the first decision stands, the second hears what it was", () => {
  it("two admins approving and rejecting one job at once: one applies, the other is told the job's new status", async () => {
    for (let round = 0; round < 10; round++) {
      const jobId = await insertJob(employerId, { status: "pending" });
      const { version } = await shown(jobId);
      const [approved, rejected] = await Promise.all([
        approveJob(admin, jobId, version),
        rejectJob(otherAdmin, jobId, "Please add the wage.", version),
      ]);
      const { winner, loser } = winnerAndLoser(approved, rejected);
      const final = await shown(jobId);
      expect(final.status).toBe(winner === "a" ? "approved" : "rejected");
      expect(loser).toMatchObject({
        status: 409,
        error: winner === "a" ? "manageJobs.error.nowApproved" : "manageJobs.error.nowRejected",
        version: final.version,
      });
      expect(await auditsOf(jobId)).toHaveLength(1);
    }
  });

  it("two admins pressing Approve at once: one approval, one audit row, and the other hears it was approved", async () => {
    for (let round = 0; round < 10; round++) {
      const jobId = await insertJob(employerId, { status: "pending" });
      const { version } = await shown(jobId);
      const [first, second] = await Promise.all([
        approveJob(admin, jobId, version),
        approveJob(otherAdmin, jobId, version),
      ]);
      const { loser } = winnerAndLoser(first, second);
      expect(loser).toMatchObject({ status: 409, error: "manageJobs.error.nowApproved" });
      expect(await auditsOf(jobId)).toEqual([{ action: "job.approve" }]);
    }
  });

  it("an employer saving an edit while an admin approves: whoever is first stands, the other is told", async () => {
    for (let round = 0; round < 10; round++) {
      const jobId = await insertJob(employerId, { status: "pending", title: "Before" });
      const { version } = await shown(jobId);
      const [edited, approved] = await Promise.all([
        updateJob(employer, jobId, editedJob("After"), version),
        approveJob(admin, jobId, version),
      ]);
      const { winner, loser } = winnerAndLoser(edited, approved);
      const final = await shown(jobId);
      if (winner === "a") {
        // The admin did not see the edit: approving it unseen would publish it unreviewed.
        expect(final).toMatchObject({ status: "pending", title: "After" });
        expect(loser).toMatchObject({ status: 409, error: "manageJobs.error.editedMeanwhile" });
      } else {
        expect(final).toMatchObject({ status: "approved", title: "Before" });
        expect(loser).toMatchObject({ status: 409, error: "manageJobs.error.nowApproved" });
      }
    }
  });

  it("through the pages: the refused admin gets the reason as a 409, and the refused edit keeps what was typed with the new version", async () => {
    const jobId = await insertJob(employerId, { status: "pending", title: "Before" });
    const { version } = await shown(jobId);
    await approveJob(otherAdmin, jobId, version);
    const refusedDecision = await routeOutcome(() =>
      dashboardAction(
        args(post(`/admin/jobs/pending/${jobId}`, { intent: "close", seen: version }, { Cookie: admin.cookie }), {
          tab: "pending",
          jobId,
        }),
      ),
    );
    expect(refusedDecision).toMatchObject({
      status: 409,
      body: {
        intent: "close",
        toast: englishToast("error", "manageJobs.toast.closeFailed", {
          reason: englishToast("error", "manageJobs.error.nowApproved").message,
        }),
      },
    });
    expect((await shown(jobId)).status).toBe("approved");

    const refusedEdit = await routeOutcome(() =>
      updateJobAction(
        args(
          post(
            `/updateJob/${jobId}`,
            { ...jobFormFields({ title: "Typed" }), seen: version },
            { Cookie: employer.cookie },
          ),
          { jobId },
        ),
      ),
    );
    const now = await shown(jobId);
    expect(refusedEdit).toMatchObject({
      status: 409,
      body: { errors: { form: "manageJobs.error.nowApproved" }, values: { title: "Typed", seen: now.version } },
    });
    expect(now).toMatchObject({ status: "approved", title: "Before" });
  });

  it("a user deleted while an admin edits them: never a 500, the account is gone, and a refused edit hears it does not exist", async () => {
    for (let round = 0; round < 10; round++) {
      const person = await createSignedInUser("client");
      const edit = {
        name: "Renamed",
        email: person.email,
        phone: "",
        role: "client" as const,
        status: "approved" as const,
      };
      const [deleted, edited] = await Promise.all([
        deleteUser(admin.id, person.id),
        updateUser(otherAdmin.id, person.id, edit),
      ]);
      expect(deleted.ok).toBe(true);
      // Either the edit came first (and the deletion then removed the edited account) or it found nobody.
      expect(edited.ok || edited.error === "notFound").toBe(true);
      expect(await getDb().select().from(users).where(eq(users.id, person.id))).toEqual([]);
    }
  });

  it("a person saving their profile while staff delete the account hears that it no longer exists", async () => {
    const person = await createSignedInUser("client");
    let commit!: () => void;
    const committed = new Promise<void>((resolve) => (commit = resolve));
    // The deletion holds the account's row until told to commit. On PostgreSQL the
    // save passes the guard (the session is still there for it), then waits on the
    // row, and finds it gone; on PGlite, one connection, it runs after the commit.
    const deleting = getDb().transaction(async (tx) => {
      await tx.delete(users).where(eq(users.id, person.id));
      await committed;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const fields = { name: "Still Here", phone: "", street: "", city: "", state: "", zip: "" };
    const saving = routeOutcome(() =>
      profileAction(args(post("/profile/set_profile", fields, { Cookie: person.cookie }))),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    commit();
    await deleting;
    const answer = await saving;
    if (dbKind() === "postgres") {
      expect(answer).toMatchObject({
        status: 404,
        body: { errors: { form: "accounts.users.error.deletedMeanwhile" } },
      });
    } else {
      expect(answer).toMatchObject({ status: 302, location: expect.stringMatching(/^\/signIn/) });
    }
    expect(await getDb().select().from(users).where(eq(users.id, person.id))).toEqual([]);
  });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A client with an instant alert for a search of their own, a job it finds, and the alert due now. */
async function dueAlert(): Promise<{ person: TestUser; alertId: string; version: number }> {
  const person = await createSignedInUser("client");
  const word = `Glazier ${Math.random().toString(36).slice(2, 8)}`;
  const saved = await routeOutcome(() =>
    newAlertAction(
      args(
        post(
          "/alerts/new",
          { query: `q=${word.replace(" ", "+")}`, frequency: "instant", channel: "email" },
          { Cookie: person.cookie },
        ),
      ),
    ),
  );
  expect(saved.status).toBe(302);
  await insertJob(employerId, { title: `${word} wanted` });
  const [alert] = await getDb()
    .update(jobAlerts)
    .set({ nextRunAt: sql`now() - interval '1 second'` })
    .where(eq(jobAlerts.clientId, person.id))
    .returning({ id: jobAlerts.id, version: jobAlerts.version });
  if (!alert) throw new Error("the alert was not saved");
  return { person, alertId: alert.id, version: alert.version };
}

async function alertRow(alertId: string) {
  const [alert] = await getDb()
    .select({
      active: jobAlerts.active,
      frequency: jobAlerts.frequency,
      version: jobAlerts.version,
      nextRunAt: jobAlerts.nextRunAt,
    })
    .from(jobAlerts)
    .where(eq(jobAlerts.id, alertId));
  if (!alert) throw new Error("no such alert");
  return alert;
}

/** Setting → Job alerts, one of its buttons pressed by the alert's owner. */
const changeOnPage = (who: TestUser, alertId: string, fields: Record<string, string>) =>
  routeOutcome(() =>
    profileAlertsAction(args(post("/profile/alerts", { alertId, ...fields }, { Cookie: who.cookie }))),
  );

/** How many digests the person was sent, once the queue is delivered. */
async function digestsTo(email: string): Promise<number> {
  await deliverDueMessages();
  return (await getDb().select({ id: outbox.id }).from(outbox).where(eq(outbox.to, email))).length;
}

/**
 * Holds the job list locked until `release()`. On PostgreSQL a run then claims its alert and
 * waits in its search, while other writes (a pause, an edit) go through; on PGlite, one
 * connection, everything waits, and runs in the order it asked once released.
 */
function holdJobSearches() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const holding = getDb().transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE ${jobs} IN ACCESS EXCLUSIVE MODE`);
    await released;
  });
  return { release, holding };
}

describe("dismissing reports: two admins at once", () => {
  it("each job's reports are dismissed once, with one audit row, and the later admin is told which were settled", async () => {
    for (let round = 0; round < 5; round++) {
      const ids: string[] = [];
      for (const title of [`Reported Baker ${round}`, `Reported Driver ${round}`]) {
        const jobId = await insertJob(employerId, { title, hiddenByReports: true });
        await getDb()
          .insert(jobReports)
          .values(others.slice(0, 2).map((reporter) => ({ jobId, reporterId: reporter.id, reason: "fake" as const })));
        ids.push(jobId);
      }
      // Opposite orders: the rows are locked in one order, so neither waits on the other for ever.
      const [first, second] = await Promise.all([
        dismissReportsOn(admin, ids),
        dismissReportsOn(otherAdmin, [...ids].reverse()),
      ]);
      expect([first.done, second.done].sort()).toEqual([0, 2]);
      expect([first.skipped.length, second.skipped.length].sort()).toEqual([0, 2]);
      for (const jobId of ids) expect(await auditsOf(jobId)).toEqual([{ action: "job.dismissReports" }]);
    }
  });
});

describe("job alert races: a pause or an edit meanwhile wins over the run", () => {
  it("a pause and a run at the same moment: the alert ends paused, with a digest only if the run wrote first", async () => {
    // The version counts the writes: the run's claim (+1), its fenced write (+1), the pause (+1).
    const allowed = [
      { raised: 1, queued: 0, digests: 0 }, // paused before the run claimed it
      { raised: 2, queued: 0, digests: 0 }, // paused while the run searched: its write is dropped
      { raised: 3, queued: 1, digests: 1 }, // the run wrote (and queued its digest), then the pause
    ];
    for (let round = 0; round < 20; round++) {
      const { person, alertId, version } = await dueAlert();
      // Staggered by a few milliseconds one way or the other, so that on PostgreSQL the pause lands
      // before the run, while it searches, and after it (on PGlite, one connection, fewer orders come up).
      const [runAfter, pauseAfter] = round % 2 ? [0, (round % 10) * 4] : [(round % 10) * 2, 0];
      const [queued, paused] = await Promise.all([
        sleep(runAfter).then(() => runDueAlerts()),
        sleep(pauseAfter).then(() => changeOnPage(person, alertId, { intent: "pause" })),
      ]);
      expect(paused).toMatchObject({ status: 302, location: "/profile/alerts" });
      const after = await alertRow(alertId);
      expect(after.active).toBe(false);
      expect(allowed).toContainEqual({
        raised: after.version - version,
        queued,
        digests: await digestsTo(person.email),
      });
    }
  });

  it("a pause that commits while the run searches wins: no digest, the alert paused", async () => {
    const { person, alertId, version } = await dueAlert();
    const { release, holding } = holdJobSearches();
    await sleep(100);
    const running = runDueAlerts();
    await sleep(300);
    const pausing = changeOnPage(person, alertId, { intent: "pause" });
    if (dbKind() === "postgres") {
      // The run has claimed the alert and waits in its search; the pause commits meanwhile.
      expect(await pausing).toMatchObject({ status: 302 });
      expect(await alertRow(alertId)).toMatchObject({ active: false, version: version + 2 });
    }
    release();
    await holding;
    expect(await running).toBe(0);
    expect(await pausing).toMatchObject({ status: 302 });
    expect(await alertRow(alertId)).toMatchObject({ active: false, version: version + 2 });
    expect(await digestsTo(person.email)).toBe(0);
  });

  it("a new frequency saved while the run searches wins: no digest, and the run does not reschedule the alert", async () => {
    const { person, alertId, version } = await dueAlert();
    const { release, holding } = holdJobSearches();
    await sleep(100);
    const running = runDueAlerts();
    await sleep(300);
    const changing = changeOnPage(person, alertId, { intent: "frequency", frequency: "weekly" });
    if (dbKind() === "postgres") {
      expect(await changing).toMatchObject({ status: 302 });
      expect(await alertRow(alertId)).toMatchObject({ active: true, version: version + 2 });
    }
    release();
    await holding;
    expect(await running).toBe(0);
    expect(await changing).toMatchObject({ status: 302 });
    const after = await alertRow(alertId);
    // Still on: only the version keeps the run's write out. Its schedule is the edit's, a week on.
    expect(after).toMatchObject({ active: true, frequency: "weekly", version: version + 2 });
    expect(after.nextRunAt.getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    expect(await digestsTo(person.email)).toBe(0);
  });
});

/** A message the queue gave up on, as it leaves one (state failed, its error kept). */
async function failedMessage(recipient: string): Promise<string> {
  const [row] = await getDb()
    .insert(outgoingMessages)
    .values({
      recipient,
      subject: "Your job was approved",
      text: "Hello",
      html: "<p>Hello</p>",
      state: "failed",
      attempts: 1,
      lastAttemptAt: new Date(),
      lastError: "No SMTP_URL is set",
    })
    .returning({ id: outgoingMessages.id });
  if (!row) throw new Error("message insert returned nothing");
  return row.id;
}

/** Presses Send again on /admin/messages; the redirect's toast read back from its cookie. */
async function sendAgain(who: TestUser, messageId: string) {
  const answer = await settle(() =>
    failedDeliveriesAction(args(post("/admin/messages", { messageId }, { Cookie: who.cookie }))),
  );
  if (!(answer instanceof Response)) return { status: 200, location: null, toast: null, answer };
  const { toast } = await readToast(get("/", cookiesFrom(answer)));
  return {
    status: answer.status,
    location: answer.headers.get("Location"),
    toast: toast && { type: toast.type, key: toast.key },
  };
}

describe("sending a failed message again", () => {
  it("two admins pressing Send again at once: queued once, one audit row, delivered once, and the other told it no longer waits", async () => {
    for (let round = 0; round < 10; round++) {
      const recipient = `retry-${round}-${Math.random().toString(36).slice(2, 8)}@example.org`;
      const id = await failedMessage(recipient);
      const answers = await Promise.all([sendAgain(admin, id), sendAgain(otherAdmin, id)]);
      expect(answers.map(({ status, location }) => ({ status, location }))).toEqual([
        { status: 302, location: "/admin/messages" },
        { status: 302, location: "/admin/messages" },
      ]);
      expect(
        answers.map((answer) => answer.toast).sort((a, b) => (a?.type ?? "").localeCompare(b?.type ?? "")),
      ).toEqual([
        { type: "error", key: "users.deliveries.notFailed" },
        { type: "success", key: "users.deliveries.sent" },
      ]);
      expect(await getDb().select().from(outgoingMessages).where(eq(outgoingMessages.recipient, recipient))).toEqual([
        expect.objectContaining({ id, state: "pending", attempts: 0 }),
      ]);
      expect(await auditsOf(id)).toEqual([{ action: "message.retry" }]);
      // Two workers at once, as two server processes: still one delivery.
      await Promise.all([deliverDueMessages(), deliverDueMessages()]);
      expect(await getDb().select({ subject: outbox.subject }).from(outbox).where(eq(outbox.to, recipient))).toEqual([
        { subject: "Your job was approved" },
      ]);
      expect(await getDb().select().from(outgoingMessages).where(eq(outgoingMessages.id, id))).toEqual([]);
    }
  });
});
