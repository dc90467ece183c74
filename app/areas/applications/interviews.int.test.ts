import { and, asc, count, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, interviews, jobRequestEvents, jobRequests, outbox, outgoingMessages, users } from "#db/schema";
import { toZonedTime } from "~/shared/agency-time";
import { catalogs } from "~/shared/i18n/catalog.server";
import { formatZonedDateTime } from "~/shared/zoned-format";
import { currentTime, moveClockForward } from "~/shared/server/clock.server";
import { getDb } from "~/shared/server/db.server";
import { deliverDueMessages } from "~/shared/server/message-queue.server";
import { readToast } from "~/shared/server/toast.server";
import {
  args,
  BASE,
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
import { referredCandidates } from "~/areas/manage-jobs/job-requests.server";
import type { ContactMethod, RequestStatus } from "~/shared/constants";
import { action as cantComeAction } from "./interview-cant-come";
import { calendarUid, interviewCalendar } from "./interview-messages.server";
import { loader as myApplicationsLoader } from "./my-applications";
import { loader as queueLoader } from "./referral-queue";
import { action as requestAction, loader as requestLoader } from "./referral-request";

quietOutboxLog();

const ZONE = "America/Chicago";
const HOUR = 3600;
const ar = catalogs.ar;

async function world({ contactMethod = "email" as ContactMethod, status = "applied" as RequestStatus } = {}) {
  const admin = await createSignedInUser("admin");
  const otherAdmin = await createSignedInUser("admin");
  const employer = await createSignedInUser("employer", { company: "Lakeside Foods" });
  const client = await createSignedInUser("client");
  // The job seeker reads Arabic: every message to them is in Arabic.
  await getDb().update(users).set({ locale: "ar" }).where(eq(users.id, client.id));
  const jobId = await insertJob(employer.id, { title: "Line Cook", company: "Lakeside Foods" });
  const [request] = await getDb()
    .insert(jobRequests)
    .values({ clientId: client.id, jobId, status, contactMethod })
    .returning({ id: jobRequests.id });
  // The employer sees candidates who went through an Applied step.
  await getDb()
    .insert(jobRequestEvents)
    .values({ requestId: request?.id ?? "", actorId: admin.id, fromStatus: "sent", toStatus: "applied" });
  return { admin, otherAdmin, employer, client, jobId, requestId: request?.id ?? "" };
}

/** The agency's wall-clock time `hours` from the app's now, as the form's field sends it. */
async function inHours(hours: number): Promise<string> {
  return toZonedTime(new Date((await currentTime()).getTime() + hours * HOUR * 1000), ZONE);
}

const fields = (startsAt: string, extra: Record<string, string> = {}) => ({
  startsAt,
  zone: ZONE,
  placeKind: "address",
  place: "2740 W Devon Ave, Chicago",
  askFor: "Maria at the front desk",
  bring: "Your work permit",
  interpreter: "Arabic",
  travel: "Bus 155 to Devon and California",
  ...extra,
});

const step = (who: TestUser, requestId: string, form: Record<string, string>) =>
  routeOutcome(() =>
    requestAction(
      args(post(`/admin/applications/applied/${requestId}`, form, { Cookie: who.cookie }), {
        tab: "applied",
        requestId,
      }),
    ),
  );

async function requestRow(requestId: string) {
  const [row] = await getDb().select().from(jobRequests).where(eq(jobRequests.id, requestId));
  return row;
}

async function interviewsOf(requestId: string) {
  return getDb()
    .select()
    .from(interviews)
    .where(eq(interviews.requestId, requestId))
    .orderBy(asc(interviews.createdAt));
}

async function schedule(w: { admin: TestUser; requestId: string }, hours: number, extra: Record<string, string> = {}) {
  const version = String((await requestRow(w.requestId))?.version);
  const outcome = await step(w.admin, w.requestId, {
    intent: "interview.schedule",
    version,
    ...fields(await inHours(hours), extra),
  });
  expect(outcome, JSON.stringify(outcome.body)).toMatchObject({ status: 302 });
  const rows = await interviewsOf(w.requestId);
  return rows[rows.length - 1] as typeof interviews.$inferSelect;
}

/** What the job seeker has received so far (the outbox of demo mode), once the due messages are out. */
async function received(to: string) {
  await deliverDueMessages();
  return getDb().select().from(outbox).where(eq(outbox.to, to)).orderBy(asc(outbox.createdAt));
}

const reminderPrefix = ar["applications.interview.email.reminderSubject"].split("{")[0] as string;
const remindersIn = <M extends { subject: string }>(mails: M[]) =>
  mails.filter((m) => m.subject.startsWith(reminderPrefix));

async function waiting(interviewId: string) {
  return getDb()
    .select()
    .from(outgoingMessages)
    .where(eq(outgoingMessages.topic, `interview:${interviewId}`))
    .orderBy(asc(outgoingMessages.nextAttemptAt));
}

/** The rows an interview write may touch: counted before and after a refusal. */
async function footprint(requestId: string) {
  const [events] = await getDb()
    .select({ n: count() })
    .from(jobRequestEvents)
    .where(eq(jobRequestEvents.requestId, requestId));
  const [audits] = await getDb().select({ n: count() }).from(auditLog).where(eq(auditLog.entityId, requestId));
  const [queued] = await getDb().select({ n: count() }).from(outgoingMessages);
  return {
    request: await requestRow(requestId),
    interviews: await interviewsOf(requestId),
    events: events?.n,
    audits: audits?.n,
    queued: queued?.n,
  };
}

describe("scheduling an interview", () => {
  it("from Applied moves the request to Interview, with its history and audit rows, and tells the job seeker in Arabic with an invitation", async () => {
    const w = await world();
    const before = await requestRow(w.requestId);
    const interview = await schedule(w, 72);
    expect(await requestRow(w.requestId)).toMatchObject({ status: "interview", version: (before?.version ?? 0) + 1 });
    expect(interview).toMatchObject({
      state: "scheduled",
      zone: ZONE,
      placeKind: "address",
      interpreter: "Arabic",
      sequence: 0,
      version: 1,
      createdBy: w.admin.id,
    });
    const [event] = await getDb()
      .select()
      .from(jobRequestEvents)
      .where(and(eq(jobRequestEvents.requestId, w.requestId), eq(jobRequestEvents.kind, "interview.schedule")));
    expect(event).toMatchObject({ fromStatus: "applied", toStatus: "interview", actorId: w.admin.id });
    expect(event?.details).toMatchObject({
      interviewId: interview.id,
      before: null,
      after: { place: interview.place },
    });
    const [audit] = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, w.requestId), eq(auditLog.action, "interview.schedule")));
    expect(audit?.actorId).toBe(w.admin.id);

    const [mail, ...more] = await received(w.client.email);
    expect(more).toEqual([]);
    const time = formatZonedDateTime(interview.startsAt, ZONE, "ar");
    // In Arabic, with the time in the agency's zone written for an Arabic reader.
    expect(mail?.subject).toContain(ar["applications.interview.email.setSubject"].split("{")[0] as string);
    expect(mail?.subject).toContain(time);
    expect(mail?.text).toContain(ar["jobs.language.Arabic"]);
    expect(mail?.text).toContain("Maria at the front desk");
    expect(mail?.text).toContain("[calendar: REQUEST]");
    // Two reminders wait for their time.
    expect((await waiting(interview.id)).map((m) => m.nextAttemptAt.getTime())).toEqual([
      interview.startsAt.getTime() - 24 * HOUR * 1000,
      interview.startsAt.getTime() - 2 * HOUR * 1000,
    ]);
  });

  it("adds another interview to a request already at Interview; the request stays there", async () => {
    const w = await world();
    await schedule(w, 48);
    const second = await schedule(w, 30, { placeKind: "video", place: "https://meet.example.org/line-cook" });
    expect(await interviewsOf(w.requestId)).toHaveLength(2);
    expect(second).toMatchObject({ placeKind: "video", place: "https://meet.example.org/line-cook" });
    expect((await requestRow(w.requestId))?.status).toBe("interview");
  });

  it("texts a job seeker who chose text messages, with the phone number of a phone interview as dialled", async () => {
    const w = await world({ contactMethod: "text" });
    await getDb().update(users).set({ phone: "+17735550199" }).where(eq(users.id, w.client.id));
    const interview = await schedule(w, 50, { placeKind: "phone", place: "(312) 555-0142" });
    expect(interview.place).toBe("+13125550142");
    await deliverDueMessages();
    const [text] = await getDb().select().from(outbox).where(eq(outbox.to, "+17735550199"));
    expect(text?.channel).toBe("sms");
    expect(text?.text).toContain("+1 312 555 0142");
    expect(text?.text).toContain(formatZonedDateTime(interview.startsAt, ZONE, "ar"));
    expect(await received(w.client.email)).toEqual([]);
  });

  it.each([
    ["a time in the past", { startsAt: "PAST" }, "startsAt", "applications.interview.validation.past"],
    ["no time", { startsAt: "" }, "startsAt", "applications.interview.validation.time"],
    [
      "a day that does not exist",
      { startsAt: "2031-02-30T10:00" },
      "startsAt",
      "applications.interview.validation.time",
    ],
    ["an unknown zone", { zone: "Mars/Olympus_Mons" }, "zone", "applications.interview.validation.zone"],
    ["no address", { place: "  " }, "place", "applications.interview.validation.place.address"],
    [
      "a video link that is not https",
      { placeKind: "video", place: "http://meet.example.org/x" },
      "place",
      "applications.interview.validation.link",
    ],
    [
      "a phone number that is not one",
      { placeKind: "phone", place: "call me" },
      "place",
      "applications.interview.validation.phone",
    ],
    ["an unknown place kind", { placeKind: "pigeon" }, "placeKind", "applications.interview.validation.placeKind"],
    [
      "an interpreter language not offered",
      { interpreter: "Any" },
      "interpreter",
      "applications.interview.validation.interpreter",
    ],
  ] as const)("refuses %s with a message next to the field and changes nothing", async (_, change, field, message) => {
    const w = await world();
    const before = await footprint(w.requestId);
    const startsAt = "startsAt" in change && change.startsAt === "PAST" ? await inHours(-1) : undefined;
    const outcome = await step(w.admin, w.requestId, {
      intent: "interview.schedule",
      version: String(before.request?.version),
      ...fields(await inHours(24)),
      ...change,
      ...(startsAt ? { startsAt } : {}),
    });
    expect(outcome.status).toBe(400);
    expect(outcome.body).toMatchObject({ intent: "interview.schedule", errors: { [field]: message } });
    // What was typed comes back to refill the form.
    expect((outcome.body as { values: Record<string, string> }).values.askFor).toBe("Maria at the front desk");
    expect(await footprint(w.requestId)).toEqual(before);
  });

  it("refuses a request that is not at Applied or Interview (409) and a stale request version (409)", async () => {
    const w = await world({ status: "working" });
    const before = await footprint(w.requestId);
    const notNow = await step(w.admin, w.requestId, {
      intent: "interview.schedule",
      version: String(before.request?.version),
      ...fields(await inHours(24)),
    });
    expect(notNow).toMatchObject({ status: 409, body: { toast: englishToast("error", "applications.error.notNow") } });
    const applied = await world();
    const stale = await step(applied.admin, applied.requestId, {
      intent: "interview.schedule",
      version: "99",
      ...fields(await inHours(24)),
    });
    expect(stale).toMatchObject({ status: 409, body: { toast: englishToast("error", "applications.error.conflict") } });
    expect(await footprint(w.requestId)).toEqual(before);
    expect(await interviewsOf(applied.requestId)).toEqual([]);
  });
});

