/**
 * Quiz item analysis (issue 37 "Program insights" item 3; docs/decisions/0026 "Item analysis"), by Moodle's quiz
 * statistics ("Quiz statistics calculations", Moodle developer documentation):
 * - the set of attempts: each learner's first attempt at the quiz (`round=first`) or every attempt (`all`), made in
 *   the date range, by learners of the cohort;
 * - facility index: the mean share of the item's marks scored (our items score all or nothing: the share right);
 * - discrimination index: Pearson's correlation, across the attempts of the set that answered the item, of the
 *   item's score with the score on the rest of the quiz (the attempt's points less the item's); null with fewer
 *   than 2 attempts or when either score does not vary;
 * - flags: `most_fail` when the facility is below 0.3; `strong_get_wrong` when the discrimination is negative, or when
 *   the strong third (the attempts whose rest score is at least the ⌈n/3⌉-th highest) scores the item lower than the
 *   other attempts.
 * Each question id is one version: an edit of an answered question retires it and adds the edited question with a new
 * id pointing back (`previous_version_id`), so every version is its own row and its answers stay its own.
 */
import { inArray, sql } from 'drizzle-orm';
import { MOST_FAIL_FACILITY, STRONG_SHARE } from '@shared/limits/insights';
import type { InsightsQuery, ItemAnalysis, ItemAnalysisRow, ItemFlag } from '@shared/schemas/insights';
import type { Db } from '../../db/client';
import { quizQuestions } from '../../db/schema/index';
import { courseCatalog } from '../course/catalog';
import { allOf, monthOf, programCourse, rangeConditions, roundTo, rowsOf } from './scope';

/** One attempt of the set. */
interface Attempt {
  quizId: string;
  answers: Record<string, string>;
  earnedPoints: number;
}

/** Pearson's correlation of `xs` and `ys`; null with fewer than 2 pairs or when either does not vary. */
function pearson(xs: readonly number[], ys: readonly number[]): number | null {
  const n = xs.length;
  if (n < 2) return null;
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i += 1) {
    const dx = xs[i]! - mx;
    const dy = ys[i]! - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  if (sxx === 0 || syy === 0) return null;
  return sxy / Math.sqrt(sxx * syy);
}

/** Whether the strong third of the attempts (by rest score) scores the item lower than the others. */
function strongGetWrong(scores: readonly number[], rests: readonly number[]): boolean {
  const n = scores.length;
  if (n < 3) return false;
  const threshold = [...rests].sort((a, b) => b - a)[Math.ceil(n * STRONG_SHARE) - 1]!;
  const strong: number[] = [];
  const others: number[] = [];
  rests.forEach((rest, i) => (rest >= threshold ? strong : others).push(scores[i]!));
  if (others.length === 0) return false;
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  return mean(strong) < mean(others);
}

