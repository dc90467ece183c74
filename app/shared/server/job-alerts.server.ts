import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, exists, gt, inArray, lte, sql } from "drizzle-orm";
import { jobAlerts, jobs, users, verifications } from "#db/schema";
import { ALERT_DIGEST_SIZE, type AlertFrequency, type MessageChannel } from "~/shared/constants";
import { alertSearchOf, type AlertSearch } from "~/shared/job-ui/alert-query";
import { payFromText, jobFormat } from "~/shared/job-ui/format";
import { newJobsForSearch, type JobSummary } from "~/shared/job-ui/jobs.server";
import { messagesFor } from "~/shared/i18n/catalog.server";
import { createT, DEFAULT_LOCALE, directionOf, isLocale, type Locale } from "~/shared/i18n/i18n";
import { storedCodeIdentifier } from "./auth.server";
import { createBackgroundRunner } from "./background-runner.server";
import { getBrand } from "./brand.server";
import { getDb, type Db, type Tx } from "./db.server";
import { escapeHtml } from "./emails.server";
import { getEnv } from "./env.server";
import type { Mail } from "./mail.server";
import { queueMail, queueText } from "./message-queue.server";
import { jobAlertRuns } from "./metrics.server";
import type { TextMessage } from "./sms.server";
import type { PhoneNumber } from "~/shared/phone";

// The scheduled run of job alerts. Each server process runs it on an interval; they share the
// work through the database. A run claims one due alert at a time by moving its next_run_at to
// the end of a lease in one UPDATE … WHERE id IN (… FOR UPDATE SKIP LOCKED), so two processes
// never take the same alert; it searches with no transaction open; then, in one transaction, it
// advances the alert's mark and queues the digest (queueMail), fenced by the alert's version: a
// crash before that commit sends nothing and leaves the alert due again after the lease, and a
// pause or edit meanwhile wins over the run.

/** Longer than any search takes, so a live run is never repeated. */
const LEASE_SECONDS = 300;
/**
 * A job's approval is stamped when its transaction writes it (migration 0011) and seen when it
 * commits, so a run may miss a job approved just before its mark. Each run therefore looks this
 * far behind its mark, and leaves out the jobs already sent that were approved in that overlap
 * (last_job_ids, pruned to the overlap at every run).
 */
const COMMIT_MARGIN_SECONDS = 120;
/** How long the stop link of a digest works; later, the alert is stopped under Setting. */
const STOP_LINK_DAYS = 90;
const STOP_LINK_KIND = "job-alert";
const DAY_SECONDS = 86_400;

/** The time between two digests of an alert. */
export function frequencySeconds(frequency: AlertFrequency): number {
  if (frequency === "instant") return getEnv().JOB_ALERT_INSTANT_SECONDS;
  return frequency === "daily" ? DAY_SECONDS : 7 * DAY_SECONDS;
}

/** SQL for "this long from now", for next_run_at. */
export function fromNow(seconds: number) {
  return sql<Date>`now() + ${seconds} * interval '1 second'`;
}

// ---------------------------------------------------------------------------
// The stop link: a one-time code stored as its hash (storedCodeIdentifier), as the app's
// emailed links are, so a copy of the database holds no working link. It is bound to the
// address the digest went to: after the client changes their email or number, whoever holds
// the old mailbox or phone can neither stop the alert nor read the new address.

/** The address an alert's digests go to now: the email, or the number for texts. */
function destinationOf(channel: MessageChannel, client: { email: string; phone: string | null }): string {
  return channel === "sms" ? (client.phone ?? "") : client.email.toLowerCase();
}

const addressHash = (address: string) => createHash("sha256").update(address).digest("base64url");

async function createStopLink(tx: Tx, alertId: string, to: string): Promise<string> {
  const token = randomBytes(18).toString("base64url");
  await tx.insert(verifications).values({
    id: randomBytes(16).toString("base64url"),
    identifier: storedCodeIdentifier(`${STOP_LINK_KIND}:${token}`),
    value: JSON.stringify({ alertId, to: addressHash(to) }),
    expiresAt: new Date(Date.now() + STOP_LINK_DAYS * DAY_SECONDS * 1000),
  });
  const link = new URL("/alerts/stop", getEnv().BASE_URL);
  link.searchParams.set("token", token);
  return link.toString();
}

function boundAlert(value: string): { alertId: string; to: string } | null {
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed !== "object" || parsed === null) return null;
    const { alertId, to } = parsed as Record<string, unknown>;
    return typeof alertId === "string" && typeof to === "string" ? { alertId, to } : null;
  } catch {
    // A link from before links were bound to an address names no address: it no longer works.
    return null;
  }
}

/**
 * The alert a stop link names, while the link is live and its digests still go to the address
 * the link was sent to; null for a tampered, unknown, expired or outdated one.
 */
