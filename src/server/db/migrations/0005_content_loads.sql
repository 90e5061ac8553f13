CREATE TABLE "content_loads" (
	"source" text PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
