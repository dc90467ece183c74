-- The covering index of approved jobs carries the lower-cased title and company too, so that a
-- keyword without a distance counts and pages through this index alone, newest first, instead of
-- reading the table for each job or building a bitmap of every job the trigram index names.
-- INCLUDE is written by hand (see 0003).
DROP INDEX "jobs_approved_search_idx";--> statement-breakpoint
CREATE INDEX "jobs_approved_search_idx" ON "jobs" USING btree ("posted_at" DESC NULLS LAST,"id")
  INCLUDE ("search_text", "job_type", "english_level", "hourly_max", "has_medical", "has_others", "earth", "shift_starts", "shift_ends")
  WHERE status = 'approved';--> statement-breakpoint
-- How many jobs a keyword matches decides between that index and the trigram index, and the
-- planner guesses it from a sample of the texts: a larger one (ANALYZE reads 300 rows per unit)
-- sees the keywords that a few in a thousand jobs hold, not only the common ones (docs/perf.md).
ALTER TABLE "jobs" ALTER COLUMN "search_text" SET STATISTICS 1000;
