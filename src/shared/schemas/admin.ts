/**
 * Path parameters, bodies, queries and answers of the admin API and of the program's storage buckets
 * (training-program.md §2 items 6-7, §3 "Module", "Quiz", "Quiz question" (the modules, quizzes and quiz_questions
 * tables), profiles and "Storage buckets", §5 "Uploads", "Admin new quiz question", "Rename", §7 "Admin", "Storage";
 * docs/decisions/0011). The answers are declared once here: the server builds them with these types, the web app reads
 * them with these schemas. Limits live in `limits/admin.ts`, texts in `messages/admin.ts`.
 */
import { z } from 'zod/mini';
import {
  ADMIN_MODULE_LIMITS,
  ADMIN_QUESTION_LIMITS,
  ADMIN_QUIZ_LIMITS,
  ADMIN_REORDER_MAX,
  PROGRAM_BUCKETS,
} from '../limits/admin';
import { adminRequestMessages as m } from '../messages/admin';
import { bucketFileNameProblem } from '../storage/buckets';
import { optionalText, requiredText } from './text';
import { uuid } from './uuid';

/** `:bucket`: one of the program's buckets. */
export const bucketParamsSchema = z.strictObject({
  bucket: z.enum(PROGRAM_BUCKETS, { error: m.invalidBucket }),
});

/** A file name as a user gives it, in a path or a body: refused unless {@link bucketFileNameProblem} passes it. */
const bucketFileName = () =>
  z.pipe(
    z.string({ error: m.fileNameNotText }).check(
      z.refine((name) => bucketFileNameProblem(name) === null, {
        error: (issue) => bucketFileNameProblem(String(issue.input)) ?? m.fileNameInvalid,
      }),
    ),
    z.transform((name: string) => name.normalize('NFC').trim()),
  );

/** `:bucket/:fileName`: a file of a bucket; the name never leads out of it. */
export const bucketFileParamsSchema = z.strictObject({
  bucket: z.enum(PROGRAM_BUCKETS, { error: m.invalidBucket }),
  fileName: bucketFileName(),
});
export type BucketFileParams = z.output<typeof bucketFileParamsSchema>;

/** `:quizId` of the question routes. */
export const quizParamsSchema = z.strictObject({ quizId: uuid(m.invalidQuizId) });

/** `:quizId/questions/:questionId`: one question of a quiz (docs/decisions/0017). */
export const questionParamsSchema = z.strictObject({
  quizId: uuid(m.invalidQuizId),
  questionId: uuid(m.invalidQuestionId),
});

/**
 * `PATCH /api/admin/modules/:moduleId` (issue "Staff operations" item 5; docs/decisions/0017): any of the module's
 * title, description and introduction, each required when sent ('Please enter …'), at least one of them. Text is
 * cleaned as every form field is; the description and introduction may span lines.
 */
export const editModuleBodySchema = z
  .strictObject({
    title: z.optional(
      requiredText({ label: 'Title', max: ADMIN_MODULE_LIMITS.title, required: m.titleRequired }),
    ),
    description: z.optional(
      requiredText({
        label: 'Description',
        max: ADMIN_MODULE_LIMITS.description,
        multiline: true,
        required: m.descriptionRequired,
      }),
    ),
    introduction: z.optional(
      requiredText({
        label: 'Introduction',
        max: ADMIN_MODULE_LIMITS.introduction,
        multiline: true,
        required: m.introductionRequired,
      }),
    ),
  })
  .check(
    z.refine(
      (body) => body.title !== undefined || body.description !== undefined || body.introduction !== undefined,
      // Shown on the first field of the form.
      { message: m.moduleEditEmpty, path: ['title'] },
    ),
  );
export type EditModuleBody = z.output<typeof editModuleBodySchema>;

/** `PUT /api/admin/modules/:moduleId/video` and `/worksheet`: a file of the matching bucket, or null to remove it. */
export const setModuleFileBodySchema = z.strictObject({
  fileName: z.nullable(bucketFileName()),
});

/** `PATCH /api/admin/buckets/:bucket/files/:fileName`: the new name (§5 "Rename"). */
export const renameFileBodySchema = z.strictObject({ name: bucketFileName() });

