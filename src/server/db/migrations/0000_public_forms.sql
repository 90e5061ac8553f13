CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enrollment_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"stage_name" text,
	"email" text NOT NULL,
	"phone" text,
	"music_genres" text[] DEFAULT '{}'::text[] NOT NULL,
	"location" text,
	"experience_level" text NOT NULL,
	"goals" text NOT NULL,
	"why_program" text NOT NULL,
	"social_media_links" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "touring_inquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stage_name" text NOT NULL,
	"contact_name_role" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"genres" text[] DEFAULT '{}'::text[] NOT NULL,
	"links" text NOT NULL,
	"regions" text NOT NULL,
	"start_date" date,
	"budget" text,
	"services" text[] DEFAULT '{}'::text[] NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_address" text NOT NULL,
	"reply_to" text,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "enrollment_applications_email_idx" ON "enrollment_applications" USING btree ("email");--> statement-breakpoint
CREATE INDEX "enrollment_applications_created_at_idx" ON "enrollment_applications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "touring_inquiries_created_at_idx" ON "touring_inquiries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "email_jobs_pending_idx" ON "email_jobs" USING btree ("run_after") WHERE "email_jobs"."status" = 'pending';