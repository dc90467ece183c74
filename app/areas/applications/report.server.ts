import { sql } from "drizzle-orm";
import { agencyToday } from "~/shared/server/clock.server";
import { getDb } from "~/shared/server/db.server";
import { getEnv } from "~/shared/server/env.server";
import { rangeBounds, type MonthRange } from "./report-range";

// The placement report (docs/decisions/013-placement-report.md): per month and
// per employer, what happened in that month, each counted once in the month
// it happened, all in UTC:
// - jobs approved: jobs first published in the month. The first audit entry
//   that made the job approved: a staff approval, a job staff posted or
//   republished (an edit or reopening that moved it to approved), or a trusted
//   employer's job published without review;
// - requests: requests for help made in the month;
// - referrals, interviews, hires: requests that first reached Applied,
//   Interview, Hired in the month (the history's first event into each);
// - median days to hire: over the month's hires, from the request to the hire.
// An employer is the job's owner account with the company the job names
// (staff who post for several companies get a row per company). A deleted
// job leaves the report with its requests; a closed one stays.

export interface PlacementFigures {
  jobsApproved: number;
  requests: number;
  referrals: number;
  interviews: number;
  hires: number;
  /** Null without a hire. */
  medianDaysToHire: number | null;
}

export interface PlacementRow extends PlacementFigures {
  /** "2026-03"; null on the total of the whole range. */
  month: string | null;
  /** Null on a total (of a month, or of the range). */
  employer: { ownerId: string; ownerName: string; company: string } | null;
}

interface RawRow {
  month: string | null;
  owner_id: string | null;
  owner_name: string | null;
  company: string | null;
  jobs_approved: number;
  requests: number;
  referrals: number;
  interviews: number;
  hires: number;
  median_days: number | null;
}

/**
 * The report's rows, months in order: each month's employers (by company),
 * then the month's total; the range's total last (always there, zeros when
 * nothing happened). Months and employers with nothing to count have no row.
 */
export async function placementReport(range: MonthRange): Promise<PlacementRow[]> {
  const { start, end } = rangeBounds(range);
  // Both drivers answer execute() with { rows }; the database type leaves the result unknown.
  const result = (await getDb().execute(sql`
    WITH facts AS (
      SELECT j.id AS job_id, min(a.created_at) AS at, 'approved' AS kind, NULL::double precision AS days
      FROM audit_log a JOIN jobs j ON j.id::text = a.entity_id
      WHERE a.entity = 'job' AND (
        a.action = 'job.publishUnreviewed'
        OR (a.action = 'job.create' AND a.details->>'status' = 'approved')
        OR (a.details->>'to' = 'approved' AND a.details->>'from' IS DISTINCT FROM 'approved')
      )
      GROUP BY j.id
      UNION ALL
      SELECT r.job_id, r.created_at, 'request', NULL FROM job_requests r
      UNION ALL
      SELECT r.job_id, e.at, e.to_status,
        CASE WHEN e.to_status = 'hired' THEN extract(epoch FROM e.at - r.created_at) / 86400 END
      FROM (
        SELECT request_id, to_status, min(created_at) AS at
        FROM job_request_events
        WHERE to_status IN ('applied', 'interview', 'hired')
        GROUP BY request_id, to_status
      ) e JOIN job_requests r ON r.id = e.request_id
    ),
    counted AS (
      SELECT to_char(f.at AT TIME ZONE 'UTC', 'YYYY-MM') AS month, j.owner_id, o.name AS owner_name, j.company, f.kind, f.days
      FROM facts f JOIN jobs j ON j.id = f.job_id JOIN users o ON o.id = j.owner_id
      WHERE f.at >= ${start.toISOString()}::timestamptz AND f.at < ${end.toISOString()}::timestamptz
    )
    SELECT month, owner_id, owner_name, company,
      count(*) FILTER (WHERE kind = 'approved')::int AS jobs_approved,
      count(*) FILTER (WHERE kind = 'request')::int AS requests,
      count(*) FILTER (WHERE kind = 'applied')::int AS referrals,
      count(*) FILTER (WHERE kind = 'interview')::int AS interviews,
      count(*) FILTER (WHERE kind = 'hired')::int AS hires,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY days) AS median_days
    FROM counted
    GROUP BY GROUPING SETS ((month, owner_id, owner_name, company), (month), ())
    ORDER BY month NULLS LAST, owner_id IS NULL, lower(company), owner_name, owner_id
  `)) as { rows: RawRow[] };
  return result.rows.map((row): PlacementRow => ({
    month: row.month,
    employer:
      row.owner_id === null
        ? null
        : { ownerId: row.owner_id, ownerName: row.owner_name ?? "", company: row.company ?? "" },
    jobsApproved: Number(row.jobs_approved),
    requests: Number(row.requests),
    referrals: Number(row.referrals),
    interviews: Number(row.interviews),
    hires: Number(row.hires),
    medianDaysToHire: row.median_days === null ? null : Math.round(Number(row.median_days) * 10) / 10,
  }));
}