/** A whole number in `[min, max]`, `message` for anything else. */
const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).check(z.int(message), z.minimum(min, message), z.maximum(max, message));

/**
 * `POST /api/admin/quizzes`: a quiz for a module (§7 "Admin": a quizzes row with module_id, title 'Module {n} Quiz',
 * description, passing_score and max_attempts); the title comes from the module's month.
 */
export const createQuizBodySchema = z.strictObject({
  moduleId: uuid(m.invalidModuleId),
  description: optionalText({ label: 'Description', max: ADMIN_QUIZ_LIMITS.description, multiline: true }),
  passingScore: z._default(
    wholeNumber(ADMIN_QUIZ_LIMITS.passingScore.min, ADMIN_QUIZ_LIMITS.passingScore.max, m.passingScoreRange),
    ADMIN_QUIZ_LIMITS.passingScore.default,
  ),
  maxAttempts: z._default(
    wholeNumber(ADMIN_QUIZ_LIMITS.maxAttempts.min, ADMIN_QUIZ_LIMITS.maxAttempts.max, m.maxAttemptsRange),
    ADMIN_QUIZ_LIMITS.maxAttempts.default,
  ),
});
export type CreateQuizBody = z.output<typeof createQuizBodySchema>;

/** Question and option texts: cleaned like every form field, required ('Please fill all fields', §5). */
const questionText = (label: string, max: number) => requiredText({ label, max, required: m.fillAllFields });

/**
 * `POST /api/admin/quizzes/:quizId/questions` (§5 "Admin new quiz question: question text, all four options and a
 * correct answer are required ('Please fill all fields'). Points is a number, minimum 1, default 1"). The correct
 * answer is the text of one of the four options, which must differ from each other. `order_index` is not sent: the
 * server sets it to the count plus one (§9).
 */
export const addQuestionBodySchema = z
  .strictObject({
    question: questionText('Question', ADMIN_QUESTION_LIMITS.question),
    options: z
      .array(questionText('Each option', ADMIN_QUESTION_LIMITS.option), { error: m.fillAllFields })
      .check(z.length(ADMIN_QUESTION_LIMITS.optionCount, m.fillAllFields)),
    correctAnswer: questionText('Correct answer', ADMIN_QUESTION_LIMITS.option),
    points: z._default(
      z
        .number({ error: m.pointsMin })
        .check(
          z.int(m.pointsMin),
          z.minimum(ADMIN_QUESTION_LIMITS.points.min, m.pointsMin),
          z.maximum(ADMIN_QUESTION_LIMITS.points.max, m.pointsMax),
        ),
      ADMIN_QUESTION_LIMITS.points.default,
    ),
  })
  .check(
    z.refine((body) => new Set(body.options).size === body.options.length, {
      message: m.optionsDistinct,
      path: ['options'],
    }),
    z.refine((body) => body.options.includes(body.correctAnswer), {
      message: m.correctNotOption,
      path: ['correctAnswer'],
    }),
  );
export type AddQuestionBody = z.output<typeof addQuestionBodySchema>;

/**
 * `PATCH /api/admin/quizzes/:quizId/questions/:questionId` (docs/decisions/0017): the whole question again, with the
 * rules of {@link addQuestionBodySchema} ('Please fill all fields', four different options, points 1-100 with 1 by
 * default).
 *
 * @alias the same schema as {@link addQuestionBodySchema}, named for its route.
 */
export const editQuestionBodySchema = addQuestionBodySchema;
export type EditQuestionBody = AddQuestionBody;

/**
 * `PUT /api/admin/quizzes/:quizId/questions/order` (docs/decisions/0017): the quiz's active questions in their new
 * order, each exactly once; the server refuses a list that leaves one out or names another (`fields.questionIds`).
 */
export const reorderQuestionsBodySchema = z.strictObject({
  questionIds: z.array(uuid(m.invalidQuestionId), { error: m.reorderMismatch }).check(
    z.minLength(1, m.reorderMismatch),
    z.maxLength(ADMIN_REORDER_MAX, m.reorderMismatch),
    z.refine((ids) => new Set(ids).size === ids.length, m.reorderMismatch),
  ),
});
export type ReorderQuestionsBody = z.output<typeof reorderQuestionsBodySchema>;

