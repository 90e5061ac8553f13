/**
 * The course's content, kept as files so it is edited without code (training-program.md §3 "Course", "Module",
 * "Quiz", "Quiz question", "Resource"; docs/decisions/0009). Both views read it: /learning and the
 * members program's six modules.
 *
 * ```
 * content/learning/
 *   course.yaml              key, title, description, durationMonths, status, unlock, quizAttempts
 *   modules/NN-<key>.md      front matter (key, month, week, title, ..., worksheet, quiz, resources) + the lesson
 *   media/                   lesson videos and their WebVTT captions
 *   resources/               downloadable files named by the modules' `resources`
 *   workshops.yaml           upcoming live workshops
 * ```
 *
 * Start-up loads the files and writes them to the database idempotently ({@link syncLearningContent}): rows are
 * matched by their `key`, so editing a file and restarting updates the course in place and never touches a
 * learner's enrolment, progress or attempts. A start whose files are unchanged since the last load skips both
 * ({@link loadLearningContentIfChanged}). What the admin area sets wins over the files: a video or worksheet chosen
 * from the storage buckets, a quiz made there and questions added there are never replaced by a reload, and what
 * staff edited there is kept as they left it (docs/decisions/0017): a module's title, description and introduction
 * once staff edited them, and a question staff edited, moved, retired or deleted. The files stay the source of a
 * fresh install.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { and, eq, isNotNull, isNull, max, notInArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { UNLOCK_RULES } from '@shared/course/unlocking';
import { PRESS_KIT_SOURCE_FIELDS, type PressKitPromptMark } from '@shared/limits/press-kits';
import type { Db } from '../../db/client';
import {
  contentLoads,
  courses,
  moduleResources,
  modules,
  quizQuestions,
  quizzes,
} from '../../db/schema/index';
import { changingCourse } from './catalog';
import { contentFileRef } from './file-refs';

/** A file name inside a content folder: no directories, no hidden files. */
const fileName = z
  .string()
  .min(1)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'must be a plain file name');

const key = z
  .string()
  .min(1)
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'must be lower-case letters, digits and dashes');

const courseFileSchema = z.strictObject({
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
      perRound: z.number().int().min(1).default(3),
      waitHours: z.number().int().min(0).default(24),
    })
    .default({ perRound: 3, waitHours: 24 }),
});

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

const moduleFileSchema = z
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
        passingScore: z.number().int().min(0).max(100).default(70),
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

