import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { randomUUID } from "node:crypto";
import { parseShift } from "~/shared/job-ui/shift";
import type * as schema from "./schema";
import { accounts, jobRequestEvents, jobRequests, jobs, savedJobs, users } from "./schema";

// The one data factory: rows for users, their password logins, jobs and saved
// jobs, used by the demo seed, the benchmark generator and the tests, so that
// all three build data the same way (derived columns included).

export type FactoryDb = PgDatabase<PgQueryResultHKT, typeof schema>;
export type NewUser = typeof users.$inferInsert;
export type NewJob = typeof jobs.$inferInsert;
export type NewRequest = typeof jobRequests.$inferInsert;
export type NewRequestEvent = typeof jobRequestEvents.$inferInsert;

/** A user row: a unique id and email unless given, approved, email not yet proven (as a new sign-up). */
export function userRow(fields: Partial<NewUser> & Pick<NewUser, "role">): NewUser {
  const id = fields.id ?? randomUUID();
  return {
    id,
    name: `Test ${fields.role}`,
    email: `${fields.role}-${id.slice(0, 8)}@test.example`,
    status: "approved",
    ...fields,
  };
}

/** The password login of a user (better-auth's "credential" account). */
export function credentialRow(userId: string, passwordHash: string): typeof accounts.$inferInsert {
  return { id: randomUUID(), accountId: userId, providerId: "credential", userId, password: passwordHash };
}

/**
 * A job row with plausible defaults (an approved warehouse job in Chicago).
 * The columns written from others are derived here as the job form's save
 * derives them: the shift's hours from its text, the location from the address.
 */
export function jobRow(ownerId: string, fields: Partial<NewJob> = {}): NewJob {
  const job = {
    title: "Warehouse Associate",
    company: "Lakeside Foods",
    jobType: "Full-time" as const,
    shift: "Mon-Fri 9am-5pm",
    wageType: "Hourly" as const,
    wageMin: 16,
    wageMax: 18,
    englishLevel: "Basic" as const,
    street: "2740 W Devon Ave",
    city: "Chicago",
    state: "IL",
    zip: "60659",
    latitude: 41.9972,
    longitude: -87.7166,
    instructions: "Call 773-555-0199",
    status: "approved" as const,
    ...fields,
    ownerId,
  };
  const shift = parseShift(job.shift);
  return {
    shiftStarts: shift?.starts ?? null,
    shiftEnds: shift?.ends ?? null,
    location: `${job.street}, ${job.city}, ${job.state} ${job.zip}`,
    ...job,
  };
}

const BATCH = 1000;

async function inBatches<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/** Inserts users, with a password login each when a hash is given. */
export async function insertUsers(db: FactoryDb, rows: readonly NewUser[], passwordHash?: string): Promise<void> {
  await inBatches(rows, (batch) => db.insert(users).values(batch));
  if (passwordHash) {
    await inBatches(rows, (batch) =>
      db.insert(accounts).values(batch.map((u) => credentialRow(u.id as string, passwordHash))),
    );
  }
}

/** Inserts jobs and returns their ids in order. */
export async function insertJobs(db: FactoryDb, rows: readonly NewJob[]): Promise<string[]> {
  const ids: string[] = [];
  await inBatches(rows, async (batch) => {
    const inserted = await db.insert(jobs).values(batch).returning({ id: jobs.id });
    ids.push(...inserted.map((row) => row.id));
  });
  return ids;
}

export async function insertSavedJobs(
  db: FactoryDb,
  links: readonly { userId: string; jobId: string }[],
): Promise<void> {
  await inBatches(links, (batch) => db.insert(savedJobs).values(batch));
}

/** A client's request for help with a job: sent, to be reached by phone, unless given. */
export function requestRow(clientId: string, jobId: string, fields: Partial<NewRequest> = {}): NewRequest {
  return { id: randomUUID(), contactMethod: "phone", ...fields, clientId, jobId };
}

/**
 * Inserts requests with their history: each request's `steps` become its
 * events (status changes, notes), by `actorId` unless a step names its own.
 */
export async function insertRequests(
  db: FactoryDb,
  requests: readonly {
    row: NewRequest;
    actorId: string;
    steps?: readonly (Omit<NewRequestEvent, "requestId" | "actorId"> & { actorId?: string })[];
  }[],
): Promise<void> {
  if (requests.length === 0) return;
  await inBatches(requests, (batch) => db.insert(jobRequests).values(batch.map((r) => r.row)));
  const events = requests.flatMap(({ row, actorId, steps = [] }) =>
    steps.map((step) => ({ actorId, ...step, requestId: row.id as string })),
  );
  await inBatches(events, (batch) => db.insert(jobRequestEvents).values(batch));
}
