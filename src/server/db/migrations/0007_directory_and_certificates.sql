CREATE TABLE "artist_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"stage_name" text,
	"bio" text,
	"genres" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"location" text,
	"website_url" text,
	"spotify_url" text,
	"youtube_url" text,
	"instagram_url" text,
	"is_public" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "artist_profiles_genres_array" CHECK (jsonb_typeof("artist_profiles"."genres") = 'array')
);
--> statement-breakpoint
CREATE TABLE "user_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"certificate_type" text NOT NULL,
	"certificate_id" text NOT NULL,
	"certificate_data" jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "artist_profiles" ADD CONSTRAINT "artist_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_certificates" ADD CONSTRAINT "user_certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "artist_profiles_user_id_key" ON "artist_profiles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "artist_profiles_public_order_idx" ON "artist_profiles" USING btree (lower("stage_name"),"id") WHERE "artist_profiles"."is_public" and "artist_profiles"."stage_name" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "user_certificates_certificate_id_key" ON "user_certificates" USING btree ("certificate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_certificates_one_program_completion_key" ON "user_certificates" USING btree ("user_id") WHERE "user_certificates"."certificate_type" = 'program_completion';--> statement-breakpoint
CREATE INDEX "user_certificates_user_issued_idx" ON "user_certificates" USING btree ("user_id","issued_at");