CREATE TABLE "track_comment_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"comment_id" uuid NOT NULL,
	"author_id" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "track_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version_id" uuid NOT NULL,
	"author_id" text NOT NULL,
	"position_ms" integer NOT NULL,
	"body" text NOT NULL,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "track_comments_position_range" CHECK ("track_comments"."position_ms" >= 0)
);
--> statement-breakpoint
CREATE TABLE "track_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"track_id" uuid NOT NULL,
	"version_number" integer NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"duration_ms" integer NOT NULL,
	"peaks" jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "track_versions_number_positive" CHECK ("track_versions"."version_number" >= 1),
	CONSTRAINT "track_versions_duration_positive" CHECK ("track_versions"."duration_ms" > 0),
	CONSTRAINT "track_versions_peaks_array" CHECK (jsonb_typeof("track_versions"."peaks") = 'array')
);
--> statement-breakpoint
CREATE TABLE "tracks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"allow_peer_feedback" boolean DEFAULT false NOT NULL,
	"feedback_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "press_kit_tracks" (
	"user_id" text NOT NULL,
	"track_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "press_kit_tracks_user_id_track_id_pk" PRIMARY KEY("user_id","track_id"),
	CONSTRAINT "press_kit_tracks_position_range" CHECK ("press_kit_tracks"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "press_kits" (
	"user_id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"stage_name" text DEFAULT '' NOT NULL,
	"short_bio" text DEFAULT '' NOT NULL,
	"long_bio" text DEFAULT '' NOT NULL,
	"genres" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"release_plan" text DEFAULT '' NOT NULL,
	"achievements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"show_certificate" boolean DEFAULT true NOT NULL,
	"photo_key" text,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "press_kits_genres_array" CHECK (jsonb_typeof("press_kits"."genres") = 'array'),
	CONSTRAINT "press_kits_links_array" CHECK (jsonb_typeof("press_kits"."links") = 'array'),
	CONSTRAINT "press_kits_achievements_array" CHECK (jsonb_typeof("press_kits"."achievements") = 'array')
);
--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "press_kit_prompts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "track_comment_replies" ADD CONSTRAINT "track_comment_replies_comment_id_track_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."track_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_comment_replies" ADD CONSTRAINT "track_comment_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_comments" ADD CONSTRAINT "track_comments_version_id_track_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."track_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_comments" ADD CONSTRAINT "track_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_versions" ADD CONSTRAINT "track_versions_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracks" ADD CONSTRAINT "tracks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "press_kit_tracks" ADD CONSTRAINT "press_kit_tracks_user_id_press_kits_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."press_kits"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "press_kit_tracks" ADD CONSTRAINT "press_kit_tracks_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "press_kits" ADD CONSTRAINT "press_kits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "track_comment_replies_comment_idx" ON "track_comment_replies" USING btree ("comment_id","created_at");--> statement-breakpoint
CREATE INDEX "track_comment_replies_author_idx" ON "track_comment_replies" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "track_comments_version_position_idx" ON "track_comments" USING btree ("version_id","position_ms","created_at");--> statement-breakpoint
CREATE INDEX "track_comments_author_idx" ON "track_comments" USING btree ("author_id");--> statement-breakpoint
CREATE UNIQUE INDEX "track_versions_track_number_key" ON "track_versions" USING btree ("track_id","version_number");--> statement-breakpoint
CREATE INDEX "tracks_user_created_idx" ON "tracks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "press_kit_tracks_track_idx" ON "press_kit_tracks" USING btree ("track_id");--> statement-breakpoint
CREATE UNIQUE INDEX "press_kits_slug_key" ON "press_kits" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "press_kits_published_order_idx" ON "press_kits" USING btree (lower("stage_name"),"user_id") WHERE "press_kits"."is_published";--> statement-breakpoint
ALTER TABLE "modules" ADD CONSTRAINT "modules_press_kit_prompts_array" CHECK (jsonb_typeof("modules"."press_kit_prompts") = 'array');