CREATE TABLE "module_progress" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"module_id" uuid NOT NULL,
	"started_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"lesson_read_at" timestamp with time zone,
	"video_started_at" timestamp with time zone,
	"video_position_seconds" real DEFAULT 0 NOT NULL,
	"video_credited_seconds" real DEFAULT 0 NOT NULL,
	"video_reported_at" timestamp with time zone,
	"worksheet_done_at" timestamp with time zone,
	"worksheet_upload_key" text,
	"worksheet_upload_name" text,
	"worksheet_upload_bytes" integer,
	"best_quiz_score" integer,
	"quiz_passed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"notes" text DEFAULT '' NOT NULL,
	"notes_saved_at" timestamp with time zone,
	"touched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "module_progress_video_non_negative" CHECK ("module_progress"."video_position_seconds" >= 0 and "module_progress"."video_credited_seconds" >= 0),
	CONSTRAINT "module_progress_best_score_range" CHECK ("module_progress"."best_quiz_score" between 0 and 100),
	CONSTRAINT "module_progress_completed_started" CHECK ("module_progress"."completed_at" is null or "module_progress"."started_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "worksheet_answers" (
	"user_id" text NOT NULL,
	"module_id" uuid NOT NULL,
	"prompt_index" integer NOT NULL,
	"answer" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "worksheet_answers_user_id_module_id_prompt_index_pk" PRIMARY KEY("user_id","module_id","prompt_index"),
	CONSTRAINT "worksheet_answers_prompt_index_range" CHECK ("worksheet_answers"."prompt_index" >= 0)
);
--> statement-breakpoint
ALTER TABLE "quiz_questions" ALTER COLUMN "key" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "unlock_rule" text DEFAULT 'sequential' NOT NULL;
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "attempts_per_round" integer DEFAULT 3 NOT NULL;
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "round_wait_hours" integer DEFAULT 24 NOT NULL;
--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "video_url" text;
--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "captions_url" text;
--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "worksheet_url" text;
--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "worksheet_prompts" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD COLUMN "explanation" text;
--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "source" text DEFAULT 'content' NOT NULL;
--> statement-breakpoint
ALTER TABLE "module_progress" ADD CONSTRAINT "module_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "module_progress" ADD CONSTRAINT "module_progress_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "worksheet_answers" ADD CONSTRAINT "worksheet_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "worksheet_answers" ADD CONSTRAINT "worksheet_answers_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "module_progress_user_module_key" ON "module_progress" USING btree ("user_id","module_id");
--> statement-breakpoint
CREATE INDEX "module_progress_module_idx" ON "module_progress" USING btree ("module_id");
--> statement-breakpoint
CREATE INDEX "module_progress_user_touched_idx" ON "module_progress" USING btree ("user_id","touched_at");
--> statement-breakpoint
CREATE INDEX "quiz_attempts_quiz_idx" ON "quiz_attempts" USING btree ("quiz_id");
--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_unlock_rule_known" CHECK ("courses"."unlock_rule" in ('sequential', 'open', 'schedule'));
--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_attempts_per_round_positive" CHECK ("courses"."attempts_per_round" >= 1);
--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_round_wait_non_negative" CHECK ("courses"."round_wait_hours" >= 0);
--> statement-breakpoint
ALTER TABLE "modules" ADD CONSTRAINT "modules_worksheet_prompts_array" CHECK (jsonb_typeof("modules"."worksheet_prompts") = 'array');
--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_answer_is_option" CHECK ("quiz_questions"."options" ? "quiz_questions"."correct_answer");
--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_source_known" CHECK ("quizzes"."source" in ('content', 'admin'));
--> statement-breakpoint
-- The learning area's media file names become file references, as the members program's were.
UPDATE "modules" SET "video_url" = 'content/media/' || "video_file" WHERE "video_file" IS NOT NULL;
--> statement-breakpoint
UPDATE "modules" SET "captions_url" = 'content/media/' || "captions_file" WHERE "captions_file" IS NOT NULL;
--> statement-breakpoint
-- Each program module is the learning module of the same key (both were loaded from one lesson file); one without a
-- match (none is expected) joins the oldest course, with its video and captions.
CREATE TEMPORARY TABLE "module_map" ("program_module_id" uuid PRIMARY KEY, "module_id" uuid NOT NULL);
--> statement-breakpoint
INSERT INTO "modules" ("course_id", "key", "title", "description", "introduction", "month_number", "week_number", "hours", "content", "video_url", "captions_url", "is_active")
  SELECT c."id", pm."key", pm."title", pm."description", pm."introduction_content", pm."month_number", 1, 4, pm."content", pm."video_url", pm."captions_url", pm."is_active"
  FROM "program_modules" pm
  CROSS JOIN (SELECT "id" FROM "courses" ORDER BY "created_at", "id" LIMIT 1) c
  WHERE NOT EXISTS (SELECT 1 FROM "modules" m WHERE m."key" = pm."key");
