import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, jobs, outbox, savedJobs, users } from "#db/schema";
import { action as jobAction } from "./dashboard-job";
import { getDb } from "~/shared/server/db.server";
import { deliverDueMessages } from "~/shared/server/message-queue.server";
import {
  args,
  createSignedInUser,
  englishToast,
  insertJob,
  latestMailTo,
  post,
  routeOutcome,
  type TestUser,
} from "~/shared/testing/helpers";
import type { JobStatus } from "~/shared/constants";

const TAB: Record<JobStatus, string> = { pending: "pending", approved: "approved", rejected: "todo", closed: "closed" };

/** Posts an action from the job's view in the actor's own dashboard (or another area, to test the guard). */
function act(
  actor: TestUser,
  area: "admin" | "employer",
  jobId: string,
  status: JobStatus,
  fields: Record<string, string>,
) {
  const path = `/${area}/jobs/${TAB[status]}/${jobId}`;
  return routeOutcome(() => jobAction(args(post(path, fields, { Cookie: actor.cookie }), { tab: TAB[status], jobId })));
}

async function jobRow(id: string) {
  const [row] = await getDb().select().from(jobs).where(eq(jobs.id, id));
  return row;
}

async function auditsOf(id: string) {
  return getDb().select().from(auditLog).where(eq(auditLog.entityId, id));
}

async function people() {
  const admin = await createSignedInUser("admin");
  const employer = await createSignedInUser("employer", { company: "Lakeside Foods" });
  const other = await createSignedInUser("employer", { company: "Prairie Logistics" });
  const client = await createSignedInUser("client");
  return { admin, employer, other, client };
}

describe("status actions: who may do what, from which status", () => {
  // actor, intent, from, expected HTTP status, status afterwards
  const cases = [
    ["admin", "approve", "pending", 302, "approved"],
    ["admin", "approve", "rejected", 302, "approved"],
    ["admin", "approve", "approved", 409, "approved"],
    ["admin", "approve", "closed", 409, "closed"],
    ["admin", "close", "approved", 302, "closed"],
    ["admin", "close", "closed", 409, "closed"],
    ["admin", "reopen", "closed", 302, "approved"],
    ["admin", "reopen", "pending", 409, "pending"],
    ["owner", "close", "pending", 302, "closed"],
    ["owner", "close", "approved", 302, "closed"],
    ["owner", "reopen", "closed", 302, "pending"],
    ["owner", "approve", "pending", 403, "pending"],
    ["owner", "reject", "pending", 403, "pending"],
    ["other", "close", "approved", 404, "approved"],
    ["other", "reopen", "closed", 404, "closed"],
    ["other", "approve", "pending", 404, "pending"],
    ["client", "approve", "pending", 403, "pending"],
    ["client", "close", "approved", 403, "approved"],
  ] as const;

  it.each(cases)("%s %s on a %s job -> %s, then %s", async (who, intent, from, httpStatus, after) => {
    const cast = await people();
    const actor = who === "owner" ? cast.employer : cast[who];
    const area = who === "admin" ? "admin" : "employer";
    const id = await insertJob(cast.employer.id, {
      status: from,
      adminMessage: from === "rejected" ? "Add the pay" : "",
    });
    const before = await jobRow(id);
    const result = await act(actor, area, id, from, { intent, message: "Please add the hours." });
    expect(result.status).toBe(httpStatus);
    const row = await jobRow(id);
    expect(row?.status).toBe(after);
    if (httpStatus === 302) {
      expect(result.location).toBe(`/${area}/jobs/${TAB[from]}`);
    } else {
      // Refused: nothing about the job changed.
      expect(row).toEqual(before);
      expect(await auditsOf(id)).toEqual([]);
    }
  });

  it("records every admin action in the audit log, but not the owner's own", async () => {
    const { admin, employer } = await people();
    const id = await insertJob(employer.id, { status: "approved" });
    await act(admin, "admin", id, "approved", { intent: "close" });
    await act(employer, "employer", id, "closed", { intent: "reopen" });
    const audits = await auditsOf(id);
    expect(audits).toMatchObject([
      { actorId: admin.id, action: "job.close", details: { from: "approved", to: "closed" } },
    ]);
  });
});

