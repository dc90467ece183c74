-- INCLUDE is written by hand (drizzle-kit cannot express it): the filter columns ride in the index,
-- so counts and filters over approved jobs are index-only scans.
CREATE INDEX "jobs_approved_search_idx" ON "jobs" USING btree ("posted_at" DESC NULLS LAST,"id")
  INCLUDE ("job_type", "english_level", "hourly_max", "has_medical", "has_others", "latitude", "longitude", "shift_starts", "shift_ends")
  WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "jobs_language_trgm_idx" ON "jobs" USING gin ("language_note" gin_trgm_ops);
