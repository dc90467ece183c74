import { and, asc, count, eq, sql } from "drizzle-orm";
import { jobAlerts, users } from "#db/schema";
import { can, type Actor } from "~/shared/access/policy";
import { MAX_ALERTS_PER_CLIENT, type AlertFrequency, type MessageChannel, type Role } from "~/shared/constants";
import type { MessageKey } from "~/shared/i18n/i18n";
import { alertSearchOf, checkAlertQuery, type AlertSearch } from "~/shared/job-ui/alert-query";
import { isJobId } from "~/shared/job-ui/jobs.server";
import { getDb } from "~/shared/server/db.server";
import { textsAvailable } from "~/shared/server/sms.server";
import { mailboxOf } from "~/shared/mailbox";
import { formatPhone } from "~/shared/phone";
import { alertIdOfStopToken, frequencySeconds, fromNow } from "~/shared/server/job-alerts.server";

// A client's job alerts: set up (by them or by staff for them), listed, paused, edited and
// deleted under Setting, and stopped from a digest's link. Every query is scoped by the client.

export interface AlertClient {
  id: string;
  role: Role;
  name: string;
  email: string;
  phone: string | null;
  hasAddress: boolean;
}

/** How a person shows an account: its email, or for a phone-only one, its number. */
export function alertContact(client: Pick<AlertClient, "email" | "phone">): string {
  return mailboxOf(client.email) ?? formatPhone(client.phone ?? "");
}

/** How an alert can reach the client, with where to: their mailbox, their phone when texts are set up. */
export function alertChannels(client: Pick<AlertClient, "email" | "phone">): { channel: MessageChannel; to: string }[] {
  const mailbox = mailboxOf(client.email);
  return [
    ...(mailbox ? [{ channel: "email" as const, to: mailbox }] : []),
    ...(client.phone && textsAvailable() ? [{ channel: "sms" as const, to: formatPhone(client.phone) }] : []),
  ];
}

