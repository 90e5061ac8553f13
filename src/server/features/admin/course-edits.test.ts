/**
 * Course content from the browser against the real database and the real content (issue "Staff operations" item 5;
 * docs/decisions/0017): staff edit, reorder and delete a quiz's questions — a question some attempt answered is
 * retired, never changed or deleted, so past scores stay explainable — and edit a module's title, description and
 * introduction. Learners see each change at once, their quiz and its scoring only ever use active questions, every
 * change is recorded with the admin who made it, and bad input is refused with nothing half-written.
 */
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '@shared/api-error';
import type {
  AdminModule,
  AdminModuleList,
  AdminQuestion,
  AdminQuestionList,
  AdminQuiz,
  AdminQuizList,
  DeletedQuestion,
  EditedQuestion,
} from '@shared/schemas/admin';
import type { ModuleView, QuizAttemptAnswer, QuizQuestionList } from '@shared/schemas/learning';
import type { StaffActionKind } from '@shared/schemas/staff-actions';
import { moduleProgress, quizAttempts, quizQuestions, staffActions } from '../../db/schema/index';
import { useAccountSuite } from '../../test/accounts';
import { seedCourseContent } from '../../test/course-content';
import { rowCounts } from '../../test/test-app';
import { call, member } from '../../test/admin-test-kit';

const suite = useAccountSuite();
let courseId = '';
let moduleIds: string[] = [];
let admin: { cookie: string; userId: string; email: string };
let learner: { cookie: string; userId: string };

beforeAll(async () => {
  ({ courseId, moduleIds } = await seedCourseContent(suite.t));
  admin = await member(suite.t, true);
  learner = await member(suite.t);
  const enrolled = await call(suite.t.app, 'POST', `/api/learning/courses/${courseId}/enrollment`, {
    cookie: learner.cookie,
  });
  expect(enrolled.status).toBe(201);
  // Every module open to the learner: each one started (a fact written directly), which keeps it open.
  const now = new Date();
  await suite.t.database.db
    .insert(moduleProgress)
    .values(moduleIds.map((moduleId) => ({ userId: learner.userId, moduleId, startedAt: now })));
});

const adminCall = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', tail: string, body?: unknown) =>
  call(suite.t.app, method, `/api/admin/${tail}`, { cookie: admin.cookie, body });

async function quizOfMonth(month: number): Promise<AdminQuiz> {
  const { quizzes }: AdminQuizList = await (await adminCall('GET', 'quizzes')).json();
  return quizzes.find((quiz) => quiz.monthNumber === month)!;
}

async function adminQuestions(quizId: string): Promise<AdminQuestion[]> {
  const response = await adminCall('GET', `quizzes/${quizId}/questions`);
  expect(response.status).toBe(200);
  return ((await response.json()) as AdminQuestionList).questions;
}

