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

/** A question's figures over the attempts of the set that answered it, as the database sums them. */
interface ItemStats {
  attempts: number;
  facility: number | null;
  discrimination: number | null;
  strongGetWrong: boolean;
  optionCounts: Record<string, number>;
}

/** The figures of a question no attempt of the set answered. */
const UNANSWERED: ItemStats = {
  attempts: 0,
  facility: null,
  discrimination: null,
  strongGetWrong: false,
  optionCounts: {},
};

/** The filter's conditions on the attempt `qa`, for the given quizzes. */
function attemptConditions(quizIds: string[], query: InsightsQuery) {
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
  conditions.push(sql`qa.quiz_id in (${ids})`);
  return allOf(conditions);
}

/**
 * Each question's figures over the attempts of the set, summed in the database (a question's answers never leave
 * it): per answer its score (1 when it is the correct option) and the rest of the attempt's points; then per
 * question the count, the facility (mean score), the discrimination (`corr` of score and rest: Pearson's r, null
 * when either does not vary), whether the strong third scores lower than the others, and each option's count.
 */
async function readItemStats(
  db: Db,
  quizIds: string[],
  query: InsightsQuery,
): Promise<Map<string, ItemStats>> {
  if (quizIds.length === 0) return new Map();
  const rows = await rowsOf<{
    question_id: string;
    attempts: number;
    facility: number | null;
    discrimination: number | null;
    strong_lower: boolean | null;
    option_counts: Record<string, number> | null;
  }>(
    db,
    sql`with item as (
          select q.id::text as question_id, a.value as answer,
            case when a.value = q.correct_answer then 1 else 0 end as score,
            qa.earned_points - case when a.value = q.correct_answer then q.points else 0 end as rest
          from quiz_attempts qa
          cross join lateral jsonb_each_text(qa.answers) a
          join quiz_questions q on q.quiz_id = qa.quiz_id and q.id::text = a.key
          where ${attemptConditions(quizIds, query)}
        ),
        ranked as (
          select item.*, count(*) over w as n, row_number() over (w order by rest desc) as rank
          from item window w as (partition by question_id)
        ),
        strong as (
          select question_id, min(rest) as threshold from ranked
          where rank <= ceil(n * ${STRONG_SHARE}::float8) group by question_id
        ),
        options as (
          select question_id, jsonb_object_agg(answer, n) as option_counts
          from (select question_id, answer, count(*)::int as n from item where answer is not null
                group by question_id, answer) o
          group by question_id
        )
        select r.question_id, count(*)::int as attempts, avg(r.score)::float8 as facility,
          corr(r.score::float8, r.rest::float8) as discrimination,
          count(*) >= 3 and count(*) filter (where r.rest < s.threshold) > 0
            and avg(r.score) filter (where r.rest >= s.threshold) < avg(r.score) filter (where r.rest < s.threshold)
            as strong_lower,
          o.option_counts
        from ranked r
        join strong s on s.question_id = r.question_id
        left join options o on o.question_id = r.question_id
        group by r.question_id, o.option_counts`,
  );
  return new Map(
    rows.map((row) => [
      row.question_id,
      {
        attempts: row.attempts,
        facility: row.facility,
        discrimination: row.discrimination,
        strongGetWrong: row.strong_lower === true,
        optionCounts: row.option_counts ?? {},
      },
    ]),
  );
}

/** The count of attempts of the set per quiz. */
async function readAttemptCounts(
  db: Db,
  quizIds: string[],
  query: InsightsQuery,
): Promise<Map<string, number>> {
  if (quizIds.length === 0) return new Map();
  const rows = await rowsOf<{ quiz_id: string; attempts: number }>(
    db,
    sql`select qa.quiz_id, count(*)::int as attempts from quiz_attempts qa
        where ${attemptConditions(quizIds, query)} group by qa.quiz_id`,
  );
  return new Map(rows.map((row) => [row.quiz_id, row.attempts]));
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
  const [stats, attemptCounts, questions] = await Promise.all([
    readItemStats(db, quizIds, query),
    readAttemptCounts(db, quizIds, query),
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
    for (const q of questions.filter((question) => question.quizId === quiz.id)) {
      if (!q.isActive && !stats.has(q.id)) continue;
      const item = stats.get(q.id) ?? UNANSWERED;
      const versions = chain(q.id);
      const flags: ItemFlag[] = [];
      if (item.facility !== null && item.facility < MOST_FAIL_FACILITY) flags.push('most_fail');
      if ((item.discrimination !== null && item.discrimination < 0) || item.strongGetWrong)
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
        attempts: item.attempts,
        facility: item.facility === null ? null : roundTo(item.facility, 3),
        discrimination: item.discrimination === null ? null : roundTo(item.discrimination, 3),
        optionCounts: Object.keys(q.options)
          .sort()
          .map((key) => ({
            key,
            label: q.options[key]!,
            count: item.optionCounts[key] ?? 0,
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
      attempts: attemptCounts.get(quiz.id) ?? 0,
    })),
    questions: rows.map(({ order: _order, quizOrder: _quizOrder, ...row }) => row),
  };
}
