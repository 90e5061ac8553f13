/**
 * The members dashboard's data in one request (training-program.md §2 item 4, §7 "select profiles by user_id",
 * "check_and_award_milestones … called when the achievements panel loads (then a reload after 1 second)", the
 * course's modules ordered by month_number and the caller's module_progress): the profile, the program's course with
 * the caller's facts, and the Achievements panel. The server enrols an approved artist on the first visit.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ACHIEVEMENTS_RELOAD_DELAY_MS } from '@shared/limits/program';
import { programDashboardSchema, type ProgramDashboard } from '@shared/schemas/program-dashboard';
import { answerOf, api } from '@web/lib/api-client';
import { courseViewsQueryKey } from './get-course';

/** Query key of the dashboard: under the course views, so every change of the learner's facts refreshes it. */
const programDashboardQueryKey = [...courseViewsQueryKey, 'dashboard'] as const;

/**
 * `GET /api/program/dashboard`: `{ profile, course, achievements }`.
 *
 * @throws {ApiError} 401/403 without an approved artist's session, 404 `course_not_found`, or status 0.
 */
async function getProgramDashboard(): Promise<ProgramDashboard> {
  return answerOf(api.GET('/program/dashboard'), programDashboardSchema);
}

/**
 * One part of the dashboard (`select`), from the one query: the parts render on their own but share the request.
 * Read again each time the dashboard opens (the module pages change the facts).
 */
export function useProgramDashboard<T>(select: (dashboard: ProgramDashboard) => T) {
  return useQuery({
    queryKey: programDashboardQueryKey,
    queryFn: getProgramDashboard,
    refetchOnMount: 'always',
    select,
  });
}

/**
 * The Achievements panel's part, read once more {@link ACHIEVEMENTS_RELOAD_DELAY_MS} after its first load (§7, §9
 * "Reload after 1 second"), so a milestone a request in flight just earned shows.
 */
export function useAchievements() {
  const query = useProgramDashboard((dashboard) => dashboard.achievements);
  const { isSuccess, refetch } = query;
  const reloaded = useRef(false);
  useEffect(() => {
    if (!isSuccess || reloaded.current) return;
    const timer = window.setTimeout(() => {
      reloaded.current = true;
      void refetch();
    }, ACHIEVEMENTS_RELOAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [isSuccess, refetch]);
  return query;
}
