CREATE TABLE "bucket_files" (
	"bucket" text NOT NULL,
	"file_name" text NOT NULL,
	"display_name" text NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bucket_files_bucket_file_name_pk" PRIMARY KEY("bucket","file_name")
);
--> statement-breakpoint
CREATE TABLE "staff_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "staff_actions_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"actor_id" text,
	"actor_email" text,
	"subject_email" text,
	"subject_user_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_actions_details_object" CHECK (jsonb_typeof("staff_actions"."details") = 'object')
);
--> statement-breakpoint
ALTER TABLE "email_jobs" ADD COLUMN "kind" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_jobs" ALTER COLUMN "kind" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "email_jobs" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "module_progress" ADD COLUMN "unlocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "module_progress" ADD COLUMN "quiz_round_reset_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "staff_edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD COLUMN "staff_edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_enrollments" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_enrollments" ADD COLUMN "reminders_off_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bucket_files" ADD CONSTRAINT "bucket_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_actions" ADD CONSTRAINT "staff_actions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_actions" ADD CONSTRAINT "staff_actions_subject_user_id_users_id_fk" FOREIGN KEY ("subject_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_actions_created_idx" ON "staff_actions" USING btree ("created_at","seq");--> statement-breakpoint
CREATE INDEX "staff_actions_actor_idx" ON "staff_actions" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "staff_actions_kind_idx" ON "staff_actions" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "staff_actions_subject_email_idx" ON "staff_actions" USING btree ("subject_email","created_at");--> statement-breakpoint
CREATE INDEX "staff_actions_subject_user_idx" ON "staff_actions" USING btree ("subject_user_id","created_at");--> statement-breakpoint
CREATE INDEX "email_jobs_status_created_idx" ON "email_jobs" USING btree ("status","created_at","id");