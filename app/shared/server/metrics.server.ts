import { sql } from "drizzle-orm";
import { Counter, Gauge, Registry } from "prom-client";
import { outgoingMessages } from "#db/schema";
import { appNow } from "./clock.server";
import { getDb, poolStats } from "./db.server";

// What /metrics shows of the app (server/observe.ts adds the process's and the requests' figures
// and serves them; docs/deploy.md, "Monitoring"). A registry of its own, not prom-client's global
// one: the dev server reloads this module, and a second registration of a name in one registry throws.
export const metrics = new Registry();

/** Each due alert the runs took: "sent" (a digest queued), "nothing_new", or "failed" (the pass stopped there). */
export const jobAlertRuns = new Counter({
  name: "harbor_job_alert_runs_total",
  help: "Job alerts run, by outcome (sent, nothing_new, failed)",
  labelNames: ["outcome"] as const,
  registers: [metrics],
});

/** A background pass that threw (background-runner.server.ts): the runner is "queue" or "alerts". */
export const backgroundPassFailures = new Counter({
  name: "harbor_background_pass_failures_total",
  help: "Background passes (message delivery, job alerts) that failed",
  labelNames: ["runner"] as const,
  registers: [metrics],
});

// Every process reads the same queue: the figures of several workers are not added up.
const QUEUE_SNAPSHOT_MS = 1_000;
let queueSnapshot: {
  at: number;
  read: Promise<{ queued: number; scheduled: number; failed: number; oldestSeconds: number }>;
} | null = null;

// Due: not given up, and its time has come (a reminder waiting for its time is "scheduled", not late).
const due = sql`(${outgoingMessages.state} <> 'failed' and ${outgoingMessages.dueAt} <= ${appNow})`;

/** The queue's figures, read once for the gauges of one scrape. */
function readQueue() {
  const now = Date.now();
  if (queueSnapshot && now - queueSnapshot.at < QUEUE_SNAPSHOT_MS) return queueSnapshot.read;
  const read = getDb()
    .select({
      queued: sql<number>`count(*) filter (where ${due})`.mapWith(Number),
      scheduled: sql<number>`count(*) filter (where ${outgoingMessages.state} <> 'failed' and not ${due})`.mapWith(
        Number,
      ),
      failed: sql<number>`count(*) filter (where ${outgoingMessages.state} = 'failed')`.mapWith(Number),
      oldestSeconds:
        sql<number>`coalesce(extract(epoch from ${appNow} - min(${outgoingMessages.dueAt}) filter (where ${due})), 0)`.mapWith(
          Number,
        ),
    })
    .from(outgoingMessages)
    .then(([row]) => row ?? { queued: 0, scheduled: 0, failed: 0, oldestSeconds: 0 });
  queueSnapshot = { at: now, read };
  // A failed read is not kept for the next scrape.
  read.catch(() => (queueSnapshot = null));
  return read;
}

new Gauge({
  name: "harbor_message_queue_messages",
  help: "Outgoing messages (mail, texts) due and still to send (queued), waiting for their time (scheduled: reminders), or given up on (failed)",
  labelNames: ["state"] as const,
  aggregator: "max",
  registers: [metrics],
  async collect() {
    const { queued, scheduled, failed } = await readQueue();
    this.set({ state: "queued" }, queued);
    this.set({ state: "scheduled" }, scheduled);
    this.set({ state: "failed" }, failed);
  },
});

new Gauge({
  name: "harbor_message_queue_oldest_age_seconds",
  help: "How long the oldest due message has been due; 0 when none waits",
  aggregator: "max",
  registers: [metrics],
  async collect() {
    this.set((await readQueue()).oldestSeconds);
  },
});

/** The PostgreSQL pool's figures, from start-up on PostgreSQL (PGlite has no pool to show). */
export function observePool(): void {
  if (metrics.getSingleMetric("harbor_db_pool_connections")) return;
  // Each worker has a pool of its own: their figures add up.
  const poolGauge = (name: string, help: string, pick: (stats: NonNullable<ReturnType<typeof poolStats>>) => number) =>
    new Gauge({
      name,
      help,
      registers: [metrics],
      collect() {
        const stats = poolStats();
        if (stats) this.set(pick(stats));
      },
    });
  poolGauge("harbor_db_pool_connections", "PostgreSQL connections open in the pool", (stats) => stats.total);
  poolGauge("harbor_db_pool_idle_connections", "PostgreSQL connections open and idle", (stats) => stats.idle);
  poolGauge("harbor_db_pool_waiting_queries", "Queries waiting for a PostgreSQL connection", (stats) => stats.waiting);
}