/** Where a module's video or worksheet is: a course content file, or a file of a bucket. */
const moduleFileSchema = z.object({
  source: z.enum(['content', 'storage']),
  /** The bucket, for a stored file. */
  bucket: z.nullable(z.string()),
  /** The stored name (unique in its bucket). */
  fileName: z.string(),
  /** The name shown: a stored file's name as uploaded or renamed, else `fileName` (docs/decisions/0017). */
  displayName: z.string(),
});
export type ModuleFile = z.output<typeof moduleFileSchema>;

/** A program module as the Modules and Quizzes tabs list it. */
const adminModuleSchema = z.object({
  id: z.string(),
  monthNumber: z.number(),
  title: z.string(),
  description: z.string(),
  introduction: z.string(),
  /** ISO date-time of staff's last edit of the texts; null while they are the course files' (decision 0017). */
  staffEditedAt: z.nullable(z.string()),
  video: z.nullable(moduleFileSchema),
  worksheet: z.nullable(moduleFileSchema),
  /** The id of the module's quiz, or null. */
  quizId: z.nullable(z.string()),
});
export type AdminModule = z.output<typeof adminModuleSchema>;

/** `GET /api/admin/modules`: the active modules by month. */
export const adminModuleListSchema = z.object({ modules: z.array(adminModuleSchema) });
export type AdminModuleList = z.output<typeof adminModuleListSchema>;

/** `PUT /api/admin/modules/:moduleId/video` and `/worksheet`: the module as it is now. */
export const adminModuleAnswerSchema = z.object({ module: adminModuleSchema });
export type AdminModuleAnswer = z.output<typeof adminModuleAnswerSchema>;

/** A file of a bucket (§7 "list … with sizes"); `size` and `lastModified` are null when the disk does not say. */
const bucketFileSchema = z.object({
  /** The stored name: unique in the bucket, and the file's address. */
  name: z.string(),
  /** The name shown: as uploaded or last renamed, else the stored name (docs/decisions/0017). */
  displayName: z.string(),
  /** Bytes. */
  size: z.nullable(z.number()),
  /** ISO date-time. */
  lastModified: z.nullable(z.string()),
  contentType: z.nullable(z.string()),
});
export type BucketFile = z.output<typeof bucketFileSchema>;

/** `GET …/buckets/:bucket/files`: up to 100 files, newest first, and how many the bucket holds. */
export const bucketFileListSchema = z.object({
  bucket: z.enum(PROGRAM_BUCKETS),
  files: z.array(bucketFileSchema),
  total: z.number(),
  /** More files exist than are listed. */
  truncated: z.boolean(),
});
export type BucketFileList = z.output<typeof bucketFileListSchema>;

/** What a course file is to its module: the lesson video, its captions, or the worksheet to download and fill. */
const COURSE_FILE_KINDS = ['video', 'captions', 'worksheet'] as const;
export type CourseFileKind = (typeof COURSE_FILE_KINDS)[number];

/**
 * A file of the course content folder (`content/learning/media`, `resources`) that a module uses as its video,
 * captions or worksheet (docs/decisions/0010, 0011). Not an upload: it has no display name and is never renamed or
 * deleted through the buckets; it opens through the module's own file route.
 */
const courseFileSchema = z.object({
  moduleId: z.string(),
  monthNumber: z.number(),
  moduleTitle: z.string(),
  kind: z.enum(COURSE_FILE_KINDS),
  /** The file's name in the course content folder. */
  fileName: z.string(),
  /** Bytes; null when the file cannot be read. */
  size: z.nullable(z.number()),
  /** Whether the caller may open it now: enrolled, and the module open to them by the unlocking rule. */
  open: z.boolean(),
});
export type CourseFile = z.output<typeof courseFileSchema>;