const workshopsFileSchema = z.strictObject({
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

/** A content file that does not say what it must; the message names the file and the field. */
export class ContentError extends Error {
  override name = 'ContentError';
}

/** Front matter is read with the same YAML parser as the `.yaml` files. */
const matterOptions = { engines: { yaml: (text: string) => parseYaml(text) as object } };

function check<T>(schema: z.ZodType<T>, value: unknown, file: string): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new ContentError(`${file}: ${issue.path.join('.') || 'file'} ${issue.message}`);
}

async function exists(file: string): Promise<boolean> {
  return fs.stat(file).then(
    (s) => s.isFile(),
    () => false,
  );
}

/**
 * Reads and checks the course and its modules under `dir`.
 *
 * @throws {ContentError} when a file is missing, does not parse, or breaks a rule (two modules with one key, a
 * media or resource file that is not there, a question without four options, ...).
 */
export async function loadLearningContent(dir: string): Promise<LearningContent> {
  const courseFile = path.join(dir, 'course.yaml');
  const course = check(courseFileSchema, parseYaml(await fs.readFile(courseFile, 'utf8')), 'course.yaml');
  const moduleDir = path.join(dir, 'modules');
  const names = (await fs.readdir(moduleDir)).filter((name) => name.endsWith('.md')).sort();
  const loaded: ModuleFile[] = [];
  for (const name of names) {
    const { data, content } = matter(await fs.readFile(path.join(moduleDir, name), 'utf8'), matterOptions);
    const module = { ...check(moduleFileSchema, data, `modules/${name}`), content: content.trim() };
    for (const media of [module.video, module.captions])
      if (media && !(await exists(path.join(dir, 'media', media))))
        throw new ContentError(`modules/${name}: media/${media} does not exist`);
    for (const resource of module.resources)
      if (!(await exists(path.join(dir, 'resources', resource.file))))
        throw new ContentError(`modules/${name}: resources/${resource.file} does not exist`);
    if (loaded.some((other) => other.key === module.key))
      throw new ContentError(`modules/${name}: the key ${module.key} is used twice`);
    const keys = module.quiz?.questions.map((q) => q.key) ?? [];
    if (new Set(keys).size !== keys.length)
      throw new ContentError(`modules/${name}: two quiz questions share a key`);
    loaded.push(module);
  }
  loaded.sort((a, b) => a.month - b.month || a.week - b.week);
  return { course, modules: loaded };
}

/** Reads `workshops.yaml` under `dir`; no file means no workshops. @throws {ContentError} for a malformed file. */
export async function loadWorkshops(dir: string): Promise<WorkshopFile[]> {
  const file = path.join(dir, 'workshops.yaml');
  if (!(await exists(file))) return [];
  return check(workshopsFileSchema, parseYaml(await fs.readFile(file, 'utf8')) ?? {}, 'workshops.yaml')
    .workshops;
}

/**
 * Keeps what the admin area set: `column` takes the file's value only while `judge` (the column itself, or the
 * video's for its captions and length) is empty or still names a content file.
 */
const unlessAdminSet = (column: AnyPgColumn, judge: AnyPgColumn = column) =>
  sql`case when ${judge} is null or ${judge} like 'content/%' then excluded.${sql.identifier(column.name)} else ${column} end`;

/** Keeps a module's text as staff left it: `column` takes the file's value only while staff never edited the module. */
const unlessStaffEdited = (column: AnyPgColumn) =>
  sql`case when ${modules.staffEditedAt} is null then excluded.${sql.identifier(column.name)} else ${column} end`;

/**
 * Writes `content` to the database in one transaction, matching rows by key: new rows are inserted, existing ones
 * updated in place (their ids, and so every learner's progress and attempts, stay), modules and content questions
 * no longer in the files are marked inactive (kept for the learners' history), resources are replaced. A video or
 * worksheet an admin chose, an admin-made quiz and admin-added questions stay as they are; so do the texts of a
 * module staff edited and every question staff edited, moved, retired or deleted (decision 0017). A question new
 * in the files goes after the questions staff ordered, and a quiz with staff-edited questions is kept even when its
 * file drops the quiz.
 *
 * @returns the course's id.
 */
export async function syncLearningContent(db: Db, content: LearningContent): Promise<string> {
  return changingCourse(
    db,
    db.transaction(async (tx) => {
      const { course } = content;
      const courseValues = {
        title: course.title,
        description: course.description,
        durationMonths: course.durationMonths,
        status: course.status,
        unlockRule: course.unlock,
        attemptsPerRound: course.quizAttempts.perRound,
        roundWaitHours: course.quizAttempts.waitHours,
        updatedAt: new Date(),
      };
      const [courseRow] = await tx
        .insert(courses)
        .values({ key: course.key, ...courseValues })
        .onConflictDoUpdate({ target: courses.key, set: courseValues })
        .returning({ id: courses.id });
      const courseId = courseRow!.id;

      const keptModules: string[] = [];
      for (const file of content.modules) {
        const worksheet = file.resources[0];
        const values = {
          courseId,
          key: file.key,
          title: file.title,
          description: file.description,
          introduction: file.introduction,
          monthNumber: file.month,
          weekNumber: file.week,
          hours: file.hours,
          content: file.content,
          videoUrl: file.video ? contentFileRef('media', file.video) : null,
          captionsUrl: file.captions ? contentFileRef('media', file.captions) : null,
          videoSeconds: file.videoSeconds ?? null,
          worksheetUrl: worksheet ? contentFileRef('resources', worksheet.file) : null,
          worksheetPrompts: file.worksheet,
          pressKitPrompts: file.pressKitPrompts,
          isActive: true,
        };
        const [moduleRow] = await tx
          .insert(modules)
          .values(values)
          .onConflictDoUpdate({
            target: [modules.courseId, modules.key],
            set: {
              // Staff's edits of these three in /admin outlast a reload (decision 0017).
              title: unlessStaffEdited(modules.title),
              description: unlessStaffEdited(modules.description),
              introduction: unlessStaffEdited(modules.introduction),
              monthNumber: values.monthNumber,
              weekNumber: values.weekNumber,
              hours: values.hours,
              content: values.content,
              worksheetPrompts: values.worksheetPrompts,
              pressKitPrompts: values.pressKitPrompts,
              // Captions and length belong to the content video: they follow the video's column.
              captionsUrl: unlessAdminSet(modules.captionsUrl, modules.videoUrl),
              videoSeconds: unlessAdminSet(modules.videoSeconds, modules.videoUrl),
              videoUrl: unlessAdminSet(modules.videoUrl),
              worksheetUrl: unlessAdminSet(modules.worksheetUrl),
              isActive: true,
            },
          })
          .returning({ id: modules.id });
        const moduleId = moduleRow!.id;
        keptModules.push(file.key);

        await tx.delete(moduleResources).where(eq(moduleResources.moduleId, moduleId));
        if (file.resources.length > 0)
          await tx.insert(moduleResources).values(
            file.resources.map((resource, index) => ({
              moduleId,
              title: resource.title,
              description: resource.description,
              fileType: path.extname(resource.file).slice(1).toUpperCase(),
              fileName: resource.file,
              orderIndex: index + 1,
            })),
          );

        if (!file.quiz) {
          await tx
            .delete(quizzes)
            .where(
              and(
                eq(quizzes.moduleId, moduleId),
                eq(quizzes.source, 'content'),
                sql`not exists (select 1 from ${quizQuestions} where ${quizQuestions.quizId} = ${quizzes.id} and ${quizQuestions.staffEditedAt} is not null)`,
              ),
            );
          continue;
        }
        const quizValues = {
          moduleId,
          title: file.quiz.title,
          description: file.quiz.description,
          passingScore: file.quiz.passingScore,
          maxAttempts: course.quizAttempts.perRound,
          source: 'content' as const,
        };
        const [quizRow] = await tx
          .insert(quizzes)
          .values(quizValues)
          .onConflictDoUpdate({
            target: quizzes.moduleId,
            set: quizValues,
            setWhere: eq(quizzes.source, 'content'),
          })
          .returning({ id: quizzes.id });
        // An admin-made quiz for this module: the file's questions are not added to it.
        if (!quizRow) continue;
        const quizId = quizRow.id;
        // Once staff edited or ordered questions of this quiz, a question new in the file goes after theirs.
        const existing = await tx
          .select({ key: quizQuestions.key })
          .from(quizQuestions)
          .where(and(eq(quizQuestions.quizId, quizId), isNotNull(quizQuestions.key)));
        const knownKeys = new Set(existing.map((row) => row.key));
        const [staffOrder] = await tx
          .select({ highest: max(quizQuestions.orderIndex) })
          .from(quizQuestions)
          .where(and(eq(quizQuestions.quizId, quizId), isNotNull(quizQuestions.staffEditedAt)));
        let appendAt = staffOrder?.highest ?? null;
        for (const [index, question] of file.quiz.questions.entries()) {
          const questionValues = {
            quizId,
            key: question.key,
            question: question.question,
            options: question.options,
            correctAnswer: question.answer,
            explanation: question.explanation ?? null,
            points: question.points,
            orderIndex: index + 1,
            isActive: true,
          };
          if (appendAt !== null && !knownKeys.has(question.key)) questionValues.orderIndex = appendAt += 1;
          await tx
            .insert(quizQuestions)
            .values(questionValues)
            .onConflictDoUpdate({
              target: [quizQuestions.quizId, quizQuestions.key],
              set: questionValues,
              // A question staff edited, moved, retired or deleted stays exactly as they left it.
              setWhere: isNull(quizQuestions.staffEditedAt),
            });
        }
        await tx
          .update(quizQuestions)
          .set({ isActive: false })
          .where(
            and(
              eq(quizQuestions.quizId, quizId),
              isNotNull(quizQuestions.key),
              isNull(quizQuestions.staffEditedAt),
              notInArray(
                quizQuestions.key,
                file.quiz.questions.map((q) => q.key),
              ),
            ),
          );
      }
      await tx
        .update(modules)
        .set({ isActive: false })
        .where(
          keptModules.length > 0
            ? and(eq(modules.courseId, courseId), notInArray(modules.key, keptModules))
            : eq(modules.courseId, courseId),
        );
      return courseId;
    }),
  );
}

/** The `content_loads` name of the learning content. */
const SOURCE = 'learning';

/**
 * A fingerprint of what the database holds from `dir`: SHA-256 (hex) over the course and module files' names and
 * bytes and the names of the media and resource files.
 */
export async function learningContentFingerprint(dir: string): Promise<string> {
  const hash = createHash('sha256');
  const list = async (sub: string) =>
    (await fs.readdir(path.join(dir, sub)).catch(() => [] as string[])).sort();
  hash.update(await fs.readFile(path.join(dir, 'course.yaml')));
  for (const name of await list('modules')) {
    hash.update(`\0modules/${name}\0`);
    hash.update(await fs.readFile(path.join(dir, 'modules', name)));
  }
  for (const sub of ['media', 'resources'])
    for (const name of await list(sub)) hash.update(`\0${sub}/${name}`);
  return hash.digest('hex');
}

/**
 * What start-up runs: when the files under `dir` differ from the last load (or nothing was loaded yet), loads,
 * checks and writes them ({@link loadLearningContent}, {@link syncLearningContent}) and records their fingerprint;
 * otherwise does nothing, so a restart on unchanged content costs one read of the files.
 *
 * @returns whether the content was written.
 * @throws {ContentError} as {@link loadLearningContent}.
 */
export async function loadLearningContentIfChanged(db: Db, dir: string): Promise<boolean> {
  const fingerprint = await learningContentFingerprint(dir);
  const [last] = await db
    .select({ fingerprint: contentLoads.fingerprint })
    .from(contentLoads)
    .where(eq(contentLoads.source, SOURCE));
  if (last?.fingerprint === fingerprint) return false;
  await syncLearningContent(db, await loadLearningContent(dir));
  await db
    .insert(contentLoads)
    .values({ source: SOURCE, fingerprint })
    .onConflictDoUpdate({ target: contentLoads.source, set: { fingerprint, loadedAt: new Date() } });
  return true;
}