--> statement-breakpoint
INSERT INTO "module_map" ("program_module_id", "module_id")
  SELECT DISTINCT ON (pm."id") pm."id", m."id"
  FROM "program_modules" pm
  JOIN "modules" m ON m."key" = pm."key"
  JOIN "courses" c ON c."id" = m."course_id"
  ORDER BY pm."id", c."created_at", c."id";
--> statement-breakpoint
-- The program's worksheet and its prompts; a video or worksheet an admin chose from the storage buckets wins.
UPDATE "modules" m SET
    "worksheet_prompts" = pm."worksheet_prompts",
    "worksheet_url" = pm."worksheet_url",
    "video_url" = CASE WHEN pm."video_url" IS NOT NULL AND pm."video_url" NOT LIKE 'content/%' THEN pm."video_url" ELSE m."video_url" END,
    "captions_url" = CASE WHEN pm."video_url" IS NOT NULL AND pm."video_url" NOT LIKE 'content/%' THEN pm."captions_url" ELSE m."captions_url" END
  FROM "module_map" mm JOIN "program_modules" pm ON pm."id" = mm."program_module_id"
  WHERE m."id" = mm."module_id";
--> statement-breakpoint
-- Quizzes: a program quiz is the module's quiz when it has one; an admin-made quiz becomes it (same id).
CREATE TEMPORARY TABLE "quiz_map" ("program_quiz_id" uuid PRIMARY KEY, "quiz_id" uuid NOT NULL);
--> statement-breakpoint
INSERT INTO "quizzes" ("id", "module_id", "title", "description", "passing_score", "max_attempts", "source")
  SELECT pq."id", mm."module_id", pq."title", pq."description", pq."passing_score", pq."max_attempts", pq."source"
  FROM "program_quizzes" pq JOIN "module_map" mm ON mm."program_module_id" = pq."module_id"
  WHERE NOT EXISTS (SELECT 1 FROM "quizzes" q WHERE q."module_id" = mm."module_id");
--> statement-breakpoint
INSERT INTO "quiz_map" ("program_quiz_id", "quiz_id")
  SELECT pq."id", q."id"
  FROM "program_quizzes" pq
  JOIN "module_map" mm ON mm."program_module_id" = pq."module_id"
  JOIN "quizzes" q ON q."module_id" = mm."module_id";
--> statement-breakpoint
-- Questions: a content question is the one of the same key; one added in the admin area keeps its id, its options
-- becoming keys a-d in order.
CREATE TEMPORARY TABLE "question_map" ("program_question_id" uuid PRIMARY KEY, "question_id" uuid NOT NULL);
--> statement-breakpoint
INSERT INTO "quiz_questions" ("id", "quiz_id", "key", "question", "options", "correct_answer", "points", "order_index", "is_active")
  SELECT pqq."id", qm."quiz_id", pqq."key", pqq."question",
    (SELECT jsonb_object_agg(chr(96 + o."n"::int), o."label") FROM jsonb_array_elements_text(pqq."options") WITH ORDINALITY AS o("label", "n")),
    (SELECT chr(96 + o."n"::int) FROM jsonb_array_elements_text(pqq."options") WITH ORDINALITY AS o("label", "n") WHERE o."label" = pqq."correct_answer" ORDER BY o."n" LIMIT 1),
    pqq."points", pqq."order_index", pqq."is_active"
  FROM "program_quiz_questions" pqq JOIN "quiz_map" qm ON qm."program_quiz_id" = pqq."quiz_id"
  WHERE NOT EXISTS (SELECT 1 FROM "quiz_questions" qq WHERE qq."quiz_id" = qm."quiz_id" AND qq."key" = pqq."key");
