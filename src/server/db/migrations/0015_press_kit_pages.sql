-- A commit that changed a row a published press kit is answered from (the kit, its featured tracks, their titles
-- and versions, the certificate it shows, and whether its learner is still an admitted artist: the account and the
-- artists' allow-list) notifies `press_kit_pages`, once per transaction: the embedded server keeps published kits'
-- answers and pages until such a commit (src/server/features/press-kits/kept-kits.ts; docs/decisions/0023).
CREATE FUNCTION "notify_press_kit_pages"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('press_kit_pages', '');
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "press_kits_press_kit_pages" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "press_kits" FOR EACH STATEMENT EXECUTE FUNCTION "notify_press_kit_pages"();
--> statement-breakpoint
CREATE TRIGGER "press_kit_tracks_press_kit_pages" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "press_kit_tracks" FOR EACH STATEMENT EXECUTE FUNCTION "notify_press_kit_pages"();
--> statement-breakpoint
CREATE TRIGGER "tracks_press_kit_pages" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tracks" FOR EACH STATEMENT EXECUTE FUNCTION "notify_press_kit_pages"();
--> statement-breakpoint
CREATE TRIGGER "track_versions_press_kit_pages" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "track_versions" FOR EACH STATEMENT EXECUTE FUNCTION "notify_press_kit_pages"();
--> statement-breakpoint
CREATE TRIGGER "user_certificates_press_kit_pages" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_certificates" FOR EACH STATEMENT EXECUTE FUNCTION "notify_press_kit_pages"();
--> statement-breakpoint
CREATE TRIGGER "users_press_kit_pages" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "notify_press_kit_pages"();
--> statement-breakpoint
CREATE TRIGGER "approved_artists_press_kit_pages" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "approved_artists" FOR EACH STATEMENT EXECUTE FUNCTION "notify_press_kit_pages"();
