/**
 * Quiz item analysis (issue 37 item 3; docs/decisions/0026) on hand-made attempts at the real module 1 quiz: each
 * question's facility and discrimination index against values worked out here from the raw 0/1 matrix (with this
 * file's own Pearson correlation), the option counts, the flags, first attempts against all attempts, and an edited
 * question's versions reported apart.
 */
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ItemAnalysis } from '@shared/schemas/insights';
import { quizAttempts, quizQuestions, quizzes, users } from '../../db/schema/index';
import { send, useAccountSuite } from '../../test/accounts';
import { member } from '../../test/admin-test-kit';
import { seedCourseContent } from '../../test/course-content';

const suite = useAccountSuite();
let admin: { cookie: string };
let quizId = '';
type Question = {
  id: string;
  question: string;
  options: Record<string, string>;
  correctAnswer: string;
  points: number;
};
let questions: Question[] = [];
let edited: Question;

/** Who answered which question right (1) on their first attempt: rows are learners, columns the 7 questions. */
const FIRST = [
  [1, 1, 1, 1, 1, 1, 0],
  [1, 1, 1, 1, 1, 0, 0],
  [1, 1, 0, 1, 0, 0, 0],
  [1, 0, 1, 0, 0, 0, 1],
  [0, 1, 0, 0, 0, 0, 1],
  [1, 0, 0, 0, 0, 0, 1],
];
/** The second attempts of the first three learners, after question 1 was edited (column 0 is the new version). */
const SECOND = [
  [1, 1, 1, 1, 1, 1, 1],
  [0, 1, 1, 1, 1, 1, 0],
  [1, 1, 1, 0, 1, 0, 1],
];

/** The wrong option a learner chose: the first wrong key, or for learner 1 the last one (so counts differ). */
const wrongKey = (q: Question, learner: number) => {
  const wrong = Object.keys(q.options)
    .sort()
    .filter((key) => key !== q.correctAnswer);
  return learner === 1 ? wrong.at(-1)! : wrong[0]!;
};
const answersOf = (row: number[], learner: number, asked: Question[]) =>
  Object.fromEntries(asked.map((q, i) => [q.id, row[i] ? q.correctAnswer : wrongKey(q, learner)]));

/** Pearson's r, written out from sums (n·Σxy − Σx·Σy over the root of the variances' products). */
function r(xs: number[], ys: number[]): number | null {
  const n = xs.length;
  const sx = xs.reduce((a, b) => a + b, 0);
  const sy = ys.reduce((a, b) => a + b, 0);
  const sxy = xs.reduce((a, x, i) => a + x * ys[i]!, 0);
  const sxx = xs.reduce((a, x) => a + x * x, 0);
  const syy = ys.reduce((a, y) => a + y * y, 0);
  const den = Math.sqrt((n * sxx - sx * sx) * (n * syy - sy * sy));
  return n < 2 || den === 0 ? null : (n * sxy - sx * sy) / den;
}
const three = (v: number | null) => (v === null ? null : Math.round(v * 1000) / 1000);

/** The marks of a row of the matrix: each right answer scores its question's points. */
const marks = (row: number[]) => row.reduce((sum, x, k) => sum + x * questions[k]!.points, 0);

/**
 * Facility and discrimination of column `j` of a 0/1 matrix, worked out from the raw rows: the share right, and r of
 * the item's score with the marks of the rest of the attempt.
 */
function expected(matrix: number[][], j: number) {
  const xs = matrix.map((row) => row[j]!);
  const rests = matrix.map((row) => marks(row) - row[j]! * questions[j]!.points);
  return { facility: three(xs.reduce((a, b) => a + b, 0) / xs.length), discrimination: three(r(xs, rests)) };
}

async function attempt(userId: string, number: number, row: number[], learner: number, asked: Question[]) {
  const earned = marks(row);
  const total = marks(row.map(() => 1));
  await suite.t.database.db.insert(quizAttempts).values({
    userId,
    quizId,
    attemptNumber: number,
    score: Math.round((100 * earned) / total),
    earnedPoints: earned,
    totalPoints: total,
    passed: earned / total >= 0.7,
    answers: answersOf(row, learner, asked),
    completedAt: new Date(`2025-03-0${number}T10:00:00Z`),
  });
}