describe("reminders", () => {
  it("go 24 and 2 hours before, once each, when the clock passes them", async () => {
    const w = await world();
    const interview = await schedule(w, 72);
    expect(remindersIn(await received(w.client.email))).toEqual([]);
    await moveClockForward(47 * HOUR);
    expect(remindersIn(await received(w.client.email))).toEqual([]);
    await moveClockForward(2 * HOUR);
    expect(remindersIn(await received(w.client.email))).toHaveLength(1);
    await moveClockForward(22 * HOUR);
    const reminders = remindersIn(await received(w.client.email));
    expect(reminders).toHaveLength(2);
    for (const reminder of reminders) {
      expect(reminder.subject).toContain(formatZonedDateTime(interview.startsAt, ZONE, "ar"));
      // A reminder changes nothing in the calendar.
      expect(reminder.text).not.toContain("[calendar:");
    }
    expect(await waiting(interview.id)).toEqual([]);
  });

  it("only those still to come: an interview 3 hours away gets the 2-hour one only", async () => {
    const w = await world();
    const interview = await schedule(w, 3);
    expect(await waiting(interview.id)).toHaveLength(1);
  });
});

describe("rescheduling", () => {
  it("moves the time and details, raises the sequence, tells the job seeker, and leaves exactly one set of reminders, for the new time", async () => {
    const w = await world();
    const first = await schedule(w, 72);
    const oldTime = formatZonedDateTime(first.startsAt, ZONE, "ar");
    const outcome = await step(w.admin, w.requestId, {
      intent: "interview.reschedule",
      interviewId: first.id,
      version: "1",
      ...fields(await inHours(96), { bring: "Your ID card" }),
    });
    expect(outcome).toMatchObject({ status: 302, location: `/admin/applications/interview/${w.requestId}` });
    const [moved] = await interviewsOf(w.requestId);
    expect(moved).toMatchObject({ sequence: 1, version: 2, bring: "Your ID card", state: "scheduled" });
    const newTime = formatZonedDateTime(moved?.startsAt as Date, ZONE, "ar");
    const [event] = await getDb()
      .select()
      .from(jobRequestEvents)
      .where(and(eq(jobRequestEvents.requestId, w.requestId), eq(jobRequestEvents.kind, "interview.reschedule")));
    expect(event?.details).toMatchObject({
      before: { startsAt: first.startsAt.toISOString(), bring: "Your work permit" },
      after: { startsAt: moved?.startsAt.toISOString(), bring: "Your ID card" },
    });
    expect(await waiting(first.id)).toHaveLength(2);

    const changed = (await received(w.client.email)).at(-1);
    expect(changed?.subject).toContain(ar["applications.interview.email.changedSubject"].split("{")[0] as string);
    expect(changed?.text).toContain("[calendar: REQUEST]");

    await moveClockForward(95 * HOUR);
    const reminders = remindersIn(await received(w.client.email));
    expect(reminders).toHaveLength(2);
    expect(reminders.every((r) => r.subject.includes(newTime) && !r.subject.includes(oldTime))).toBe(true);
  });

  it("of two staff moving one interview at once, the second gets 409 and changes nothing", async () => {
    const w = await world();
    const interview = await schedule(w, 72);
    const move = (who: TestUser, hours: number) =>
      inHours(hours).then((startsAt) =>
        step(who, w.requestId, {
          intent: "interview.reschedule",
          interviewId: interview.id,
          version: "1",
          ...fields(startsAt),
        }),
      );
    expect((await move(w.admin, 80)).status).toBe(302);
    const before = await footprint(w.requestId);
    const second = await move(w.otherAdmin, 90);
    expect(second).toMatchObject({
      status: 409,
      body: { toast: englishToast("error", "applications.error.conflict") },
    });
    expect(await footprint(w.requestId)).toEqual(before);
  });
});

