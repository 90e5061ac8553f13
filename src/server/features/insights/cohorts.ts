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
import { epochMs, monthOf, programCourse, roundTo, rowsOf } from './scope';

const WEEK_MS = 7 * 86_400_000;

/**
 * `GET /admin/insights/cohorts`: every enrolment month of the filter's learners, oldest first.
 *
 * @param now - the server's clock (a parameter for tests).
 */
export async function cohorts(db: Db, query: InsightsQuery, now: Date = new Date()): Promise<Cohorts> {
  const { courseId, modules } = await programCourse(db);
  if (!courseId) return { cohorts: [] };
  const moduleIds = `{${modules.map((module) => module.id).join(',')}}`;
  // Per cohort its learners and first enrolment, and its completions counted by the week after each learner's own
  // enrolment in which they fell (week index 0 = the first 7 days; a completion dated before it counts from week 1).
  const rows = await rowsOf<{
    cohort: string;
    learners: number;
    first: number;
    by_week: Record<string, number> | null;
  }>(
    db,
    sql`with learners as (
          select e.user_id, e.enrolled_at, ${monthOf(sql.raw('e.enrolled_at'))} as cohort
          from user_enrollments e
          where e.course_id = ${courseId} and ${enrolmentConditions(query)}
        ),
        done as (
          select l.cohort,
            greatest(0, floor((${epochMs(sql.raw('mp.completed_at'))} - ${epochMs(sql.raw('l.enrolled_at'))})
              / ${WEEK_MS}::float8))::int as week_index,
            count(*)::int as n
          from learners l
          join module_progress mp on mp.user_id = l.user_id and mp.completed_at is not null
            and mp.module_id = any(${moduleIds}::uuid[])
          group by 1, 2
        )
        select c.cohort, c.learners, c.first,
          (select json_object_agg(d.week_index, d.n) from done d where d.cohort = c.cohort) as by_week
        from (select cohort, count(*)::int as learners, min(${epochMs(sql.raw('enrolled_at'))}) as first
              from learners group by cohort) c
        order by c.cohort`,
  );
  return {
    cohorts: rows.map((row): CohortRow => {
      const weekCount = Math.min(
        COHORT_WEEKS_MAX,
        Math.max(1, Math.ceil((now.getTime() - row.first) / WEEK_MS)),
      );
      const byWeek = row.by_week ?? {};
      let completed = 0;
      return {
        cohort: row.cohort,
        learners: row.learners,
        weeks: Array.from({ length: weekCount }, (_, index) => {
          // Week w counts the completions made within w × 7 days of enrolment: week indexes 0 to w − 1.
          completed += byWeek[String(index)] ?? 0;
          return { week: index + 1, modulesCompletedPerLearner: roundTo(completed / row.learners, 2) };
        }),
      };
    }),
  };
}
