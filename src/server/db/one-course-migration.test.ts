/**
 * Migration 0009_one_course against data in both old table sets (docs/decisions/0009): a database migrated to 0008
 * is filled the way the learning area (`user_progress`, `quiz_attempts` with option keys) and the members program
 * (`user_module_progress`, `program_quiz_attempts` with option texts) left it, then 0009 runs. It proves what a
 * learner would notice: each one's progress in a module is one record holding the furthest value of either area
 * (earliest start and completion, furthest position, most credited video, worksheet, notes), every quiz attempt of
 * both areas is kept with its answers as option keys of the one quiz and numbered 1..n by time, the best score and
 * the first pass count attempts of both areas, members of the program are enrolled in the course, an admin-made
 * quiz and its questions survive with keyed options, an admin-chosen video wins over the content one, a program
 * module without a learning twin becomes a module of the course (with its video), and the old tables are gone.
 *
 * Runs on PGlite, or on a fresh database of the PostgreSQL server of `DATABASE_URL` (dropped at the end), like
 * src/server/test/test-app.ts.
 */
import fs from 'node:fs/promises';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRow as insert, migrateWith, migrationsUpTo, openEmptyDatabase } from '../test/migrations';
import { migrationsFolder, type Database, type Db } from './client';
import {
  moduleProgress,
  modules,
  quizAttempts,
  quizQuestions,
  quizzes,
  userEnrollments,
} from './schema/index';

/** The last migration before the merge, and the merge. */
const BEFORE_MERGE = '0008_profiles_created_at';
const MERGE = '0009_one_course';

const ANA = 'user-ana';
const BEN = 'user-ben';

/** Fixed ids, so each assertion can name the row it is about. */
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const COURSE = id(1);
/** Learning modules (keys `history`, `money`) and their program twins; `bonus-month` exists only in the program. */
const LM_HISTORY = id(11);
const LM_MONEY = id(12);
const PM_HISTORY = id(21);
const PM_MONEY = id(22);
const PM_BONUS = id(23);
/** The learning quiz of `history` and the program's content copy of it. */
const LQ_HISTORY = id(31);
const PQ_HISTORY = id(41);
/** A quiz made in the admin area of the program for `money`, which has no learning quiz. */
const PQ_MONEY_ADMIN = id(42);
const LQQ_INVENTOR = id(51);
const LQQ_YEAR = id(52);
const PQQ_INVENTOR = id(61);
const PQQ_YEAR = id(62);
const PQQ_ADMIN_INCOME = id(63);
const PQQ_ADMIN_FREE = id(64);
/** The learning question's options (the program lists the same texts as Edison, Berliner, Tesla). */
const INVENTOR_OPTIONS = { a: 'Berliner', b: 'Edison', c: 'Tesla' };
const ADMIN_INCOME_OPTIONS = ['Royalties', 'Advances', 'Merch', 'Touring'];

/** A time of the test's past, ISO. */
const at = (day: string, time = '10:00') => `2026-${day}T${time}:00.000Z`;
/** A stored time as ISO, null kept. */
const iso = (value: Date | null) => value?.toISOString() ?? null;