describe("cancelling, done and no-show", () => {
  it("a cancellation tells the job seeker with the calendar's CANCEL, and no reminder ever goes", async () => {
    const w = await world();
    const interview = await schedule(w, 72);
    const outcome = await step(w.admin, w.requestId, {
      intent: "interview.cancel",
      interviewId: interview.id,
      version: "1",
    });
    expect(outcome.status).toBe(302);
    expect((await interviewsOf(w.requestId))[0]).toMatchObject({ state: "cancelled", sequence: 1, version: 2 });
    expect(await waiting(interview.id)).toEqual([]);
    const cancelled = (await received(w.client.email)).at(-1);
    expect(cancelled?.subject).toContain(ar["applications.interview.email.cancelledSubject"].split("{")[0] as string);
    expect(cancelled?.text).toContain("[calendar: CANCEL]");
    await moveClockForward(80 * HOUR);
    expect(remindersIn(await received(w.client.email))).toEqual([]);
    // A cancelled interview takes no further step.
    const again = await step(w.admin, w.requestId, {
      intent: "interview.done",
      interviewId: interview.id,
      version: "2",
    });
    expect(again.status).toBe(409);
  });

  it.each([
    ["interview.done", "done"],
    ["interview.noShow", "noShow"],
  ] as const)("%s records the outcome and calls off what is left of the reminders", async (intent, state) => {
    const w = await world();
    const interview = await schedule(w, 30);
    const sentBefore = (await received(w.client.email)).length;
    const outcome = await step(w.admin, w.requestId, { intent, interviewId: interview.id, version: "1" });
    expect(outcome.status).toBe(302);
    expect((await interviewsOf(w.requestId))[0]).toMatchObject({ state, version: 2 });
    expect(await waiting(interview.id)).toEqual([]);
    expect(await received(w.client.email)).toHaveLength(sentBefore);
    const [event] = await getDb()
      .select()
      .from(jobRequestEvents)
      .where(and(eq(jobRequestEvents.requestId, w.requestId), like(jobRequestEvents.kind, `interview.${state}`)));
    expect(event?.details).toMatchObject({ before: { state: "scheduled" }, after: { state } });
  });
});

