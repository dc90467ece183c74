import { count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, jobReports, jobRequestEvents, jobRequests, jobs, users } from "#db/schema";
import { getDb } from "~/shared/server/db.server";
import {
  args,
  createSignedInUser,
  englishToast,
  get,
  insertJob,
  latestMailTo,
  post,
  quietOutboxLog,
  routeOutcome,
  type TestUser,
} from "~/shared/testing/helpers";
import type { RequestStatus } from "~/shared/constants";
import { action as newRequestAction } from "./admin-new-request";
import { action as myApplicationsAction, loader as myApplicationsLoader } from "./my-applications";
import { loader as queueLoader } from "./referral-queue";
import { action as requestAction, loader as requestLoader } from "./referral-request";
import { action as askAction, loader as askLoader } from "./request-job";

quietOutboxLog();

async function people() {
  const admin = await createSignedInUser("admin");
  const otherAdmin = await createSignedInUser("admin");
  const employer = await createSignedInUser("employer", { company: "Lakeside Foods" });
  const client = await createSignedInUser("client");
  const otherClient = await createSignedInUser("client");
  const jobId = await insertJob(employer.id, { title: "Line Cook" });
  return { admin, otherAdmin, employer, client, otherClient, jobId };
}

const ask = (who: TestUser, jobId: string, fields: Record<string, string>) =>
  routeOutcome(() => askAction(args(post(`/applications/new/${jobId}`, fields, { Cookie: who.cookie }), { jobId })));

const withdraw = (who: TestUser, requestId: string, version = "1") =>
  routeOutcome(() =>
    myApplicationsAction(
      args(post("/applications", { intent: "withdraw", requestId, version }, { Cookie: who.cookie })),
    ),
  );

const staffStep = (who: TestUser, requestId: string, fields: Record<string, string>) =>
  routeOutcome(() =>
    requestAction(
      args(post(`/admin/applications/sent/${requestId}`, fields, { Cookie: who.cookie }), {
        tab: "sent",
        requestId,
      }),
    ),
  );

async function requestsOf(clientId: string) {
  return getDb().select().from(jobRequests).where(eq(jobRequests.clientId, clientId));
}

async function makeRequest(clientId: string, jobId: string, status: RequestStatus = "sent") {
  const [row] = await getDb()
    .insert(jobRequests)
    .values({ clientId, jobId, status, contactMethod: "phone" })
    .returning({ id: jobRequests.id });
  return row?.id ?? "";
}

async function historyOf(requestId: string) {
  const [events] = await getDb()
    .select({ n: count() })
    .from(jobRequestEvents)
    .where(eq(jobRequestEvents.requestId, requestId));
  const [audits] = await getDb().select({ n: count() }).from(auditLog).where(eq(auditLog.entityId, requestId));
  return { events: events?.n, audits: audits?.n };
}

const toastOf = (outcome: { body: unknown }) => (outcome.body as { toast?: unknown }).toast;

