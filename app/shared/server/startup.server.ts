import { sql } from "drizzle-orm";
import { DEMO_AUTHENTICATOR_SECRET, seedDemo } from "#db/seed";
import { hashPassword } from "./auth.server";
import { enrollSecondFactor } from "./second-factor.server";
import { closeDb, dbKind, getDb, migrateDb } from "./db.server";
import { getEnv } from "./env.server";
import { startFollowUpDigests, stopFollowUpDigests } from "./follow-ups.server";
import { startAlertRuns, stopAlertRuns } from "./job-alerts.server";
import { startMessageWorker, stopMessageWorker } from "./message-queue.server";
import { observePool } from "./metrics.server";

/** Runs before the server listens: validate env, migrate, seed demo data in demo mode. */
export async function startup(): Promise<void> {
  const env = getEnv();
  // Emails carry password and sign-in links; without a mail server they could only
  // be written somewhere else, which only the demo's outbox may do.
  if (!env.DEMO && !env.SMTP_URL) {
    throw new Error(
      "SMTP_URL is not set: password and sign-in emails cannot be sent. Set SMTP_URL, or DEMO=1 to try the app with an outbox page instead of mail.",
    );
  }
  await migrateDb();
  if (dbKind() === "postgres") observePool();
  if (env.DEMO) {
    console.info(
      `Demo mode (DEMO=1): ${env.SMTP_URL ? "emails are sent over SMTP" : "emails are kept at /dev/outbox"}.`,
    );
    if (dbKind() === "pglite" && (await seedDemo(getDb(), hashPassword, enrollSecondFactor))) {
      console.info(
        `Seeded demo data (sign in with the demo accounts listed in the README). The demo admin's second step: add the key ${DEMO_AUTHENTICATOR_SECRET} to an authenticator app.`,
      );
    }
  }
  // Every server process delivers the queued mail; they share the work through the database.
  startMessageWorker();
  // Likewise the job alerts' digests: due alerts are claimed one at a time (job-alerts.server).
  startAlertRuns();
  // And the morning digest of overdue check-ins: a row per staff member and day sends it once.
  startFollowUpDigests();
}

export async function shutdown(): Promise<void> {
  await stopAlertRuns();
  await stopFollowUpDigests();
  await stopMessageWorker();
  await closeDb();
}

// How long one `select 1` answers the health checks that follow it.
const HEALTH_PROBE_MS = 1_000;
let lastProbe: { at: number; answers: Promise<boolean> } | null = null;

/**
 * Whether the database answers, for the load balancer's `GET /healthz` (server.ts). One query
 * serves the checks of the next second, also while it is on its way: a balancer asks every few
 * seconds, and checks coming faster than that (several balancers, a monitor gone wrong) must not
 * turn into as many queries. Each process asks for itself, as each is checked on its own.
 */
export function databaseAnswers(now = Date.now()): Promise<boolean> {
  if (lastProbe && now - lastProbe.at < HEALTH_PROBE_MS) return lastProbe.answers;
  const answers = getDb()
    .execute(sql`select 1`)
    .then(
      () => true,
      (error: unknown) => {
        console.error("Health check: the database did not answer", error);
        return false;
      },
    );
  lastProbe = { at: now, answers };
  return answers;
}
