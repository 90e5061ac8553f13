/**
 * The admin area's rules on the database (training-program.md §2 item 6, §5 "Admin new quiz question", §6 "Admin",
 * §7 "Admin": "update program_modules video_url or worksheet_url by id; insert program_quizzes …; insert
 * program_quiz_questions …; select all profiles by created_at descending"; §9 "Default quiz", "Quiz questions";
 * docs/decisions/0011): the modules with where their video and worksheet are, quizzes and their questions, and the
 * users. Files of the buckets and a module's choice of one are in bucket-files.ts.
 *
 * Throws `AppError` with codes `module_not_found`, `quiz_not_found`, `quiz_exists`.
 */
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { API_ERROR_CODES } from '@shared/api-error';
import { adminQuizMessages, adminRequestMessages as m } from '@shared/messages/admin';
import type {
  AddQuestionBody,
  AdminModule,
  AdminQuestion,
  AdminQuiz,
  AdminUserPage,
  AdminUsersQuery,
  CreateQuizBody,
  ModuleFile,
} from '@shared/schemas/admin';
import { isUuid } from '@shared/schemas/uuid';
import type { Db } from '../../db/client';
import { profiles, programModules, programQuizQuestions, programQuizzes } from '../../db/schema/index';
import { AppError } from '../../errors';
import { parseFileRef } from '../program/file-refs';

/** A transaction or the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/** Where a module's file is, as the admin area shows it; null for no file (or a reference it cannot read). */
export function moduleFileOf(ref: string | null): ModuleFile | null {
  const parsed = parseFileRef(ref);
  if (!parsed) return null;
  return parsed.kind === 'content'
    ? { source: 'content', bucket: null, fileName: parsed.fileName }
    : { source: 'storage', bucket: parsed.bucket, fileName: parsed.fileName };
}

const moduleColumns = {
  id: programModules.id,
  monthNumber: programModules.monthNumber,
  title: programModules.title,
  videoUrl: programModules.videoUrl,
  worksheetUrl: programModules.worksheetUrl,
  quizId: programQuizzes.id,
};

function toAdminModule(row: {
  id: string;
  monthNumber: number;
  title: string;
  videoUrl: string | null;
  worksheetUrl: string | null;
  quizId: string | null;
}): AdminModule {
  return {
    id: row.id,
    monthNumber: row.monthNumber,
    title: row.title,
    video: moduleFileOf(row.videoUrl),
    worksheet: moduleFileOf(row.worksheetUrl),
    quizId: row.quizId,
  };
}

/** `GET /admin/modules`: the active modules by month, with their video, worksheet and quiz. */
export async function listAdminModules(db: Tx): Promise<AdminModule[]> {
  const rows = await db
    .select(moduleColumns)
    .from(programModules)
    .leftJoin(programQuizzes, eq(programQuizzes.moduleId, programModules.id))
    .where(eq(programModules.isActive, true))
    .orderBy(asc(programModules.monthNumber), asc(programModules.id));
  return rows.map(toAdminModule);
}

/**
 * One active module as the admin area shows it.
 *
 * @throws {AppError} 404 `module_not_found`.
 */
export async function findAdminModule(db: Tx, moduleId: string): Promise<AdminModule> {
  const [row] = isUuid(moduleId)
    ? await db
        .select(moduleColumns)
        .from(programModules)
        .leftJoin(programQuizzes, eq(programQuizzes.moduleId, programModules.id))
        .where(and(eq(programModules.id, moduleId), eq(programModules.isActive, true)))
    : [];
  if (!row) throw new AppError(API_ERROR_CODES.moduleNotFound, m.moduleNotFound);
  return toAdminModule(row);
}

const quizColumns = {
  id: programQuizzes.id,
  moduleId: programQuizzes.moduleId,
  monthNumber: programModules.monthNumber,
  title: programQuizzes.title,
  description: programQuizzes.description,
  passingScore: programQuizzes.passingScore,
  maxAttempts: programQuizzes.maxAttempts,
  source: programQuizzes.source,
  questionCount: sql<number>`(select count(*)::int from ${programQuizQuestions} where ${programQuizQuestions.quizId} = ${programQuizzes.id} and ${programQuizQuestions.isActive})`,
};

/** `GET /admin/quizzes`: the quiz of every active module that has one, by month. */
export async function listAdminQuizzes(db: Tx): Promise<AdminQuiz[]> {
  return db
    .select(quizColumns)
    .from(programQuizzes)
    .innerJoin(programModules, eq(programModules.id, programQuizzes.moduleId))
    .where(eq(programModules.isActive, true))
    .orderBy(asc(programModules.monthNumber), asc(programQuizzes.id));
}

/**
 * Creates the quiz of a module (§7 "insert program_quizzes (module_id, title 'Module {n} Quiz', description,
 * passing_score, max_attempts)"): made in the admin area, so a content reload never replaces it (decision 0010).
 * The unique key on module_id decides between two creations at once.
 *
 * @throws {AppError} 404 `module_not_found`; 409 `quiz_exists` when the module already has a quiz.
 */
