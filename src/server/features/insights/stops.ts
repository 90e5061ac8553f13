/**
 * Where learners stop (issue 37 "Program insights" item 2; docs/decisions/0026 "Where learners stop"): per module,
 * the learners of the filter who opened it, watched 90 % of its video (distinct seconds), marked its worksheet done,
 * passed its quiz and completed it; and each learner inactive for `INACTIVE_AFTER_DAYS` (14) days who has not
 * finished, with the module they stopped at (the first, in course order, they have not completed).
 */
import { sql } from 'drizzle-orm';
import { VIDEO_WATCHED_SHARE } from '@shared/course/progress-steps';
import { INACTIVE_AFTER_DAYS } from '@shared/limits/insights';
import type { InactiveLearner, InsightsQuery, ModuleStops, Stops } from '@shared/schemas/insights';
import type { Db } from '../../db/client';
import { allOf, epochMs, num, programCourse, rangeConditions, rowsOf } from './scope';

const DAY_MS = 86_400_000;

/** The filter's conditions on the enrolment `e`. */
export const enrolmentConditions = (query: InsightsQuery) =>
  allOf(rangeConditions(query, sql.raw('e.enrolled_at'), sql.raw('e.enrolled_at')));

/**
 * `GET /admin/insights/stops`: the modules in course order with their counts, and the inactive learners, longest
 * inactive first.
 *
 * @param now - the server's clock (a parameter for tests).
 */
export async function stops(db: Db, query: InsightsQuery, now: Date = new Date()): Promise<Stops> {
  const { courseId, modules } = await programCourse(db);
  if (!courseId) return { learners: 0, modules: [], inactiveAfterDays: INACTIVE_AFTER_DAYS, inactive: [] };
  const where = enrolmentConditions(query);
  const [learners] = await rowsOf<{ n: unknown }>(
    db,
    sql`select count(*)::int as n from user_enrollments e where e.course_id = ${courseId} and ${where}`,
  );
  const counts = await rowsOf<Record<string, unknown>>(
    db,
    sql`select mp.module_id,
          count(*) filter (where mp.opened_at is not null)::int as opened,
          count(*) filter (where m.video_url is not null and m.video_seconds is not null
            and mp.video_credited_seconds >= ${VIDEO_WATCHED_SHARE}::float8 * m.video_seconds)::int as watched,
          count(*) filter (where mp.worksheet_done_at is not null)::int as worksheet,
          count(*) filter (where mp.quiz_passed_at is not null)::int as quiz,
          count(*) filter (where mp.completed_at is not null)::int as completed
        from module_progress mp
        join user_enrollments e on e.user_id = mp.user_id and e.course_id = ${courseId}
        join modules m on m.id = mp.module_id
        where ${where}
        group by mp.module_id`,
  );
  const byModule = new Map(counts.map((row) => [row.module_id as string, row]));
  const moduleRows: ModuleStops[] = modules.map((module) => {
    const row = byModule.get(module.id);
    return {
      moduleId: module.id,
      monthNumber: module.monthNumber,
      title: module.title,
      opened: num(row?.opened),
      watched90: num(row?.watched),
      worksheetAnswered: num(row?.worksheet),
      quizPassed: num(row?.quiz),
      completed: num(row?.completed),
    };
  });
  return {
    learners: num(learners?.n),
    modules: moduleRows,
    inactiveAfterDays: INACTIVE_AFTER_DAYS,
    inactive: await inactiveLearners(db, courseId, modules, query, now),
  };
}

/** The learners of the filter without activity for 14 days who have a module left, longest inactive first. */
async function inactiveLearners(
  db: Db,
  courseId: string,
  modules: ReadonlyArray<{ id: string; monthNumber: number; title: string }>,
  query: InsightsQuery,
  now: Date,
): Promise<InactiveLearner[]> {
  if (modules.length === 0) return [];
  const before = new Date(now.getTime() - INACTIVE_AFTER_DAYS * DAY_MS).toISOString();
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select e.user_id, u.name, u.email, ${epochMs(sql.raw('e.enrolled_at'))} as enrolled,
          ${epochMs(sql.raw('coalesce(max(mp.touched_at), e.enrolled_at)'))} as last_activity,
          coalesce(array_agg(mp.module_id::text) filter (where mp.completed_at is not null), '{}') as completed
        from user_enrollments e
        join users u on u.id = e.user_id
        left join module_progress mp on mp.user_id = e.user_id
        where e.course_id = ${courseId} and ${enrolmentConditions(query)}
          and not exists (select 1 from user_certificates c
                          where c.user_id = e.user_id and c.certificate_type = 'program_completion')
        group by e.user_id, u.name, u.email, e.enrolled_at
        having coalesce(max(mp.touched_at), e.enrolled_at) < ${before}::timestamptz
        order by last_activity asc, e.user_id asc`,
  );
  return rows.flatMap((row): InactiveLearner[] => {
    const completed = new Set(row.completed as string[]);
    const stoppedAt = modules.find((module) => !completed.has(module.id));
    if (!stoppedAt) return [];
    const lastActivity = num(row.last_activity);
    return [
      {
        userId: row.user_id as string,
        name: row.name as string,
        email: row.email as string,
        enrolledAt: new Date(num(row.enrolled)).toISOString(),
        lastActivityAt: new Date(lastActivity).toISOString(),
        daysInactive: Math.floor((now.getTime() - lastActivity) / DAY_MS),
        stoppedAtModuleId: stoppedAt.id,
        stoppedAtMonthNumber: stoppedAt.monthNumber,
        stoppedAtTitle: stoppedAt.title,
      },
    ];
  });
}