describe("I want this job", () => {
  it("stores the request with its history and audit row, and opens My applications", async () => {
    const { client, jobId } = await people();
    const outcome = await ask(client, jobId, { contactMethod: "text", note: "  Mornings <b>only</b>  " });
    const [row] = await requestsOf(client.id);
    expect(outcome).toMatchObject({ status: 302, location: `/applications#${row?.id}` });
    // Plain text, stored as typed (trimmed); React escapes it when shown.
    expect(row).toMatchObject({ status: "sent", contactMethod: "text", note: "Mornings <b>only</b>", createdBy: null });
    expect(await historyOf(row?.id ?? "")).toEqual({ events: 1, audits: 1 });
  });

  it("makes no second request for the same job, and shows the one that stands", async () => {
    const { client, jobId } = await people();
    await ask(client, jobId, { contactMethod: "phone" });
    const [first] = await requestsOf(client.id);
    const again = await ask(client, jobId, { contactMethod: "email", note: "again" });
    expect(again).toMatchObject({ status: 302, location: `/applications#${first?.id}` });
    expect(await requestsOf(client.id)).toEqual([first]);
    // The form itself leads there too.
    expect(
      await routeOutcome(() => askLoader(args(get(`/applications/new/${jobId}`, client.cookie), { jobId }))),
    ).toMatchObject({ status: 302, location: `/applications#${first?.id}` });
  });

  it.each(["pending", "rejected", "closed"] as const)(
    "refuses a %s job with 404 and stores nothing",
    async (status) => {
      const { client, employer } = await people();
      const jobId = await insertJob(employer.id, { status });
      const outcome = await ask(client, jobId, { contactMethod: "phone" });
      expect(outcome.status).toBe(404);
      expect(toastOf(outcome)).toEqual(englishToast("error", "applications.error.jobNotOpen"));
      expect(await requestsOf(client.id)).toEqual([]);
    },
  );

  it("refuses an unknown job id, a note over 1,000 characters and a missing contact method", async () => {
    const { client, jobId } = await people();
    expect((await ask(client, "not-a-job", { contactMethod: "phone" })).status).toBe(404);
    const long = await ask(client, jobId, { contactMethod: "phone", note: "x".repeat(1001) });
    expect(long).toMatchObject({ status: 400, body: { errors: { note: "applications.validation.noteTooLong" } } });
    const bogus = await ask(client, jobId, { contactMethod: "pigeon" });
    expect(bogus).toMatchObject({
      status: 400,
      body: { errors: { contactMethod: "applications.validation.contactMethod" } },
    });
    expect(await requestsOf(client.id)).toEqual([]);
  });

  it.each([
    ["hidden by reports", { hiddenByReports: true }],
    ["not published (pending)", { status: "pending" }],
    ["closed", { status: "closed" }],
  ] as const)("refuses a job %s, even by its id: 404, nothing stored", async (_, fields) => {
    const { employer, client, otherClient } = await people();
    const jobId = await insertJob(employer.id, { title: "Reported Job", ...fields });
    // A job is hidden while it has open reports (docs/decisions/015).
    if ("hiddenByReports" in fields) {
      await getDb().insert(jobReports).values({ jobId, reporterId: otherClient.id, reason: "fake" });
    }
    const page = await routeOutcome(() => askLoader(args(get(`/applications/new/${jobId}`, client.cookie), { jobId })));
    expect(page.status).toBe(404);
    const asked = await ask(client, jobId, { contactMethod: "phone" });
    expect(asked).toMatchObject({
      status: 404,
      body: { toast: englishToast("error", "applications.error.jobNotOpen") },
    });
    expect(await requestsOf(client.id)).toEqual([]);
  });

  it("is the client's own: employers, admins and pending accounts get 403 and change nothing", async () => {
    const { admin, employer, jobId } = await people();
    const pendingClient = await createSignedInUser("client", { status: "pending" });
    for (const who of [admin, employer, pendingClient]) {
      expect((await ask(who, jobId, { contactMethod: "phone" })).status).toBe(403);
    }
    expect(await getDb().select().from(jobRequests).where(eq(jobRequests.jobId, jobId))).toEqual([]);
  });
});

describe("My applications", () => {
  it("lists the client's requests only, with a closed job still readable", async () => {
    const { client, otherClient, employer, jobId } = await people();
    await makeRequest(client.id, jobId);
    const closedJob = await insertJob(employer.id, { title: "Night Baker", status: "closed" });
    await makeRequest(client.id, closedJob, "interview");
    await makeRequest(otherClient.id, jobId);
    const outcome = await routeOutcome(() => myApplicationsLoader(args(get("/applications", client.cookie))));
    const listed = (outcome.body as { requests: { job: { title: string; status: string }; status: string }[] })
      .requests;
    expect(listed.map((r) => [r.job.title, r.job.status, r.status]).sort()).toEqual([
      ["Line Cook", "approved", "sent"],
      ["Night Baker", "closed", "interview"],
    ]);
  });

  it("withdraws a sent request, and the client may ask again (the same row, sent again)", async () => {
    const { client, jobId } = await people();
    const id = await makeRequest(client.id, jobId);
    expect(await withdraw(client, id)).toMatchObject({ status: 302, location: "/applications" });
    expect((await requestsOf(client.id))[0]).toMatchObject({ status: "withdrawn", version: 2 });
    expect(await ask(client, jobId, { contactMethod: "office" })).toMatchObject({ status: 302 });
    expect(await requestsOf(client.id)).toEqual([
      expect.objectContaining({ id, status: "sent", contactMethod: "office", version: 3 }),
    ]);
    expect(await historyOf(id)).toEqual({ events: 2, audits: 2 });
  });

  it("refuses another client's request (404), one staff acted on (409) and a stale version (409)", async () => {
    const { client, otherClient, jobId, employer } = await people();
    const theirs = await makeRequest(otherClient.id, jobId);
    expect(await withdraw(client, theirs)).toMatchObject({ status: 404 });
    const working = await makeRequest(client.id, jobId, "working");
    const refused = await withdraw(client, working);
    expect(refused.status).toBe(409);
    expect(toastOf(refused)).toEqual(englishToast("error", "applications.error.notNow"));
    const other = await makeRequest(client.id, await insertJob(employer.id));
    const stale = await withdraw(client, other, "7");
    expect(toastOf(stale)).toEqual(englishToast("error", "applications.error.conflict"));
    expect((await requestsOf(otherClient.id))[0]?.status).toBe("sent");
    expect((await requestsOf(client.id)).map((r) => r.status).sort()).toEqual(["sent", "working"]);
  });
});

