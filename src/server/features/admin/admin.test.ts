/**
 * The admin API's database rules against the real database and the real content (training-program.md §2 item 6,
 * §5 "Admin new quiz question", §6 "Admin", §7 "Admin", §9 "Default quiz", "Quiz questions"; docs/decisions/0011):
 * the modules with their files, quizzes made once per module, questions with order_index the count plus one, the
 * users list, and bad input refused with nothing half-written.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '@shared/api-error';
import type {
  AdminModuleList,
  AdminQuestion,
  AdminQuestionList,
  AdminQuiz,
  AdminQuizList,
} from '@shared/schemas/admin';
import type { QuizQuestionList } from '@shared/schemas/learning';
import { moduleProgress, quizQuestions, quizzes as quizTable } from '../../db/schema/index';
import { useAccountSuite } from '../../test/accounts';
import { seedCourseContent } from '../../test/course-content';
import { rowCounts } from '../../test/test-app';
import { call, member } from '../../test/admin-test-kit';

const suite = useAccountSuite();
let courseId = '';
let moduleIds: string[] = [];
let admin: { cookie: string; userId: string; email: string };

beforeAll(async () => {
  ({ courseId, moduleIds } = await seedCourseContent(suite.t));
  admin = await member(suite.t, true);
});

/**
 * A learner enrolled in the course who may open every module: the modules before the last are completed (facts
 * written directly, as the evidence is not what these tests are about), so the sequential rule opens them all.
 */
async function learnerWithModulesOpen() {
  const learner = await member(suite.t);
  const enrolled = await call(suite.t.app, 'POST', `/api/learning/courses/${courseId}/enrollment`, {
    cookie: learner.cookie,
  });
  expect(enrolled.status).toBe(201);
  const now = new Date();
  await suite.t.database.db
    .insert(moduleProgress)
    .values(
      moduleIds
        .slice(0, -1)
        .map((moduleId) => ({ userId: learner.userId, moduleId, startedAt: now, completedAt: now })),
    );
  return learner;
}

const adminGet = (tail: string) => call(suite.t.app, 'GET', `/api/admin/${tail}`, { cookie: admin.cookie });
const adminSend = (method: 'POST' | 'PUT' | 'PATCH', tail: string, body: unknown) =>
  call(suite.t.app, method, `/api/admin/${tail}`, { cookie: admin.cookie, body });

describe('access', () => {
  it('answers 401 without a session and 403 to an artist who is not an admin', async () => {
    const artist = await member(suite.t);
    expect((await call(suite.t.app, 'GET', '/api/admin/modules')).status).toBe(401);
    const refused = await call(suite.t.app, 'GET', '/api/admin/modules', { cookie: artist.cookie });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe(API_ERROR_CODES.forbidden);
  });
});

