/**
 * The admin area's rules on the database (training-program.md §2 item 6, §6 "Admin", §7 "Admin": a module's
 * video_url or worksheet_url set by id in modules, a quiz inserted in quizzes; §9 "Default quiz";
 * docs/decisions/0011): the modules with where their video and worksheet are, and the quizzes. A quiz's questions
 * and adding one are in questions.ts; files of the buckets are in bucket-files.ts and a module's choice of one in
 * module-files.ts; editing, reordering and deleting questions are in course-edits.ts and editing a module's texts in
 * module-edits.ts (docs/decisions/0017).
 *
 * Throws `AppError` with codes `module_not_found`, `quiz_not_found`, `quiz_exists`.
 */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { API_ERROR_CODES } from '@shared/api-error';
import { adminQuizMessages, adminRequestMessages as m } from '@shared/messages/admin';
import type { AdminModule, AdminQuiz, CreateQuizBody, ModuleFile } from '@shared/schemas/admin';
import { isUuid } from '@shared/schemas/uuid';
import type { Db, Tx } from '../../db/client';
import { bucketFiles, modules, quizQuestions, quizzes } from '../../db/schema/index';
import { AppError } from '../../errors';
import { changingCourse } from '../course/catalog';
import { parseFileRef } from '../course/file-refs';

export type { Tx } from '../../db/client';

/**
 * Where a module's file is, as the admin area shows it; null for no file (or a reference it cannot read).
 *
 * @param displayName - a stored file's name as uploaded or renamed (`bucket_files`), if it has one.
 */
function moduleFileOf(ref: string | null, displayName: string | null = null): ModuleFile | null {
  const parsed = parseFileRef(ref);
  if (!parsed) return null;
  return parsed.kind === 'content'
    ? { source: 'content', bucket: null, fileName: parsed.fileName, displayName: parsed.fileName }
    : {
        source: 'storage',
        bucket: parsed.bucket,
        fileName: parsed.fileName,
        displayName: displayName ?? parsed.fileName,
      };
}

/** The display names of a module's video and worksheet (decision 0017): `bucket_files` joined by reference. */
const videoFile = alias(bucketFiles, 'video_file');
const worksheetFile = alias(bucketFiles, 'worksheet_file');

const moduleColumns = {
  id: modules.id,
  monthNumber: modules.monthNumber,
  title: modules.title,
  description: modules.description,
  introduction: modules.introduction,
  staffEditedAt: modules.staffEditedAt,
  videoUrl: modules.videoUrl,
  videoName: videoFile.displayName,
  worksheetUrl: modules.worksheetUrl,
  worksheetName: worksheetFile.displayName,
  quizId: quizzes.id,
};

/** The active modules (`where`) with their quiz and their files' display names. */
function selectModules(db: Tx, where: SQL | undefined) {
  return db
    .select(moduleColumns)
    .from(modules)
    .leftJoin(quizzes, eq(quizzes.moduleId, modules.id))
    .leftJoin(videoFile, sql`${modules.videoUrl} = ${videoFile.bucket} || '/' || ${videoFile.fileName}`)
    .leftJoin(
      worksheetFile,
      sql`${modules.worksheetUrl} = ${worksheetFile.bucket} || '/' || ${worksheetFile.fileName}`,
    )
    .where(and(eq(modules.isActive, true), where));
}

function toAdminModule(row: Awaited<ReturnType<typeof selectModules>>[number]): AdminModule {
  return {
    id: row.id,
    monthNumber: row.monthNumber,
    title: row.title,
    description: row.description,
    introduction: row.introduction,
    staffEditedAt: row.staffEditedAt?.toISOString() ?? null,
    video: moduleFileOf(row.videoUrl, row.videoName),
    worksheet: moduleFileOf(row.worksheetUrl, row.worksheetName),
    quizId: row.quizId,
  };
}

