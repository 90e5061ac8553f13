ALTER TABLE "module_progress" ADD COLUMN "video_watched" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD COLUMN "previous_version_id" uuid;--> statement-breakpoint
ALTER TABLE "module_progress" ADD CONSTRAINT "module_progress_video_watched_array" CHECK (jsonb_typeof("module_progress"."video_watched") = 'array');--> statement-breakpoint
-- Before this migration only a total was kept: its seconds are taken to be the video's first ones, [0, total)
-- (docs/decisions/0026), so the 90 % rule sees the same total and the drop-off curve starts from it.
UPDATE "module_progress" SET "video_watched" = jsonb_build_array(jsonb_build_array(0, "video_credited_seconds"))
WHERE "video_credited_seconds" > 0;--> statement-breakpoint
-- An edit of an answered question was recorded with the id it replaced (question.edited, replacedQuestionId).
UPDATE "quiz_questions" AS q SET "previous_version_id" = (a."details" ->> 'replacedQuestionId')::uuid
FROM "staff_actions" AS a
WHERE a."kind" = 'question.edited'
  AND a."details" ->> 'questionId' = q."id"::text
  AND a."details" ->> 'replacedQuestionId' IS NOT NULL
  AND EXISTS (SELECT 1 FROM "quiz_questions" p WHERE p."id"::text = a."details" ->> 'replacedQuestionId');
