/**
 * What the course's content files must say (training-program.md §3 "Course", "Module", "Quiz", "Quiz question",
 * "Resource"; docs/decisions/0009): the schemas of `course.yaml`, a module's front matter and `workshops.yaml`
 * (content.ts reads the files with them), and the shapes they give. A quiz's passing score and the attempts per
 * round default to the admin area's quiz defaults (limits/admin.ts `ADMIN_QUIZ_LIMITS`, §9 "Default quiz").
 */
import { z } from 'zod';
import { UNLOCK_RULES } from '@shared/course/unlocking';
import { ADMIN_QUIZ_LIMITS } from '@shared/limits/admin';
import { PRESS_KIT_SOURCE_FIELDS, type PressKitPromptMark } from '@shared/limits/press-kits';

/** A file name inside a content folder: no directories, no hidden files. */
const fileName = z
  .string()
  .min(1)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'must be a plain file name');

/** A row's key, matched by a reload: lower-case letters, digits and dashes. */
const key = z
  .string()
  .min(1)
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'must be lower-case letters, digits and dashes');

/** `course.yaml`: the course and the attempt policy of its quizzes. */
export const courseFileSchema = z.strictObject({
  key,
  title: z.string().min(1),
  description: z.string().min(1),
  durationMonths: z.number().int().positive(),
  status: z.enum(['draft', 'published', 'archived']),
  /** When modules open for a learner (src/shared/course/unlocking.ts). */
  unlock: z.enum(UNLOCK_RULES).default('sequential'),
  /** The attempt policy of every quiz: attempts per round, then a wait before the next round. */
  quizAttempts: z
    .strictObject({
      perRound: z.number().int().min(1).default(ADMIN_QUIZ_LIMITS.maxAttempts.default),
      waitHours: z.number().int().min(0).default(24),
    })
    .default({ perRound: ADMIN_QUIZ_LIMITS.maxAttempts.default, waitHours: 24 }),
});

/** A quiz question of a module file: four options by key, the key of the right one. */
const questionSchema = z
  .strictObject({
    key,
    question: z.string().min(1),
    options: z.record(z.string().regex(/^[a-z]$/), z.string().min(1)),
    answer: z.string(),
    /** Why the right answer is right: shown once the quiz is passed or a round is used up. */
    explanation: z.string().min(1).optional(),
    points: z.number().int().min(1).default(1),
  })
  .refine((q) => Object.keys(q.options).length === 4, { message: 'needs exactly four options' })
  .refine((q) => Object.hasOwn(q.options, q.answer), { message: 'answer must be one of the option keys' });

/** A module file's front matter; the lesson is the Markdown after it. */
export const moduleFileSchema = z
  .strictObject({
    key,
    month: z.number().int().min(1).max(24),
    week: z.number().int().min(1).max(104),
    title: z.string().min(1),
    description: z.string().min(1),
    introduction: z.string().min(1),
    hours: z.number().int().min(1),
    video: fileName.optional(),
    captions: fileName.optional(),
    videoSeconds: z.number().int().positive().optional(),
    /**
     * The month's worksheet prompts, answered in the app; the first resource is the worksheet file to fill. A prompt
     * is its text, or `{ prompt, pressKit }` to mark it as press-kit material: its answer prefills that field of the
     * learner's press kit (docs/decisions/0023).
     */
    worksheet: z
      .array(
        z.union([
          z.string().min(1),
          z.strictObject({ prompt: z.string().min(1), pressKit: z.enum(PRESS_KIT_SOURCE_FIELDS) }),
        ]),
      )
      .default([]),
    resources: z
      .array(
        z.strictObject({ file: fileName, title: z.string().min(1), description: z.string().default('') }),
      )
      .default([]),
    quiz: z
      .strictObject({
        title: z.string().min(1),
        description: z.string().default(''),
        passingScore: z.number().int().min(0).max(100).default(ADMIN_QUIZ_LIMITS.passingScore.default),
        questions: z.array(questionSchema).min(1),
      })
      .optional(),
  })
  .refine((m) => (m.video === undefined) === (m.videoSeconds === undefined), {
    message: 'video and videoSeconds go together',
  })
  .refine((m) => m.captions === undefined || m.video !== undefined, { message: 'captions need a video' })
  .transform(({ worksheet, ...rest }) => ({
    ...rest,
    /** The prompts' texts, in order. */
    worksheet: worksheet.map((entry) => (typeof entry === 'string' ? entry : entry.prompt)),
    /** The prompts marked as press-kit material. */
    pressKitPrompts: worksheet.flatMap((entry, promptIndex): PressKitPromptMark[] =>
      typeof entry === 'string' ? [] : [{ promptIndex, field: entry.pressKit }],
    ),
  }));

/** `workshops.yaml`: the upcoming live workshops. */
export const workshopsFileSchema = z.strictObject({
  workshops: z
    .array(
      z.strictObject({
        date: z.union([z.date(), z.iso.datetime({ offset: true })]).transform((d) => new Date(d)),
        title: z.string().min(1),
        host: z.string().min(1),
        description: z.string().default(''),
        bookingUrl: z.url({ protocol: /^https?$/ }),
      }),
    )
    .default([]),
});

/** One module as its file describes it; `content` is the lesson's Markdown. */
export type ModuleFile = z.output<typeof moduleFileSchema> & { content: string };

/** Everything the content folder holds. */
export interface LearningContent {
  course: z.output<typeof courseFileSchema>;
  /** In course order: by month, then week. */
  modules: ModuleFile[];
}

/** A workshop of `workshops.yaml`. */
export type WorkshopFile = z.output<typeof workshopsFileSchema>['workshops'][number];
