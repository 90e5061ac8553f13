CREATE TABLE "inbox_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "inbox_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"actor_id" text,
	"actor_email" text NOT NULL,
	"status" text,
	"note" text,
	"decision" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_events_one_thing" CHECK (num_nonnulls("inbox_events"."status", "inbox_events"."note", "inbox_events"."decision") = 1)
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "enrollment_applications" ADD COLUMN "form" text DEFAULT 'program' NOT NULL;--> statement-breakpoint
ALTER TABLE "enrollment_applications" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "enrollment_applications" ADD COLUMN "decision" text;--> statement-breakpoint
ALTER TABLE "enrollment_applications" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enrollment_applications" ADD COLUMN "decided_by" text;--> statement-breakpoint
ALTER TABLE "touring_inquiries" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "inbox_events" ADD CONSTRAINT "inbox_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbox_events_item_idx" ON "inbox_events" USING btree ("kind","item_id","seq");--> statement-breakpoint
CREATE INDEX "contact_messages_status_created_at_idx" ON "contact_messages" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "enrollment_applications_form_created_at_idx" ON "enrollment_applications" USING btree ("form","created_at","id");--> statement-breakpoint
CREATE INDEX "touring_inquiries_status_created_at_idx" ON "touring_inquiries" USING btree ("status","created_at","id");--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_status_check" CHECK ("contact_messages"."status" in ('new', 'in-progress', 'done', 'archived'));--> statement-breakpoint
ALTER TABLE "enrollment_applications" ADD CONSTRAINT "enrollment_applications_form_check" CHECK ("enrollment_applications"."form" in ('program', 'artist-intake'));--> statement-breakpoint
ALTER TABLE "enrollment_applications" ADD CONSTRAINT "enrollment_applications_decision_check" CHECK ("enrollment_applications"."decision" in ('approved', 'declined') and "enrollment_applications"."decided_at" is not null and "enrollment_applications"."decided_by" is not null or "enrollment_applications"."decision" is null);--> statement-breakpoint
ALTER TABLE "enrollment_applications" ADD CONSTRAINT "enrollment_applications_status_check" CHECK ("enrollment_applications"."status" in ('new', 'in-progress', 'done', 'archived'));--> statement-breakpoint
ALTER TABLE "touring_inquiries" ADD CONSTRAINT "touring_inquiries_status_check" CHECK ("touring_inquiries"."status" in ('new', 'in-progress', 'done', 'archived'));--> statement-breakpoint
-- Applications sent before this migration through /artist-intake: the intake form's answers are the only ones with these keys.
UPDATE "enrollment_applications" SET "form" = 'artist-intake' WHERE "social_media_links" ?| array['handles', 'hasReleasedMusic', 'hasManagement', 'musicalInfluences'];
