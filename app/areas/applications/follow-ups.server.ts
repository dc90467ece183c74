import { and, asc, eq, isNull, lte, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { checkIns, placements, users } from "#db/schema";
import { decide, type Actor } from "~/shared/access/policy";
import { addDays } from "~/shared/agency-time";
import { appNow } from "~/shared/server/clock.server";
import { getDb } from "~/shared/server/db.server";
import type { CheckInInput } from "./placement-forms";
import {
  historyRequestOf,
  insertPlacement,
  logPlacementChange,
  placementColumns,
  type PlacementFailure,
} from "./placements.server";
import { isUuid } from "./requests.server";

// Follow-ups: the check-ins falling due, by the agency's calendar day, and what staff record when
// they reach the person. A "no" ends the placement on the last day worked; its other check-ins
// not yet recorded are deleted rather than left open (a job that ended has nobody to call about
// it, and its end date already answers "still working on day N?" for the outcome report). A
// better job is recorded as the next placement, with its own check-ins.

/** How far ahead the page looks, in days after today. */
export const SOON_DAYS = 7;

const client = alias(users, "client");
const staff = alias(users, "staff");

/**
 * The check-ins not yet recorded and due by a week from today (overdue, today, soon), of one
 * staff member's placements or everyone's.
 */
export async function listFollowUps(today: string, staffId: string | null) {
  const rows = await getDb()
    .select({
      id: checkIns.id,
      day: checkIns.day,
      dueOn: checkIns.dueOn,
      placementId: placements.id,
      title: placements.title,
      company: placements.company,
      requestId: placements.requestId,
      clientId: client.id,
      clientName: client.name,
      staffName: staff.name,
    })
    .from(checkIns)
    .innerJoin(placements, eq(placements.id, checkIns.placementId))
    .leftJoin(client, eq(client.id, placements.clientId))
    .leftJoin(staff, eq(staff.id, placements.staffId))
    .where(
      and(
        isNull(checkIns.recordedAt),
        lte(checkIns.dueOn, addDays(today, SOON_DAYS)),
        isNull(placements.endedOn),
        staffId ? eq(placements.staffId, staffId) : undefined,
      ),
    )
    .orderBy(asc(checkIns.dueOn), asc(client.name), asc(checkIns.id))
    // Far more than a coordinator calls in a week; the page stays bounded whatever happens.
    .limit(500);
  return {
    overdue: rows.filter((row) => row.dueOn < today),
    today: rows.filter((row) => row.dueOn === today),
    soon: rows.filter((row) => row.dueOn > today),
  };
}

export type FollowUpRow = Awaited<ReturnType<typeof listFollowUps>>["overdue"][number];

/** One check-in with its placement, the person and the request whose history tells the story. */
export async function getCheckIn(checkInId: string) {
  if (!isUuid(checkInId)) return null;
  const recorder = alias(users, "recorder");
  const [row] = await getDb()
    .select({
      checkIn: {
        id: checkIns.id,
        day: checkIns.day,
        dueOn: checkIns.dueOn,
        version: checkIns.version,
        recordedAt: checkIns.recordedAt,
        working: checkIns.working,
        reason: checkIns.reason,
        hoursNow: checkIns.hoursNow,
        payNowCents: checkIns.payNowCents,
        payNowPeriod: checkIns.payNowPeriod,
        note: checkIns.note,
        recordedByName: recorder.name,
      },
      placement: placements,
      client: { id: client.id, name: client.name, email: client.email, phone: client.phone },
    })
    .from(checkIns)
    .innerJoin(placements, eq(placements.id, checkIns.placementId))
    .leftJoin(client, eq(client.id, placements.clientId))
    .leftJoin(recorder, eq(recorder.id, checkIns.recordedBy))
    .where(eq(checkIns.id, checkInId));
  if (!row) return null;
  const request = await historyRequestOf(getDb(), row.placement);
  const { placement } = row;
  return {
    checkIn: row.checkIn,
    placement: {
      id: placement.id,
      company: placement.company,
      title: placement.title,
      ...placementColumns(placement),
      endedOn: placement.endedOn,
      endReason: placement.endReason,
    },
    client: row.client,
    request,
  };
}

const checkInMissing: PlacementFailure = { ok: false, status: 404, error: "applications.followUps.missing" };

/**
 * Records a check-in, at the version the page showed (two staff at once: the second hears that
 * the first did it). The form names the placement it is about; a check-in of another placement
 * is refused as missing, and nothing changes.
 */
export async function recordCheckIn(
  actor: Actor,
  checkInId: string,
  input: CheckInInput,
): Promise<{ ok: true; ended: boolean } | PlacementFailure> {
  if (!decide(actor, { action: "managePlacements" }).ok) {
    return { ok: false, status: 403, error: "applications.error.forbidden" };
  }
  if (!isUuid(checkInId) || !isUuid(input.placementId)) return checkInMissing;
  return getDb().transaction(async (tx) => {
    const [found] = await tx
      .select({ checkIn: checkIns, placement: placements })
      .from(checkIns)
      .innerJoin(placements, eq(placements.id, checkIns.placementId))
      .where(and(eq(checkIns.id, checkInId), eq(checkIns.placementId, input.placementId)));
    if (!found) return checkInMissing;
    const { checkIn, placement } = found;
    if (checkIn.version !== input.version) return { ok: false, status: 409, error: "applications.followUps.conflict" };
    if (placement.endedOn) return { ok: false, status: 409, error: "applications.followUps.ended" };
    if (input.lastDay && input.lastDay < placement.startDate) {
      return { ok: false, status: 400, errors: { lastDay: "applications.followUps.validation.lastDayBeforeStart" } };
    }
    const written = await tx
      .update(checkIns)
      .set({
        recordedAt: appNow,
        recordedBy: actor.id,
        working: input.working,
        reason: input.reason,
        hoursNow: input.hoursNow,
        payNowCents: input.payNowCents,
        payNowPeriod: input.payNowPeriod,
        note: input.note,
        version: sql`${checkIns.version} + 1`,
      })
      .where(and(eq(checkIns.id, checkInId), eq(checkIns.version, input.version)))
      .returning({ id: checkIns.id });
    if (written.length === 0) return { ok: false, status: 409, error: "applications.followUps.conflict" };
    const details: Record<string, unknown> = {
      checkInId,
      day: checkIn.day,
      working: input.working,
      ...(input.hoursNow === null ? {} : { hoursNow: input.hoursNow }),
      ...(input.payNowCents === null ? {} : { payNowCents: input.payNowCents, payNowPeriod: input.payNowPeriod }),
    };
    if (!input.working && input.lastDay && input.reason) {
      await tx
        .update(placements)
        .set({ endedOn: input.lastDay, endReason: input.reason, version: sql`${placements.version} + 1` })
        .where(eq(placements.id, placement.id));
      // The other calls about a job that ended are nobody's to make (see the top of this file).
      await tx
        .delete(checkIns)
        .where(and(eq(checkIns.placementId, placement.id), isNull(checkIns.recordedAt), ne(checkIns.id, checkInId)));
      details.endedOn = input.lastDay;
      details.reason = input.reason;
      if (input.next) {
        const { company, title, ...next } = input.next;
        details.nextPlacementId = await insertPlacement(
          tx,
          {
            clientId: placement.clientId,
            previousId: placement.id,
            company,
            title,
            staffId: placement.staffId ?? actor.id,
          },
          next,
        );
        details.next = { company, title, ...placementColumns(next) };
      }
    }
    await logPlacementChange(tx, actor, placement, "checkIn.record", input.note, details);
    return { ok: true, ended: !input.working };
  });
}
