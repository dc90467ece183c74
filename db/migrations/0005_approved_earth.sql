-- Nearest-first over approved jobs: the points of approved jobs alone, so that walking them in
-- order of distance (deep pages too) reads only the index. INCLUDE is written by hand (see 0003):
-- the tie-breakers of the order ride along, so sorting a page's neighbourhood reads no table rows.
CREATE INDEX "jobs_approved_earth_idx" ON "jobs" USING gist ("earth") INCLUDE ("posted_at", "id") WHERE status = 'approved' AND "jobs"."earth" IS NOT NULL;
