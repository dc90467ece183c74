-- A quarter-degree grid cell for each job (db/schema.ts), and approved jobs by cell and date. A
-- search within a distance reads only the cells its circle touches: at 1,000,000 jobs a keyword,
-- a date and 25 miles read 14,000 rows of this index instead of two bitmaps of 66,000 rows each
-- and 4,400 table pages (docs/perf.md). INCLUDE is written by hand (see 0003): the filter
-- columns ride along, so that the search is an index-only scan (a language filter still reads
-- the table, as with the covering index of 0004).
ALTER TABLE "jobs" ADD COLUMN "geo_cell" integer GENERATED ALWAYS AS ((floor(latitude * 4) * 10000 + floor(longitude * 4))::integer) STORED;--> statement-breakpoint
CREATE INDEX "jobs_approved_cell_idx" ON "jobs" USING btree ("geo_cell","posted_at" DESC NULLS LAST)
  INCLUDE ("id", "search_text", "job_type", "english_level", "hourly_max", "has_medical", "has_others", "earth", "shift_starts", "shift_ends")
  WHERE status = 'approved' AND "jobs"."geo_cell" IS NOT NULL;--> statement-breakpoint
-- The cells hold every point on the map, and only those: a longitude past ±180° would have a
-- column no distance filter names.
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_latitude_check" CHECK ("jobs"."latitude" BETWEEN -90 AND 90);--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_longitude_check" CHECK ("jobs"."longitude" BETWEEN -180 AND 180);--> statement-breakpoint
-- Nearest-first walks test the cells too: they ride in its INCLUDE, so the walk stays index-only.
DROP INDEX "jobs_approved_earth_idx";--> statement-breakpoint
CREATE INDEX "jobs_approved_earth_idx" ON "jobs" USING gist ("earth") INCLUDE ("posted_at", "id", "geo_cell") WHERE status = 'approved' AND "jobs"."earth" IS NOT NULL;
