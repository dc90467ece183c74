import { and, asc, count, eq, isNull, lt, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { checkIns, followUpDigests, placements, users } from "#db/schema";
import { toZonedTime } from "~/shared/agency-time";
import { jobFormat } from "~/shared/job-ui/format";
import { messagesFor } from "~/shared/i18n/catalog.server";
import { createT, DEFAULT_LOCALE, isLocale } from "~/shared/i18n/i18n";
import { createBackgroundRunner } from "./background-runner.server";
import { appNow, currentTime } from "./clock.server";
import { getDb } from "./db.server";
import { brandedEmail } from "./emails.server";
import { getEnv } from "./env.server";
import { queueMail } from "./message-queue.server";

// The follow-ups every staff page's menu counts, and the morning digest of overdue check-ins.
// Both read the app's clock (app_now()) in the agency's zone, so a check-in falls due on the
// agency's calendar day wherever the server runs, and tests pass days by moving the clock.

/** The agency's calendar day now, in SQL. */
const agencyTodaySql = () => sql`(${appNow} AT TIME ZONE ${getEnv().AGENCY_TIME_ZONE})::date`;

/**
 * Check-ins due today or overdue, for the menu: one count over the index of open check-ins
 * (check_ins_open_due_idx). The check-ins of a placement that ended are deleted, so none is counted.
 */
export async function countDueCheckIns(): Promise<number> {
  const [row] = await getDb()
    .select({ n: count() })
    .from(checkIns)
    .where(and(isNull(checkIns.recordedAt), sql`${checkIns.dueOn} <= ${agencyTodaySql()}`));
  return row?.n ?? 0;
}

/** At most this many check-ins are listed in one digest; the link leads to all of them. */
const DIGEST_LIST = 20;

/**
 * Each morning, from FOLLOW_UP_DIGEST_HOUR in the agency's zone, every staff member with
 * overdue check-ins on their placements gets one email: how many, the first of them, and the
 * link to the follow-ups page. The (staff, day) row is written in the transaction that queues the
 * mail, and only a row this pass wrote sends it, so several processes send it once. Answers how
 * many digests it queued.
 */
export async function sendFollowUpDigests(): Promise<number> {
  const env = getEnv();
  const local = toZonedTime(await currentTime(), env.AGENCY_TIME_ZONE);
  if (Number(local.slice(11, 13)) < env.FOLLOW_UP_DIGEST_HOUR) return 0;
  const today = local.slice(0, 10);
  const client = alias(users, "client");
  const overdue = await getDb()
    .select({
      staffId: users.id,
      email: users.email,
      locale: users.locale,
      clientName: client.name,
      title: placements.title,
      company: placements.company,
      day: checkIns.day,
      dueOn: checkIns.dueOn,
    })
    .from(checkIns)
    .innerJoin(placements, eq(placements.id, checkIns.placementId))
    .innerJoin(users, eq(users.id, placements.staffId))
    .leftJoin(client, eq(client.id, placements.clientId))
    .leftJoin(followUpDigests, and(eq(followUpDigests.staffId, users.id), eq(followUpDigests.day, today)))
    .where(
      and(
        isNull(checkIns.recordedAt),
        lt(checkIns.dueOn, today),
        isNull(followUpDigests.staffId),
        eq(users.role, "admin"),
        eq(users.status, "approved"),
      ),
    )
    .orderBy(asc(users.id), asc(checkIns.dueOn), asc(client.name));
  const byStaff = new Map<string, typeof overdue>();
  for (const row of overdue) byStaff.set(row.staffId, [...(byStaff.get(row.staffId) ?? []), row]);
  let queued = 0;
  for (const [staffId, rows] of byStaff) {
    const sent = await getDb().transaction(async (tx) => {
      const [claimed] = await tx
        .insert(followUpDigests)
        .values({ staffId, day: today })
        .onConflictDoNothing()
        .returning({ staffId: followUpDigests.staffId });
      if (!claimed) return false;
      const [first] = rows;
      if (!first) return false;
      const locale = isLocale(first.locale) ? first.locale : DEFAULT_LOCALE;
      const t = createT(messagesFor(locale), locale);
      const format = jobFormat(locale);
      const list = rows.slice(0, DIGEST_LIST).map((row) =>
        t("mail.followUpDigestItem", {
          name: row.clientName ?? "—",
          title: row.title,
          company: row.company,
          day: row.day,
          date: format.day(row.dueOn),
        }),
      );
      if (rows.length > DIGEST_LIST) list.push(t("mail.followUpDigestMore", { count: rows.length - DIGEST_LIST }));
      await queueMail(
        tx,
        brandedEmail(
          first.email,
          {
            subject: "mail.followUpDigestSubject",
            body: "mail.followUpDigestBody",
            action: "mail.followUpDigestAction",
          },
          new URL("/admin/follow-ups", env.BASE_URL).toString(),
          locale,
          { count: rows.length, list: list.join("\n\n") },
        ),
      );
      return true;
    });
    if (sent) queued++;
  }
  return queued;
}

const digestRuns = createBackgroundRunner("follow-up digests", sendFollowUpDigests);

/** Starts this process's digest passes (server start-up): a look every five minutes is cheap. */
export function startFollowUpDigests(): void {
  digestRuns.start(5 * 60 * 1000);
}

/** Stops the passes after the one in hand, if any (before the database closes). */
export function stopFollowUpDigests(): Promise<void> {
  return digestRuns.stop();
}
