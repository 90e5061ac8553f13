/**
 * The members program's content (training-program.md §3 program_modules, program_quizzes, program_quiz_questions,
 * milestones; issue "Members program" item 3; docs/decisions/0010). One source: the six program modules are the
 * learning area's lesson files (`content/learning/modules/*.md`: title, description, introduction, lesson, the
 * month's worksheet prompts, video, first resource as the worksheet file, quiz), and the milestone catalogue is
 * `content/program/milestones.yaml`.
 *
 * Start-up writes them idempotently ({@link loadProgramContentIfChanged}), matching rows by key, so a learner's
 * progress, notes, attempts and milestones always survive. What the admin area sets wins over the files: a video or
 * worksheet chosen from the storage buckets, and a quiz made in the admin area, are never replaced by a reload.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { BADGE_COLORS, BADGE_ICONS, MILESTONE_MEASURES } from '@shared/program/milestone-rules';
import type { Db } from '../../db/client';
import {
  contentLoads,
  milestones,
  programModules,
  programQuizQuestions,
  programQuizzes,
} from '../../db/schema/index';
import {
  ContentError,
  learningContentFingerprint,
  loadLearningContent,
  type LearningContent,
} from '../learning/content';
import { contentFileRef } from './file-refs';

const milestonesFileSchema = z.strictObject({
  milestones: z
    .array(
      z.strictObject({
        key: z
          .string()
          .min(1)
          .regex(/^[a-z0-9][a-z0-9-]*$/, 'must be lower-case letters, digits and dashes'),
        title: z.string().min(1),
        description: z.string().min(1),
        points: z.number().int().min(1),
        badgeIcon: z.enum(BADGE_ICONS).default('Trophy'),
        badgeColor: z.enum(BADGE_COLORS),
        criterion: z.strictObject({
          measure: z.enum(MILESTONE_MEASURES),
          atLeast: z.union([z.number().int().min(1), z.literal('all')]),
        }),
      }),
    )
    .min(1),
});

/** A milestone of the catalogue file. */
export type MilestoneFile = z.output<typeof milestonesFileSchema>['milestones'][number];

/** The catalogue file's name under the program content folder. */
const MILESTONES_FILE = 'milestones.yaml';

/**
 * Reads and checks `milestones.yaml` under `dir`.
 *
 * @throws {ContentError} when the file is missing, does not parse, breaks a rule, or uses a key twice.
 */
export async function loadMilestones(dir: string): Promise<MilestoneFile[]> {
  const text = await fs.readFile(path.join(dir, MILESTONES_FILE), 'utf8').catch(() => {
    throw new ContentError(`${MILESTONES_FILE}: the file is missing`);
  });
  const parsed = milestonesFileSchema.safeParse(parseYaml(text));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ContentError(`${MILESTONES_FILE}: ${issue.path.join('.') || 'file'} ${issue.message}`);
  }
  const keys = parsed.data.milestones.map((milestone) => milestone.key);
  if (new Set(keys).size !== keys.length)
    throw new ContentError(`${MILESTONES_FILE}: two milestones share a key`);
  return parsed.data.milestones;
}

/**
 * Keeps what the admin area set: `column` takes the file's value only while `judge` (the column itself, or the
 * video's for its captions) is empty or still names a content file.
 */
const unlessAdminSet = (column: AnyPgColumn, judge: AnyPgColumn = column) =>
  sql`case when ${judge} is null or ${judge} like 'content/%' then excluded.${sql.identifier(column.name)} else ${column} end`;

/**
 * Writes the program's modules, quizzes, questions and milestones in one transaction (see the module comment).
 * Modules, content questions and milestones no longer in the files are marked inactive, never deleted.
 */
