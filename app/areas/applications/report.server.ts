import { sql } from "drizzle-orm";
import { getDb } from "~/shared/server/db.server";
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