--> statement-breakpoint
INSERT INTO "question_map" ("program_question_id", "question_id")
  SELECT pqq."id", COALESCE(
      (SELECT qq."id" FROM "quiz_questions" qq WHERE qq."quiz_id" = qm."quiz_id" AND qq."key" = pqq."key"),
      pqq."id")
  FROM "program_quiz_questions" pqq JOIN "quiz_map" qm ON qm."program_quiz_id" = pqq."quiz_id";
--> statement-breakpoint
-- Attempts of both areas: the program's answers (question id -> option text) become question id -> option key;
-- every learner's attempts at a quiz are numbered again by time.
INSERT INTO "quiz_attempts" ("user_id", "quiz_id", "attempt_number", "score", "earned_points", "total_points", "passed", "answers", "completed_at")
  SELECT pa."user_id", qm."quiz_id", 100000 + pa."attempt_number", pa."score", pa."earned_points", pa."total_points",
    pa."score" >= q."passing_score",
    COALESCE((
      SELECT jsonb_object_agg(qn."question_id"::text, k."key")
      FROM jsonb_each_text(pa."answers") AS a("question", "answer")
      JOIN "question_map" qn ON qn."program_question_id"::text = a."question"
      JOIN "quiz_questions" qq ON qq."id" = qn."question_id"
      CROSS JOIN LATERAL (SELECT o."key" FROM jsonb_each_text(qq."options") AS o("key", "label") WHERE o."label" = a."answer" ORDER BY o."key" LIMIT 1) k
    ), '{}'::jsonb),
    pa."completed_at"
  FROM "program_quiz_attempts" pa
  JOIN "quiz_map" qm ON qm."program_quiz_id" = pa."quiz_id"
  JOIN "quizzes" q ON q."id" = qm."quiz_id";
--> statement-breakpoint
UPDATE "quiz_attempts" qa SET "attempt_number" = -r."n"
  FROM (SELECT "id", row_number() OVER (PARTITION BY "user_id", "quiz_id" ORDER BY "completed_at", "attempt_number") AS "n" FROM "quiz_attempts") r
  WHERE qa."id" = r."id";
--> statement-breakpoint
UPDATE "quiz_attempts" SET "attempt_number" = -"attempt_number";
--> statement-breakpoint
-- One progress record per learner and module: where both areas hold a value, the furthest is kept.
INSERT INTO "module_progress" ("user_id", "module_id", "started_at", "opened_at", "lesson_read_at", "video_started_at", "video_position_seconds", "video_credited_seconds", "worksheet_done_at", "completed_at", "notes", "notes_saved_at", "touched_at")
  SELECT u."user_id", u."module_id",
    least(min(u."started_at"), min(u."completed_at")), min(u."opened_at"), min(u."lesson_read_at"), min(u."video_started_at"),
    max(u."position"), max(u."credited"), min(u."worksheet_done_at"), min(u."completed_at"),
    coalesce(max(u."notes"), ''), max(u."notes_saved_at"),
    coalesce(greatest(max(u."started_at"), max(u."completed_at"), max(u."notes_saved_at")), now())
  FROM (
    SELECT up."user_id", up."module_id", up."started_at", up."started_at" AS "opened_at", up."lesson_read_at",
      CASE WHEN up."video_reported_at" IS NOT NULL THEN coalesce(up."started_at", up."video_reported_at") END AS "video_started_at",
      up."video_position_seconds" AS "position", up."video_watched_seconds" AS "credited",
      NULL::timestamptz AS "worksheet_done_at", up."completed_at", NULL::text AS "notes", NULL::timestamptz AS "notes_saved_at"
    FROM "user_progress" up
    WHERE up."started_at" IS NOT NULL OR up."completed_at" IS NOT NULL OR up."video_watched_seconds" > 0 OR up."video_position_seconds" > 0
    UNION ALL
    SELECT ump."user_id", mm."module_id", ump."started_at",
      CASE WHEN ump."progress_percentage" >= 25 THEN ump."started_at" END,
      NULL, CASE WHEN ump."video_watched" THEN ump."started_at" END,
      ump."video_position_seconds",
      CASE WHEN ump."video_watched" THEN coalesce(m."video_seconds", 0) ELSE 0 END,
      CASE WHEN ump."worksheet_downloaded" THEN coalesce(ump."started_at", now()) END,
      ump."completed_at", nullif(ump."notes", ''), ump."notes_saved_at"
    FROM "user_module_progress" ump
    JOIN "module_map" mm ON mm."program_module_id" = ump."module_id"
    JOIN "modules" m ON m."id" = mm."module_id"
  ) u
  GROUP BY u."user_id", u."module_id";