/** `GET /admin/modules`: the active modules by month, with their texts, video, worksheet and quiz. */
export async function listAdminModules(db: Tx): Promise<AdminModule[]> {
  const rows = await selectModules(db, undefined).orderBy(asc(modules.monthNumber), asc(modules.id));
  return rows.map(toAdminModule);
}

/**
 * One active module as the admin area shows it.
 *
 * @throws {AppError} 404 `module_not_found`.
 */
export async function findAdminModule(db: Tx, moduleId: string): Promise<AdminModule> {
  const [row] = isUuid(moduleId) ? await selectModules(db, eq(modules.id, moduleId)) : [];
  if (!row) throw new AppError(API_ERROR_CODES.moduleNotFound, m.moduleNotFound);
  return toAdminModule(row);
}

const quizColumns = {
  id: quizzes.id,
  moduleId: quizzes.moduleId,
  monthNumber: modules.monthNumber,
  title: quizzes.title,
  description: quizzes.description,
  passingScore: quizzes.passingScore,
  maxAttempts: quizzes.maxAttempts,
  source: quizzes.source,
  questionCount: sql<number>`(select count(*)::int from ${quizQuestions} where ${quizQuestions.quizId} = ${quizzes.id} and ${quizQuestions.isActive})`,
};

/** `GET /admin/quizzes`: the quiz of every active module that has one, by month. */
export async function listAdminQuizzes(db: Tx): Promise<AdminQuiz[]> {
  return db
    .select(quizColumns)
    .from(quizzes)
    .innerJoin(modules, eq(modules.id, quizzes.moduleId))
    .where(eq(modules.isActive, true))
    .orderBy(asc(modules.monthNumber), asc(quizzes.id));
}

/**
 * Creates the quiz of a module (§7 "Admin": a quizzes row with module_id, title 'Module {n} Quiz', description,
 * passing_score and max_attempts): made in the admin area, so a content reload never replaces it (decision 0010).
 * The unique key on module_id decides between two creations at once.
 *
 * @throws {AppError} 404 `module_not_found`; 409 `quiz_exists` when the module already has a quiz.
 */
export async function createQuiz(db: Db, body: CreateQuizBody): Promise<AdminQuiz> {
  return changingCourse(
    db,
    db.transaction(async (tx) => {
      const module = await findAdminModule(tx, body.moduleId);
      const [row] = await tx
        .insert(quizzes)
        .values({
          moduleId: module.id,
          title: adminQuizMessages.quizTitle(module.monthNumber),
          description: body.description ?? '',
          passingScore: body.passingScore,
          maxAttempts: body.maxAttempts,
          source: 'admin',
        })
        .onConflictDoNothing({ target: quizzes.moduleId })
        .returning();
      if (!row) throw new AppError(API_ERROR_CODES.quizExists, m.quizExists);
      return {
        id: row.id,
        moduleId: row.moduleId,
        monthNumber: module.monthNumber,
        title: row.title,
        description: row.description,
        passingScore: row.passingScore,
        maxAttempts: row.maxAttempts,
        source: row.source,
        questionCount: 0,
      };
    }),
  );
}

/**
 * The quiz `quizId` of an active module: its id, its module's id and month. `lock` locks its row, so changes to its
 * questions run one at a time.
 *
 * @throws {AppError} 404 `quiz_not_found` unless `quizId` names a quiz of an active module.
 */
export async function findQuiz(db: Tx, quizId: string, lock = false) {
  if (!isUuid(quizId)) throw new AppError(API_ERROR_CODES.quizNotFound, m.quizNotFound);
  const query = db
    .select({ id: quizzes.id, moduleId: quizzes.moduleId, monthNumber: modules.monthNumber })
    .from(quizzes)
    .innerJoin(modules, eq(modules.id, quizzes.moduleId))
    .where(and(eq(quizzes.id, quizId), eq(modules.isActive, true)));
  const [quiz] = lock ? await query.for('update', { of: quizzes }) : await query;
  if (!quiz) throw new AppError(API_ERROR_CODES.quizNotFound, m.quizNotFound);
  return quiz;
}
