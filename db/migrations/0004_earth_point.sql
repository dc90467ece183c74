DROP INDEX "jobs_earth_idx";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "earth" "cube" GENERATED ALWAYS AS (ll_to_earth(latitude, longitude)) STORED;--> statement-breakpoint
CREATE INDEX "jobs_earth_point_idx" ON "jobs" USING gist ("earth") WHERE "jobs"."earth" IS NOT NULL;