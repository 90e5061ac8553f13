/**
 * The steps a learner takes in a module, their notes and worksheet answers (training-program.md §4 "Members program
 * module progress" and "Learning area module status"; docs/decisions/0009, 0010). Each step records a fact of the
 * learner's one record of the module; both views derive their percentages from the facts. A step for a part the
 * module lacks is refused, and the steps that claim evidence (Mark as Watched, the worksheet's Mark Complete) are
 * accepted only when the server has seen it.
 *
 * Throws `AppError` with codes of {@link moduleAccess}, and `no_video`, `no_worksheet`, `video_not_watched`,
 * `worksheet_incomplete`, `validation_failed`.
 */
import { and, eq } from 'drizzle-orm';
import { API_ERROR_CODES } from '@shared/api-error';
import { isVideoWatched, missingForCompletion } from '@shared/course/progress-steps';
import { learningRequestMessages as m } from '@shared/messages/learning';
import type { LearnerStep, ModuleState, NotesAnswer } from '@shared/schemas/learning';
import type { Db } from '../../db/client';
import { worksheetAnswers, type moduleProgress } from '../../db/schema/index';
import { AppError } from '../../errors';
import { factsOf, moduleAccess, moduleParts, updateProgress, type Tx } from './access';
import type { ModuleRow } from './catalog';
import type { ProgressRow } from './learner-record';

/** The learner's facts and what completion still needs. */
export function moduleState(module: ModuleRow, row: ProgressRow): ModuleState {
  const facts = factsOf(row);
  return { facts, missing: missingForCompletion(facts, moduleParts(module)) };
}

/**
 * The learner's answers to the module's prompts, one per prompt ('' when none).
 *
 * @param byIndex - the learner's saved answers of the module by prompt index (0-based), as the learner record
 *   holds them.
 */
export function promptAnswers(
  module: Pick<ModuleRow, 'worksheetPrompts'>,
  byIndex: ReadonlyMap<number, string> | undefined,
): string[] {
  return module.worksheetPrompts.map((_, index) => byIndex?.get(index) ?? '');
}

/** {@link promptAnswers}, read in the transaction `tx`. */
async function worksheetAnswersOf(
  tx: Tx,
  userId: string,
  module: Pick<ModuleRow, 'id' | 'worksheetPrompts'>,
): Promise<string[]> {
  const rows = await tx
    .select({ promptIndex: worksheetAnswers.promptIndex, answer: worksheetAnswers.answer })
    .from(worksheetAnswers)
    .where(and(eq(worksheetAnswers.userId, userId), eq(worksheetAnswers.moduleId, module.id)));
  return promptAnswers(module, new Map(rows.map((row) => [row.promptIndex, row.answer])));
}

/**
 * The worksheet is done (issue 33 item 7; docs/decisions/0009): every prompt has a non-blank answer; or a filled
 * file is uploaded and at least one prompt has a non-blank answer, since a file's content is checked for its type
 * only and a blank one passes. A worksheet that is a file without prompts is done once the file is uploaded: there
 * is nothing to answer in the app.
 */
function worksheetComplete(answers: readonly string[], row: ProgressRow): boolean {
  const answered = answers.filter((answer) => answer.trim().length > 0).length;
  if (row.worksheetUploadKey !== null) return answers.length === 0 || answered > 0;
  return answers.length > 0 && answered === answers.length;
}

/**
 * Records a step (§4): `started` (Start on the members dashboard) and `opened` (the module page: its lesson) set
 * started_at, `opened` also opened_at; `videoStarted` (Start Video Lesson) and `lessonRead` (Mark as Read) their
 * facts; `watched` (Mark as Watched) is accepted once 90 % of the video is credited; `worksheet` (Mark Complete)
 * sets worksheet_done_at once every prompt is answered, or a filled file is uploaded and at least one prompt is
 * answered. Repeating a step changes nothing.
 *
 * @throws {AppError} as {@link moduleAccess}; `no_video` (videoStarted, watched) or `no_worksheet` (worksheet) on a
 * module without one; `video_not_watched`; `worksheet_incomplete`.
 */
