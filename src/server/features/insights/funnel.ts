/**
 * The funnel (issue 37 "Program insights" item 1; docs/decisions/0026 "Funnel"): applications received → approved →
 * accounts made → enrolled → each module completed → certificate, with the people at each step, the rates and the
 * median days between steps.
 *
 * A person is an email, any case: an application is matched to the account of the same email (accounts store it in
 * lower case). The people of the funnel are everyone who applied (either form) or enrolled in the program's course.
 * Each step counts the people who reached it, whatever the way (a learner allow-listed without an application joins
 * at "Accounts made", so a rate can pass 100 %).
 */
import { sql } from 'drizzle-orm';
import { funnelStepLabels } from '@shared/messages/insights';
import type { Funnel, FunnelStep, InsightsQuery } from '@shared/schemas/insights';
import type { Db } from '../../db/client';
import { dayEnd, dayStart, epochMs, median, msOrNull, programCourse, roundTo, rowsOf } from './scope';

const DAY_MS = 86_400_000;

/** One person's step times, epoch ms (null: not reached). */
interface Person {
  applied: number | null;
  approved: number | null;
  account: number | null;
  enrolled: number | null;
  modules: Map<string, number>;
  certificate: number | null;
}

/** The people of the funnel with their step times (before any filter). */
async function readPeople(
  db: Db,
  courseId: string,
): Promise<Map<string, Person & { userId: string | null }>> {
  const people = await rowsOf<Record<string, unknown>>(
    db,
    sql`with apps as (
          select lower(email) as email, min(created_at) as applied,
                 min(decided_at) filter (where decision = 'approved') as approved
          from enrollment_applications group by lower(email)
        ),
        learners as (
          select u.email from user_enrollments e join users u on u.id = e.user_id where e.course_id = ${courseId}
        ),
        people as (select email from apps union select email from learners)
        select p.email, u.id as user_id,
               ${epochMs(sql.raw('a.applied'))} as applied, ${epochMs(sql.raw('a.approved'))} as approved,
               ${epochMs(sql.raw('u.created_at'))} as account, ${epochMs(sql.raw('e.enrolled_at'))} as enrolled,
               ${epochMs(sql.raw('c.issued_at'))} as certificate,
               (select json_object_agg(mp.module_id, ${epochMs(sql.raw('mp.completed_at'))})
                from module_progress mp
                where e.user_id is not null and mp.user_id = e.user_id and mp.completed_at is not null) as modules
        from people p
        left join apps a on a.email = p.email
        left join users u on u.email = p.email
        left join user_enrollments e on e.user_id = u.id and e.course_id = ${courseId}
        left join user_certificates c on c.user_id = u.id and c.certificate_type = 'program_completion'`,
  );
  return new Map(
    people.map((row) => {
      const userId = (row.user_id as string | null) ?? null;
      const enrolled = msOrNull(row.enrolled);
      return [
        row.email as string,
        {
          userId,
          applied: msOrNull(row.applied),
          approved: msOrNull(row.approved),
          account: msOrNull(row.account),
          enrolled,
          modules: new Map(Object.entries((row.modules as Record<string, number> | null) ?? {})),
          certificate: enrolled !== null ? msOrNull(row.certificate) : null,
        },
      ];
    }),
  );
}

/** Whether `person` passes the filters: enrolled in the cohort's month; entered the funnel within the range. */
function passes(person: Person, query: InsightsQuery): boolean {
  if (query.cohort) {
    if (person.enrolled === null) return false;
    if (new Date(person.enrolled).toISOString().slice(0, 7) !== query.cohort) return false;
  }
  if (query.from || query.to) {
    const times = [person.applied, person.approved, person.account, person.enrolled].filter(
      (time): time is number => time !== null,
    );
    const entered = Math.min(...times);
    if (query.from && entered < dayStart(query.from).getTime()) return false;
    if (query.to && entered >= dayEnd(query.to).getTime()) return false;
  }
  return true;
}

/**
 * `GET /admin/insights/funnel`: the steps in order, each with the people who reached it, its rates (percent of the
 * previous step and of the first, 1 decimal) and the median days from the previous step over the people who reached
 * both (1 decimal).
 */
export async function funnel(db: Db, query: InsightsQuery): Promise<Funnel> {
  const { courseId, modules } = await programCourse(db);
  const people = courseId
    ? [...(await readPeople(db, courseId)).values()].filter((p) => passes(p, query))
    : [];
  const steps: Array<{ key: string; label: string; at: (p: Person) => number | null }> = [
    { key: 'applied', label: funnelStepLabels.applied, at: (p) => p.applied },
    { key: 'approved', label: funnelStepLabels.approved, at: (p) => p.approved },
    { key: 'account', label: funnelStepLabels.account, at: (p) => p.account },
    { key: 'enrolled', label: funnelStepLabels.enrolled, at: (p) => p.enrolled },
    ...modules.map((module) => ({
      key: `module-${module.monthNumber}`,
      label: funnelStepLabels.module(module.monthNumber),
      at: (p: Person) => p.modules.get(module.id) ?? null,
    })),
    { key: 'certificate', label: funnelStepLabels.certificate, at: (p) => p.certificate },
  ];
  const counts = steps.map((step) => people.filter((p) => step.at(p) !== null).length);
  const first = counts[0] ?? 0;
  return {
    steps: steps.map((step, index): FunnelStep => {
      const count = counts[index]!;
      const previous = index > 0 ? steps[index - 1]! : null;
      const previousCount = index > 0 ? counts[index - 1]! : 0;
      const days = previous
        ? people.flatMap((p) => {
            const from = previous.at(p);
            const to = step.at(p);
            return from !== null && to !== null ? [(to - from) / DAY_MS] : [];
          })
        : [];
      const mid = median(days);
      return {
        key: step.key,
        label: step.label,
        count,
        rateOfPrevious: previous && previousCount > 0 ? roundTo((100 * count) / previousCount, 1) : null,
        rateOfFirst: first > 0 ? roundTo((100 * count) / first, 1) : null,
        medianDaysFromPrevious: mid === null ? null : roundTo(mid, 1),
      };
    }),
  };
}