describe('modules', () => {
  it('lists the six modules by month with where their video, worksheet and quiz are', async () => {
    const response = await adminGet('modules');
    expect(response.status).toBe(200);
    const { modules }: AdminModuleList = await response.json();
    expect(modules.map((m) => m.monthNumber)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(modules.map((m) => m.id)).toEqual(moduleIds);
    expect(modules[0]!.video).toEqual({
      source: 'content',
      bucket: null,
      fileName: 'module-01-welcome.webm',
      displayName: 'module-01-welcome.webm',
    });
    // The texts the course files give, not edited by staff yet (decision 0017).
    expect(modules[0]).toMatchObject({ title: 'History of the Recording Industry', staffEditedAt: null });
    expect(modules[0]!.introduction).toMatch(/^Welcome to month one/);
    expect(modules[0]!.worksheet).toMatchObject({ source: 'content', bucket: null });
    expect(modules[1]!.video).toBeNull();
    expect(modules.every((m) => m.quizId !== null)).toBe(true);
  });
});

describe('quizzes', () => {
  it('lists every module’s quiz with its settings and question count', async () => {
    const { quizzes }: AdminQuizList = await (await adminGet('quizzes')).json();
    expect(quizzes).toHaveLength(6);
    expect(quizzes[0]).toMatchObject({ monthNumber: 1, source: 'content', moduleId: moduleIds[0] });
    expect(quizzes[0]!.questionCount).toBeGreaterThan(0);
  });

  it('creates "Module {n} Quiz" with the §9 defaults, once per module (409 after)', async () => {
    const { db } = suite.t.database;
    const moduleId = moduleIds[2]!;
    await db.delete(quizTable).where(eq(quizTable.moduleId, moduleId));

    const created = await adminSend('POST', 'quizzes', { moduleId });
    expect(created.status).toBe(201);
    const { quiz }: { quiz: AdminQuiz } = await created.json();
    expect(quiz).toMatchObject({
      moduleId,
      monthNumber: 3,
      title: 'Module 3 Quiz',
      description: '',
      passingScore: 70,
      maxAttempts: 3,
      source: 'admin',
      questionCount: 0,
    });

    const before = await rowCounts(suite.t.database);
    const again = await adminSend('POST', 'quizzes', { moduleId, passingScore: 50 });
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe(API_ERROR_CODES.quizExists);
    // A module whose quiz comes from the course content has one too.
    const content = await adminSend('POST', 'quizzes', { moduleId: moduleIds[0] });
    expect(content.status).toBe(409);
    expect(await rowCounts(suite.t.database)).toEqual(before);
  });

  it('lets one of two creations at once win', async () => {
    const { db } = suite.t.database;
    const moduleId = moduleIds[3]!;
    await db.delete(quizTable).where(eq(quizTable.moduleId, moduleId));
    const answers = await Promise.all([
      adminSend('POST', 'quizzes', {
        moduleId,
        passingScore: 80,
        maxAttempts: 5,
        description: 'Final check',
      }),
      adminSend('POST', 'quizzes', { moduleId }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const rows = await db.select().from(quizTable).where(eq(quizTable.moduleId, moduleId));
    expect(rows).toHaveLength(1);
  });

  it('refuses bad settings, unknown modules and malformed bodies, writing nothing', async () => {
    const { db } = suite.t.database;
    const moduleId = moduleIds[4]!;
    await db.delete(quizTable).where(eq(quizTable.moduleId, moduleId));
    const before = await rowCounts(suite.t.database);
    for (const body of [
      { moduleId, passingScore: 101 },
      { moduleId, passingScore: -1 },
      { moduleId, passingScore: 70.5 },
      { moduleId, passingScore: '70' },
      { moduleId, maxAttempts: 0 },
      { moduleId, maxAttempts: 2.5 },
      { moduleId, description: 'x'.repeat(1001) },
      { moduleId, title: 'My own title' },
      { moduleId: 'not-a-uuid' },
      {},
    ]) {
      const response = await adminSend('POST', 'quizzes', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    const unknown = await adminSend('POST', 'quizzes', { moduleId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.code).toBe(API_ERROR_CODES.moduleNotFound);
    const notJson = await call(suite.t.app, 'POST', '/api/admin/quizzes', {
      cookie: admin.cookie,
      body: 'moduleId=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(notJson.status).toBe(415);
    expect(await rowCounts(suite.t.database)).toEqual(before);
  });
});

describe('questions', () => {
  const question = (overrides: Record<string, unknown> = {}) => ({
    question: 'Who owns the master recording?',
    options: ['The label', 'The artist', 'The producer', 'It depends on the contract'],
    correctAnswer: 'It depends on the contract',
    ...overrides,
  });
  const quizOfModule = async (month: number) => {
    const { quizzes }: AdminQuizList = await (await adminGet('quizzes')).json();
    return quizzes.find((quiz) => quiz.monthNumber === month)!;
  };

  it('lists a quiz’s questions with their correct answers, by order', async () => {
    const quiz = await quizOfModule(1);
    const response = await adminGet(`quizzes/${quiz.id}/questions`);
    expect(response.status).toBe(200);
    const { questions }: AdminQuestionList = await response.json();
    expect(questions).toHaveLength(quiz.questionCount);
    expect(questions.map((q) => q.orderIndex)).toEqual(
      [...questions.map((q) => q.orderIndex)].sort((a, b) => a - b),
    );
    for (const q of questions) {
      expect(q.options).toHaveLength(4);
      expect(q.options).toContain(q.correctAnswer);
      expect(q.source).toBe('content');
    }
  });

  it('adds a question with order_index the count plus one and points 1 by default; learners get it at once', async () => {
    const quiz = await quizOfModule(2);
    const added = await adminSend('POST', `quizzes/${quiz.id}/questions`, question());
    expect(added.status).toBe(201);
    const body: { question: AdminQuestion } = await added.json();
    expect(body.question).toMatchObject({
      ...question(),
      points: 1,
      orderIndex: quiz.questionCount + 1,
      source: 'admin',
    });
    const withPoints = await adminSend(
      'POST',
      `quizzes/${quiz.id}/questions`,
      question({ question: 'Which split sheet field is required?', points: 3 }),
    );
    expect(((await withPoints.json()) as { question: AdminQuestion }).question).toMatchObject({
      points: 3,
      orderIndex: quiz.questionCount + 2,
    });

    // The course stores the four texts by key (a to d) with the right one's key; the learner gets the texts in
    // order and never the answer.
    const [stored] = await suite.t.database.db
      .select()
      .from(quizQuestions)
      .where(eq(quizQuestions.id, body.question.id));
    expect(stored).toMatchObject({
      key: null,
      options: { a: 'The label', b: 'The artist', c: 'The producer', d: 'It depends on the contract' },
      correctAnswer: 'd',
    });
    const learner = await learnerWithModulesOpen();
    const seen = await call(suite.t.app, 'GET', `/api/learning/modules/${quiz.moduleId}/quiz/questions`, {
      cookie: learner.cookie,
    });
    expect(seen.status).toBe(200);
    const { questions }: QuizQuestionList = await seen.json();
    const seenQuestion = questions.find((q) => q.question === 'Who owns the master recording?');
    expect(seenQuestion).toMatchObject({ id: body.question.id, points: 1 });
    expect(seenQuestion!.options).toEqual(question().options.map((label, i) => ({ key: 'abcd'[i], label })));
    expect(questions.map((q) => q.question)).toContain('Which split sheet field is required?');
    expect(JSON.stringify(questions)).not.toMatch(/correct/i);
  });

  it('gives two additions at once consecutive order indexes', async () => {
    const quiz = await quizOfModule(1);
    const answers = await Promise.all(
      ['A', 'B', 'C'].map((letter) =>
        adminSend('POST', `quizzes/${quiz.id}/questions`, question({ question: `Question ${letter}` })),
      ),
    );
    const indexes = await Promise.all(
      answers.map(async (a) => ((await a.json()) as { question: AdminQuestion }).question.orderIndex),
    );
    expect(indexes.sort((a, b) => a - b)).toEqual([1, 2, 3].map((n) => quiz.questionCount + n));
  });

  it('refuses a question with three options, an empty field, no correct answer or points below 1 (§5)', async () => {
    const quiz = await quizOfModule(6);
    const before = await rowCounts(suite.t.database);
    const fillAll = 'Please fill all fields';
    const cases: [Record<string, unknown>, string, string][] = [
      [question({ options: ['a', 'b', 'c'] }), 'options', fillAll],
      [question({ options: ['a', 'b', 'c', 'd', 'e'] }), 'options', fillAll],
      [question({ options: ['a', ' ', 'c', 'It depends on the contract'] }), 'options', fillAll],
      [question({ question: '   ' }), 'question', fillAll],
      [question({ correctAnswer: '' }), 'correctAnswer', fillAll],
      [question({ correctAnswer: undefined }), 'correctAnswer', fillAll],
      [
        question({ correctAnswer: 'Nobody' }),
        'correctAnswer',
        'The correct answer must be one of the four options.',
      ],
      [question({ points: 0 }), 'points', 'Points must be a whole number of at least 1.'],
      [question({ points: -2 }), 'points', 'Points must be a whole number of at least 1.'],
      [question({ points: 1.5 }), 'points', 'Points must be a whole number of at least 1.'],
      [question({ points: '2' }), 'points', 'Points must be a whole number of at least 1.'],
      [
        question({ options: ['Same', 'Same', 'c', 'It depends on the contract'] }),
        'options',
        'The four options must all be different.',
      ],
      [question({ orderIndex: 1 }), 'orderIndex', 'Unknown field.'],
    ];
    for (const [body, field, message] of cases) {
      const response = await adminSend('POST', `quizzes/${quiz.id}/questions`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json()).error.fields?.[field], JSON.stringify(body)).toBe(message);
    }
    const unknown = await adminSend(
      'POST',
      'quizzes/00000000-0000-4000-8000-000000000000/questions',
      question(),
    );
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.code).toBe(API_ERROR_CODES.quizNotFound);
    expect((await adminSend('POST', 'quizzes/nope/questions', question())).status).toBe(400);
    expect((await adminGet('quizzes/00000000-0000-4000-8000-000000000000/questions')).status).toBe(404);
    expect(await rowCounts(suite.t.database)).toEqual(before);
  });
});