export async function alertIdOfStopToken(db: Db | Tx, token: string): Promise<string | null> {
  const [row] = await db
    .select({ value: verifications.value })
    .from(verifications)
    .where(
      and(
        eq(verifications.identifier, storedCodeIdentifier(`${STOP_LINK_KIND}:${token}`)),
        gt(verifications.expiresAt, sql`now()`),
      ),
    );
  const bound = row && boundAlert(row.value);
  if (!bound) return null;
  const [alert] = await db
    .select({ channel: jobAlerts.channel, email: users.email, phone: users.phone })
    .from(jobAlerts)
    .innerJoin(users, eq(users.id, jobAlerts.clientId))
    .where(eq(jobAlerts.id, bound.alertId));
  return alert && addressHash(destinationOf(alert.channel, alert)) === bound.to ? bound.alertId : null;
}

// ---------------------------------------------------------------------------
// The digest.

interface Recipient {
  email: string;
  name: string;
  locale: Locale;
}

/** A summary of the search in the recipient's words: its text, or "all jobs". */
function searchTitle(search: AlertSearch, t: ReturnType<typeof createT>): string {
  return search.q ? t("alertMail.searchFor", { q: search.q }) : t("alertMail.allJobs");
}

function digestEmail(
  to: Recipient,
  search: AlertSearch,
  found: JobSummary[],
  more: boolean,
  links: { list: string; stop: string },
): Mail {
  const t = createT(messagesFor(to.locale), to.locale);
  const format = jobFormat(to.locale);
  const brand = getBrand().name;
  const jobLink = (job: JobSummary) => new URL(`/jobs/${job.id}`, getEnv().BASE_URL).toString();
  const details = (job: JobSummary) =>
    [
      job.company,
      payFromText(t, format, job),
      job.location,
      job.distance === null ? null : t("jobs.distanceFromYou", { distance: format.distance(job.distance) }),
    ].filter((part): part is string => Boolean(part));
  const searchText = searchTitle(search, t);
  const subject = t("alertMail.subject", { count: found.length, search: searchText, brand });
  const intro = t("alertMail.intro", { name: to.name, count: found.length, search: searchText, brand });
  const seeAll = t(more ? "alertMail.seeMore" : "alertMail.seeAll");
  const stop = t("alertMail.stop");
  const text = [
    intro,
    ...found.map((job) => `• ${job.title}\n  ${details(job).join(" · ")}\n  ${jobLink(job)}`),
    `${seeAll}: ${links.list}`,
    `${stop}: ${links.stop}`,
    `— ${brand}`,
  ].join("\n\n");
  const link = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}" style="color:#9a3412">${escapeHtml(label)}</a>`;
  const html =
    `<div lang="${to.locale}" dir="${directionOf(to.locale)}" style="font-family:system-ui,sans-serif;font-size:16px;line-height:1.5">` +
    `<p style="font-weight:bold;color:#9a3412">${escapeHtml(brand)}</p>` +
    `<p>${escapeHtml(intro)}</p><ul style="padding-inline-start:20px">` +
    found
      .map(
        (job) =>
          `<li style="margin-bottom:12px">${link(jobLink(job), job.title)}<br>` +
          `<span style="color:#57534e">${details(job).map(escapeHtml).join(" · ")}</span></li>`,
      )
      .join("") +
    `</ul><p>${link(links.list, seeAll)}</p>` +
    `<p style="color:#57534e;font-size:14px">${link(links.stop, stop)}</p></div>`;
  return { to: to.email, subject, text, html };
}

/** Jobs named in a text digest: a text is read on a small screen and paid per part. */
const TEXT_DIGEST_TITLES = 3;

/** The digest as a text message: a few titles, the list's link and the stop link. */
function digestText(
  to: PhoneNumber,
  locale: Locale,
  search: AlertSearch,
  found: JobSummary[],
  links: { list: string; stop: string },
): TextMessage {
  const t = createT(messagesFor(locale), locale);
  const titles = found.slice(0, TEXT_DIGEST_TITLES).map((job) => `• ${job.title}`);
  if (found.length > TEXT_DIGEST_TITLES) titles.push(t("alertText.more"));
  const body = [
    t("alertText.intro", { brand: getBrand().name, search: searchTitle(search, t) }),
    ...titles,
    t("alertText.see", { url: links.list }),
    t("alertText.stop", { url: links.stop }),
  ].join("\n");
  return { to, body };
}

// ---------------------------------------------------------------------------
// The run.

type ClaimedAlert = Pick<
  typeof jobAlerts.$inferSelect,
  "id" | "clientId" | "query" | "frequency" | "channel" | "sentUpTo" | "lastJobIds" | "version"
>;

