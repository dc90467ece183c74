CREATE TABLE "job_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" text NOT NULL,
	"created_by" text,
	"query" text NOT NULL,
	"frequency" text NOT NULL,
	"channel" text DEFAULT 'email' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sent_up_to" timestamp with time zone DEFAULT now() NOT NULL,
	"last_job_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_alerts_client_idx" ON "job_alerts" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "job_alerts_due_idx" ON "job_alerts" USING btree ("next_run_at") WHERE active;--> statement-breakpoint
-- Job alerts send jobs approved since their last digest. Every path that approves a job (staff
-- review, bulk review, a post by a trusted employer, a reopen, the seed) writes the status, so the
-- database stamps the moment rather than each of them.
-- One function and trigger, not part of the Drizzle snapshot.
-- An insert may give the moment itself (imported or generated jobs).
CREATE FUNCTION "jobs_stamp_approved_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status <> 'approved' THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'INSERT' THEN
    NEW.approved_at := coalesce(NEW.approved_at, now());
  ELSIF OLD.status <> 'approved' THEN
    NEW.approved_at := now();
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "jobs_stamp_approved_at" BEFORE INSERT OR UPDATE OF "status" ON "jobs"
  FOR EACH ROW EXECUTE FUNCTION "jobs_stamp_approved_at"();--> statement-breakpoint
UPDATE "jobs" SET "approved_at" = "updated_at" WHERE "status" = 'approved';--> statement-breakpoint
CREATE INDEX "jobs_approved_at_idx" ON "jobs" USING btree ("approved_at" DESC) WHERE status = 'approved';