async function learnerQuestions(moduleId: string) {
  const response = await call(suite.t.app, 'GET', `/api/learning/modules/${moduleId}/quiz/questions`, {
    cookie: learner.cookie,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as QuizQuestionList).questions;
}

/** The learner answers every active question of the module's quiz: right, or wrong for the ids in `wrong`. */
async function attempt(moduleId: string, quizId: string, wrong: readonly string[] = []) {
  const rows = await suite.t.database.db
    .select()
    .from(quizQuestions)
    .where(and(eq(quizQuestions.quizId, quizId), eq(quizQuestions.isActive, true)));
  const answers = Object.fromEntries(
    rows.map((row) => [
      row.id,
      wrong.includes(row.id)
        ? Object.keys(row.options).find((key) => key !== row.correctAnswer)!
        : row.correctAnswer,
    ]),
  );
  const response = await call(suite.t.app, 'POST', `/api/learning/modules/${moduleId}/quiz/attempts`, {
    cookie: learner.cookie,
    body: { answers },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return { answers, result: (await response.json()) as QuizAttemptAnswer };
}

/** The recorded staff actions of `kind`, oldest first. */
const actions = (kind: StaffActionKind) =>
  suite.t.database.db
    .select()
    .from(staffActions)
    .where(eq(staffActions.kind, kind))
    .orderBy(asc(staffActions.seq));

const storedQuestion = async (id: string) =>
  (await suite.t.database.db.select().from(quizQuestions).where(eq(quizQuestions.id, id)))[0];

/** A question as the add and edit forms send it. */
const questionBody = (overrides: Record<string, unknown> = {}) => ({
  question: 'Who owns the master recording?',
  options: ['The label', 'The artist', 'The producer', 'It depends on the contract'],
  correctAnswer: 'It depends on the contract',
  points: 2,
  ...overrides,
});

/** The body that sends `question` back as it is, with `overrides`. */
const bodyOf = (question: AdminQuestion, overrides: Record<string, unknown> = {}) => ({
  question: question.question,
  options: question.options,
  correctAnswer: question.correctAnswer,
  points: question.points,
  ...overrides,
});

describe('questions', () => {
  it('records an added question with the admin who added it', async () => {
    const quiz = await quizOfMonth(2);
    const added = await adminCall('POST', `quizzes/${quiz.id}/questions`, questionBody());
    expect(added.status).toBe(201);
    const { question }: { question: AdminQuestion } = await added.json();
    expect(question.hasAttempts).toBe(false);
    const [record] = (await actions('question.added')).filter((a) => a.details.questionId === question.id);
    expect(record).toMatchObject({
      actorId: admin.userId,
      actorEmail: admin.email,
      details: { quizId: quiz.id, moduleId: quiz.moduleId, monthNumber: 2, questionId: question.id },
    });
  });

  it('edits a question no attempt answered in place; learners get it at once; the same text again records nothing', async () => {
    const quiz = await quizOfMonth(2);
    const [first] = await adminQuestions(quiz.id);
    const edited = await adminCall(
      'PATCH',
      `quizzes/${quiz.id}/questions/${first!.id}`,
      bodyOf(first!, { question: 'Which format did the phonograph record on?', points: 3 }),
    );
    expect(edited.status).toBe(200);
    const answer: EditedQuestion = await edited.json();
    expect(answer).toMatchObject({
      outcome: 'edited',
      replacedQuestionId: null,
      question: {
        id: first!.id,
        question: 'Which format did the phonograph record on?',
        points: 3,
        orderIndex: first!.orderIndex,
        options: first!.options,
        correctAnswer: first!.correctAnswer,
      },
    });
    expect(await storedQuestion(first!.id)).toMatchObject({ isActive: true, retiredAt: null });
    expect((await storedQuestion(first!.id))?.staffEditedAt).toBeInstanceOf(Date);
    const seen = await learnerQuestions(quiz.moduleId);
    expect(seen[0]).toMatchObject({ id: first!.id, question: 'Which format did the phonograph record on?' });
    const records = (await actions('question.edited')).filter((a) => a.details.questionId === first!.id);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      actorId: admin.userId,
      details: { quizId: quiz.id, monthNumber: 2, changed: ['question', 'points'] },
    });

    const again = await adminCall(
      'PATCH',
      `quizzes/${quiz.id}/questions/${first!.id}`,
      bodyOf(answer.question),
    );
    expect(((await again.json()) as EditedQuestion).outcome).toBe('unchanged');
    expect((await actions('question.edited')).filter((a) => a.details.questionId === first!.id)).toHaveLength(
      1,
    );
  });

  it('keeps a question an attempt answered: an edit retires it and puts the edited one in its place; past scores stay', async () => {
    const quiz = await quizOfMonth(1);
    const before = await adminQuestions(quiz.id);
    const target = before[1]!;
    // One wrong answer (on the target), the rest right: the attempt's score depends on the old question.
    const past = await attempt(quiz.moduleId, quiz.id, [target.id]);
    expect((await adminQuestions(quiz.id)).find((q) => q.id === target.id)?.hasAttempts).toBe(true);
    const [pastRow] = await suite.t.database.db
      .select()
      .from(quizAttempts)
      .where(eq(quizAttempts.userId, learner.userId));

    const newCorrect = target.options.find((option) => option !== target.correctAnswer)!;
    const response = await adminCall(
      'PATCH',
      `quizzes/${quiz.id}/questions/${target.id}`,
      bodyOf(target, { question: `${target.question} (revised)`, correctAnswer: newCorrect }),
    );
    expect(response.status).toBe(200);
    const edited: EditedQuestion = await response.json();
    expect(edited.outcome).toBe('replaced');
    expect(edited.replacedQuestionId).toBe(target.id);
    expect(edited.question.id).not.toBe(target.id);
    expect(edited.question).toMatchObject({
      question: `${target.question} (revised)`,
      correctAnswer: newCorrect,
      orderIndex: target.orderIndex,
      source: 'content',
      hasAttempts: false,
    });

    // The old version is kept, retired, as the attempt answered it; the new one has the file's key and no
    // explanation (it explained another answer).
    const old = await storedQuestion(target.id);
    expect(old).toMatchObject({ isActive: false, question: target.question, key: null });
    expect(old?.retiredAt).toBeInstanceOf(Date);
    const replacement = await storedQuestion(edited.question.id);
    expect(replacement?.key).toMatch(/^q\d+$/);
    expect(replacement?.explanation).toBeNull();
    const [still] = await suite.t.database.db
      .select()
      .from(quizAttempts)
      .where(eq(quizAttempts.id, pastRow!.id));
    expect(still).toEqual(pastRow);
    expect(still!.answers[target.id]).toBe(past.answers[target.id]);

    // The admin list and the learner's quiz show the new version in the old one's place, never the retired one.
    const after = await adminQuestions(quiz.id);
    expect(after.map((q) => q.id)).toEqual(
      before.map((q) => (q.id === target.id ? edited.question.id : q.id)),
    );
    const seen = await learnerQuestions(quiz.moduleId);
    expect(seen.map((q) => q.id)).toEqual(after.map((q) => q.id));

    // Scoring uses the active questions: the new one counts, the retired one is unknown to a new attempt.
    const refused = await call(suite.t.app, 'POST', `/api/learning/modules/${quiz.moduleId}/quiz/attempts`, {
      cookie: learner.cookie,
      body: { answers: past.answers },
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.fields).toMatchObject({ [target.id]: expect.any(String) });
    const next = await attempt(quiz.moduleId, quiz.id);
    expect(next.result.attempt).toMatchObject({ score: 100, passed: true });
    expect(Object.keys(next.answers)).toContain(edited.question.id);
    expect(Object.keys(next.answers)).not.toContain(target.id);

    const [record] = (await actions('question.edited')).filter(
      (a) => a.details.replacedQuestionId === target.id,
    );
    expect(record).toMatchObject({
      actorEmail: admin.email,
      details: {
        quizId: quiz.id,
        monthNumber: 1,
        questionId: edited.question.id,
        changed: ['question', 'correctAnswer'],
      },
    });
    // The retired version can no longer be edited or deleted.
    expect((await adminCall('DELETE', `quizzes/${quiz.id}/questions/${target.id}`)).status).toBe(404);
  });

  it('keeps the explanation of an edit that leaves the correct answer as it was', async () => {
    const quiz = await quizOfMonth(1);
    const question = (await adminQuestions(quiz.id))[0]!;
    const explanation = (await storedQuestion(question.id))!.explanation;
    expect(explanation).toBeTruthy();
    const edited: EditedQuestion = await (
      await adminCall(
        'PATCH',
        `quizzes/${quiz.id}/questions/${question.id}`,
        bodyOf(question, { question: `${question.question} Choose one.` }),
      )
    ).json();
    expect((await storedQuestion(edited.question.id))!.explanation).toBe(explanation);
  });

  it('deletes a question without attempts and retires one with attempts; learners and scoring see neither again', async () => {
    const quiz = await quizOfMonth(3);
    const added: { question: AdminQuestion } = await (
      await adminCall('POST', `quizzes/${quiz.id}/questions`, questionBody({ question: 'To delete' }))
    ).json();
    const deleted = await adminCall('DELETE', `quizzes/${quiz.id}/questions/${added.question.id}`);
    expect(deleted.status).toBe(200);
    expect((await deleted.json()) as DeletedQuestion).toEqual({
      questionId: added.question.id,
      outcome: 'deleted',
    });
    expect(await storedQuestion(added.question.id)).toBeUndefined();

    // A question of the course files without attempts: gone from every list, kept hidden so a reload does not
    // bring it back (decision 0017).
    const [contentQuestion, answeredQuestion] = await adminQuestions(quiz.id);
    const hidden: DeletedQuestion = await (
      await adminCall('DELETE', `quizzes/${quiz.id}/questions/${contentQuestion!.id}`)
    ).json();
    expect(hidden.outcome).toBe('deleted');
    expect(await storedQuestion(contentQuestion!.id)).toMatchObject({ isActive: false, retiredAt: null });

    const past = await attempt(quiz.moduleId, quiz.id, [answeredQuestion!.id]);
    const pastScore = past.result.attempt;
    expect(pastScore.passed).toBe(pastScore.score >= quiz.passingScore);
    const retired = await adminCall('DELETE', `quizzes/${quiz.id}/questions/${answeredQuestion!.id}`);
    expect((await retired.json()) as DeletedQuestion).toEqual({
      questionId: answeredQuestion!.id,
      outcome: 'retired',
    });
    const kept = await storedQuestion(answeredQuestion!.id);
    expect(kept).toMatchObject({ isActive: false, question: answeredQuestion!.question });
    expect(kept?.retiredAt).toBeInstanceOf(Date);

    const listed = (await adminQuestions(quiz.id)).map((q) => q.id);
    const seen = (await learnerQuestions(quiz.moduleId)).map((q) => q.id);
    for (const id of [added.question.id, contentQuestion!.id, answeredQuestion!.id]) {
      expect(listed).not.toContain(id);
      expect(seen).not.toContain(id);
    }
    const { quizzes }: AdminQuizList = await (await adminCall('GET', 'quizzes')).json();
    expect(quizzes.find((q) => q.id === quiz.id)?.questionCount).toBe(listed.length);
    // A new attempt's total counts the active questions only.
    const next = await attempt(quiz.moduleId, quiz.id);
    const activeRows = await suite.t.database.db
      .select()
      .from(quizQuestions)
      .where(and(eq(quizQuestions.quizId, quiz.id), eq(quizQuestions.isActive, true)));
    expect(next.result.attempt.totalPoints).toBe(activeRows.reduce((sum, row) => sum + row.points, 0));

    const deletions = (await actions('question.deleted')).map((a) => a.details.questionId);
    expect(deletions).toEqual(expect.arrayContaining([added.question.id, contentQuestion!.id]));
    const [retirement] = (await actions('question.retired')).filter(
      (a) => a.details.questionId === answeredQuestion!.id,
    );
    expect(retirement).toMatchObject({ actorId: admin.userId, details: { quizId: quiz.id, monthNumber: 3 } });
    // Deleted and retired questions are gone for good.
    expect((await adminCall('DELETE', `quizzes/${quiz.id}/questions/${answeredQuestion!.id}`)).status).toBe(
      404,
    );
  });

  it('reorders the active questions; learners get the new order; the same order again records nothing', async () => {
    const quiz = await quizOfMonth(4);
    const before = await adminQuestions(quiz.id);
    const reversed = [...before].reverse().map((q) => q.id);
    const response = await adminCall('PUT', `quizzes/${quiz.id}/questions/order`, { questionIds: reversed });
    expect(response.status).toBe(200);
    const { questions }: AdminQuestionList = await response.json();
    expect(questions.map((q) => q.id)).toEqual(reversed);
    expect(questions.map((q) => q.orderIndex)).toEqual(reversed.map((_, index) => index + 1));
    expect((await learnerQuestions(quiz.moduleId)).map((q) => q.id)).toEqual(reversed);
    const records = (await actions('question.reordered')).filter((a) => a.details.quizId === quiz.id);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      actorId: admin.userId,
      details: { monthNumber: 4, questionIds: reversed },
    });

    const same = await adminCall('PUT', `quizzes/${quiz.id}/questions/order`, { questionIds: reversed });
    expect(same.status).toBe(200);
    expect((await actions('question.reordered')).filter((a) => a.details.quizId === quiz.id)).toHaveLength(1);

    // A question added afterwards goes last.
    const added: { question: AdminQuestion } = await (
      await adminCall('POST', `quizzes/${quiz.id}/questions`, questionBody({ question: 'Added last' }))
    ).json();
    expect((await adminQuestions(quiz.id)).at(-1)?.id).toBe(added.question.id);
  });

  it('refuses an order that leaves a question out, names another or names one twice, changing nothing', async () => {
    const quiz = await quizOfMonth(5);
    const other = await quizOfMonth(6);
    const ids = (await adminQuestions(quiz.id)).map((q) => q.id);
    const foreign = (await adminQuestions(other.id))[0]!.id;
    const before = await rowCounts(suite.t.database);
    const message = 'The new order must name each of the quiz’s questions exactly once.';
    for (const questionIds of [
      ids.slice(1),
      [...ids, foreign],
      [...ids.slice(1), foreign],
      [ids[0], ...ids],
      [],
      [...ids.slice(1), '00000000-0000-4000-8000-000000000000'],
    ]) {
      const response = await adminCall('PUT', `quizzes/${quiz.id}/questions/order`, { questionIds });
      expect(response.status, JSON.stringify(questionIds)).toBe(400);
      expect((await response.json()).error.fields?.questionIds).toBe(message);
    }
    for (const body of [
      {},
      { questionIds: 'all' },
      { questionIds: ['nope'] },
      { questionIds: ids, extra: 1 },
    ])
      expect((await adminCall('PUT', `quizzes/${quiz.id}/questions/order`, body)).status).toBe(400);
    const unknown = await adminCall('PUT', 'quizzes/00000000-0000-4000-8000-000000000000/questions/order', {
      questionIds: ids,
    });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.code).toBe(API_ERROR_CODES.quizNotFound);
    expect(await rowCounts(suite.t.database)).toEqual(before);
    expect((await adminQuestions(quiz.id)).map((q) => q.id)).toEqual(ids);
  });

  it('refuses bad edits, unknown quizzes and questions and another quiz’s question, writing nothing', async () => {
    const quiz = await quizOfMonth(5);
    const other = await quizOfMonth(6);
    const [question] = await adminQuestions(quiz.id);
    const foreign = (await adminQuestions(other.id))[0]!;
    const before = await rowCounts(suite.t.database);
    const path = `quizzes/${quiz.id}/questions/${question!.id}`;
    const cases: [Record<string, unknown>, string, string][] = [
      [bodyOf(question!, { question: ' ' }), 'question', 'Please fill all fields'],
      [bodyOf(question!, { options: ['a', 'b', 'c'] }), 'options', 'Please fill all fields'],
      [
        bodyOf(question!, { correctAnswer: 'Nobody' }),
        'correctAnswer',
        'The correct answer must be one of the four options.',
      ],
      [bodyOf(question!, { points: 0 }), 'points', 'Points must be a whole number of at least 1.'],
      [bodyOf(question!, { orderIndex: 3 }), 'orderIndex', 'Unknown field.'],
    ];
    for (const [body, field, message] of cases) {
      const response = await adminCall('PATCH', path, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json()).error.fields?.[field]).toBe(message);
    }
    const missing = '00000000-0000-4000-8000-000000000000';
    const notFound: [string, string][] = [
      [`quizzes/${missing}/questions/${question!.id}`, API_ERROR_CODES.quizNotFound],
      [`quizzes/${quiz.id}/questions/${missing}`, API_ERROR_CODES.questionNotFound],
      [`quizzes/${quiz.id}/questions/${foreign.id}`, API_ERROR_CODES.questionNotFound],
    ];
    for (const [tail, code] of notFound) {
      for (const response of [
        await adminCall('PATCH', tail, bodyOf(question!)),
        await adminCall('DELETE', tail),
      ]) {
        expect(response.status, tail).toBe(404);
        expect((await response.json()).error.code).toBe(code);
      }
    }
    expect((await adminCall('PATCH', `quizzes/${quiz.id}/questions/nope`, bodyOf(question!))).status).toBe(
      400,
    );
    expect((await adminCall('DELETE', `quizzes/nope/questions/${question!.id}`)).status).toBe(400);
    expect(await rowCounts(suite.t.database)).toEqual(before);
    expect(await adminQuestions(quiz.id)).toContainEqual(question);
  });

  it('runs two edits of one answered question one after the other: the second finds it retired', async () => {
    const quiz = await quizOfMonth(6);
    const [question] = await adminQuestions(quiz.id);
    await attempt(quiz.moduleId, quiz.id);
    const answers = await Promise.all(
      ['First', 'Second'].map((word) =>
        adminCall(
          'PATCH',
          `quizzes/${quiz.id}/questions/${question!.id}`,
          bodyOf(question!, { question: `${word} edit` }),
        ),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404]);
    const rows = await suite.t.database.db
      .select()
      .from(quizQuestions)
      .where(and(eq(quizQuestions.quizId, quiz.id), eq(quizQuestions.orderIndex, question!.orderIndex)));
    expect(rows.filter((row) => row.isActive)).toHaveLength(1);
  });

  it('answers 401 without a session and 403 to an artist who is not an admin', async () => {
    const quiz = await quizOfMonth(2);
    const [question] = await adminQuestions(quiz.id);
    const tail = `/api/admin/quizzes/${quiz.id}/questions/${question!.id}`;
    for (const [method, path, body] of [
      ['PATCH', tail, bodyOf(question!)],
      ['DELETE', tail, undefined],
      ['PUT', `/api/admin/quizzes/${quiz.id}/questions/order`, { questionIds: [question!.id] }],
      ['PATCH', `/api/admin/modules/${moduleIds[0]}`, { title: 'Nope' }],
    ] as const) {
      expect((await call(suite.t.app, method, path, { body })).status).toBe(401);
      expect((await call(suite.t.app, method, path, { cookie: learner.cookie, body })).status).toBe(403);
    }
  });
});

