-- How many jobs a keyword matches decides between the covering index below and the trigram index,
-- and the planner guesses it from a sample of the texts: a larger one (ANALYZE reads 300 rows per
-- unit) sees the keywords that a few in a thousand jobs hold, not only the common ones
-- (docs/perf.md). Analysed here, before any lock that stops reads, so that the new sample serves
-- from the start rather than from autovacuum's next pass.
ALTER TABLE "jobs" ALTER COLUMN "search_text" SET STATISTICS 1000;--> statement-breakpoint
ANALYZE "jobs" ("search_text");--> statement-breakpoint
-- The covering index of approved jobs carries the lower-cased title and company too, so that a
-- keyword without a distance counts and pages through this index alone, newest first, instead of
-- reading the table for each job or building a bitmap of every job the trigram index names.
-- INCLUDE is written by hand (see 0003). Built beside the old one, which is dropped only once the
-- new one is ready: the migration's transaction holds what it locks until it ends, and building
-- after the drop would stop every read of jobs for the whole build, not only writes.
CREATE INDEX "jobs_approved_search_new_idx" ON "jobs" USING btree ("posted_at" DESC NULLS LAST,"id")
  INCLUDE ("search_text", "job_type", "english_level", "hourly_max", "has_medical", "has_others", "earth", "shift_starts", "shift_ends")
  WHERE status = 'approved';--> statement-breakpoint
DROP INDEX "jobs_approved_search_idx";--> statement-breakpoint
ALTER INDEX "jobs_approved_search_new_idx" RENAME TO "jobs_approved_search_idx";
