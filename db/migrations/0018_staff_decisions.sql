-- Issue 39. A staff member's note on a request is internal unless marked for the employer: notes
-- written before this column existed become internal (the employer no longer reads them; staff
-- choose again when they next write one).
ALTER TABLE "job_request_events" ADD COLUMN "audience" text DEFAULT 'internal' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "closed_by_staff" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Closed jobs whose last closing was staff's: a `job.close` audit row (only staff's closes are
-- audited) with nothing after it that reopened or approved the job. An employer's own close is not
-- audited, so a job they closed after an unaudited reopen counts as staff's: the rule errs towards review.
UPDATE "jobs" SET "closed_by_staff" = true
WHERE "status" = 'closed' AND EXISTS (
  SELECT 1 FROM "audit_log" c
  WHERE c."entity" = 'job' AND c."entity_id" = "jobs"."id"::text AND c."action" = 'job.close'
    AND NOT EXISTS (
      SELECT 1 FROM "audit_log" r
      WHERE r."entity" = 'job' AND r."entity_id" = c."entity_id" AND r."created_at" > c."created_at"
        AND r."action" IN ('job.reopen', 'job.approve', 'job.publishUnreviewed')
    )
);