describe("the referral queue", () => {
  it("moves a request along the table and emails the client in their language", async () => {
    const { admin, client, jobId } = await people();
    await getDb().update(users).set({ locale: "ar" }).where(eq(users.id, client.id));
    const id = await makeRequest(client.id, jobId);
    const moved = await staffStep(admin, id, { intent: "move", version: "1", status: "applied", note: "Sent the CV" });
    expect(moved).toMatchObject({ status: 302, location: `/admin/applications/applied/${id}` });
    expect((await requestsOf(client.id))[0]).toMatchObject({ status: "applied", version: 2 });
    const mail = await latestMailTo(client.email);
    expect(mail?.subject).toContain("تم التقديم");
    expect(mail?.text).toContain("/applications");
    const [event] = await getDb().select().from(jobRequestEvents).where(eq(jobRequestEvents.requestId, id));
    expect(event).toMatchObject({ actorId: admin.id, fromStatus: "sent", toStatus: "applied", note: "Sent the CV" });
  });

  it("refuses a move the table does not allow, an unknown status and a long note, changing nothing", async () => {
    const { admin, client, jobId } = await people();
    const id = await makeRequest(client.id, jobId, "withdrawn");
    const hired = await staffStep(admin, id, { intent: "move", version: "1", status: "hired" });
    expect(hired.status).toBe(409);
    expect(toastOf(hired)).toEqual(englishToast("error", "applications.error.notNow"));
    expect((await staffStep(admin, id, { intent: "move", version: "1", status: "bogus" })).status).toBe(400);
    const long = await staffStep(admin, id, { intent: "move", version: "1", status: "sent", note: "x".repeat(1001) });
    expect(long.status).toBe(400);
    // Asking again is the client's step, never the staff's.
    expect((await staffStep(admin, id, { intent: "move", version: "1", status: "sent" })).status).toBe(409);
    expect((await requestsOf(client.id))[0]).toMatchObject({ status: "withdrawn", version: 1 });
    expect(await historyOf(id)).toEqual({ events: 0, audits: 0 });
  });

  it("keeps both staff members' work apart: the second write on the same version is a 409 conflict", async () => {
    const { admin, otherAdmin, client, jobId } = await people();
    const id = await makeRequest(client.id, jobId);
    const [first, second] = await Promise.all([
      staffStep(admin, id, { intent: "move", version: "1", status: "working" }),
      staffStep(otherAdmin, id, { intent: "move", version: "1", status: "notSelected" }),
    ]);
    const outcomes = [first.status, second.status].sort();
    expect(outcomes).toEqual([302, 409]);
    const loser = first.status === 409 ? first : second;
    expect(toastOf(loser)).toEqual(englishToast("error", "applications.error.conflict"));
    const [row] = await requestsOf(client.id);
    expect(row?.version).toBe(2);
    expect(await historyOf(id)).toEqual({ events: 1, audits: 1 });
  });

  it("assigns to an approved admin only, and shares the contact details", async () => {
    const { admin, otherAdmin, client, jobId } = await people();
    const id = await makeRequest(client.id, jobId);
    const toClient = await staffStep(admin, id, { intent: "assign", version: "1", assignee: client.id });
    expect(toClient.status).toBe(400);
    expect(await staffStep(admin, id, { intent: "assign", version: "1", assignee: otherAdmin.id })).toMatchObject({
      status: 302,
    });
    expect(await staffStep(admin, id, { intent: "share", version: "2", share: "1" })).toMatchObject({ status: 302 });
    expect((await requestsOf(client.id))[0]).toMatchObject({
      assignedTo: otherAdmin.id,
      shareContact: true,
      version: 3,
    });
    const page = await routeOutcome(() =>
      requestLoader(args(get(`/admin/applications/sent/${id}`, admin.cookie), { tab: "sent", requestId: id })),
    );
    const events = (page.body as { events: { assigneeName: string | null }[] }).events;
    expect(events.map((e) => e.assigneeName)).toEqual([expect.any(String)]);
  });

  it.each([
    ["an employer", "employer"],
    ["a client", "client"],
    ["a pending admin", "pendingAdmin"],
  ] as const)("refuses every step to %s with 403, changing nothing", async (_, role) => {
    const { client, jobId, employer } = await people();
    const who =
      role === "employer"
        ? employer
        : role === "client"
          ? client
          : await createSignedInUser("admin", { status: "pending" });
    const id = await makeRequest(client.id, jobId);
    const steps: Record<string, string>[] = [
      { intent: "move", version: "1", status: "working" },
      { intent: "assign", version: "1", assignee: who.id },
      { intent: "share", version: "1", share: "1" },
    ];
    for (const fields of steps) {
      expect((await staffStep(who, id, fields)).status).toBe(403);
    }
    expect((await requestsOf(client.id))[0]).toMatchObject({ status: "sent", version: 1, shareContact: false });
  });

  it("answers an unknown request id with 404", async () => {
    const { admin } = await people();
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await staffStep(admin, missing, { intent: "move", version: "1", status: "working" })).status).toBe(404);
    expect(
      (
        await routeOutcome(() =>
          requestLoader(args(get(`/admin/applications/sent/x`, admin.cookie), { tab: "sent", requestId: "x" })),
        )
      ).status,
    ).toBe(404);
  });

  it("lists a tab newest first with counts, searched by client, job or employer and filtered by assignee", async () => {
    const { admin, client, otherClient, employer, jobId } = await people();
    const tag = `Zq${Date.now()}`;
    const tagged = await insertJob(employer.id, { title: `${tag} Welder`, company: "Prairie Steel" });
    const first = await makeRequest(client.id, tagged);
    const second = await makeRequest(otherClient.id, tagged);
    await makeRequest(client.id, jobId, "applied");
    // The two may share a clock tick (the embedded database's clock is coarse): the second is newer.
    await getDb()
      .update(jobRequests)
      .set({ assignedTo: admin.id, createdAt: sql`${jobRequests.createdAt} + interval '1 second'` })
      .where(eq(jobRequests.id, second));
    const list = async (query: string) => {
      const outcome = await routeOutcome(() =>
        queueLoader(args(get(`/admin/applications/sent?${query}`, admin.cookie), { tab: "sent" })),
      );
      return outcome.body as { requests: { id: string }[]; counts: Record<RequestStatus, number> };
    };
    const byJob = await list(`q=${tag}`);
    expect(byJob.requests.map((r) => r.id)).toEqual([second, first]);
    expect(byJob.counts).toMatchObject({ sent: 2, applied: 0 });
    expect((await list(`q=${encodeURIComponent(client.email)}`)).counts).toMatchObject({ sent: 1, applied: 1 });
    expect((await list(`q=${tag}&assignee=${admin.id}`)).requests.map((r) => r.id)).toEqual([second]);
    expect((await list(`q=${tag}&assignee=none`)).requests.map((r) => r.id)).toEqual([first]);
  });
});

