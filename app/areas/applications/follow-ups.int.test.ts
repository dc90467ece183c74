import { and, asc, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  checkIns,
  followUpDigests,
  jobRequestEvents,
  jobRequests,
  outgoingMessages,
  placements,
  users,
} from "#db/schema";
import { addDays, toZonedTime } from "~/shared/agency-time";
import { currentTime, moveClockForward } from "~/shared/server/clock.server";
import { getDb } from "~/shared/server/db.server";
import { getEnv } from "~/shared/server/env.server";
import { countDueCheckIns, sendFollowUpDigests } from "~/shared/server/follow-ups.server";
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
import { action as checkInAction, loader as checkInLoader } from "./follow-up-check-in";
import { loader as followUpsLoader } from "./follow-ups";
import { agencyToday } from "~/shared/server/clock.server";
import { action as requestAction } from "./referral-request";

quietOutboxLog();

// Follow-ups (issue 40, point 4): the check-ins falling due by the agency's calendar day as the
// app's clock moves, recording what the person says (still working, ended, a better job), the
// conflicts of two staff at once, and the morning digest sent once per staff member and day.

const HOUR = 3600;

/** A hire recorded through the request page, starting `daysAgo` days before today; its placement and check-ins. */
async function hire(staff: TestUser, daysAgo: number, client?: TestUser) {
  const person = client ?? (await createSignedInUser("client"));
  const employer = await createSignedInUser("employer", { company: "Harborview Hotels" });
  const jobId = await insertJob(employer.id, { title: "Room Attendant", company: "Harborview Hotels", openings: 5 });
  const [request] = await getDb()
    .insert(jobRequests)
    .values({ clientId: person.id, jobId, status: "applied", contactMethod: "phone" })
    .returning({ id: jobRequests.id });
  const requestId = request?.id ?? "";
  const startDate = addDays(await agencyToday(), -daysAgo);
  const outcome = await routeOutcome(() =>
    requestAction(
      args(
        post(
          `/admin/applications/applied/${requestId}`,
          {
            intent: "placement.record",
            version: "1",
            startDate,
            pay: "16.50",
            payPeriod: "hour",
            hoursPerWeek: "40",
            employmentType: "permanent",
            benefits: "offered",
          },
          { Cookie: staff.cookie },
        ),
        { tab: "applied", requestId },
      ),
    ),
  );
  expect(outcome.status).toBe(302);
  const [placement] = await getDb().select().from(placements).where(eq(placements.requestId, requestId));
  const due = await getDb()
    .select()
    .from(checkIns)
    .where(eq(checkIns.placementId, placement?.id ?? ""))
    .orderBy(asc(checkIns.day));
  return {
    client: person,
    requestId,
    placement: placement as typeof placements.$inferSelect,
    checkIns: due,
    startDate,
  };
}

const page = async (who: TestUser, query = "") =>
  await routeOutcome(() => followUpsLoader(args(get(`/admin/follow-ups${query}`, who.cookie))));
type Listed = { overdue: { id: string }[]; today: { id: string }[]; soon: { id: string }[] };
const listed = async (who: TestUser, query = "") => ((await page(who, query)).body as { due: Listed }).due;
const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

const record = (who: TestUser, checkInId: string, fields: Record<string, string>) =>
  routeOutcome(() =>
    checkInAction(args(post(`/admin/follow-ups/${checkInId}`, fields, { Cookie: who.cookie }), { checkInId })),
  );
const checkInRow = async (id: string) => (await getDb().select().from(checkIns).where(eq(checkIns.id, id)))[0];
const placementRow = async (id: string) => (await getDb().select().from(placements).where(eq(placements.id, id)))[0];
const toastOf = (outcome: { body: unknown }) => (outcome.body as { toast?: unknown }).toast;

describe("the follow-ups page", () => {
  it("lists overdue (first), today's and the next week's calls by the agency's day, filtered by staff member", async () => {
    const staff = await createSignedInUser("admin");
    const colleague = await createSignedInUser("admin");
    const overdue = await hire(staff, 32);
    const today = await hire(colleague, 30);
    const soon = await hire(staff, 25);
    const later = await hire(staff, 10);
    const all = await listed(staff);
    expect(ids(all.overdue)).toContain(overdue.checkIns[0]?.id);
    expect(ids(all.today)).toContain(today.checkIns[0]?.id);
    expect(ids(all.soon)).toContain(soon.checkIns[0]?.id);
    const shown = [...ids(all.overdue), ...ids(all.today), ...ids(all.soon)];
    expect(shown).not.toContain(later.checkIns[0]?.id);
    const mine = await listed(staff, `?staff=${staff.id}`);
    expect(ids(mine.today)).not.toContain(today.checkIns[0]?.id);
    expect(ids(mine.overdue)).toContain(overdue.checkIns[0]?.id);
  });

  it("is for staff only", async () => {
    for (const role of ["employer", "client"] as const) {
      const someone = await createSignedInUser(role);
      expect((await page(someone)).status).toBe(302);
    }
  });
});