/** Fills both old table sets as the learning area and the members program left them. */
async function fillOldTables(db: Db): Promise<void> {
  for (const [userId, email, created] of [
    [ANA, 'ana@example.com', at('01-02')],
    [BEN, 'ben@example.com', at('01-14', '09:00')],
  ] as const) {
    await insert(db, 'users', { id: userId, name: userId, email, email_verified: true, created_at: created });
    await insert(db, 'profiles', { user_id: userId, email, name: userId, created_at: created });
  }

  // The course and its learning modules, loaded from content/learning/.
  await insert(db, 'courses', {
    id: COURSE,
    key: 'essentials',
    title: 'Music Industry Essentials',
    description: 'Six months.',
    duration_months: 6,
    status: 'published',
    created_at: at('01-01'),
  });
  const learningModule = (moduleId: string, key: string, month: number, week: number, video: string) => ({
    id: moduleId,
    course_id: COURSE,
    key,
    title: `Learning ${key}`,
    description: `About ${key}.`,
    introduction: `Welcome to ${key}.`,
    month_number: month,
    week_number: week,
    hours: 4,
    content: `# ${key}`,
    video_file: `${video}.webm`,
    captions_file: `${video}.vtt`,
  });
  await insert(db, 'modules', {
    ...learningModule(LM_HISTORY, 'history', 1, 1, 'history'),
    video_seconds: 600,
  });
  await insert(db, 'modules', { ...learningModule(LM_MONEY, 'money', 2, 5, 'money'), video_seconds: 300 });

  // The learning quiz of `history`: option keys, its labels in another order than the program's copy.
  await insert(db, 'quizzes', {
    id: LQ_HISTORY,
    module_id: LM_HISTORY,
    title: 'History quiz',
    description: 'Check.',
    passing_score: 70,
    max_attempts: 3,
  });
  const learningQuestion = (
    questionId: string,
    key: string,
    options: Record<string, string>,
    correct: string,
    order: number,
  ) => ({
    id: questionId,
    quiz_id: LQ_HISTORY,
    key,
    question: `Question ${key}?`,
    options,
    correct_answer: correct,
    points: 1,
    order_index: order,
  });
  await insert(db, 'quiz_questions', learningQuestion(LQQ_INVENTOR, 'inventor', INVENTOR_OPTIONS, 'b', 0));
  await insert(db, 'quiz_questions', learningQuestion(LQQ_YEAR, 'year', { a: '1877', b: '1900' }, 'a', 1));

  // The program's modules: `history` with the content video, `money` with a video an admin chose from a bucket,
  // `bonus-month` without a learning module.
  const programModule = (moduleId: string, key: string, month: number, video: string, prompts: string[]) => ({
    id: moduleId,
    key,
    month_number: month,
    title: `Program ${key}`,
    description: `About ${key}.`,
    introduction_content: `Hello ${key}.`,
    content: `# ${key} (program)`,
    worksheet_prompts: prompts,
    video_url: video,
    captions_url: video.replace(/\.webm$/, '.vtt'),
    worksheet_url: `content/worksheets/${key}.pdf`,
  });
  await insert(
    db,
    'program_modules',
    programModule(PM_HISTORY, 'history', 1, 'content/media/history.webm', ['What changed?', 'Why?']),
  );
  await insert(
    db,
    'program_modules',
    programModule(PM_MONEY, 'money', 2, 'program-videos/abc.webm', ['Budget']),
  );
  await insert(
    db,
    'program_modules',
    programModule(PM_BONUS, 'bonus-month', 3, 'content/media/bonus.webm', ['Your plan']),
  );

  // The program's content copy of the `history` quiz (options as texts, the answer as text), and an admin quiz.
  await insert(db, 'program_quizzes', {
    id: PQ_HISTORY,
    module_id: PM_HISTORY,
    title: 'History quiz',
    description: 'Check.',
    passing_score: 70,
    max_attempts: 3,
    source: 'content',
  });
  await insert(db, 'program_quizzes', {
    id: PQ_MONEY_ADMIN,
    module_id: PM_MONEY,
    title: 'Money check',
    description: 'Made by staff.',
    passing_score: 60,
    max_attempts: 2,
    source: 'admin',
  });
  const programQuestion = (
    questionId: string,
    quizId: string,
    key: string | null,
    options: string[],
    correct: string,
    order: number,
  ) => ({
    id: questionId,
    quiz_id: quizId,
    key,
    question: `Program question ${order}?`,
    options,
    correct_answer: correct,
    points: 1,
    order_index: order,
  });
  await insert(
    db,
    'program_quiz_questions',
    programQuestion(PQQ_INVENTOR, PQ_HISTORY, 'inventor', ['Edison', 'Berliner', 'Tesla'], 'Edison', 0),
  );
  await insert(
    db,
    'program_quiz_questions',
    programQuestion(PQQ_YEAR, PQ_HISTORY, 'year', ['1877', '1900'], '1877', 1),
  );
  await insert(
    db,
    'program_quiz_questions',
    programQuestion(PQQ_ADMIN_INCOME, PQ_MONEY_ADMIN, null, ADMIN_INCOME_OPTIONS, 'Advances', 0),
  );
  await insert(
    db,
    'program_quiz_questions',
    programQuestion(PQQ_ADMIN_FREE, PQ_MONEY_ADMIN, null, ['Yes', 'No'], 'No', 1),
  );

  // Attempts. Ana: learning #1 (Feb 1, failed), program #1 (Feb 2, passed), learning #2 (Feb 3, passed).
  const attempt = (score: number, earned: number, completed: string) => ({
    score,
    earned_points: earned,
    total_points: 2,
    completed_at: completed,
  });
  await insert(db, 'quiz_attempts', {
    user_id: ANA,
    quiz_id: LQ_HISTORY,
    attempt_number: 1,
    passed: false,
    answers: { [LQQ_INVENTOR]: 'a', [LQQ_YEAR]: 'a' },
    ...attempt(50, 1, at('02-01')),
  });
  await insert(db, 'quiz_attempts', {
    user_id: ANA,
    quiz_id: LQ_HISTORY,
    attempt_number: 2,
    passed: true,
    answers: { [LQQ_INVENTOR]: 'b', [LQQ_YEAR]: 'a' },
    ...attempt(100, 2, at('02-03')),
  });
  await insert(db, 'program_quiz_attempts', {
    user_id: ANA,
    quiz_id: PQ_HISTORY,
    attempt_number: 1,
    answers: { [PQQ_INVENTOR]: 'Edison', [PQQ_YEAR]: '1877' },
    ...attempt(100, 2, at('02-02')),
  });
  // Ben: program only, at the history quiz (passed) and at the admin quiz (failed, then passed).
  await insert(db, 'program_quiz_attempts', {
    user_id: BEN,
    quiz_id: PQ_HISTORY,
    attempt_number: 1,
    answers: { [PQQ_INVENTOR]: 'Edison', [PQQ_YEAR]: '1877' },
    ...attempt(100, 2, at('02-10')),
  });
  await insert(db, 'program_quiz_attempts', {
    user_id: BEN,
    quiz_id: PQ_MONEY_ADMIN,
    attempt_number: 1,
    answers: { [PQQ_ADMIN_INCOME]: 'Royalties', [PQQ_ADMIN_FREE]: 'No' },
    ...attempt(50, 1, at('02-11')),
  });
  await insert(db, 'program_quiz_attempts', {
    user_id: BEN,
    quiz_id: PQ_MONEY_ADMIN,
    attempt_number: 2,
    answers: { [PQQ_ADMIN_INCOME]: 'Advances', [PQQ_ADMIN_FREE]: 'No' },
    ...attempt(100, 2, at('02-12')),
  });

  // Progress. Ana in `history`: both areas, each further on something.
  await insert(db, 'user_enrollments', { user_id: ANA, course_id: COURSE, enrolled_at: at('01-09') });
  await insert(db, 'user_progress', {
    user_id: ANA,
    module_id: LM_HISTORY,
    status: 'available',
    progress_percentage: 70,
    started_at: at('01-10'),
    lesson_read_at: at('01-11'),
    video_position_seconds: 120,
    video_watched_seconds: 200,
    video_reported_at: at('01-11', '11:00'),
  });
  await insert(db, 'user_module_progress', {
    user_id: ANA,
    module_id: PM_HISTORY,
    started_at: at('01-08'),
    progress_percentage: 50,
    worksheet_downloaded: true,
    video_position_seconds: 300,
    notes: 'Edison first, then Berliner.',
    notes_saved_at: at('01-12'),
  });
  // Ana in `money`: the learning area only, completed there.
  await insert(db, 'user_progress', {
    user_id: ANA,
    module_id: LM_MONEY,
    status: 'completed',
    progress_percentage: 100,
    started_at: at('01-20'),
    completed_at: at('01-25'),
    lesson_read_at: at('01-21'),
    video_position_seconds: 290,
    video_watched_seconds: 280,
    video_reported_at: at('01-24'),
  });
  // Ben in `history`: a learning row barely started, completed in the program.
  await insert(db, 'user_progress', {
    user_id: BEN,
    module_id: LM_HISTORY,
    status: 'available',
    progress_percentage: 10,
    started_at: at('01-25'),
  });
  await insert(db, 'user_module_progress', {
    user_id: BEN,
    module_id: PM_HISTORY,
    started_at: at('01-20'),
    completed_at: at('02-10', '12:00'),
    progress_percentage: 100,
    worksheet_downloaded: true,
    video_watched: true,
    quiz_completed: true,
    video_position_seconds: 590,
  });
  // Ben in `money`: the program only, with notes, worksheet and video.
  await insert(db, 'user_module_progress', {
    user_id: BEN,
    module_id: PM_MONEY,
    started_at: at('01-15'),
    progress_percentage: 75,
    worksheet_downloaded: true,
    video_watched: true,
    video_position_seconds: 42,
    notes: 'Advances are loans.',
    notes_saved_at: at('01-16'),
  });
  // Ben in `bonus-month`, which only the program had.
  await insert(db, 'user_module_progress', {
    user_id: BEN,
    module_id: PM_BONUS,
    started_at: at('02-15'),
    progress_percentage: 25,
  });
}