describe("a request made by staff for a client at the office", () => {
  const make = (who: TestUser, fields: Record<string, string>) =>
    routeOutcome(() => newRequestAction(args(post("/admin/applications/new", fields, { Cookie: who.cookie }))));

  it("records who made it, and makes no second one", async () => {
    const { admin, client, jobId } = await people();
    const fields = { clientId: client.id, jobId, contactMethod: "office", note: "Came in on Monday" };
    const made = await make(admin, fields);
    const [row] = await requestsOf(client.id);
    expect(made).toMatchObject({ status: 302, location: `/admin/applications/sent/${row?.id}` });
    expect(row).toMatchObject({ createdBy: admin.id, contactMethod: "office", status: "sent" });
    expect(await make(admin, fields)).toMatchObject({ status: 302, location: `/admin/applications/sent/${row?.id}` });
    expect(await requestsOf(client.id)).toHaveLength(1);
  });

  it("refuses someone who is not an approved client, a job that is not open, and anyone but staff", async () => {
    const { admin, employer, client, jobId } = await people();
    expect((await make(admin, { clientId: employer.id, jobId, contactMethod: "phone" })).status).toBe(400);
    const pendingJob = await insertJob(employer.id, { status: "pending" });
    expect((await make(admin, { clientId: client.id, jobId: pendingJob, contactMethod: "phone" })).status).toBe(404);
    expect((await make(client, { clientId: client.id, jobId, contactMethod: "phone" })).status).toBe(403);
    expect((await make(employer, { clientId: client.id, jobId, contactMethod: "phone" })).status).toBe(403);
    expect(await requestsOf(client.id)).toEqual([]);
    expect(await getDb().select().from(jobs).where(eq(jobs.id, pendingJob))).toHaveLength(1);
  });
});