beforeAll(async () => {
  admin = await member(suite.t, true);
  const { moduleIds } = await seedCourseContent(suite.t);
  const { db } = suite.t.database;
  [{ id: quizId }] = (await db
    .select({ id: quizzes.id })
    .from(quizzes)
    .where(eq(quizzes.moduleId, moduleIds[0]!))) as [{ id: string }];
  const columns = {
    id: quizQuestions.id,
    question: quizQuestions.question,
    options: quizQuestions.options,
    correctAnswer: quizQuestions.correctAnswer,
    points: quizQuestions.points,
  };
  questions = await db
    .select(columns)
    .from(quizQuestions)
    .where(and(eq(quizQuestions.quizId, quizId), eq(quizQuestions.isActive, true)))
    .orderBy(asc(quizQuestions.orderIndex));
  expect(questions).toHaveLength(7);
  for (const [i, row] of FIRST.entries()) {
    await db.insert(users).values({ id: `u${i}`, email: `u${i}@example.com`, name: `u${i}` });
    await attempt(`u${i}`, 1, row, i, questions);
  }
  // Staff reword question 1, which attempts answered: it becomes version 2 with a new id.
  const q1 = questions[0]!;
  const keys = Object.keys(q1.options).sort();
  const response = await send(
    suite.t,
    'PATCH',
    `/api/admin/quizzes/${quizId}/questions/${q1.id}`,
    {
      question: `${q1.question} (reworded)`,
      options: keys.map((key) => q1.options[key]),
      correctAnswer: q1.options[q1.correctAnswer],
      points: 1,
    },
    admin,
  );
  expect(response.status, await response.clone().text()).toBe(200);
  [edited] = (await db
    .select(columns)
    .from(quizQuestions)
    .where(eq(quizQuestions.previousVersionId, q1.id))) as [Question];
  for (const [i, row] of SECOND.entries()) await attempt(`u${i}`, 2, row, i, [edited, ...questions.slice(1)]);
});

async function analysis(query: string): Promise<ItemAnalysis> {
  const response = await send(
    suite.t,
    'GET',
    `/api/admin/insights/item-analysis?quizId=${quizId}&${query}`,
    undefined,
    admin,
  );
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

describe('quiz item analysis', () => {
  it('gives first attempts’ facility, discrimination and option counts per question, each version apart', async () => {
    const { round, quizzes: listed, questions: rows } = await analysis('round=first');
    expect(round).toBe('first');
    expect(listed).toEqual([expect.objectContaining({ quizId, monthNumber: 1, attempts: 6 })]);
    expect(rows.map((q) => [q.questionId, q.version, q.retired, q.attempts])).toEqual([
      [questions[0]!.id, 1, true, 6],
      [edited.id, 2, false, 0],
      ...questions.slice(1).map((q) => [q.id, 1, false, 6]),
    ]);
    expect(rows[1]).toMatchObject({
      firstVersionId: questions[0]!.id,
      facility: null,
      discrimination: null,
      flags: [],
    });
    const firstVersions = rows.filter((q) => q.questionId !== edited.id);
    firstVersions.forEach((row, j) => {
      expect({ facility: row.facility, discrimination: row.discrimination }, `question ${j + 1}`).toEqual(
        expected(FIRST, j),
      );
      const q = questions[j]!;
      expect(row.optionCounts).toEqual(
        Object.keys(q.options)
          .sort()
          .map((key) => ({
            key,
            label: q.options[key],
            count: FIRST.filter(
              (answers, learner) => (answers[j] ? q.correctAnswer : wrongKey(q, learner)) === key,
            ).length,
            correct: key === q.correctAnswer,
          })),
      );
    });
    // Question 6: one in six right. Question 7: right only for the three weakest on the rest of the quiz.
    expect(firstVersions[5]!.flags).toEqual(['most_fail']);
    expect(firstVersions[6]!.flags).toEqual(['strong_get_wrong']);
    expect(firstVersions[6]!.discrimination).toBeLessThan(0);
    expect(firstVersions[0]!.flags).toEqual([]);
  });

  it('counts every attempt with round=all; the edited question’s answers stay with the version answered', async () => {
    const { quizzes: listed, questions: rows } = await analysis('round=all');
    expect(listed[0]!.attempts).toBe(9);
    const [oldVersion, newVersion, ...rest] = rows;
    expect(oldVersion).toMatchObject({ version: 1, attempts: 6, ...expected(FIRST, 0) });
    expect(newVersion).toMatchObject({
      version: 2,
      attempts: 3,
      text: `${questions[0]!.question} (reworded)`,
      ...expected(SECOND, 0),
    });
    const all = [...FIRST, ...SECOND];
    rest.forEach((row, k) =>
      expect(row, `question ${k + 2}`).toMatchObject({ attempts: 9, ...expected(all, k + 1) }),
    );
  });

  it('keeps the date range and cohort: attempts of other days or of no cohort are left out', async () => {
    const second = await analysis('round=all&from=2025-03-02&to=2025-03-02');
    expect(second.quizzes[0]!.attempts).toBe(3);
    const cohort = await analysis('round=all&cohort=2025-03');
    expect(cohort.quizzes[0]!.attempts).toBe(0);
    expect(cohort.questions.filter((q) => q.retired)).toEqual([]);
  });
});
