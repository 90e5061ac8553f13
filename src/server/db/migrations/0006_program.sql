CREATE TABLE "milestones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"points" integer NOT NULL,
	"badge_icon" text DEFAULT 'Trophy' NOT NULL,
	"badge_color" text NOT NULL,
	"criterion" jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "milestones_points_positive" CHECK ("milestones"."points" >= 1),
	CONSTRAINT "milestones_badge_icon_known" CHECK ("milestones"."badge_icon" in ('Trophy', 'Award', 'Target', 'Brain', 'CheckCircle', 'Play', 'Star', 'Calendar')),
	CONSTRAINT "milestones_badge_color_known" CHECK ("milestones"."badge_color" in ('gold', 'blue', 'green', 'purple', 'rose', 'teal'))
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"name" text,
	"stage_name" text,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_modules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"month_number" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"introduction_content" text NOT NULL,
	"content" text NOT NULL,
	"worksheet_prompts" jsonb NOT NULL,
	"video_url" text,
	"captions_url" text,
	"worksheet_url" text,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "program_modules_month_range" CHECK ("program_modules"."month_number" between 1 and 6)
);
--> statement-breakpoint
CREATE TABLE "program_quiz_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quiz_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"attempt_number" integer NOT NULL,
	"score" integer NOT NULL,
	"earned_points" integer NOT NULL,
	"total_points" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_quiz_attempts_score_range" CHECK ("program_quiz_attempts"."score" between 0 and 100),
	CONSTRAINT "program_quiz_attempts_points_consistent" CHECK ("program_quiz_attempts"."earned_points" between 0 and "program_quiz_attempts"."total_points")
);
--> statement-breakpoint
CREATE TABLE "program_quiz_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quiz_id" uuid NOT NULL,
	"key" text,
	"question" text NOT NULL,
	"question_type" text DEFAULT 'multiple_choice' NOT NULL,
	"options" jsonb NOT NULL,
	"correct_answer" text NOT NULL,
	"points" integer DEFAULT 1 NOT NULL,
	"order_index" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "program_quiz_questions_points_positive" CHECK ("program_quiz_questions"."points" >= 1),
	CONSTRAINT "program_quiz_questions_type_known" CHECK ("program_quiz_questions"."question_type" = 'multiple_choice'),
	CONSTRAINT "program_quiz_questions_answer_is_option" CHECK (jsonb_typeof("program_quiz_questions"."options") = 'array' and "program_quiz_questions"."options" ? "program_quiz_questions"."correct_answer")
);
--> statement-breakpoint
CREATE TABLE "program_quizzes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"module_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"passing_score" integer DEFAULT 70 NOT NULL,
	"max_attempts" integer DEFAULT 3 NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "program_quizzes_passing_score_range" CHECK ("program_quizzes"."passing_score" between 0 and 100),
	CONSTRAINT "program_quizzes_max_attempts_positive" CHECK ("program_quizzes"."max_attempts" >= 1),
	CONSTRAINT "program_quizzes_source_known" CHECK ("program_quizzes"."source" in ('content', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "user_milestones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"milestone_id" uuid NOT NULL,
	"earned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_module_progress" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"module_id" uuid NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"progress_percentage" integer DEFAULT 0 NOT NULL,
	"worksheet_downloaded" boolean DEFAULT false NOT NULL,
	"video_watched" boolean DEFAULT false NOT NULL,
	"quiz_completed" boolean DEFAULT false NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"notes_saved_at" timestamp with time zone,
	"video_position_seconds" real DEFAULT 0 NOT NULL,
	CONSTRAINT "user_module_progress_percentage_range" CHECK ("user_module_progress"."progress_percentage" between 0 and 100),
	CONSTRAINT "user_module_progress_completed_consistent" CHECK ("user_module_progress"."completed_at" is null or ("user_module_progress"."progress_percentage" = 100 and "user_module_progress"."started_at" is not null)),
	CONSTRAINT "user_module_progress_started_consistent" CHECK (("user_module_progress"."started_at" is null) = ("user_module_progress"."progress_percentage" = 0)),
	CONSTRAINT "user_module_progress_position_non_negative" CHECK ("user_module_progress"."video_position_seconds" >= 0)
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_quiz_attempts" ADD CONSTRAINT "program_quiz_attempts_quiz_id_program_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."program_quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_quiz_attempts" ADD CONSTRAINT "program_quiz_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_quiz_questions" ADD CONSTRAINT "program_quiz_questions_quiz_id_program_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."program_quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_quizzes" ADD CONSTRAINT "program_quizzes_module_id_program_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."program_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_milestones" ADD CONSTRAINT "user_milestones_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_milestones" ADD CONSTRAINT "user_milestones_milestone_id_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."milestones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_module_progress" ADD CONSTRAINT "user_module_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_module_progress" ADD CONSTRAINT "user_module_progress_module_id_program_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."program_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "milestones_key_key" ON "milestones" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "program_modules_key_key" ON "program_modules" USING btree ("key");--> statement-breakpoint
CREATE INDEX "program_modules_month_idx" ON "program_modules" USING btree ("month_number");--> statement-breakpoint
CREATE UNIQUE INDEX "program_quiz_attempts_user_quiz_number_key" ON "program_quiz_attempts" USING btree ("user_id","quiz_id","attempt_number");--> statement-breakpoint
CREATE UNIQUE INDEX "program_quiz_questions_quiz_key_key" ON "program_quiz_questions" USING btree ("quiz_id","key");--> statement-breakpoint
CREATE INDEX "program_quiz_questions_quiz_order_idx" ON "program_quiz_questions" USING btree ("quiz_id","order_index");--> statement-breakpoint
CREATE UNIQUE INDEX "program_quizzes_module_id_key" ON "program_quizzes" USING btree ("module_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_milestones_user_milestone_key" ON "user_milestones" USING btree ("user_id","milestone_id");--> statement-breakpoint
CREATE INDEX "user_milestones_user_earned_idx" ON "user_milestones" USING btree ("user_id","earned_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_module_progress_user_module_key" ON "user_module_progress" USING btree ("user_id","module_id");--> statement-breakpoint
CREATE INDEX "user_module_progress_module_idx" ON "user_module_progress" USING btree ("module_id");