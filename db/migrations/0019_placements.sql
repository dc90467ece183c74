CREATE TABLE "check_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"placement_id" uuid NOT NULL,
	"day" integer NOT NULL,
	"due_on" date NOT NULL,
	"recorded_at" timestamp with time zone,
	"recorded_by" text,
	"working" boolean,
	"reason" text,
	"hours_now" real,
	"pay_now_cents" integer,
	"pay_now_period" text,
	"note" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clock_shift" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"seconds" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follow_up_digests" (
	"staff_id" text NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follow_up_digests_staff_id_day_pk" PRIMARY KEY("staff_id","day")
);
--> statement-breakpoint
CREATE TABLE "interviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"zone" text NOT NULL,
	"place_kind" text NOT NULL,
	"place" text NOT NULL,
	"ask_for" text DEFAULT '' NOT NULL,
	"bring" text DEFAULT '' NOT NULL,
	"interpreter" text,
	"travel" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'scheduled' NOT NULL,
	"cant_come_at" timestamp with time zone,
	"sequence" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "placements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" text,
	"request_id" uuid,
	"job_id" uuid,
	"previous_id" uuid,
	"owner_id" text,
	"company" text NOT NULL,
	"title" text NOT NULL,
	"staff_id" text,
	"start_date" date NOT NULL,
	"pay_cents" integer NOT NULL,
	"pay_period" text NOT NULL,
	"hourly_cents" integer NOT NULL,
	"hours_per_week" real NOT NULL,
	"employment_type" text NOT NULL,
	"benefits" text NOT NULL,
	"benefits_from" date,
	"ended_on" date,
	"end_reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "placements_pay_check" CHECK ("placements"."pay_cents" > 0 AND "placements"."hourly_cents" > 0),
	CONSTRAINT "placements_hours_check" CHECK ("placements"."hours_per_week" > 0 AND "placements"."hours_per_week" <= 80),
	CONSTRAINT "placements_end_check" CHECK ("placements"."ended_on" IS NULL OR "placements"."ended_on" >= "placements"."start_date")
);
--> statement-breakpoint
ALTER TABLE "job_request_events" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "job_request_events" ADD COLUMN "details" jsonb;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "openings" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "outgoing_messages" ADD COLUMN "due_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outgoing_messages" ADD COLUMN "topic" text;--> statement-breakpoint
ALTER TABLE "outgoing_messages" ADD COLUMN "calendar" text;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_placement_id_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."placements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_request_id_job_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."job_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_request_id_job_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."job_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_placement_day_idx" ON "check_ins" USING btree ("placement_id","day");--> statement-breakpoint
CREATE INDEX "check_ins_open_due_idx" ON "check_ins" USING btree ("due_on") WHERE recorded_at IS NULL;--> statement-breakpoint
CREATE INDEX "interviews_request_idx" ON "interviews" USING btree ("request_id","starts_at");--> statement-breakpoint
CREATE INDEX "interviews_cant_come_idx" ON "interviews" USING btree ("cant_come_at") WHERE cant_come_at IS NOT NULL AND state = 'scheduled';--> statement-breakpoint
CREATE INDEX "placements_start_idx" ON "placements" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "placements_client_idx" ON "placements" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "placements_request_idx" ON "placements" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "placements_job_idx" ON "placements" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "outgoing_messages_topic_idx" ON "outgoing_messages" USING btree ("topic") WHERE topic IS NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_openings_check" CHECK ("jobs"."openings" BETWEEN 1 AND 999);--> statement-breakpoint
-- Issue 40. The time the app runs by: the database's now(), moved by the one row of clock_shift
-- when demo mode or a test has moved the clock forward (empty, and so now(), everywhere else).
-- Reminders, check-ins and the message queue read it, so days pass without waiting for them.
CREATE FUNCTION app_now() RETURNS timestamptz LANGUAGE sql STABLE AS
$$ SELECT now() + coalesce((SELECT seconds FROM clock_shift), 0) * interval '1 second' $$;