// The outcome report (issue 40): the placements that started in the range, by the month of their
// start date, by employer and by staff member, with the figures funders ask for (US ORR outcome
// measures, Matching Grant). Start dates and follow-up days are calendar days, compared as dates
// with the agency's today: no instant and no zone enters the query, so neither the machine's nor
// the database session's time zone, nor a daylight-saving change, can move a figure.
// - full-time: isFullTime's rule (app/shared/placement-rules.ts), hours a week ≥ the threshold;
// - wages: the average (to the cent) and median of hourly_cents over full-time placements;
// - health benefits: offered, or offered from a date no later than the start date plus the
//   setting's calendar months (31 March + 6 months = 30 September);
// - retention on day N (start date + N days), for the placements whose day N has come (the
//   agency's today or earlier), decided in this order: the check-in for day N recorded working →
//   working; the placement ended before day N → not working, unless it ended for a better job
//   (the person moved to it: working); the check-in for day N recorded not working → not
//   working; a check-in of a later day recorded working → working; otherwise unknown.
// A better job is a placement of its own (previousId), counted in the month it starts. An
// employer is the placement's owner account and company (kept on the placement, so a deleted job
// or account leaves the figures as they were); a job found outside Harbor has no owner and a row
// by its company.

export type OutcomeGrouping = "month" | "employer" | "staff";

/** What the figures are measured against: the settings, and the agency's today. */
export interface OutcomeSettings {
  fullTimeHours: number;
  /** The follow-up days, rising: one retention figure each. */
  followUpDays: readonly number[];
  benefitsWithinMonths: number;
  /** The agency's calendar day ("2026-03-08"). */
  today: string;
}

/** The placements whose day N has come, those working on it, and those not known yet. */
export interface Retention {
  day: number;
  reached: number;
  working: number;
  unknown: number;
}

export interface OutcomeFigures {
  placements: number;
  fullTime: number;
  /** Over full-time placements, in cents an hour (rounded to the cent); null without one. */
  averageHourlyCents: number | null;
  medianHourlyCents: number | null;
  /** Placements with health benefits offered within the months of the setting. */
  benefits: number;
  /** One per follow-up day, in the settings' order. */
  retention: Retention[];
}

export interface OutcomeRow extends OutcomeFigures {
  /** The breakdown the row belongs to; "total" is all the range's placements. */
  groupedBy: OutcomeGrouping | "total";
  /** "2026-03" on a month's row. */
  month: string | null;
  /** On an employer's row: ownerId null for a job found outside Harbor, ownerName null once the account is gone. */
  employer: { ownerId: string | null; ownerName: string | null; company: string } | null;
  /** On a staff member's row: both null for placements nobody follows up (their account was removed). */
  staff: { staffId: string | null; name: string | null } | null;
}

/** The settings the outcome report uses now, with the agency's today by the app's clock. */
export async function outcomeSettings(): Promise<OutcomeSettings> {
  const env = getEnv();
  return {
    fullTimeHours: env.FULL_TIME_HOURS,
    followUpDays: env.FOLLOW_UP_DAYS,
    benefitsWithinMonths: env.BENEFITS_WITHIN_MONTHS,
    today: await agencyToday(),
  };
}

type RawOutcomeRow = {
  grouped_by: OutcomeRow["groupedBy"];
  month: string | null;
  owner_id: string | null;
  owner_name: string | null;
  company: string | null;
  staff_id: string | null;
  staff_name: string | null;
  placements: number;
  full_time: number;
  average_cents: string | number | null;
  median_cents: string | number | null;
  benefits: number;
} & Record<`${"reached" | "working" | "unknown"}_${number}`, number>;

/**
 * The outcome rows of the placements that started in the range: the months in order, then the
 * employers (by company), then the staff members (by name, nobody's last), then the total (always
 * there, zeros when no placement started). Each breakdown adds up to the total.
 */