describe("approving and rejecting", () => {
  it("a rejection needs a message, stored and shown to the employer, who is emailed", async () => {
    const { admin, employer } = await people();
    const id = await insertJob(employer.id, { status: "pending", title: "Prep Cook" });

    const empty = await act(admin, "admin", id, "pending", { intent: "reject", message: "   " });
    expect(empty).toMatchObject({
      status: 400,
      body: { intent: "reject", errors: { message: "manageJobs.validation.rejectMessageRequired" } },
    });
    expect((await jobRow(id))?.status).toBe("pending");

    const result = await act(admin, "admin", id, "pending", {
      intent: "reject",
      message: "Please say if transport is provided.",
    });
    expect(result).toMatchObject({ status: 302, location: "/admin/jobs/pending" });
    expect(await jobRow(id)).toMatchObject({
      status: "rejected",
      adminMessage: "Please say if transport is provided.",
    });
    expect(await auditsOf(id)).toMatchObject([
      { action: "job.reject", details: { message: "Please say if transport is provided." } },
    ]);

    const mail = await latestMailTo(employer.email);
    expect(mail?.subject).toBe("Your job “Prep Cook” needs changes");
    expect(mail?.text).toContain("Please say if transport is provided.");
    expect(mail?.text).toContain(`/employer/jobs/todo/${id}`);
  });

  it("approval clears the old message and emails the employer", async () => {
    const { admin, employer } = await people();
    const id = await insertJob(employer.id, { status: "rejected", adminMessage: "Add the pay", title: "Cashier" });
    const result = await act(admin, "admin", id, "rejected", { intent: "approve" });
    expect(result.status).toBe(302);
    expect(await jobRow(id)).toMatchObject({ status: "approved", adminMessage: "" });
    const mail = await latestMailTo(employer.email);
    expect(mail?.subject).toBe("Your job “Cashier” is approved");
    expect(mail?.text).toContain(`/employer/jobs/approved/${id}`);
  });

  it("a pending employer's job cannot be approved until the account is", async () => {
    const admin = await createSignedInUser("admin");
    const pending = await createSignedInUser("employer", { status: "pending", company: "New Co" });
    const id = await insertJob(pending.id, { status: "pending" });
    const refused = await act(admin, "admin", id, "pending", { intent: "approve" });
    const reason = englishToast("error", "manageJobs.error.ownerPending").message;
    expect(refused).toMatchObject({
      status: 409,
      body: { intent: "approve", toast: englishToast("error", "manageJobs.toast.approveFailed", { reason }) },
    });
    expect((await jobRow(id))?.status).toBe("pending");

    await getDb().update(users).set({ status: "approved" }).where(eq(users.id, pending.id));
    expect((await act(admin, "admin", id, "pending", { intent: "approve" })).status).toBe(302);
    expect((await jobRow(id))?.status).toBe("approved");
  });

  it("admins are emailed when an employer sends a job to review", async () => {
    const { admin, employer } = await people();
    const id = await insertJob(employer.id, { status: "closed", title: "Forklift Operator" });
    await act(employer, "employer", id, "closed", { intent: "reopen" });
    const mail = await latestMailTo(admin.email);
    expect(mail?.subject).toBe("A job is waiting for review: Forklift Operator");
    expect(mail?.text).toContain(`/admin/jobs/pending/${id}`);
  });
});

describe("delete", () => {
  it.each(["admin", "owner"] as const)("by the %s removes the job and every saved link, in one go", async (who) => {
    const { admin, employer, client } = await people();
    const secondClient = await createSignedInUser("client");
    const id = await insertJob(employer.id, { status: "approved" });
    const kept = await insertJob(employer.id, { status: "approved" });
    await getDb()
      .insert(savedJobs)
      .values([
        { userId: client.id, jobId: id },
        { userId: secondClient.id, jobId: id },
        { userId: client.id, jobId: kept },
      ]);
    const actor = who === "admin" ? admin : employer;
    const result = await act(actor, who === "admin" ? "admin" : "employer", id, "approved", { intent: "delete" });
    expect(result).toMatchObject({ status: 302, location: `/${who === "admin" ? "admin" : "employer"}/jobs/approved` });
    expect(await jobRow(id)).toBeUndefined();
    const links = await getDb().select().from(savedJobs).where(eq(savedJobs.jobId, id));
    expect(links).toEqual([]);
    expect(await getDb().select().from(savedJobs).where(eq(savedJobs.jobId, kept))).toHaveLength(1);
    const audits = await auditsOf(id);
    expect(audits).toHaveLength(who === "admin" ? 1 : 0);
    if (who === "admin") expect(audits[0]).toMatchObject({ action: "job.delete", details: { savedBy: 2 } });
  });

  it.each([
    ["another employer", "other", "employer", 404],
    ["a client", "client", "employer", 403],
    ["an employer from the admin area", "owner", "admin", 403],
  ] as const)("by %s is refused and deletes nothing", async (_name, who, area, httpStatus) => {
    const cast = await people();
    const actor = who === "owner" ? cast.employer : cast[who];
    const id = await insertJob(cast.employer.id, { status: "approved" });
    await getDb().insert(savedJobs).values({ userId: cast.client.id, jobId: id });
    const result = await act(actor, area, id, "approved", { intent: "delete" });
    expect(result.status).toBe(httpStatus);
    expect(await jobRow(id)).toBeDefined();
    expect(await getDb().select().from(savedJobs).where(eq(savedJobs.jobId, id))).toHaveLength(1);
  });

  it("of a missing job says 'Job {id} does not exist'", async () => {
    const { admin } = await people();
    const id = "00000000-0000-4000-8000-000000000002";
    const result = await act(admin, "admin", id, "approved", { intent: "delete" });
    const reason = englishToast("error", "manageJobs.error.jobMissing", { id }).message;
    expect(result).toMatchObject({
      status: 404,
      body: { intent: "delete", toast: englishToast("error", "manageJobs.toast.deleteFailed", { reason }) },
    });
  });
});