export async function syncProgramContent(
  db: Db,
  learning: LearningContent,
  catalogue: readonly MilestoneFile[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const kept: string[] = [];
    for (const file of learning.modules) {
      const worksheet = file.resources[0];
      const values = {
        key: file.key,
        monthNumber: file.month,
        title: file.title,
        description: file.description,
        introductionContent: file.introduction,
        content: file.content,
        worksheetPrompts: file.worksheet,
        videoUrl: file.video ? contentFileRef('media', file.video) : null,
        captionsUrl: file.captions ? contentFileRef('media', file.captions) : null,
        worksheetUrl: worksheet ? contentFileRef('resources', worksheet.file) : null,
        isActive: true,
      };
      const [row] = await tx
        .insert(programModules)
        .values(values)
        .onConflictDoUpdate({
          target: programModules.key,
          set: {
            monthNumber: values.monthNumber,
            title: values.title,
            description: values.description,
            introductionContent: values.introductionContent,
            content: values.content,
            worksheetPrompts: values.worksheetPrompts,
            // Captions belong to the content video: they follow the video's column.
            captionsUrl: unlessAdminSet(programModules.captionsUrl, programModules.videoUrl),
            videoUrl: unlessAdminSet(programModules.videoUrl),
            worksheetUrl: unlessAdminSet(programModules.worksheetUrl),
            isActive: true,
          },
        })
        .returning({ id: programModules.id });
      const moduleId = row!.id;
      kept.push(file.key);
      if (!file.quiz) continue;

      const quizValues = {
        moduleId,
        title: file.quiz.title,
        description: file.quiz.description,
        passingScore: file.quiz.passingScore,
        maxAttempts: file.quiz.maxAttempts,
        source: 'content' as const,
      };
      const [quiz] = await tx
        .insert(programQuizzes)
        .values(quizValues)
        .onConflictDoUpdate({
          target: programQuizzes.moduleId,
          set: quizValues,
          setWhere: eq(programQuizzes.source, 'content'),
        })
        .returning({ id: programQuizzes.id });
      // An admin-made quiz for this module: the file's questions are not added to it.
      if (!quiz) continue;
      for (const [index, question] of file.quiz.questions.entries()) {
        const options = Object.entries(question.options)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([, label]) => label);
        const questionValues = {
          quizId: quiz.id,
          key: question.key,
          question: question.question,
          options,
          correctAnswer: question.options[question.answer]!,
          points: question.points,
          orderIndex: index + 1,
          isActive: true,
        };
        await tx
          .insert(programQuizQuestions)
          .values(questionValues)
          .onConflictDoUpdate({
            target: [programQuizQuestions.quizId, programQuizQuestions.key],
            set: questionValues,
          });
      }
      await tx
        .update(programQuizQuestions)
        .set({ isActive: false })
        .where(
          and(
            eq(programQuizQuestions.quizId, quiz.id),
            isNotNull(programQuizQuestions.key),
            notInArray(
              programQuizQuestions.key,
              file.quiz.questions.map((q) => q.key),
            ),
          ),
        );
    }
    await tx
      .update(programModules)
      .set({ isActive: false })
      .where(kept.length > 0 ? notInArray(programModules.key, kept) : sql`true`);

    for (const milestone of catalogue) {
      const values = { ...milestone, isActive: true };
      await tx.insert(milestones).values(values).onConflictDoUpdate({ target: milestones.key, set: values });
    }
    await tx
      .update(milestones)
      .set({ isActive: false })
      .where(
        notInArray(
          milestones.key,
          catalogue.map((m) => m.key),
        ),
      );
  });
}

/** The `content_loads` name of the program content. */
const SOURCE = 'program';

/** A fingerprint (SHA-256, hex) of the lesson files and the milestone catalogue. */
async function programContentFingerprint(learningDir: string, programDir: string): Promise<string> {
  const hash = createHash('sha256');
  hash.update(await learningContentFingerprint(learningDir));
  hash.update(await fs.readFile(path.join(programDir, MILESTONES_FILE)).catch(() => Buffer.alloc(0)));
  return hash.digest('hex');
}

/**
 * What start-up runs: when the lesson files or the catalogue differ from the last load, loads, checks and writes
 * them ({@link syncProgramContent}) and records their fingerprint; otherwise does nothing.
 *
 * @returns whether the content was written.
 * @throws {ContentError} for a missing or malformed file.
 */
export async function loadProgramContentIfChanged(
  db: Db,
  learningDir: string,
  programDir: string,
): Promise<boolean> {
  const fingerprint = await programContentFingerprint(learningDir, programDir);
  const [last] = await db
    .select({ fingerprint: contentLoads.fingerprint })
    .from(contentLoads)
    .where(eq(contentLoads.source, SOURCE));
  if (last?.fingerprint === fingerprint) return false;
  await syncProgramContent(db, await loadLearningContent(learningDir), await loadMilestones(programDir));
  await db
    .insert(contentLoads)
    .values({ source: SOURCE, fingerprint })
    .onConflictDoUpdate({ target: contentLoads.source, set: { fingerprint, loadedAt: new Date() } });
  return true;
}
