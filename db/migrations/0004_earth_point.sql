-- Each job's point on earth is stored once (null without coordinates) and
-- indexed by GiST; it replaces the expression index on ll_to_earth(latitude, longitude).
DROP INDEX "jobs_earth_idx";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "earth" "cube" GENERATED ALWAYS AS (ll_to_earth(latitude, longitude)) STORED;--> statement-breakpoint
CREATE INDEX "jobs_earth_point_idx" ON "jobs" USING gist ("earth") WHERE "jobs"."earth" IS NOT NULL;--> statement-breakpoint
-- The covering index of approved jobs carries the point instead of the coordinates, so that a
-- distance filter over approved jobs is an index-only scan too. INCLUDE is written by hand (see 0003).
DROP INDEX "jobs_approved_search_idx";--> statement-breakpoint
CREATE INDEX "jobs_approved_search_idx" ON "jobs" USING btree ("posted_at" DESC NULLS LAST,"id")
  INCLUDE ("job_type", "english_level", "hourly_max", "has_medical", "has_others", "earth", "shift_starts", "shift_ends")
  WHERE status = 'approved';