describe("transfer", () => {
  async function ownedBy(ownerId: string) {
    const [row] = await getDb().select({ n: count() }).from(jobs).where(eq(jobs.ownerId, ownerId));
    return row?.n ?? 0;
  }

  it("moves the job to another employer's dashboard, keeping its status", async () => {
    const { admin, employer, other } = await people();
    const id = await insertJob(employer.id, { status: "approved" });
    const result = await act(admin, "admin", id, "approved", {
      intent: "transfer",
      newOwner: other.id,
      newOwnerSearch: "",
    });
    expect(result).toMatchObject({ status: 302, location: `/admin/jobs/approved/${id}` });
    expect(await jobRow(id)).toMatchObject({ ownerId: other.id, status: "approved" });
    expect(await ownedBy(employer.id)).toBe(0);
    expect(await ownedBy(other.id)).toBe(1);
    expect(await auditsOf(id)).toMatchObject([
      { action: "job.transfer", details: { from: employer.id, to: other.id } },
    ]);
  });

  it("finds the new owner from typed text when nothing was picked (no JavaScript)", async () => {
    const { admin, employer, other } = await people();
    const id = await insertJob(employer.id, { status: "pending" });
    const result = await act(admin, "admin", id, "pending", {
      intent: "transfer",
      newOwner: "",
      newOwnerSearch: other.email,
    });
    expect(result.status).toBe(302);
    expect((await jobRow(id))?.ownerId).toBe(other.id);
  });

  it("can give a job to another admin", async () => {
    const { admin, employer } = await people();
    const colleague = await createSignedInUser("admin");
    const id = await insertJob(employer.id, { status: "rejected" });
    expect((await act(admin, "admin", id, "rejected", { intent: "transfer", newOwner: colleague.id })).status).toBe(
      302,
    );
    expect((await jobRow(id))?.ownerId).toBe(colleague.id);
  });

  it.each([
    ["a client", "client", "manageJobs.error.transferTarget"],
    ["the current owner", "owner", "manageJobs.error.transferTarget"],
    ["a pending employer", "pending", "manageJobs.error.transferTarget"],
    ["nobody", "none", "picker.required"],
  ] as const)("to %s is refused with a field error and changes nothing", async (_name, target, error) => {
    const { admin, employer, client } = await people();
    const pending = await createSignedInUser("employer", { status: "pending", company: "Waiting Co" });
    const id = await insertJob(employer.id, { status: "approved" });
    const newOwner = { client: client.id, owner: employer.id, pending: pending.id, none: "" }[target];
    const result = await act(admin, "admin", id, "approved", { intent: "transfer", newOwner, newOwnerSearch: "" });
    expect(result.status).toBe(400);
    const body = result.body as { errors: { newOwner: string } };
    // A client is not even a candidate for the picker; the others are refused by the model.
    expect(body.errors.newOwner).toBe(target === "client" ? "picker.notFound" : error);
    expect((await jobRow(id))?.ownerId).toBe(employer.id);
  });

  it("is for admins only", async () => {
    const { employer, other } = await people();
    const id = await insertJob(employer.id, { status: "approved" });
    const result = await act(employer, "employer", id, "approved", { intent: "transfer", newOwner: other.id });
    expect(result.status).toBe(403);
    expect((await jobRow(id))?.ownerId).toBe(employer.id);
  });
});

describe("malformed requests", () => {
  it("an unknown intent is a 400 and changes nothing", async () => {
    const { admin, employer } = await people();
    const id = await insertJob(employer.id, { status: "pending" });
    const result = await act(admin, "admin", id, "pending", { intent: "publish" });
    expect(result).toMatchObject({
      status: 400,
      body: { toast: englishToast("error", "manageJobs.error.unknownAction") },
    });
    expect((await jobRow(id))?.status).toBe("pending");
  });

  it("a malformed job id is a 404", async () => {
    const { admin } = await people();
    const result = await act(admin, "admin", "1;DROP TABLE jobs", "pending", { intent: "approve" });
    expect(result.status).toBe(404);
  });

  it("mail is not sent for refused actions", async () => {
    const { employer, other } = await people();
    const id = await insertJob(employer.id, { status: "closed" });
    await deliverDueMessages();
    const [before] = await getDb().select({ n: count() }).from(outbox);
    await act(other, "employer", id, "closed", { intent: "reopen" });
    await deliverDueMessages();
    const [after] = await getDb().select({ n: count() }).from(outbox);
    expect(after?.n).toBe(before?.n);
    expect(
      await getDb()
        .select()
        .from(jobs)
        .where(and(eq(jobs.id, id), eq(jobs.status, "closed"))),
    ).toHaveLength(1);
  });
});
