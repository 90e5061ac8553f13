CREATE TABLE "learner_revisions" (
	"user_id" text PRIMARY KEY NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Every row written or deleted in a table of the learner record raises the learner's revision, in the same
-- transaction (src/server/features/course/learner-record.ts; docs/decisions/0014).
CREATE FUNCTION "raise_learner_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	learner text;
BEGIN
	IF TG_OP = 'DELETE' THEN
		learner := OLD.user_id;
	ELSE
		learner := NEW.user_id;
	END IF;
	INSERT INTO "learner_revisions" AS r ("user_id", "revision") VALUES (learner, 1)
		ON CONFLICT ("user_id") DO UPDATE SET "revision" = r."revision" + 1;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "user_enrollments_learner_revision" AFTER INSERT OR UPDATE OR DELETE ON "user_enrollments" FOR EACH ROW EXECUTE FUNCTION "raise_learner_revision"();
--> statement-breakpoint
CREATE TRIGGER "module_progress_learner_revision" AFTER INSERT OR UPDATE OR DELETE ON "module_progress" FOR EACH ROW EXECUTE FUNCTION "raise_learner_revision"();
--> statement-breakpoint
CREATE TRIGGER "worksheet_answers_learner_revision" AFTER INSERT OR UPDATE OR DELETE ON "worksheet_answers" FOR EACH ROW EXECUTE FUNCTION "raise_learner_revision"();
--> statement-breakpoint
CREATE TRIGGER "quiz_attempts_learner_revision" AFTER INSERT OR UPDATE OR DELETE ON "quiz_attempts" FOR EACH ROW EXECUTE FUNCTION "raise_learner_revision"();
--> statement-breakpoint
CREATE TRIGGER "profiles_learner_revision" AFTER INSERT OR UPDATE OR DELETE ON "profiles" FOR EACH ROW EXECUTE FUNCTION "raise_learner_revision"();
--> statement-breakpoint
CREATE TRIGGER "user_milestones_learner_revision" AFTER INSERT OR UPDATE OR DELETE ON "user_milestones" FOR EACH ROW EXECUTE FUNCTION "raise_learner_revision"();
