import { and, asc, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  auditLog,
  checkIns,
  interviews,
  jobRequestEvents,
  jobRequests,
  jobs,
  outgoingMessages,
  placements,
  users,
} from "#db/schema";
import type { RequestStatus } from "~/shared/constants";
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
import { action as requestAction, loader as requestLoader } from "./referral-request";

quietOutboxLog();

// The placement record on the request page (issue 40, points 2 and 3): recording the hire writes
// the placement and its check-ins with the request's move to Hired, corrections keep the history,
// bad input changes nothing, and a hire that fills the job's openings leads to marking it filled.

async function people() {
  const admin = await createSignedInUser("admin");
  const otherAdmin = await createSignedInUser("admin");
  const employer = await createSignedInUser("employer", { company: "Lakeside Foods" });
  const client = await createSignedInUser("client");
  const jobId = await insertJob(employer.id, { title: "Line Cook", company: "Lakeside Foods" });
  return { admin, otherAdmin, employer, client, jobId };
}

async function makeRequest(clientId: string, jobId: string, status: RequestStatus = "applied", assignedTo?: string) {
  const [row] = await getDb()
    .insert(jobRequests)
    .values({ clientId, jobId, status, contactMethod: "email", assignedTo: assignedTo ?? null })
    .returning({ id: jobRequests.id });
  return row?.id ?? "";
}

const step = (who: TestUser, requestId: string, fields: Record<string, string>, query = "") =>
  routeOutcome(() =>
    requestAction(
      args(post(`/admin/applications/applied/${requestId}${query}`, fields, { Cookie: who.cookie }), {
        tab: "applied",
        requestId,
      }),
    ),
  );

const HIRE = {
  intent: "placement.record",
  version: "1",
  startDate: "2026-02-06",
  pay: "18.50",
  payPeriod: "hour",
  hoursPerWeek: "40",
  employmentType: "permanent",
  benefits: "offeredFrom",
  benefitsFrom: "2026-05-01",
  note: "Starts on the morning shift",
};

const placementsOf = (requestId: string) =>
  getDb().select().from(placements).where(eq(placements.requestId, requestId));
const checkInsOf = (placementId: string) =>
  getDb()
    .select({ day: checkIns.day, dueOn: checkIns.dueOn })
    .from(checkIns)
    .where(eq(checkIns.placementId, placementId))
    .orderBy(asc(checkIns.day));
const eventsOf = (requestId: string) =>
  getDb()
    .select()
    .from(jobRequestEvents)
    .where(eq(jobRequestEvents.requestId, requestId))
    .orderBy(asc(jobRequestEvents.createdAt));
const statusOf = async (requestId: string) =>
  (await getDb().select({ status: jobRequests.status }).from(jobRequests).where(eq(jobRequests.id, requestId)))[0]
    ?.status;
const toastOf = (outcome: { body: unknown }) => (outcome.body as { toast?: unknown }).toast;
const errorsOf = (outcome: { body: unknown }) => (outcome.body as { errors?: unknown }).errors;

