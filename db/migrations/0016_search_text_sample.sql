-- A keyword's statement is planned for every search, and the planner tries the keyword against
-- each sampled text the statistics keep: 0015's target of 1000 kept 2,000 of them, half the
-- planning time of the job list's statement at 10,000 jobs. A target of 300 picks the same plans
-- for the keywords measured at 1,000,000 jobs (docs/perf.md, "Figures, 2026-11-29 (the search
-- text's sample)"). Analysed here, as 0015 did, so that the smaller sample serves from the start;
-- ANALYZE blocks neither reads nor writes.
ALTER TABLE "jobs" ALTER COLUMN "search_text" SET STATISTICS 300;--> statement-breakpoint
ANALYZE "jobs" ("search_text");