/**
 * `GET /api/program-files/:bucket` (the file manager, training-program.md §2 item 7): the bucket's files, and the
 * course's own files of the same kind (`courseFiles`, in course order: videos and captions beside program-videos,
 * worksheets beside program-worksheets), so a module whose video or worksheet is course content has it listed too.
 */
export const programFileListSchema = z.extend(bucketFileListSchema, {
  courseFiles: z.array(courseFileSchema),
});
export type ProgramFileList = z.output<typeof programFileListSchema>;

/** `POST /api/admin/buckets/:bucket/files` (201): the stored file. */
export const uploadedFileSchema = z.object({ file: bucketFileSchema });

/**
 * `PATCH /api/admin/buckets/:bucket/files/:fileName`: the display name before, and the file now (its stored name,
 * and so the modules that use it, unchanged; docs/decisions/0017).
 */
export const renamedFileSchema = z.object({
  from: z.string(),
  file: bucketFileSchema,
});
export type RenamedFile = z.output<typeof renamedFileSchema>;

/** `DELETE /api/admin/buckets/:bucket/files/:fileName`: the deleted name and how many modules lost it. */
export const deletedFileSchema = z.object({ deleted: z.string(), modulesCleared: z.number() });
export type DeletedFile = z.output<typeof deletedFileSchema>;

/** A quiz as the Quizzes tab lists it. */
const adminQuizSchema = z.object({
  id: z.string(),
  moduleId: z.string(),
  monthNumber: z.number(),
  title: z.string(),
  description: z.string(),
  passingScore: z.number(),
  maxAttempts: z.number(),
  /** `content` for the lesson file's quiz, `admin` for one made here. */
  source: z.enum(['content', 'admin']),
  questionCount: z.number(),
});
export type AdminQuiz = z.output<typeof adminQuizSchema>;

/** `GET /api/admin/quizzes`: every active module's quiz, by month. */
export const adminQuizListSchema = z.object({ quizzes: z.array(adminQuizSchema) });
export type AdminQuizList = z.output<typeof adminQuizListSchema>;

/** `POST /api/admin/quizzes` (201). */
export const adminQuizAnswerSchema = z.object({ quiz: adminQuizSchema });

/** A question with its correct answer (admins only). */
const adminQuestionSchema = z.object({
  id: z.string(),
  question: z.string(),
  options: z.array(z.string()),
  correctAnswer: z.string(),
  points: z.number(),
  orderIndex: z.number(),
  /** `content` for a question of the lesson file, `admin` for one added here. */
  source: z.enum(['content', 'admin']),
  /** Some attempt answered it: an edit keeps this version for them, a delete retires it (decision 0017). */
  hasAttempts: z.boolean(),
});
export type AdminQuestion = z.output<typeof adminQuestionSchema>;

/** `GET /api/admin/quizzes/:quizId/questions`: the active questions by order_index. */
export const adminQuestionListSchema = z.object({ questions: z.array(adminQuestionSchema) });
export type AdminQuestionList = z.output<typeof adminQuestionListSchema>;

/** `POST /api/admin/quizzes/:quizId/questions` (201). */
export const adminQuestionAnswerSchema = z.object({ question: adminQuestionSchema });

/**
 * `PATCH /api/admin/quizzes/:quizId/questions/:questionId`: the question now and what happened — `edited` in place
 * (no attempt answered it), `replaced` (it had attempts: the old version is retired and kept for them, and the new
 * one, with a new id, takes its place; `replacedQuestionId` is the old id) or `unchanged` (nothing differed, nothing
 * recorded).
 */
export const editedQuestionSchema = z.object({
  question: adminQuestionSchema,
  outcome: z.enum(['edited', 'replaced', 'unchanged']),
  replacedQuestionId: z.nullable(z.string()),
});
export type EditedQuestion = z.output<typeof editedQuestionSchema>;

/**
 * `DELETE /api/admin/quizzes/:quizId/questions/:questionId`: `deleted`, or `retired` when some attempt answered it
 * (kept, so past scores stay explainable, and never shown again).
 */
export const deletedQuestionSchema = z.object({
  questionId: z.string(),
  outcome: z.enum(['deleted', 'retired']),
});
export type DeletedQuestion = z.output<typeof deletedQuestionSchema>;