describe("recording the hire", () => {
  it("moves the request to Hired and writes the placement, its check-ins across the spring clock change, the history and the email", async () => {
    const { admin, otherAdmin, client, jobId, employer } = await people();
    const id = await makeRequest(client.id, jobId, "interview", otherAdmin.id);
    const outcome = await step(admin, id, HIRE);
    expect(outcome).toMatchObject({ status: 302, location: `/admin/applications/hired/${id}?openings=filled` });
    expect(await statusOf(id)).toBe("hired");
    const [placement] = await placementsOf(id);
    expect(placement).toMatchObject({
      clientId: client.id,
      jobId,
      ownerId: employer.id,
      company: "Lakeside Foods",
      title: "Line Cook",
      // The request's assignee follows it up, not whoever recorded it.
      staffId: otherAdmin.id,
      startDate: "2026-02-06",
      payCents: 1850,
      payPeriod: "hour",
      hourlyCents: 1850,
      hoursPerWeek: 40,
      employmentType: "permanent",
      benefits: "offeredFrom",
      benefitsFrom: "2026-05-01",
    });
    // Day 30 is 8 March 2026, the day the clocks go forward in America/Chicago: still that calendar day.
    expect(await checkInsOf(placement?.id ?? "")).toEqual([
      { day: 30, dueOn: "2026-03-08" },
      { day: 90, dueOn: "2026-05-07" },
      { day: 180, dueOn: "2026-08-05" },
    ]);
    const [event] = await eventsOf(id);
    expect(event).toMatchObject({
      actorId: admin.id,
      fromStatus: "interview",
      toStatus: "hired",
      note: "Starts on the morning shift",
      kind: "placement.record",
    });
    expect(event?.details).toMatchObject({ placementId: placement?.id, payCents: 1850 });
    expect((await latestMailTo(client.email))?.subject).toContain("Hired");
  });

  it("follows a yearly wage as its hourly equivalent over 2,000 hours, and the recorder when nobody is assigned", async () => {
    const { admin, client, jobId } = await people();
    const id = await makeRequest(client.id, jobId);
    await step(admin, id, { ...HIRE, pay: "41,999", payPeriod: "year", hoursPerWeek: "37.5", benefits: "notOffered" });
    const [placement] = await placementsOf(id);
    expect(placement).toMatchObject({
      payCents: 4_199_900,
      hourlyCents: 2100,
      hoursPerWeek: 37.5,
      staffId: admin.id,
      benefitsFrom: null,
    });
  });

  it.each([
    ["a negative pay", { pay: "-5" }, "pay", "applications.placement.validation.pay"],
    ["no pay", { pay: "0" }, "pay", "applications.placement.validation.pay"],
    ["over $500 an hour", { pay: "500.01" }, "pay", "applications.placement.validation.payTooHigh"],
    [
      "a year over $500 an hour (1,000,020 / 2000)",
      { pay: "1000020", payPeriod: "year" },
      "pay",
      "applications.placement.validation.payTooHigh",
    ],
    [
      "a week over $500 an hour (4,001 / 8)",
      { pay: "4001", payPeriod: "week", hoursPerWeek: "8" },
      "pay",
      "applications.placement.validation.payTooHigh",
    ],
    ["no hours", { hoursPerWeek: "0" }, "hoursPerWeek", "applications.placement.validation.hours"],
    ["over 80 hours", { hoursPerWeek: "81" }, "hoursPerWeek", "applications.placement.validation.hours"],
    ["not a date", { startDate: "next Monday" }, "startDate", "applications.placement.validation.startDate"],
    ["no such day", { startDate: "2026-02-30" }, "startDate", "applications.placement.validation.startDate"],
    ["benefits from no date", { benefitsFrom: "" }, "benefitsFrom", "applications.placement.validation.benefitsFrom"],
    [
      "benefits before the start",
      { benefitsFrom: "2026-01-01" },
      "benefitsFrom",
      "applications.placement.validation.benefitsBeforeStart",
    ],
    [
      "an unknown type",
      { employmentType: "gig" },
      "employmentType",
      "applications.placement.validation.employmentType",
    ],
  ])("refuses %s next to its field, and changes nothing", async (_, change, field, message) => {
    const { admin, client, jobId } = await people();
    const id = await makeRequest(client.id, jobId);
    const sent: Record<string, string> = { ...HIRE, ...change };
    const outcome = await step(admin, id, sent);
    expect(outcome.status).toBe(400);
    expect(errorsOf(outcome)).toEqual({ [field]: message });
    // What was typed comes back to refill the form.
    expect((outcome.body as { values: Record<string, string> }).values[field]).toBe(sent[field]);
    expect(await statusOf(id)).toBe("applied");
    expect(await placementsOf(id)).toEqual([]);
    expect(await eventsOf(id)).toEqual([]);
  });

  it("is the only way to Hired: the move form refuses it, and a request not yet applied cannot be hired", async () => {
    const { admin, client, jobId } = await people();
    const id = await makeRequest(client.id, jobId);
    const moved = await step(admin, id, { intent: "move", version: "1", status: "hired" });
    expect(moved.status).toBe(409);
    const sent = await makeRequest(client.id, await insertJob((await createSignedInUser("employer")).id), "sent");
    expect((await step(admin, sent, HIRE)).status).toBe(409);
    expect(await statusOf(id)).toBe("applied");
    expect(await statusOf(sent)).toBe("sent");
  });

  it("gives the second of two staff members recording at once the conflict, and writes one placement", async () => {
    const { admin, otherAdmin, client, jobId } = await people();
    const id = await makeRequest(client.id, jobId);
    const outcomes = await Promise.all([step(admin, id, HIRE), step(otherAdmin, id, HIRE)]);
    expect(outcomes.map((o) => o.status).sort()).toEqual([302, 409]);
    const loser = outcomes.find((o) => o.status === 409);
    expect(toastOf(loser ?? { body: null })).toEqual(englishToast("error", "applications.error.conflict"));
    expect(await placementsOf(id)).toHaveLength(1);
  });

  it("is refused to employers and job seekers, changing nothing", async () => {
    const { employer, client, jobId } = await people();
    const id = await makeRequest(client.id, jobId);
    expect((await step(employer, id, HIRE)).status).toBe(403);
    expect((await step(client, id, HIRE)).status).toBe(403);
    expect(await placementsOf(id)).toEqual([]);
  });
});