let database: Database;
let db: Db;
let beforeMergeFolder = '';

beforeAll(async () => {
  database = await openEmptyDatabase();
  db = database.db;
  beforeMergeFolder = await migrationsUpTo(BEFORE_MERGE, MERGE);
  await migrateWith(database, beforeMergeFolder);
  await fillOldTables(db);
  await migrateWith(database, migrationsFolder);
});

afterAll(async () => {
  await database?.close();
  if (beforeMergeFolder) await fs.rm(beforeMergeFolder, { recursive: true, force: true });
});

/** The one progress record of a learner in a module. */
async function progressOf(userId: string, moduleId: string) {
  const rows = await db
    .select()
    .from(moduleProgress)
    .where(and(eq(moduleProgress.userId, userId), eq(moduleProgress.moduleId, moduleId)));
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

/** A learner's attempts at a quiz, by number. */
async function attemptsOf(userId: string, quizId: string) {
  return db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.quizId, quizId)))
    .orderBy(asc(quizAttempts.attemptNumber));
}

/** The `name` column of a catalogue query (both drivers answer `{ rows }`). */
async function namesOf(query: SQL): Promise<string[]> {
  const result = (await db.execute(query)) as unknown as { rows: { name: string }[] };
  return result.rows.map((row) => row.name);
}