describe("the calendar invitation", () => {
  it("keeps one UID, raises SEQUENCE on each change and says CANCEL when called off", () => {
    const interview = {
      id: "0b6a3c9e-8a57-4b4f-9d53-1c5f0b1f0a11",
      startsAt: new Date("2031-03-10T15:30:00Z"),
      placeKind: "video" as const,
      place: "https://meet.example.org/x",
      askFor: "",
      bring: "",
      interpreter: null,
      travel: "",
      sequence: 0,
    };
    const make = (sequence: number, method: "REQUEST" | "CANCEL") =>
      interviewCalendar({
        interview: { ...interview, sequence },
        method,
        title: "Job interview: Line Cook",
        description: "When: …",
        attendee: { name: "Layla", email: "layla@example.org" },
      });
    const set = make(0, "REQUEST");
    const moved = make(1, "REQUEST");
    const cancelled = make(2, "CANCEL");
    const uid = `UID:${calendarUid(interview.id)}`;
    for (const calendar of [set, moved, cancelled]) expect(calendar).toContain(uid);
    expect(set).toMatch(/^METHOD:REQUEST\r$/m);
    expect(set).toMatch(/^SEQUENCE:0\r$/m);
    expect(set).toMatch(/^DTSTART:20310310T153000Z\r$/m);
    expect(set).toContain("ATTENDEE");
    expect(moved).toMatch(/^SEQUENCE:1\r$/m);
    expect(cancelled).toMatch(/^METHOD:CANCEL\r$/m);
    expect(cancelled).toMatch(/^SEQUENCE:2\r$/m);
    expect(cancelled).toMatch(/^STATUS:CANCELLED\r$/m);
  });
});