export async function createQuiz(db: Db, body: CreateQuizBody): Promise<AdminQuiz> {
  return db.transaction(async (tx) => {
    const module = await findAdminModule(tx, body.moduleId);
    const [row] = await tx
      .insert(programQuizzes)
      .values({
        moduleId: module.id,
        title: adminQuizMessages.quizTitle(module.monthNumber),
        description: body.description ?? '',
        passingScore: body.passingScore,
        maxAttempts: body.maxAttempts,
        source: 'admin',
      })
      .onConflictDoNothing({ target: programQuizzes.moduleId })
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
  });
}

/** @throws {AppError} 404 `quiz_not_found` unless `quizId` names a quiz of an active module; `lock` locks its row. */
async function findQuiz(db: Tx, quizId: string, lock = false) {
  if (!isUuid(quizId)) throw new AppError(API_ERROR_CODES.quizNotFound, m.quizNotFound);
  const query = db
    .select({ id: programQuizzes.id })
    .from(programQuizzes)
    .innerJoin(programModules, eq(programModules.id, programQuizzes.moduleId))
    .where(and(eq(programQuizzes.id, quizId), eq(programModules.isActive, true)));
  const [quiz] = lock ? await query.for('update', { of: programQuizzes }) : await query;
  if (!quiz) throw new AppError(API_ERROR_CODES.quizNotFound, m.quizNotFound);
  return quiz;
}

const questionColumns = {
  id: programQuizQuestions.id,
  question: programQuizQuestions.question,
  options: programQuizQuestions.options,
  correctAnswer: programQuizQuestions.correctAnswer,
  points: programQuizQuestions.points,
  orderIndex: programQuizQuestions.orderIndex,
  key: programQuizQuestions.key,
};

function toAdminQuestion(row: {
  id: string;
  question: string;
  options: string[];
  correctAnswer: string;
  points: number;
  orderIndex: number;
  key: string | null;
}): AdminQuestion {
  const { key, ...question } = row;
  return { ...question, source: key === null ? 'admin' : 'content' };
}

/**
 * `GET /admin/quizzes/:quizId/questions` (§7 "program_quiz_questions by quiz_id ordered by order_index"): the
 * active questions with their correct answers.
 *
 * @throws {AppError} 404 `quiz_not_found`.
 */
export async function listQuestions(db: Tx, quizId: string): Promise<AdminQuestion[]> {
  const quiz = await findQuiz(db, quizId);
  const rows = await db
    .select(questionColumns)
    .from(programQuizQuestions)
    .where(and(eq(programQuizQuestions.quizId, quiz.id), eq(programQuizQuestions.isActive, true)))
    .orderBy(asc(programQuizQuestions.orderIndex), asc(programQuizQuestions.id));
  return rows.map(toAdminQuestion);
}

/**
 * Adds a multiple-choice question (§5, §9 "order_index is the count plus one, points default 1"). The quiz's row is
 * locked while its questions are counted and the new one is written, so two additions at once get consecutive
 * order indexes.
 *
 * @throws {AppError} 404 `quiz_not_found`.
 */
export async function addQuestion(db: Db, quizId: string, body: AddQuestionBody): Promise<AdminQuestion> {
  return db.transaction(async (tx) => {
    const quiz = await findQuiz(tx, quizId, true);
    const [counted] = await tx
      .select({ n: count() })
      .from(programQuizQuestions)
      .where(eq(programQuizQuestions.quizId, quiz.id));
    const [row] = await tx
      .insert(programQuizQuestions)
      .values({
        quizId: quiz.id,
        key: null,
        question: body.question,
        questionType: 'multiple_choice',
        options: body.options,
        correctAnswer: body.correctAnswer,
        points: body.points,
        orderIndex: (counted?.n ?? 0) + 1,
      })
      .returning(questionColumns);
    return toAdminQuestion(row!);
  });
}

/** `%`, `_` and `\` match themselves in a search. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * `GET /admin/users` (§7 "select all profiles by created_at descending (admin)"): one page of profiles, newest
 * first, optionally those whose name, stage name or email contains `q` (any case).
 */
export async function listUsers(db: Tx, query: AdminUsersQuery): Promise<AdminUserPage> {
  const filters: SQL[] = [];
  if (query.q) {
    const pattern = likePattern(query.q);
    filters.push(
      or(ilike(profiles.name, pattern), ilike(profiles.stageName, pattern), ilike(profiles.email, pattern))!,
    );
  }
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(profiles)
      .where(where)
      .orderBy(desc(profiles.createdAt), desc(profiles.userId))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(profiles).where(where),
  ]);
  const n = total?.n ?? 0;
  return {
    users: rows.map((row) => ({
      userId: row.userId,
      name: row.name,
      stageName: row.stageName,
      email: row.email,
      createdAt: row.createdAt.toISOString(),
    })),
    total: n,
    page: query.page,
    pageSize: query.pageSize,
    pageCount: Math.max(1, Math.ceil(n / query.pageSize)),
  };
}