async function moduleByKey(key: string) {
  const rows = await db.select().from(modules).where(eq(modules.key, key));
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

describe('progress kept from both areas', () => {
  it('merges a module worked on in both areas into one record with the furthest value of each fact', async () => {
    const row = await progressOf(ANA, LM_HISTORY);
    expect({
      startedAt: iso(row.startedAt),
      openedAt: iso(row.openedAt),
      lessonReadAt: iso(row.lessonReadAt),
      videoStartedAt: iso(row.videoStartedAt),
      videoPositionSeconds: row.videoPositionSeconds,
      videoCreditedSeconds: row.videoCreditedSeconds,
      worksheetDoneAt: iso(row.worksheetDoneAt),
      completedAt: iso(row.completedAt),
      notes: row.notes,
      notesSavedAt: iso(row.notesSavedAt),
      touchedAt: iso(row.touchedAt),
    }).toEqual({
      startedAt: at('01-08'), // the program's, earlier
      openedAt: at('01-08'), // the program's 50 % includes the module opened
      lessonReadAt: at('01-11'), // the learning area's Mark as Read
      videoStartedAt: at('01-10'),
      videoPositionSeconds: 300, // the program's, further
      videoCreditedSeconds: 200, // the learning area's credit
      worksheetDoneAt: at('01-08'), // worksheet downloaded in the program
      completedAt: null,
      notes: 'Edison first, then Berliner.',
      notesSavedAt: at('01-12'),
      touchedAt: at('01-12'), // the last thing the learner did
    });
  });

  it('keeps a completion made in one area only, and a module of the learning area only', async () => {
    const money = await progressOf(ANA, LM_MONEY);
    expect([iso(money.startedAt), iso(money.lessonReadAt), iso(money.completedAt)]).toEqual([
      at('01-20'),
      at('01-21'),
      at('01-25'),
    ]);
    expect([money.videoPositionSeconds, money.videoCreditedSeconds, money.notes]).toEqual([290, 280, '']);

    const history = await progressOf(BEN, LM_HISTORY);
    expect([iso(history.startedAt), iso(history.completedAt)]).toEqual([at('01-20'), at('02-10', '12:00')]);
    // A video watched in the program is credited whole, so it counts as watched in both views.
    expect(history.videoCreditedSeconds).toBe(600);
    expect(history.videoPositionSeconds).toBe(590);
  });

  it('keeps a program-only record with its notes, worksheet and watched video', async () => {
    const row = await progressOf(BEN, LM_MONEY);
    expect({
      startedAt: iso(row.startedAt),
      openedAt: iso(row.openedAt),
      worksheetDoneAt: iso(row.worksheetDoneAt),
      videoPositionSeconds: row.videoPositionSeconds,
      videoCreditedSeconds: row.videoCreditedSeconds,
      notes: row.notes,
      notesSavedAt: iso(row.notesSavedAt),
      completedAt: iso(row.completedAt),
    }).toEqual({
      startedAt: at('01-15'),
      openedAt: at('01-15'),
      worksheetDoneAt: at('01-15'),
      videoPositionSeconds: 42,
      videoCreditedSeconds: 300, // the module's video_seconds
      notes: 'Advances are loans.',
      notesSavedAt: at('01-16'),
      completedAt: null,
    });
  });

  it('has exactly one record per learner and module, and none for what nobody touched', async () => {
    const rows = await db
      .select({ userId: moduleProgress.userId, moduleId: moduleProgress.moduleId })
      .from(moduleProgress);
    const bonus = await moduleByKey('bonus-month');
    expect(rows.map((r) => `${r.userId} ${r.moduleId}`).sort()).toEqual(
      [
        `${ANA} ${LM_HISTORY}`,
        `${ANA} ${LM_MONEY}`,
        `${BEN} ${LM_HISTORY}`,
        `${BEN} ${LM_MONEY}`,
        `${BEN} ${bonus.id}`,
      ].sort(),
    );
  });
});

describe('quiz attempts and their facts', () => {
  it('keeps every attempt of both areas at the one quiz, numbered 1..n by time, answers as option keys', async () => {
    const attempts = await attemptsOf(ANA, LQ_HISTORY);
    expect(
      attempts.map((a) => ({
        n: a.attemptNumber,
        at: iso(a.completedAt),
        score: a.score,
        passed: a.passed,
        answers: a.answers,
      })),
    ).toEqual([
      { n: 1, at: at('02-01'), score: 50, passed: false, answers: { [LQQ_INVENTOR]: 'a', [LQQ_YEAR]: 'a' } },
      // The program's attempt: its answers were texts of the program's questions; now keys of the one quiz's.
      { n: 2, at: at('02-02'), score: 100, passed: true, answers: { [LQQ_INVENTOR]: 'b', [LQQ_YEAR]: 'a' } },
      { n: 3, at: at('02-03'), score: 100, passed: true, answers: { [LQQ_INVENTOR]: 'b', [LQQ_YEAR]: 'a' } },
    ]);

    const ben = await attemptsOf(BEN, LQ_HISTORY);
    expect(ben.map((a) => [a.attemptNumber, a.score, a.passed, a.answers])).toEqual([
      [1, 100, true, { [LQQ_INVENTOR]: 'b', [LQQ_YEAR]: 'a' }],
    ]);
    const all = await db.select({ n: sql<number>`count(*)::int` }).from(quizAttempts);
    expect(all[0]!.n).toBe(6);
  });

  it('merges the program copy of a content quiz into the learning quiz, question by key', async () => {
    const history = await db.select().from(quizzes).where(eq(quizzes.moduleId, LM_HISTORY));
    expect(history.map((q) => q.id)).toEqual([LQ_HISTORY]);
    const questions = await db
      .select()
      .from(quizQuestions)
      .where(eq(quizQuestions.quizId, LQ_HISTORY))
      .orderBy(asc(quizQuestions.orderIndex));
    expect(questions.map((q) => [q.id, q.key, q.options, q.correctAnswer])).toEqual([
      [LQQ_INVENTOR, 'inventor', INVENTOR_OPTIONS, 'b'],
      [LQQ_YEAR, 'year', { a: '1877', b: '1900' }, 'a'],
    ]);
  });

  it('keeps the admin-made quiz and its questions, options keyed a-d and the right key', async () => {
    const [quiz] = await db.select().from(quizzes).where(eq(quizzes.moduleId, LM_MONEY));
    expect(quiz).toMatchObject({
      id: PQ_MONEY_ADMIN,
      title: 'Money check',
      source: 'admin',
      passingScore: 60,
      maxAttempts: 2,
    });
    const questions = await db
      .select()
      .from(quizQuestions)
      .where(eq(quizQuestions.quizId, PQ_MONEY_ADMIN))
      .orderBy(asc(quizQuestions.orderIndex));
    expect(questions.map((q) => [q.id, q.key, q.options, q.correctAnswer, q.isActive])).toEqual([
      [PQQ_ADMIN_INCOME, null, { a: 'Royalties', b: 'Advances', c: 'Merch', d: 'Touring' }, 'b', true],
      [PQQ_ADMIN_FREE, null, { a: 'Yes', b: 'No' }, 'b', true],
    ]);

    const attempts = await attemptsOf(BEN, PQ_MONEY_ADMIN);
    expect(attempts.map((a) => [a.attemptNumber, a.score, a.passed, a.answers])).toEqual([
      [1, 50, false, { [PQQ_ADMIN_INCOME]: 'a', [PQQ_ADMIN_FREE]: 'b' }],
      [2, 100, true, { [PQQ_ADMIN_INCOME]: 'b', [PQQ_ADMIN_FREE]: 'b' }],
    ]);
  });

  it('records the best score and the first pass from the attempts of both areas', async () => {
    const facts = async (userId: string, moduleId: string) => {
      const row = await progressOf(userId, moduleId);
      return [row.bestQuizScore, iso(row.quizPassedAt)];
    };
    expect(await facts(ANA, LM_HISTORY)).toEqual([100, at('02-02')]); // passed first in the program
    expect(await facts(BEN, LM_HISTORY)).toEqual([100, at('02-10')]);
    expect(await facts(BEN, LM_MONEY)).toEqual([100, at('02-12')]);
    expect(await facts(ANA, LM_MONEY)).toEqual([null, null]); // no quiz
  });
});

describe('the course after the merge', () => {
  it('enrols members of the program, and leaves an existing enrolment as it was', async () => {
    const rows = await db.select().from(userEnrollments).orderBy(asc(userEnrollments.userId));
    expect(rows.map((r) => [r.userId, r.courseId, iso(r.enrolledAt)])).toEqual([
      [ANA, COURSE, at('01-09')],
      [BEN, COURSE, at('01-14', '09:00')], // joined before their first step
    ]);
  });

  it('keeps the content video, the video an admin chose, and the program worksheets', async () => {
    const history = await moduleByKey('history');
    expect(history).toMatchObject({
      id: LM_HISTORY,
      videoUrl: 'content/media/history.webm',
      captionsUrl: 'content/media/history.vtt',
      videoSeconds: 600,
      worksheetUrl: 'content/worksheets/history.pdf',
      worksheetPrompts: ['What changed?', 'Why?'],
    });
    const money = await moduleByKey('money');
    expect(money).toMatchObject({
      id: LM_MONEY,
      videoUrl: 'program-videos/abc.webm',
      videoSeconds: 300, // the length stays known, so the video still shows
      captionsUrl: 'program-videos/abc.vtt',
      worksheetUrl: 'content/worksheets/money.pdf',
      worksheetPrompts: ['Budget'],
    });
  });

  it('makes the program module without a learning twin a module of the course', async () => {
    const bonus = await moduleByKey('bonus-month');
    expect(bonus).toMatchObject({
      courseId: COURSE,
      title: 'Program bonus-month',
      description: 'About bonus-month.',
      introduction: 'Hello bonus-month.',
      content: '# bonus-month (program)',
      monthNumber: 3,
      isActive: true,
      videoUrl: 'content/media/bonus.webm',
      captionsUrl: 'content/media/bonus.vtt',
      worksheetUrl: 'content/worksheets/bonus-month.pdf',
      worksheetPrompts: ['Your plan'],
    });
    const row = await progressOf(BEN, bonus.id);
    expect([iso(row.startedAt), iso(row.openedAt)]).toEqual([at('02-15'), at('02-15')]);
    const all = await db.select({ key: modules.key }).from(modules).orderBy(asc(modules.key));
    expect(all.map((m) => m.key)).toEqual(['bonus-month', 'history', 'money']);
  });

  it('drops the old tables, its working tables and the old media columns', async () => {
    const tables = await namesOf(
      sql`select table_name as name from information_schema.tables
          where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    for (const old of [
      'user_progress',
      'program_modules',
      'program_quizzes',
      'program_quiz_questions',
      'program_quiz_attempts',
      'user_module_progress',
      'module_map',
      'quiz_map',
      'question_map',
    ])
      expect(tables).not.toContain(old);
    expect(tables).toEqual(expect.arrayContaining(['module_progress', 'worksheet_answers', 'quiz_attempts']));
    const moduleColumns = await namesOf(
      sql`select column_name as name from information_schema.columns
          where table_schema = 'public' and table_name = 'modules'`,
    );
    expect(moduleColumns).toContain('video_url');
    expect(moduleColumns).not.toContain('video_file');
    expect(moduleColumns).not.toContain('captions_file');
  });
});