describe("I can't come", () => {
  const cantCome = (who: TestUser, interviewId: string, version = "1") =>
    routeOutcome(() =>
      cantComeAction(
        args(post(`/applications/interviews/${interviewId}/cant-come`, { version }, { Cookie: who.cookie }), {
          interviewId,
        }),
      ),
    );

  it("the job seeker sees the interview in My applications, says they can't come, and staff see it in the queue until they move it", async () => {
    const w = await world();
    const interview = await schedule(w, 72);
    const page = await routeOutcome(() => myApplicationsLoader(args(get("/applications", w.client.cookie))));
    const listed = (page.body as { requests: { interviews: { id: string; bring: string }[] }[] }).requests;
    expect(listed[0]?.interviews).toEqual([expect.objectContaining({ id: interview.id, bring: "Your work permit" })]);

    const answer = await cantCome(w.client, interview.id);
    expect(answer).toMatchObject({ status: 302, location: `/applications#interview-${interview.id}` });
    const [row] = await interviewsOf(w.requestId);
    expect(row?.cantComeAt).toBeInstanceOf(Date);
    expect(row).toMatchObject({ state: "scheduled", version: 2 });
    const [event] = await getDb()
      .select()
      .from(jobRequestEvents)
      .where(and(eq(jobRequestEvents.requestId, w.requestId), eq(jobRequestEvents.kind, "interview.cantCome")));
    expect(event?.actorId).toBe(w.client.id);

    const queue = async () => {
      const outcome = await routeOutcome(() =>
        queueLoader(args(get("/admin/applications/interview", w.admin.cookie), { tab: "interview" })),
      );
      return (
        outcome.body as { requests: { id: string; cantCome: boolean; nextInterviewAt: string | null }[] }
      ).requests.find((r) => r.id === w.requestId);
    };
    expect(await queue()).toMatchObject({ cantCome: true, nextInterviewAt: interview.startsAt.toISOString() });
    // Said once: the interview has moved on since.
    expect((await cantCome(w.client, interview.id)).status).toBe(302);
    expect((await interviewsOf(w.requestId))[0]?.version).toBe(2);

    await step(w.admin, w.requestId, {
      intent: "interview.reschedule",
      interviewId: interview.id,
      version: "2",
      ...fields(await inHours(100)),
    });
    expect((await interviewsOf(w.requestId))[0]?.cantComeAt).toBeNull();
    expect(await queue()).toMatchObject({ cantCome: false });
  });

  it("refuses someone else's interview as if it did not exist, and changes nothing", async () => {
    const w = await world();
    const interview = await schedule(w, 72);
    const stranger = await createSignedInUser("client");
    const before = await footprint(w.requestId);
    const answer = await settle(() =>
      cantComeAction(
        args(
          post(`/applications/interviews/${interview.id}/cant-come`, { version: "1" }, { Cookie: stranger.cookie }),
          {
            interviewId: interview.id,
          },
        ),
      ),
    );
    expect(answer).toBeInstanceOf(Response);
    const response = answer as Response;
    expect(response.headers.get("Location")).toBe("/applications");
    const cookie =
      response.headers
        .getSetCookie()
        .find((c) => c.startsWith("toast="))
        ?.split(";")[0] ?? "";
    const { toast } = await readToast(new Request(BASE, { headers: { Cookie: cookie } }));
    expect(toast).toMatchObject({ type: "error", key: "applications.error.requestMissing" });
    expect(await footprint(w.requestId)).toEqual(before);
    // Staff and employers are not asked at all.
    expect((await cantCome(w.admin, interview.id)).status).toBe(403);
    expect((await cantCome(w.employer, interview.id)).status).toBe(403);
    expect(await footprint(w.requestId)).toEqual(before);
  });
});

