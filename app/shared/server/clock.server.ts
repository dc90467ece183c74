import { sql } from "drizzle-orm";
import { clockShift } from "#db/schema";
import { dayInZone } from "~/shared/agency-time";
import { getDb, type Db, type Tx } from "./db.server";
import { getEnv } from "./env.server";

// The time the app runs by, as the database tells it: app_now() (migration 0019) is now() moved by
// the clock_shift row, which only demo mode and tests write. Everything that waits for a time
// (queued reminders, check-ins falling due, the morning digest) compares against it, so a demo or a
// test passes days by moving the clock, never by sleeping.

/** The app's now, in SQL. */
export const appNow = sql<Date>`app_now()`;

/** The app's now, read from the database. */
export async function currentTime(db: Db | Tx = getDb()): Promise<Date> {
  const result = (await db.execute(sql`SELECT app_now() AS now`)) as { rows: { now: Date | string }[] };
  const [row] = result.rows;
  if (!row) throw new Error("app_now() answered no row");
  return new Date(row.now);
}

/** The agency's calendar day now ("2026-03-08"), by the app's clock in AGENCY_TIME_ZONE. */
export async function agencyToday(db: Db | Tx = getDb()): Promise<string> {
  return dayInZone(await currentTime(db), getEnv().AGENCY_TIME_ZONE);
}

/**
 * Moves the app's clock forward by `seconds` (demo mode and tests only; the shift adds up, it
 * never goes back, so what has been sent stays in the past).
 */
export async function moveClockForward(seconds: number): Promise<void> {
  if (!getEnv().DEMO && getEnv().NODE_ENV !== "test") throw new Error("The clock moves only in demo mode and tests");
  if (!Number.isInteger(seconds) || seconds <= 0) throw new Error("The clock moves forward by whole seconds");
  await getDb()
    .insert(clockShift)
    .values({ id: true, seconds })
    .onConflictDoUpdate({ target: clockShift.id, set: { seconds: sql`${clockShift.seconds} + ${seconds}` } });
}
