/**
 * Migration 0017_program_insights against rows written before it (issue 37 items 3 and 4; docs/decisions/0026): a
 * credited video total becomes the watched seconds `[0, total)` (the total unchanged, so the 90 % rule sees the
 * same), a record with nothing credited watched nothing, and a question an edit replaced (recorded in the audit log)
 * becomes the previous version of its replacement. Runs on PGlite, or on a fresh database of the PostgreSQL server
 * of `DATABASE_URL` (dropped at the end).
 */
import fs from 'node:fs/promises';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertRow, migrateWith, migrationsUpTo, openEmptyDatabase } from '../test/migrations';
import { migrationsFolder, type Database } from './client';
import { moduleProgress, quizQuestions } from './schema/index';

const BEFORE = '0016_certificate_credentials';
const INSIGHTS = '0017_program_insights';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const COURSE = id(1);
const MODULE = id(2);
const QUIZ = id(3);
const OLD_QUESTION = id(4);
const NEW_QUESTION = id(5);
const OTHER_QUESTION = id(6);

let database: Database;
let before: string;

beforeAll(async () => {
  database = await openEmptyDatabase();
  before = await migrationsUpTo(BEFORE, INSIGHTS);
  await migrateWith(database, before);
  const db = database.db;
  for (const user of ['user-ana', 'user-ben'])
    await insertRow(db, 'users', { id: user, email: `${user}@example.com`, name: user });
  await insertRow(db, 'courses', {
    id: COURSE,
    key: 'course',
    title: 'Course',
    description: 'A course',
    duration_months: 6,
    status: 'published',
  });
  await insertRow(db, 'modules', {
    id: MODULE,
    course_id: COURSE,
    key: 'm1',
    title: 'Month one',
    description: 'd',
    introduction: 'i',
    month_number: 1,
    week_number: 1,
    hours: 3,
    content: 'c',
    video_url: 'content/media/v.webm',
    video_seconds: 100,
  });
  await insertRow(db, 'module_progress', {
    user_id: 'user-ana',
    module_id: MODULE,
    video_credited_seconds: 42.5,
  });
  await insertRow(db, 'module_progress', {
    user_id: 'user-ben',
    module_id: MODULE,
    video_credited_seconds: 0,
  });
  await insertRow(db, 'quizzes', {
    id: QUIZ,
    module_id: MODULE,
    title: 'Quiz',
    description: 'q',
    passing_score: 70,
    max_attempts: 3,
  });
  const question = (questionId: string, order: number, active: boolean) => ({
    id: questionId,
    quiz_id: QUIZ,
    question: `Question ${order}`,
    options: { a: 'Yes', b: 'No' },
    correct_answer: 'a',
    points: 1,
    order_index: order,
    is_active: active,
  });
  await insertRow(db, 'quiz_questions', question(OLD_QUESTION, 1, false));
  await insertRow(db, 'quiz_questions', question(NEW_QUESTION, 1, true));
  await insertRow(db, 'quiz_questions', question(OTHER_QUESTION, 2, true));
  await insertRow(db, 'staff_actions', {
    kind: 'question.edited',
    details: {
      quizId: QUIZ,
      questionId: NEW_QUESTION,
      replacedQuestionId: OLD_QUESTION,
      changed: ['question'],
    },
  });
  await insertRow(db, 'staff_actions', {
    kind: 'question.edited',
    details: { quizId: QUIZ, questionId: OTHER_QUESTION, changed: ['points'] },
  });
  await migrateWith(database, migrationsFolder);
});

afterAll(async () => {
  await database?.close();
  if (before) await fs.rm(before, { recursive: true, force: true });
});

it('turns each credited total into the first seconds of the video, the total unchanged', async () => {
  const rows = await database.db
    .select({
      userId: moduleProgress.userId,
      credited: moduleProgress.videoCreditedSeconds,
      watched: moduleProgress.videoWatched,
    })
    .from(moduleProgress)
    .orderBy(asc(moduleProgress.userId));
  expect(rows).toEqual([
    { userId: 'user-ana', credited: 42.5, watched: [[0, 42.5]] },
    { userId: 'user-ben', credited: 0, watched: [] },
  ]);
});

it('links a question an edit replaced to its replacement as the previous version', async () => {
  const rows = await database.db
    .select({ id: quizQuestions.id, previous: quizQuestions.previousVersionId })
    .from(quizQuestions)
    .orderBy(asc(quizQuestions.id));
  expect(rows).toEqual([
    { id: OLD_QUESTION, previous: null },
    { id: NEW_QUESTION, previous: OLD_QUESTION },
    { id: OTHER_QUESTION, previous: null },
  ]);
});