export async function outcomeReport(range: MonthRange, settings: OutcomeSettings): Promise<OutcomeRow[]> {
  const { start, end } = rangeBounds(range);
  const calendarDay = (instant: Date) => instant.toISOString().slice(0, 10);
  const days = sql.join(
    settings.followUpDays.map((n) => sql`${n}::int`),
    sql`, `,
  );
  // Each follow-up day's three counts, read from the placement's states (1-based, in the days' order).
  const perDay = settings.followUpDays.map((_, i) => {
    const state = sql.raw(`states[${i + 1}]`);
    return sql`,
      count(*) FILTER (WHERE ${state} IS NOT NULL)::int AS ${sql.raw(`reached_${i}`)},
      count(*) FILTER (WHERE ${state} = 'working')::int AS ${sql.raw(`working_${i}`)},
      count(*) FILTER (WHERE ${state} = 'unknown')::int AS ${sql.raw(`unknown_${i}`)}`;
  });
  // The range by placements_start_idx; each check-in by check_ins_placement_day_idx.
  const result = (await getDb().execute(sql`
    WITH placed AS (
      SELECT to_char(p.start_date, 'YYYY-MM') AS month, p.owner_id, o.name AS owner_name, p.company,
        p.staff_id, s.name AS staff_name, p.hourly_cents,
        p.hours_per_week >= ${settings.fullTimeHours}::real AS is_full_time,
        p.benefits = 'offered' OR (p.benefits = 'offeredFrom'
          AND p.benefits_from <= (p.start_date + make_interval(months => ${settings.benefitsWithinMonths}::int))::date
        ) AS has_benefits,
        ARRAY(
          SELECT CASE
            WHEN p.start_date + d.day > ${settings.today}::date THEN NULL
            WHEN c.working THEN 'working'
            WHEN p.ended_on < p.start_date + d.day THEN
              CASE WHEN p.end_reason = 'betterJob' THEN 'working' ELSE 'notWorking' END
            WHEN c.working = false THEN 'notWorking'
            WHEN EXISTS (
              SELECT 1 FROM check_ins later
              WHERE later.placement_id = p.id AND later.day > d.day
                AND later.recorded_at IS NOT NULL AND later.working
            ) THEN 'working'
            ELSE 'unknown'
          END
          FROM unnest(ARRAY[${days}]) WITH ORDINALITY AS d(day, n)
          LEFT JOIN check_ins c ON c.placement_id = p.id AND c.day = d.day AND c.recorded_at IS NOT NULL
          ORDER BY d.n
        ) AS states
      FROM placements p
      LEFT JOIN users o ON o.id = p.owner_id
      LEFT JOIN users s ON s.id = p.staff_id
      WHERE p.start_date >= ${calendarDay(start)}::date AND p.start_date < ${calendarDay(end)}::date
    )
    SELECT
      CASE
        WHEN grouping(month) = 0 THEN 'month'
        WHEN grouping(company) = 0 THEN 'employer'
        WHEN grouping(staff_id) = 0 THEN 'staff'
        ELSE 'total'
      END AS grouped_by,
      month, owner_id, owner_name, company, staff_id, staff_name,
      count(*)::int AS placements,
      count(*) FILTER (WHERE is_full_time)::int AS full_time,
      round(avg(hourly_cents) FILTER (WHERE is_full_time)) AS average_cents,
      round((percentile_cont(0.5) WITHIN GROUP (ORDER BY hourly_cents) FILTER (WHERE is_full_time))::numeric) AS median_cents,
      count(*) FILTER (WHERE has_benefits)::int AS benefits
      ${sql.join(perDay, sql``)}
    FROM placed
    GROUP BY GROUPING SETS ((month), (owner_id, owner_name, company), (staff_id, staff_name), ())
    ORDER BY grouping(month), grouping(company), grouping(staff_id),
      month, lower(company), owner_name, owner_id, lower(staff_name), staff_id
  `)) as { rows: RawOutcomeRow[] };
  return result.rows.map((row): OutcomeRow => ({
    groupedBy: row.grouped_by,
    month: row.month,
    employer:
      row.grouped_by === "employer"
        ? { ownerId: row.owner_id, ownerName: row.owner_name, company: row.company ?? "" }
        : null,
    staff: row.grouped_by === "staff" ? { staffId: row.staff_id, name: row.staff_name } : null,
    placements: Number(row.placements),
    fullTime: Number(row.full_time),
    averageHourlyCents: row.average_cents === null ? null : Number(row.average_cents),
    medianHourlyCents: row.median_cents === null ? null : Number(row.median_cents),
    benefits: Number(row.benefits),
    retention: settings.followUpDays.map((n, i) => ({
      day: n,
      reached: Number(row[`reached_${i}`]),
      working: Number(row[`working_${i}`]),
      unknown: Number(row[`unknown_${i}`]),
    })),
  }));
}