describe("recording a call", () => {
  it("records 'still working' with the hours and pay now, in the request's history; a second submit is a conflict", async () => {
    const staff = await createSignedInUser("admin");
    const other = await createSignedInUser("admin");
    const { checkIns: due, placement, requestId } = await hire(staff, 30);
    const checkInId = due[0]?.id ?? "";
    const fields = {
      version: "1",
      placementId: placement.id,
      working: "yes",
      hoursNow: "32",
      payNow: "17",
      payNowPeriod: "hour",
      note: "Happy there",
    };
    const [first, second] = await Promise.all([record(staff, checkInId, fields), record(other, checkInId, fields)]);
    expect([first.status, second.status].sort()).toEqual([302, 409]);
    const loser = first.status === 409 ? first : second;
    expect(toastOf(loser)).toEqual(englishToast("error", "applications.followUps.conflict"));
    expect(await checkInRow(checkInId)).toMatchObject({
      working: true,
      hoursNow: 32,
      payNowCents: 1700,
      note: "Happy there",
      version: 2,
    });
    expect((await placementRow(placement.id))?.endedOn).toBeNull();
    const events = await getDb().select().from(jobRequestEvents).where(eq(jobRequestEvents.requestId, requestId));
    expect(events.filter((event) => event.kind === "checkIn.record")).toHaveLength(1);
    const shown = (
      await routeOutcome(() => checkInLoader(args(get(`/admin/follow-ups/${checkInId}`, staff.cookie), { checkInId })))
    ).body as {
      checkIn: { recordedAt: string | null };
    };
    expect(shown.checkIn.recordedAt).not.toBeNull();
  });

  it("'No' ends the placement on the last day, closes its other calls and offers a new job search", async () => {
    const staff = await createSignedInUser("admin");
    const { checkIns: due, placement, client, startDate } = await hire(staff, 31);
    const checkInId = due[0]?.id ?? "";
    const before = await countDueCheckIns();
    const tooEarly = await record(staff, checkInId, {
      version: "1",
      placementId: placement.id,
      working: "no",
      reason: "quit",
      lastDay: addDays(startDate, -1),
    });
    expect(tooEarly).toMatchObject({
      status: 400,
      body: { errors: { lastDay: "applications.followUps.validation.lastDayBeforeStart" } },
    });
    expect(await record(staff, checkInId, { version: "1", placementId: placement.id, working: "no" })).toMatchObject({
      status: 400,
      body: {
        errors: {
          reason: "applications.followUps.validation.reason",
          lastDay: "applications.followUps.validation.lastDay",
        },
      },
    });
    expect((await checkInRow(checkInId))?.recordedAt).toBeNull();
    const ended = await record(staff, checkInId, {
      version: "1",
      placementId: placement.id,
      working: "no",
      reason: "laidOff",
      lastDay: addDays(startDate, 20),
    });
    expect(ended).toMatchObject({ status: 302, location: `/admin/follow-ups/${checkInId}` });
    expect(await placementRow(placement.id)).toMatchObject({ endedOn: addDays(startDate, 20), endReason: "laidOff" });
    const open = await getDb()
      .select()
      .from(checkIns)
      .where(and(eq(checkIns.placementId, placement.id), isNull(checkIns.recordedAt)));
    expect(open).toEqual([]);
    expect(await countDueCheckIns()).toBe(before - 1);
    const shown = (
      await routeOutcome(() => checkInLoader(args(get(`/admin/follow-ups/${checkInId}`, staff.cookie), { checkInId })))
    ).body as {
      newSearch: string;
    };
    expect(shown.newSearch).toBe(`/admin/applications/new?client=${encodeURIComponent(client.email)}`);
  });

  it("a better job is recorded as the next placement with its own calls, in the first request's history", async () => {
    const staff = await createSignedInUser("admin");
    const { checkIns: due, placement, requestId, startDate } = await hire(staff, 30);
    const checkInId = due[0]?.id ?? "";
    const next = {
      nextCompany: "Lakeside Foods",
      nextTitle: "Prep Cook",
      nextStartDate: addDays(startDate, 28),
      nextPay: "980",
      nextPayPeriod: "week",
      nextHoursPerWeek: "40",
      nextEmploymentType: "permanent",
      nextBenefits: "offeredFrom",
      nextBenefitsFrom: addDays(startDate, 118),
    };
    const base = {
      version: "1",
      placementId: placement.id,
      working: "no",
      reason: "betterJob",
      lastDay: addDays(startDate, 27),
    };
    const missing = await record(staff, checkInId, {
      ...base,
      ...next,
      nextTitle: "",
      nextPay: "600",
      nextPayPeriod: "hour",
    });
    expect(missing).toMatchObject({
      status: 400,
      body: {
        errors: {
          nextTitle: "applications.followUps.validation.title",
          nextPay: "applications.placement.validation.payTooHigh",
        },
      },
    });
    expect(await getDb().select().from(placements).where(eq(placements.previousId, placement.id))).toEqual([]);
    expect(await record(staff, checkInId, { ...base, ...next })).toMatchObject({ status: 302 });
    const [better] = await getDb().select().from(placements).where(eq(placements.previousId, placement.id));
    expect(better).toMatchObject({
      clientId: placement.clientId,
      requestId: null,
      jobId: null,
      company: "Lakeside Foods",
      title: "Prep Cook",
      hourlyCents: 2450,
      staffId: staff.id,
    });
    const calls = await getDb()
      .select()
      .from(checkIns)
      .where(eq(checkIns.placementId, better?.id ?? ""))
      .orderBy(asc(checkIns.day));
    expect(calls.map((call) => call.dueOn)).toEqual([30, 90, 180].map((day) => addDays(next.nextStartDate, day)));
    const events = await getDb().select().from(jobRequestEvents).where(eq(jobRequestEvents.requestId, requestId));
    expect(events.find((event) => event.kind === "checkIn.record")?.details).toMatchObject({
      reason: "betterJob",
      nextPlacementId: better?.id,
    });
  });

  it("refuses a call of another placement, an unknown one, a placement that ended, and employers or job seekers, changing nothing", async () => {
    const staff = await createSignedInUser("admin");
    const first = await hire(staff, 30);
    const second = await hire(staff, 30);
    const checkInId = first.checkIns[0]?.id ?? "";
    const fields = { version: "1", placementId: second.placement.id, working: "yes" };
    const mismatched = await record(staff, checkInId, fields);
    expect(mismatched.status).toBe(404);
    expect(toastOf(mismatched)).toEqual(englishToast("error", "applications.followUps.missing"));
    expect((await record(staff, "3f0b7c1e-0000-4000-8000-000000000000", fields)).status).toBe(404);
    for (const role of ["employer", "client"] as const) {
      const someone = await createSignedInUser(role);
      expect((await record(someone, checkInId, { ...fields, placementId: first.placement.id })).status).toBe(403);
    }
    expect(await checkInRow(checkInId)).toMatchObject({ recordedAt: null, version: 1 });
  });
});

