CREATE TABLE "certificate_credentials" (
	"certificate_id" text PRIMARY KEY NOT NULL,
	"credential" jsonb NOT NULL,
	"status_index" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	CONSTRAINT "certificate_credentials_status_index_range" CHECK ("certificate_credentials"."status_index" >= 0),
	CONSTRAINT "certificate_credentials_revocation_reason" CHECK (("certificate_credentials"."revoked_at" is null) = ("certificate_credentials"."revoked_reason" is null))
);
--> statement-breakpoint
CREATE TABLE "credential_status_list" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"encoded_list" text NOT NULL,
	"credential" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credential_status_list_one_row" CHECK ("credential_status_list"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "certificate_credentials" ADD CONSTRAINT "certificate_credentials_certificate_id_user_certificates_certificate_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."user_certificates"("certificate_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_credentials_status_index_key" ON "certificate_credentials" USING btree ("status_index");