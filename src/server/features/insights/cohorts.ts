/**
 * Cohorts (issue 37 "Program insights" item 5; docs/decisions/0026 "Cohorts"): per enrolment month (UTC), the
 * modules completed per learner by week since enrolment. Week `w` counts each learner's completions (of the course's
 * active modules) made within `w` × 7 days of their own enrolment; a cohort's weeks run to the weeks its first learner
 * has had by now (at least 1, at most `COHORT_WEEKS_MAX`).
 */
import { sql } from 'drizzle-orm';
import { COHORT_WEEKS_MAX } from '@shared/limits/insights';
import type { CohortRow, Cohorts, InsightsQuery } from '@shared/schemas/insights';
import type { Db } from '../../db/client';
import { enrolmentConditions } from './stops';
import { epochMs, programCourse, roundTo, rowsOf } from './scope';

const WEEK_MS = 7 * 86_400_000;

/**
 * `GET /admin/insights/cohorts`: every enrolment month of the filter's learners, oldest first.
 *
 * @param now - the server's clock (a parameter for tests).
 */
export async function cohorts(db: Db, query: InsightsQuery, now: Date = new Date()): Promise<Cohorts> {
  const { courseId, modules } = await programCourse(db);
  if (!courseId) return { cohorts: [] };
  const moduleIds = modules.map((module) => module.id);
  const rows = await rowsOf<{ cohort: string; enrolled: unknown; completions: unknown }>(
    db,
    sql`select to_char(e.enrolled_at at time zone 'UTC', 'YYYY-MM') as cohort,
          ${epochMs(sql.raw('e.enrolled_at'))} as enrolled,
          coalesce((select array_agg(${epochMs(sql.raw('mp.completed_at'))})
                    from module_progress mp
                    where mp.user_id = e.user_id and mp.completed_at is not null
                      and mp.module_id::text = any(${`{${moduleIds.join(',')}}`}::text[])), '{}') as completions
        from user_enrollments e
        where e.course_id = ${courseId} and ${enrolmentConditions(query)}`,
  );
  const byCohort = new Map<string, Array<{ enrolled: number; completions: number[] }>>();
  for (const row of rows) {
    const learner = {
      enrolled: Number(row.enrolled),
      completions: (row.completions as unknown[]).map(Number),
    };
    const learners = byCohort.get(row.cohort);
    if (learners) learners.push(learner);
    else byCohort.set(row.cohort, [learner]);
  }
  return {
    cohorts: [...byCohort.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([cohort, learners]): CohortRow => {
        const first = Math.min(...learners.map((learner) => learner.enrolled));
        const weekCount = Math.min(
          COHORT_WEEKS_MAX,
          Math.max(1, Math.ceil((now.getTime() - first) / WEEK_MS)),
        );
        return {
          cohort,
          learners: learners.length,
          weeks: Array.from({ length: weekCount }, (_, index) => {
            const week = index + 1;
            const completed = learners.reduce(
              (sum, learner) =>
                sum + learner.completions.filter((at) => at - learner.enrolled < week * WEEK_MS).length,
              0,
            );
            return { week, modulesCompletedPerLearner: roundTo(completed / learners.length, 2) };
          }),
        };
      }),
  };
}
