-- A commit that changed a row a signed-in request is answered from (the session, its user, the allow-lists, the
-- roles, the artist record, the learner's revision) notifies `session_rows`, once per transaction: the embedded
-- server keeps session lookups until such a commit (src/server/auth/session-lookup.ts; docs/decisions/0014).
CREATE FUNCTION "notify_session_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('session_rows', '');
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "sessions_session_rows" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_rows"();
--> statement-breakpoint
CREATE TRIGGER "users_session_rows" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_rows"();
--> statement-breakpoint
CREATE TRIGGER "approved_artists_session_rows" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "approved_artists" FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_rows"();
--> statement-breakpoint
CREATE TRIGGER "approved_agents_session_rows" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "approved_agents" FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_rows"();
--> statement-breakpoint
CREATE TRIGGER "user_roles_session_rows" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_roles" FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_rows"();
--> statement-breakpoint
CREATE TRIGGER "artists_session_rows" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "artists" FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_rows"();
--> statement-breakpoint
CREATE TRIGGER "learner_revisions_session_rows" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "learner_revisions" FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_rows"();