async function claimDueAlert(): Promise<ClaimedAlert | null> {
  const db = getDb();
  const due = db
    .select({ id: jobAlerts.id })
    .from(jobAlerts)
    .where(
      and(
        eq(jobAlerts.active, true),
        lte(jobAlerts.nextRunAt, sql`now()`),
        // Digests are not essential mail: an account staff set back to pending (suspended) gets
        // none until it is approved again; its alerts wait, due, and the first digest after
        // catches up (ALERT_DIGEST_SIZE jobs at most).
        exists(
          db
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.id, jobAlerts.clientId), eq(users.status, "approved"))),
        ),
      ),
    )
    .orderBy(asc(jobAlerts.nextRunAt))
    .limit(1)
    .for("update", { skipLocked: true });
  const [claimed] = await db
    .update(jobAlerts)
    .set({ nextRunAt: fromNow(LEASE_SECONDS), version: sql`${jobAlerts.version} + 1` })
    .where(inArray(jobAlerts.id, due))
    .returning({
      id: jobAlerts.id,
      clientId: jobAlerts.clientId,
      query: jobAlerts.query,
      frequency: jobAlerts.frequency,
      channel: jobAlerts.channel,
      sentUpTo: jobAlerts.sentUpTo,
      lastJobIds: jobAlerts.lastJobIds,
      version: jobAlerts.version,
    });
  return claimed ?? null;
}

/** Sends one claimed alert's digest, if anything is new; true when one was queued. */
async function runAlert(alert: ClaimedAlert): Promise<boolean> {
  const [client] = await getDb()
    .select({
      email: users.email,
      phone: users.phone,
      name: users.name,
      locale: users.locale,
      latitude: users.latitude,
      longitude: users.longitude,
    })
    .from(users)
    .where(eq(users.id, alert.clientId));
  if (!client) return false;
  const origin =
    client.latitude !== null && client.longitude !== null
      ? { latitude: client.latitude, longitude: client.longitude }
      : null;
  const search = alertSearchOf(alert.query);
  const matches = await newJobsForSearch({
    query: search,
    origin,
    approvedAfter: new Date(alert.sentUpTo.getTime() - COMMIT_MARGIN_SECONDS * 1000),
    excludeIds: alert.lastJobIds,
    limit: ALERT_DIGEST_SIZE,
  });
  const found = matches.slice(0, ALERT_DIGEST_SIZE);
  const sent = [...new Set([...alert.lastJobIds, ...found.map((job) => job.id)])];
  // Of the jobs sent, those the next run's overlap can still reach.
  const stillInOverlap =
    sent.length === 0
      ? []
      : sql`ARRAY(SELECT ${jobs.id} FROM ${jobs} WHERE ${jobs.id} IN (${sql.join(
          sent.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) AND ${jobs.approvedAt} > now() - ${COMMIT_MARGIN_SECONDS} * interval '1 second')`;
  return getDb().transaction(async (tx) => {
    const [kept] = await tx
      .update(jobAlerts)
      .set({
        sentUpTo: sql`now()`,
        lastJobIds: stillInOverlap,
        nextRunAt: fromNow(frequencySeconds(alert.frequency)),
        version: sql`${jobAlerts.version} + 1`,
      })
      .where(and(eq(jobAlerts.id, alert.id), eq(jobAlerts.version, alert.version), eq(jobAlerts.active, true)))
      .returning({ id: jobAlerts.id });
    if (!kept || found.length === 0) return false;
    const locale = isLocale(client.locale) ? client.locale : DEFAULT_LOCALE;
    const list = new URL("/jobs", getEnv().BASE_URL);
    list.search = alert.query;
    const links = {
      list: list.toString(),
      stop: await createStopLink(tx, alert.id, destinationOf(alert.channel, client)),
    };
    if (alert.channel === "sms") {
      // A number removed since the alert was saved: nothing to send to (the list shows the alert).
      if (!client.phone) return false;
      await queueText(tx, digestText(client.phone as PhoneNumber, locale, search, found, links));
    } else {
      await queueMail(tx, digestEmail({ ...client, locale }, search, found, matches.length > found.length, links));
    }
    return true;
  });
}

/**
 * Sends every due alert's digest (queued for delivery), one alert at a time, and answers how
 * many digests it queued. The interval calls it; so do tests.
 */
export async function runDueAlerts(keepGoing: () => boolean = () => true): Promise<number> {
  let queued = 0;
  while (keepGoing()) {
    const alert = await claimDueAlert();
    if (!alert) break;
    const sent = await runAlert(alert).catch((error: unknown) => {
      jobAlertRuns.inc({ outcome: "failed" });
      throw error;
    });
    jobAlertRuns.inc({ outcome: sent ? "sent" : "nothing_new" });
    if (sent) queued++;
  }
  return queued;
}

const alertRuns = createBackgroundRunner("alerts", runDueAlerts);

/** Starts this process's alert runs (server start-up): every minute, or as often as "as they come" asks if more. */
export function startAlertRuns(): void {
  alertRuns.start(Math.min(60, getEnv().JOB_ALERT_INSTANT_SECONDS) * 1000);
}

/** Stops the runs after the alert in hand, if any (before the database closes). */
export function stopAlertRuns(): Promise<void> {
  return alertRuns.stop();
}
