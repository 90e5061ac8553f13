CREATE TABLE "courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"duration_months" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_status_known" CHECK ("courses"."status" in ('draft', 'published', 'archived')),
	CONSTRAINT "courses_duration_positive" CHECK ("courses"."duration_months" > 0)
);
--> statement-breakpoint
CREATE TABLE "module_resources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"module_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"file_type" text NOT NULL,
	"file_name" text NOT NULL,
	"order_index" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "modules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"introduction" text NOT NULL,
	"month_number" integer NOT NULL,
	"week_number" integer NOT NULL,
	"hours" integer NOT NULL,
	"content" text NOT NULL,
	"video_file" text,
	"captions_file" text,
	"video_seconds" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "modules_month_range" CHECK ("modules"."month_number" between 1 and 24),
	CONSTRAINT "modules_week_range" CHECK ("modules"."week_number" between 1 and 104),
	CONSTRAINT "modules_video_seconds_positive" CHECK ("modules"."video_seconds" is null or "modules"."video_seconds" > 0)
);
--> statement-breakpoint
CREATE TABLE "quiz_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"quiz_id" uuid NOT NULL,
	"attempt_number" integer NOT NULL,
	"score" integer NOT NULL,
	"earned_points" integer NOT NULL,
	"total_points" integer NOT NULL,
	"passed" boolean NOT NULL,
	"answers" jsonb NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_attempts_score_range" CHECK ("quiz_attempts"."score" between 0 and 100),
	CONSTRAINT "quiz_attempts_points_consistent" CHECK ("quiz_attempts"."earned_points" between 0 and "quiz_attempts"."total_points")
);
--> statement-breakpoint
CREATE TABLE "quiz_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quiz_id" uuid NOT NULL,
	"key" text NOT NULL,
	"question" text NOT NULL,
	"options" jsonb NOT NULL,
	"correct_answer" text NOT NULL,
	"points" integer NOT NULL,
	"order_index" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "quiz_questions_points_positive" CHECK ("quiz_questions"."points" >= 1)
);
--> statement-breakpoint
CREATE TABLE "quizzes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"module_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"passing_score" integer NOT NULL,
	"max_attempts" integer NOT NULL,
	CONSTRAINT "quizzes_passing_score_range" CHECK ("quizzes"."passing_score" between 0 and 100),
	CONSTRAINT "quizzes_max_attempts_positive" CHECK ("quizzes"."max_attempts" >= 1)
);
--> statement-breakpoint
CREATE TABLE "user_enrollments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"course_id" uuid NOT NULL,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_progress" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"module_id" uuid NOT NULL,
	"status" text NOT NULL,
	"progress_percentage" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"lesson_read_at" timestamp with time zone,
	"video_position_seconds" real DEFAULT 0 NOT NULL,
	"video_watched_seconds" real DEFAULT 0 NOT NULL,
	"video_reported_at" timestamp with time zone,
	CONSTRAINT "user_progress_status_known" CHECK ("user_progress"."status" in ('locked', 'available', 'completed')),
	CONSTRAINT "user_progress_percentage_range" CHECK ("user_progress"."progress_percentage" between 0 and 100),
	CONSTRAINT "user_progress_completed_consistent" CHECK (("user_progress"."status" = 'completed') = ("user_progress"."completed_at" is not null and "user_progress"."progress_percentage" = 100)),
	CONSTRAINT "user_progress_video_non_negative" CHECK ("user_progress"."video_position_seconds" >= 0 and "user_progress"."video_watched_seconds" >= 0)
);
--> statement-breakpoint
ALTER TABLE "module_resources" ADD CONSTRAINT "module_resources_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modules" ADD CONSTRAINT "modules_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_enrollments" ADD CONSTRAINT "user_enrollments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_enrollments" ADD CONSTRAINT "user_enrollments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_progress" ADD CONSTRAINT "user_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_progress" ADD CONSTRAINT "user_progress_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "courses_key_key" ON "courses" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "module_resources_module_file_key" ON "module_resources" USING btree ("module_id","file_name");--> statement-breakpoint
CREATE UNIQUE INDEX "modules_course_key_key" ON "modules" USING btree ("course_id","key");--> statement-breakpoint
CREATE INDEX "modules_course_order_idx" ON "modules" USING btree ("course_id","month_number","week_number");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_attempts_user_quiz_number_key" ON "quiz_attempts" USING btree ("user_id","quiz_id","attempt_number");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_questions_quiz_key_key" ON "quiz_questions" USING btree ("quiz_id","key");--> statement-breakpoint
CREATE INDEX "quiz_questions_quiz_order_idx" ON "quiz_questions" USING btree ("quiz_id","order_index");--> statement-breakpoint
CREATE UNIQUE INDEX "quizzes_module_id_key" ON "quizzes" USING btree ("module_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_enrollments_user_course_key" ON "user_enrollments" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_progress_user_module_key" ON "user_progress" USING btree ("user_id","module_id");--> statement-breakpoint
CREATE INDEX "user_progress_module_idx" ON "user_progress" USING btree ("module_id");