-- pg_trgm backs the indexed, case-insensitive title search of department resources.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "department_resources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"department_id" uuid NOT NULL,
	"title" text NOT NULL,
	"url" text,
	"storage_path" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "department_resources" ADD CONSTRAINT "department_resources_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_resources" ADD CONSTRAINT "department_resources_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "department_resources_department_created_idx" ON "department_resources" USING btree ("department_id","created_at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "department_resources_title_trgm_idx" ON "department_resources" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "departments_slug_key" ON "departments" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "departments_sort_order_idx" ON "departments" USING btree ("sort_order");--> statement-breakpoint
-- The six departments of site-and-portals.md §3 (reference data).
INSERT INTO "departments" ("slug", "name", "sort_order") VALUES
  ('anr', 'A&R', 1),
  ('social', 'Social Media', 2),
  ('touring', 'Touring', 3),
  ('sync', 'Sync & Licensing', 4),
  ('legal', 'Legal', 5),
  ('admin-it', 'Admin & IT', 6)
ON CONFLICT ("slug") DO NOTHING;
