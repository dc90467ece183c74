DROP INDEX "jobs_approved_languages_idx";--> statement-breakpoint
DROP INDEX "jobs_title_trgm_idx";--> statement-breakpoint
DROP INDEX "jobs_company_trgm_idx";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(title) || chr(10) || lower(company)) STORED;--> statement-breakpoint
CREATE INDEX "jobs_languages_idx" ON "jobs" USING gin ("languages");--> statement-breakpoint
CREATE INDEX "jobs_search_text_trgm_idx" ON "jobs" USING gin ("search_text" gin_trgm_ops);