/** The account an alert would be for; null when there is no such account. */
export async function findAlertClient(userId: string): Promise<AlertClient | null> {
  if (userId.length === 0 || userId.length > 100) return null;
  const [row] = await getDb()
    .select({
      id: users.id,
      role: users.role,
      name: users.name,
      email: users.email,
      phone: users.phone,
      hasAddress: sql<boolean>`${users.latitude} IS NOT NULL AND ${users.longitude} IS NOT NULL`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

export type CreateAlertResult =
  { ok: true } | { ok: false; status: 400 | 403 | 409; field: "query" | "channel" | "form"; error: MessageKey };

/** Saves an alert for `client`; the search is checked with the job list's parser first. */
export async function createAlert(
  actor: Actor,
  client: AlertClient,
  input: { query: string; frequency: AlertFrequency; channel: MessageChannel },
): Promise<CreateAlertResult> {
  if (!can(actor, { action: "manageAlerts", client })) {
    return { ok: false, status: 403, field: "form", error: "jobAlerts.error.forbidden" };
  }
  if (!alertChannels(client).some((way) => way.channel === input.channel)) {
    return { ok: false, status: 400, field: "channel", error: "jobAlerts.error.channel" };
  }
  const checked = checkAlertQuery(input.query, client.hasAddress);
  if (!checked.ok) {
    const error = checked.problem === "needsAddress" ? "jobAlerts.error.needsAddress" : "jobAlerts.error.invalidSearch";
    return { ok: false, status: 400, field: "query", error };
  }
  return getDb().transaction(async (tx) => {
    // The client's row is locked so that two saves at once cannot both pass the limit.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, client.id)).for("update");
    const [held] = await tx.select({ n: count() }).from(jobAlerts).where(eq(jobAlerts.clientId, client.id));
    if ((held?.n ?? 0) >= MAX_ALERTS_PER_CLIENT) {
      return { ok: false, status: 409, field: "form", error: "jobAlerts.error.tooMany" } as const;
    }
    await tx.insert(jobAlerts).values({
      clientId: client.id,
      createdBy: actor.id === client.id ? null : actor.id,
      query: checked.query,
      frequency: input.frequency,
      channel: input.channel,
      nextRunAt: fromNow(frequencySeconds(input.frequency)),
    });
    return { ok: true } as const;
  });
}

export interface AlertListItem {
  id: string;
  query: string;
  search: AlertSearch;
  frequency: AlertFrequency;
  channel: MessageChannel;
  active: boolean;
}

export async function listAlerts(clientId: string): Promise<AlertListItem[]> {
  const rows = await getDb()
    .select({
      id: jobAlerts.id,
      query: jobAlerts.query,
      frequency: jobAlerts.frequency,
      channel: jobAlerts.channel,
      active: jobAlerts.active,
    })
    .from(jobAlerts)
    .where(eq(jobAlerts.clientId, clientId))
    .orderBy(asc(jobAlerts.createdAt), asc(jobAlerts.id));
  return rows.map((row) => ({ ...row, search: alertSearchOf(row.query) }));
}

export type AlertChange =
  { kind: "pause" } | { kind: "resume" } | { kind: "frequency"; frequency: AlertFrequency } | { kind: "delete" };

/**
 * Changes one of the client's alerts; false when they have no such alert. Every change raises
 * the version, so a digest being prepared meanwhile is dropped. A resumed alert or a new
 * frequency starts its schedule now, and a resumed one tells only of jobs approved from now on.
 */
export async function changeAlert(clientId: string, alertId: string, change: AlertChange): Promise<boolean> {
  if (!isJobId(alertId)) return false;
  const db = getDb();
  const mine = and(eq(jobAlerts.id, alertId), eq(jobAlerts.clientId, clientId));
  if (change.kind === "delete") {
    return (await db.delete(jobAlerts).where(mine).returning({ id: jobAlerts.id })).length > 0;
  }
  const version = sql`${jobAlerts.version} + 1`;
  let set;
  if (change.kind === "pause") set = { active: false, version };
  else if (change.kind === "frequency") {
    set = { frequency: change.frequency, nextRunAt: fromNow(frequencySeconds(change.frequency)), version };
  } else {
    const [alert] = await db.select({ frequency: jobAlerts.frequency }).from(jobAlerts).where(mine);
    if (!alert) return false;
    const nextRunAt = fromNow(frequencySeconds(alert.frequency));
    set = { active: true, sentUpTo: sql`now()`, lastJobIds: [], nextRunAt, version };
  }
  return (await db.update(jobAlerts).set(set).where(mine).returning({ id: jobAlerts.id })).length > 0;
}

export interface StopLinkAlert {
  id: string;
  search: AlertSearch;
  frequency: AlertFrequency;
  channel: MessageChannel;
  /** Where the digests go: the email, or the phone number as people read it. */
  to: string;
  active: boolean;
}

/** The alert a digest's stop link names, for the page that asks before stopping; null for a bad link. */
export async function alertOfStopLink(token: string): Promise<StopLinkAlert | null> {
  const db = getDb();
  const alertId = await alertIdOfStopToken(db, token);
  if (!alertId) return null;
  const [row] = await db
    .select({
      id: jobAlerts.id,
      query: jobAlerts.query,
      frequency: jobAlerts.frequency,
      channel: jobAlerts.channel,
      email: users.email,
      phone: users.phone,
      active: jobAlerts.active,
    })
    .from(jobAlerts)
    .innerJoin(users, eq(users.id, jobAlerts.clientId))
    .where(eq(jobAlerts.id, alertId));
  if (!row) return null;
  const { email, phone, query, ...alert } = row;
  const to = alert.channel === "sms" ? formatPhone(phone ?? "") : email;
  return { ...alert, to, search: alertSearchOf(query) };
}

/** Stops (pauses) the alert a stop link names; false for a bad link. The client can resume it under Setting. */
export async function stopAlertByLink(token: string): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const alertId = await alertIdOfStopToken(tx, token);
    if (!alertId) return false;
    const stopped = await tx
      .update(jobAlerts)
      .set({ active: false, version: sql`${jobAlerts.version} + 1` })
      .where(eq(jobAlerts.id, alertId))
      .returning({ id: jobAlerts.id });
    return stopped.length > 0;
  });
}