describe("correcting a placement", () => {
  it("keeps the placement as it was and as it is in the history, and moves the open check-ins with a new start", async () => {
    const { admin, client, jobId } = await people();
    const id = await makeRequest(client.id, jobId);
    await step(admin, id, HIRE);
    const [placement] = await placementsOf(id);
    const placementId = placement?.id ?? "";
    const correct = {
      ...HIRE,
      intent: "placement.correct",
      placementId,
      version: "1",
      startDate: "2026-10-15",
      pay: "720",
      payPeriod: "week",
      hoursPerWeek: "36",
      benefits: "offered",
    };
    expect(await step(admin, id, correct)).toMatchObject({ status: 302 });
    const [after] = await placementsOf(id);
    expect(after).toMatchObject({ startDate: "2026-10-15", payCents: 72000, hourlyCents: 2000, version: 2 });
    // Day 30 after 15 October is 14 November, across the clocks going back on 1 November.
    expect((await checkInsOf(placementId))[0]).toEqual({ day: 30, dueOn: "2026-11-14" });
    const corrected = (await eventsOf(id)).find((event) => event.kind === "placement.correct");
    expect(corrected?.details).toMatchObject({
      placementId,
      before: { startDate: "2026-02-06", payCents: 1850, payPeriod: "hour" },
      after: { startDate: "2026-10-15", payCents: 72000, payPeriod: "week", hourlyCents: 2000 },
    });
    // The same version again: someone corrected it meanwhile.
    const stale = await step(admin, id, { ...correct, pay: "800" });
    expect(stale.status).toBe(409);
    expect(toastOf(stale)).toEqual(englishToast("error", "applications.error.conflict"));
    expect((await placementsOf(id))[0]?.payCents).toBe(72000);
    // Bad input changes nothing either.
    expect((await step(admin, id, { ...correct, version: "2", hoursPerWeek: "90" })).status).toBe(400);
    expect((await placementsOf(id))[0]?.hoursPerWeek).toBe(36);
  });
});