--> statement-breakpoint
-- A completion the old members program recorded before started_at existed keeps the record consistent.
UPDATE "module_progress" SET "started_at" = "completed_at" WHERE "started_at" IS NULL AND "completed_at" IS NOT NULL;
--> statement-breakpoint
-- The quiz facts, from every attempt of both areas.
INSERT INTO "module_progress" ("user_id", "module_id", "started_at")
  SELECT DISTINCT qa."user_id", q."module_id", min(qa."completed_at") OVER (PARTITION BY qa."user_id", q."module_id")
  FROM "quiz_attempts" qa JOIN "quizzes" q ON q."id" = qa."quiz_id"
  ON CONFLICT ("user_id", "module_id") DO NOTHING;
--> statement-breakpoint
UPDATE "module_progress" mp SET
    "best_quiz_score" = s."best",
    "quiz_passed_at" = s."passed_at"
  FROM (
    SELECT qa."user_id", q."module_id", max(qa."score") AS "best", min(qa."completed_at") FILTER (WHERE qa."passed") AS "passed_at"
    FROM "quiz_attempts" qa JOIN "quizzes" q ON q."id" = qa."quiz_id"
    GROUP BY qa."user_id", q."module_id"
  ) s
  WHERE mp."user_id" = s."user_id" AND mp."module_id" = s."module_id";
--> statement-breakpoint
-- A member of the program who never enrolled on /learning is enrolled from their first step (or their profile).
INSERT INTO "user_enrollments" ("user_id", "course_id", "enrolled_at")
  SELECT mp."user_id", m."course_id", least(min(mp."started_at"), min(p."created_at"), now())
  FROM "module_progress" mp
  JOIN "modules" m ON m."id" = mp."module_id"
  LEFT JOIN "profiles" p ON p."user_id" = mp."user_id"
  GROUP BY mp."user_id", m."course_id"
  ON CONFLICT ("user_id", "course_id") DO NOTHING;
--> statement-breakpoint
DROP TABLE "module_map";
--> statement-breakpoint
DROP TABLE "question_map";
--> statement-breakpoint
DROP TABLE "quiz_map";
--> statement-breakpoint
DROP TABLE "user_progress" CASCADE;
--> statement-breakpoint
DROP TABLE "program_modules" CASCADE;
--> statement-breakpoint
DROP TABLE "program_quiz_attempts" CASCADE;
--> statement-breakpoint
DROP TABLE "program_quiz_questions" CASCADE;
--> statement-breakpoint
DROP TABLE "program_quizzes" CASCADE;
--> statement-breakpoint
DROP TABLE "user_module_progress" CASCADE;
--> statement-breakpoint
ALTER TABLE "modules" DROP COLUMN "video_file";
--> statement-breakpoint
ALTER TABLE "modules" DROP COLUMN "captions_file";