describe("who sees what", () => {
  it("the employer sees the interview times of the candidates referred to them, and nothing else of them", async () => {
    const w = await world();
    const interview = await schedule(w, 72);
    const [candidate] = await referredCandidates(w.jobId);
    expect(candidate?.interviews).toEqual([interview.startsAt.toISOString()]);
    expect(JSON.stringify(candidate)).not.toContain("Maria at the front desk");
    expect(JSON.stringify(candidate)).not.toContain("Devon");
  });

  it("staff see the interviews on the request page, and only staff may act on them", async () => {
    const w = await world();
    const interview = await schedule(w, 72);
    const page = await routeOutcome(() =>
      requestLoader(
        args(get(`/admin/applications/interview/${w.requestId}`, w.admin.cookie), {
          tab: "interview",
          requestId: w.requestId,
        }),
      ),
    );
    const body = page.body as { interviews: { id: string }[]; moves: string[]; canSchedule: boolean };
    expect(body.interviews.map((i) => i.id)).toEqual([interview.id]);
    expect(body.canSchedule).toBe(true);
    expect(body.moves).not.toContain("interview");
    const before = await footprint(w.requestId);
    for (const who of [w.client, w.employer]) {
      const outcome = await step(who, w.requestId, {
        intent: "interview.cancel",
        interviewId: interview.id,
        version: "1",
      });
      expect(outcome.status).toBe(403);
    }
    expect(await footprint(w.requestId)).toEqual(before);
  });
});