export async function recordStep(
  db: Db,
  userId: string,
  moduleId: string,
  step: LearnerStep,
): Promise<ModuleState> {
  return db.transaction(async (tx) => {
    const { module, progress } = await moduleAccess(tx, userId, moduleId, { lock: true });
    const parts = moduleParts(module);
    const now = new Date();
    const set: Partial<typeof moduleProgress.$inferInsert> = { startedAt: progress.startedAt ?? now };
    switch (step) {
      case 'started':
        break;
      case 'opened':
        set.openedAt = progress.openedAt ?? now;
        break;
      case 'lessonRead':
        set.lessonReadAt = progress.lessonReadAt ?? now;
        break;
      case 'videoStarted':
        if (parts.videoSeconds === null) throw new AppError(API_ERROR_CODES.noVideo, m.noVideo);
        set.videoStartedAt = progress.videoStartedAt ?? now;
        break;
      case 'watched':
        if (parts.videoSeconds === null) throw new AppError(API_ERROR_CODES.noVideo, m.noVideo);
        if (!isVideoWatched(progress.videoCreditedSeconds, parts.videoSeconds))
          throw new AppError(API_ERROR_CODES.videoNotWatched, m.videoNotWatched);
        break;
      case 'worksheet': {
        if (!parts.hasWorksheet) throw new AppError(API_ERROR_CODES.noWorksheet, m.noWorksheet);
        const answers = await worksheetAnswersOf(tx, userId, module);
        if (!worksheetComplete(answers, progress))
          throw new AppError(API_ERROR_CODES.worksheetIncomplete, m.worksheetIncomplete);
        set.worksheetDoneAt = progress.worksheetDoneAt ?? now;
        break;
      }
    }
    return moduleState(module, await updateProgress(tx, userId, moduleId, set));
  });
}

/**
 * Saves the notes in the learner's module_progress row (§7): the whole text, which the schema has already bounded.
 *
 * @throws {AppError} as {@link moduleAccess}.
 */
export async function saveNotes(
  db: Db,
  userId: string,
  moduleId: string,
  notes: string,
): Promise<NotesAnswer> {
  return db.transaction(async (tx) => {
    await moduleAccess(tx, userId, moduleId, { lock: true });
    const row = await updateProgress(tx, userId, moduleId, { notes, notesSavedAt: new Date() });
    return { notes: row.notes, notesSavedAt: row.notesSavedAt!.toISOString() };
  });
}

/**
 * Saves the learner's answer to one worksheet prompt, as they type (the schema bounds it). An empty answer is kept
 * as empty: a worksheet already marked done stays done.
 *
 * @throws {AppError} as {@link moduleAccess}; `no_worksheet` on a module without prompts; `validation_failed`
 * (field `promptIndex`) for an index past the last prompt.
 */
export async function saveWorksheetAnswer(
  db: Db,
  userId: string,
  moduleId: string,
  promptIndex: number,
  answer: string,
): Promise<ModuleState> {
  return db.transaction(async (tx) => {
    const { module, progress } = await moduleAccess(tx, userId, moduleId, { lock: true });
    if (module.worksheetPrompts.length === 0) throw new AppError(API_ERROR_CODES.noWorksheet, m.noWorksheet);
    if (promptIndex >= module.worksheetPrompts.length)
      throw new AppError(API_ERROR_CODES.validationFailed, m.invalidPrompt, { promptIndex: m.invalidPrompt });
    const now = new Date();
    await tx
      .insert(worksheetAnswers)
      .values({ userId, moduleId, promptIndex, answer, updatedAt: now })
      .onConflictDoUpdate({
        target: [worksheetAnswers.userId, worksheetAnswers.moduleId, worksheetAnswers.promptIndex],
        set: { answer, updatedAt: now },
      });
    return moduleState(
      module,
      await updateProgress(tx, userId, moduleId, { startedAt: progress.startedAt ?? now }),
    );
  });
}
