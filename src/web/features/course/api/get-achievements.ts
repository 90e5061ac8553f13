/**
 * The Achievements panel (training-program.md §2 item 4, §7 "RPC check_and_award_milestones … called when the
 * achievements panel loads (then a reload after 1 second)", "select milestones ordered by points; select
 * user_milestones by user_id with joined milestone", §9 "Achievements").
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { achievementsSchema, type Achievements } from '@shared/schemas/program';
import { requestJson } from '@web/lib/api-client';
import { ACHIEVEMENTS_RELOAD_DELAY_MS } from '@shared/limits/program';

/** Query key of the panel; completions and quiz passes invalidate it. */
export const achievementsQueryKey = ['course', 'achievements'] as const;

/**
 * `GET /api/program/achievements`: the server awards what the artist has earned first, then answers the percent
 * of milestones earned, the total points, the 3 most recent and the catalogue.
 *
 * @throws {ApiError} 401/403 without an approved artist's session, or status 0.
 */
export async function getAchievements(): Promise<Achievements> {
  return requestJson('GET', '/api/program/achievements', undefined, { schema: achievementsSchema });
}

/**
 * The panel's query, read again each time the dashboard opens and once more {@link ACHIEVEMENTS_RELOAD_DELAY_MS}
 * after its first load (§7, §9 "Reload after 1 second"), so a milestone a request in flight just earned shows.
 */
export function useAchievements() {
  const query = useQuery({
    queryKey: achievementsQueryKey,
    queryFn: getAchievements,
    refetchOnMount: 'always',
  });
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