describe("openings", () => {
  it("asks once hires reach the openings; marking the job filled closes it and ends the other requests, each told by their channel", async () => {
    const { admin, client, employer } = await people();
    const jobId = await insertJob(employer.id, { title: "Dishwasher", openings: 2 });
    const first = await makeRequest(client.id, jobId);
    const second = await makeRequest((await createSignedInUser("client")).id, jobId, "interview");
    const texted = await createSignedInUser("client");
    await getDb().update(users).set({ phone: "+13125550142", locale: "ar" }).where(eq(users.id, texted.id));
    const waiting = await makeRequest(texted.id, jobId, "sent");
    await getDb().update(jobRequests).set({ contactMethod: "text" }).where(eq(jobRequests.id, waiting));
    const emailed = await createSignedInUser("client");
    const working = await makeRequest(emailed.id, jobId, "working");
    const [interview] = await getDb()
      .insert(interviews)
      .values({
        requestId: working,
        startsAt: new Date("2030-01-01T15:00:00Z"),
        zone: "America/Chicago",
        placeKind: "phone",
        place: "+13125550100",
      })
      .returning({ id: interviews.id });
    await getDb()
      .insert(outgoingMessages)
      .values({
        recipient: emailed.email,
        subject: "Reminder",
        text: "x",
        html: "x",
        topic: `interview:${interview?.id}`,
        nextAttemptAt: new Date("2029-12-31T15:00:00Z"),
      });

    // One hire of two: nothing to ask.
    expect(await step(admin, first, HIRE)).toMatchObject({ location: `/admin/applications/hired/${first}` });
    const hired = await step(admin, second, HIRE);
    expect(hired).toMatchObject({ location: `/admin/applications/hired/${second}?openings=filled` });
    // The page the redirect opens asks; without the question in the address it does not.
    const page = (query: string) =>
      routeOutcome(() =>
        requestLoader(
          args(get(`/admin/applications/hired/${second}${query}`, admin.cookie), { tab: "hired", requestId: second }),
        ),
      );
    const asked = (await page("?openings=filled")).body as { placement: { openings: unknown } };
    expect(asked.placement.openings).toEqual({ jobId, openings: 2, hires: 2, title: "Dishwasher", others: 2 });
    expect(((await page("")).body as { placement: { openings: unknown } }).placement.openings).toBeNull();

    const marked = await routeOutcome(() =>
      requestAction(
        args(
          post(`/admin/applications/hired/${second}`, { intent: "placement.markFilled" }, { Cookie: admin.cookie }),
          {
            tab: "hired",
            requestId: second,
          },
        ),
      ),
    );
    expect(marked).toMatchObject({ status: 302, location: `/admin/applications/hired/${second}` });
    const [job] = await getDb().select().from(jobs).where(eq(jobs.id, jobId));
    expect(job).toMatchObject({ status: "closed", closedByStaff: true });
    const [audit] = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, jobId), eq(auditLog.action, "job.close")));
    expect(audit?.actorId).toBe(admin.id);
    expect(await statusOf(waiting)).toBe("positionFilled");
    expect(await statusOf(working)).toBe("positionFilled");
    expect(await statusOf(first)).toBe("hired");
    expect((await eventsOf(waiting)).at(-1)).toMatchObject({ fromStatus: "sent", toStatus: "positionFilled" });
    // Her interview is called off, and its reminder never goes.
    expect((await getDb().select().from(interviews).where(eq(interviews.requestId, working)))[0]?.state).toBe(
      "cancelled",
    );
    expect(
      await getDb()
        .select()
        .from(outgoingMessages)
        .where(eq(outgoingMessages.topic, `interview:${interview?.id}`)),
    ).toEqual([]);
    // A text in Arabic for the one who chose texts; an email for the other.
    const [text] = await getDb().select().from(outgoingMessages).where(eq(outgoingMessages.recipient, "+13125550142"));
    expect(text?.channel).toBe("sms");
    const mail = await latestMailTo(emailed.email);
    expect(mail?.subject).toBe("Dishwasher: the job has been filled");
    expect(mail?.text).toContain("/jobs");
  });

  it("leaves everything as it was when staff do not confirm", async () => {
    const { admin, client, employer } = await people();
    const jobId = await insertJob(employer.id, { openings: 1 });
    const id = await makeRequest(client.id, jobId);
    const other = await makeRequest((await createSignedInUser("client")).id, jobId, "sent");
    await step(admin, id, HIRE);
    expect((await getDb().select().from(jobs).where(eq(jobs.id, jobId)))[0]?.status).toBe("approved");
    expect(await statusOf(other)).toBe("sent");
    const [messages] = await getDb()
      .select({ n: count() })
      .from(outgoingMessages)
      .where(eq(outgoingMessages.recipient, "+13125550142"));
    expect(messages?.n).toBe(0);
  });
});