describe('module texts', () => {
  const moduleOf = async (id: string): Promise<AdminModule> => {
    const { modules }: AdminModuleList = await (await adminCall('GET', 'modules')).json();
    return modules.find((module) => module.id === id)!;
  };

  it('edits a module’s title, description and introduction; both views show them at once; each edit is recorded', async () => {
    const moduleId = moduleIds[1]!;
    const response = await adminCall('PATCH', `modules/${moduleId}`, {
      title: '  Money, Rights and Royalties  ',
      introduction: 'Welcome to month two.\nThis month is about money.',
    });
    expect(response.status).toBe(200);
    const { module }: { module: AdminModule } = await response.json();
    expect(module).toMatchObject({
      id: moduleId,
      monthNumber: 2,
      title: 'Money, Rights and Royalties',
      introduction: 'Welcome to month two.\nThis month is about money.',
    });
    expect(module.staffEditedAt).not.toBeNull();
    expect(await moduleOf(moduleId)).toEqual(module);

    const view = await call(suite.t.app, 'GET', `/api/learning/modules/${moduleId}`, {
      cookie: learner.cookie,
    });
    const page: ModuleView = await view.json();
    expect(page.module).toMatchObject({
      title: 'Money, Rights and Royalties',
      introduction: 'Welcome to month two.\nThis month is about money.',
    });
    const program = await call(suite.t.app, 'GET', '/api/learning/program', { cookie: learner.cookie });
    expect(JSON.stringify(await program.json())).toContain('Money, Rights and Royalties');

    const [record] = (await actions('module.edited')).filter((a) => a.details.moduleId === moduleId);
    expect(record).toMatchObject({
      actorId: admin.userId,
      actorEmail: admin.email,
      details: { monthNumber: 2, changed: ['title', 'introduction'], title: 'Money, Rights and Royalties' },
    });

    // The texts it already has: nothing changes, nothing is recorded.
    const again = await adminCall('PATCH', `modules/${moduleId}`, { title: 'Money, Rights and Royalties' });
    expect(((await again.json()) as { module: AdminModule }).module.staffEditedAt).toBe(module.staffEditedAt);
    expect((await actions('module.edited')).filter((a) => a.details.moduleId === moduleId)).toHaveLength(1);
  });

  it('refuses empty and too long texts, other fields and unknown modules, writing nothing', async () => {
    const moduleId = moduleIds[2]!;
    const before = await rowCounts(suite.t.database);
    const unchanged = await moduleOf(moduleId);
    const cases: [Record<string, unknown>, string, string][] = [
      [{}, 'title', 'Change the title, the description or the introduction.'],
      [{ title: '' }, 'title', 'Please enter a title.'],
      [{ title: '   ' }, 'title', 'Please enter a title.'],
      [{ description: '' }, 'description', 'Please enter a description.'],
      [{ introduction: null }, 'introduction', 'Please enter an introduction.'],
      [{ title: 'x'.repeat(201) }, 'title', 'Title must be at most 200 characters.'],
      [{ title: 'Line\nbreak' }, 'title', expect.any(String) as unknown as string],
      [{ introduction: 'x'.repeat(2001) }, 'introduction', 'Introduction must be at most 2000 characters.'],
      [{ title: 'Ok', monthNumber: 3 }, 'monthNumber', 'Unknown field.'],
      [{ title: 42 }, 'title', 'Please enter a title.'],
    ];
    for (const [body, field, message] of cases) {
      const response = await adminCall('PATCH', `modules/${moduleId}`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json()).error.fields?.[field], JSON.stringify(body)).toEqual(message);
    }
    const unknown = await adminCall('PATCH', 'modules/00000000-0000-4000-8000-000000000000', { title: 'x' });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.code).toBe(API_ERROR_CODES.moduleNotFound);
    expect((await adminCall('PATCH', 'modules/nope', { title: 'x' })).status).toBe(400);
    expect(await rowCounts(suite.t.database)).toEqual(before);
    expect(await moduleOf(moduleId)).toEqual(unchanged);
  });
});