describe("the clock and the morning digest", () => {
  it("a call falls due as the app's clock reaches its day; each staff member gets one digest a morning", async () => {
    const staff = await createSignedInUser("admin");
    await getDb().update(users).set({ locale: "es" }).where(eq(users.id, staff.id));
    const { checkIns: due } = await hire(staff, 27);
    const checkInId = due[0]?.id ?? "";
    expect(ids((await listed(staff)).soon)).toContain(checkInId);
    const count = await countDueCheckIns();
    await moveClockForward(3 * 24 * HOUR);
    expect(ids((await listed(staff)).today)).toContain(checkInId);
    expect(await countDueCheckIns()).toBe(count + 1);
    // To 8:00 on the agency's next morning: the call is a day overdue and the digest's hour has come.
    const hour = Number(toZonedTime(await currentTime(), getEnv().AGENCY_TIME_ZONE).slice(11, 13));
    await moveClockForward((24 - hour + 8) * HOUR);
    expect(ids((await listed(staff)).overdue)).toContain(checkInId);
    // Two processes at once, and a later pass: one digest.
    await Promise.all([sendFollowUpDigests(), sendFollowUpDigests()]);
    await sendFollowUpDigests();
    const [staffRow] = await getDb().select({ email: users.email }).from(users).where(eq(users.id, staff.id));
    const queued = await getDb()
      .select()
      .from(outgoingMessages)
      .where(eq(outgoingMessages.recipient, staffRow?.email ?? ""));
    expect(queued).toHaveLength(1);
    const mail = await latestMailTo(staffRow?.email ?? "");
    expect(mail?.subject).toMatch(/^Llamadas de seguimiento atrasadas: \d+$/);
    expect(mail?.text).toContain("Room Attendant");
    expect(mail?.text).toContain("/admin/follow-ups");
    expect(await getDb().select().from(followUpDigests).where(eq(followUpDigests.staffId, staff.id))).toHaveLength(1);
    // The next morning, another.
    await moveClockForward(24 * HOUR);
    await sendFollowUpDigests();
    expect(await getDb().select().from(followUpDigests).where(eq(followUpDigests.staffId, staff.id))).toHaveLength(2);
  });
});
