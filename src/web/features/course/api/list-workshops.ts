/** Upcoming live workshops (issue "Learning area" item 3; `content/learning/workshops.yaml`). */
import { useQuery } from '@tanstack/react-query';
import { workshopListSchema, type Workshop } from '@shared/schemas/learning';
import { answerOf, api } from '@web/lib/api-client';

/**
 * `GET /api/workshops`: upcoming workshops, soonest first.
 *
 * @throws {ApiError} a server failure, or status 0 on a network failure.
 */
async function listWorkshops(): Promise<Workshop[]> {
  return (await answerOf(api.GET('/workshops'), workshopListSchema)).workshops;
}

/** The workshop list query. */
export function useWorkshops() {
  return useQuery({ queryKey: ['workshops'], queryFn: listWorkshops, staleTime: 10 * 60_000 });
}