/** The attempts of the set, for the given quizzes. */
async function readAttempts(db: Db, quizIds: string[], query: InsightsQuery): Promise<Attempt[]> {
  if (quizIds.length === 0) return [];
  const conditions = rangeConditions(query, sql.raw('qa.completed_at'));
  if (query.round === 'first') conditions.push(sql`qa.attempt_number = 1`);
  if (query.cohort)
    conditions.push(
      sql`exists (select 1 from user_enrollments e where e.user_id = qa.user_id
                  and ${monthOf(sql.raw('e.enrolled_at'))} = ${query.cohort})`,
    );
  const ids = sql.join(
    quizIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = await rowsOf<{ quiz_id: string; answers: unknown; earned_points: unknown }>(
    db,
    sql`select qa.quiz_id, qa.answers, qa.earned_points from quiz_attempts qa
        where qa.quiz_id in (${ids}) and ${allOf(conditions)}`,
  );
  return rows.map((row) => ({
    quizId: row.quiz_id,
    answers: (typeof row.answers === 'string' ? JSON.parse(row.answers) : row.answers) as Record<
      string,
      string
    >,
    earnedPoints: Number(row.earned_points),
  }));
}

/**
 * `GET /admin/insights/item-analysis`: the course's quizzes (or the one of `quizId`) in course order, and each
 * version of each question: active ones, and retired ones some attempt of the set answered. Rounded to 3 decimals.
 */
export async function itemAnalysis(db: Db, query: InsightsQuery): Promise<ItemAnalysis> {
  const { modules } = await programCourse(db);
  const catalog = await courseCatalog(db);
  const quizzes = modules.flatMap((module) => {
    const quiz = catalog.quizzes.get(module.id);
    return quiz && (!query.quizId || quiz.id === query.quizId) ? [{ quiz, module }] : [];
  });
  const quizIds = quizzes.map(({ quiz }) => quiz.id);
  const [attempts, questions] = await Promise.all([
    readAttempts(db, quizIds, query),
    quizIds.length === 0
      ? []
      : db
          .select({
            id: quizQuestions.id,
            quizId: quizQuestions.quizId,
            question: quizQuestions.question,
            options: quizQuestions.options,
            correctAnswer: quizQuestions.correctAnswer,
            points: quizQuestions.points,
            orderIndex: quizQuestions.orderIndex,
            isActive: quizQuestions.isActive,
            retiredAt: quizQuestions.retiredAt,
            previousVersionId: quizQuestions.previousVersionId,
          })
          .from(quizQuestions)
          .where(inArray(quizQuestions.quizId, quizIds)),
  ]);
  const byId = new Map(questions.map((q) => [q.id, q]));
  /** The ids of a question's versions up to `id`, oldest first. */
  const chain = (id: string): string[] => {
    const ids: string[] = [];
    let at: string | null = id;
    while (at !== null && byId.has(at) && !ids.includes(at)) {
      ids.unshift(at);
      at = byId.get(at)!.previousVersionId;
    }
    return ids;
  };
  // The position of a question's latest version orders all of its versions.
  const latest = new Map<string, number>();
  for (const q of questions) {
    const root = chain(q.id)[0]!;
    if (q.isActive || !latest.has(root)) latest.set(root, q.orderIndex);
  }
  const rows: Array<ItemAnalysisRow & { order: number; quizOrder: number }> = [];
  quizzes.forEach(({ quiz, module }, quizOrder) => {
    const quizAttempts = attempts.filter((a) => a.quizId === quiz.id);
    for (const q of questions.filter((question) => question.quizId === quiz.id)) {
      const answered = quizAttempts.filter((a) => q.id in a.answers);
      if (!q.isActive && answered.length === 0) continue;
      const versions = chain(q.id);
      const scores = answered.map((a): number => (a.answers[q.id] === q.correctAnswer ? 1 : 0));
      const rests = answered.map((a, i) => a.earnedPoints - scores[i]! * q.points);
      const facility = scores.length > 0 ? scores.reduce((a, b) => a + b, 0) / scores.length : null;
      const discrimination = pearson(scores, rests);
      const flags: ItemFlag[] = [];
      if (facility !== null && facility < MOST_FAIL_FACILITY) flags.push('most_fail');
      if ((discrimination !== null && discrimination < 0) || strongGetWrong(scores, rests))
        flags.push('strong_get_wrong');
      rows.push({
        quizId: quiz.id,
        moduleId: module.id,
        monthNumber: module.monthNumber,
        questionId: q.id,
        firstVersionId: versions[0]!,
        version: versions.length,
        retired: !q.isActive,
        text: q.question,
        attempts: answered.length,
        facility: facility === null ? null : roundTo(facility, 3),
        discrimination: discrimination === null ? null : roundTo(discrimination, 3),
        optionCounts: Object.keys(q.options)
          .sort()
          .map((key) => ({
            key,
            label: q.options[key]!,
            count: answered.filter((a) => a.answers[q.id] === key).length,
            correct: key === q.correctAnswer,
          })),
        flags,
        order: latest.get(versions[0]!) ?? q.orderIndex,
        quizOrder,
      });
    }
  });
  rows.sort(
    (a, b) =>
      a.quizOrder - b.quizOrder ||
      a.order - b.order ||
      a.firstVersionId.localeCompare(b.firstVersionId) ||
      a.version - b.version,
  );
  return {
    round: query.round,
    quizzes: quizzes.map(({ quiz, module }) => ({
      quizId: quiz.id,
      moduleId: module.id,
      monthNumber: module.monthNumber,
      title: quiz.title,
      attempts: attempts.filter((a) => a.quizId === quiz.id).length,
    })),
    questions: rows.map(({ order: _order, quizOrder: _quizOrder, ...row }) => row),
  };
}
