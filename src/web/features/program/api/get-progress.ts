/**
 * The signed-in artist's progress (training-program.md §2 item 4, §3 user_module_progress and "Progress summary",
 * §7 "select user_module_progress").
 */
import { useQuery } from '@tanstack/react-query';
import { programProgressListSchema, type ProgramProgressList } from '@shared/schemas/program';
import { requestJson } from '@web/lib/api-client';

/** Query key of the progress list; every step, quiz attempt and completion invalidates it. */
export const programProgressQueryKey = ['program', 'progress'] as const;

/**
 * `GET /api/program/progress`: one row per started module, and the summary (modules completed, total, overall
 * percentage as the average of the module percentages).
 *
 * @throws {ApiError} 401/403 without an approved artist's session, or status 0.
 */
export async function getProgramProgress(): Promise<ProgramProgressList> {
  return requestJson('GET', '/api/program/progress', undefined, { schema: programProgressListSchema });
}

/** The progress query, read again each time the dashboard opens (the module pages change it). */
export function useProgramProgress() {
  return useQuery({
    queryKey: programProgressQueryKey,
    queryFn: getProgramProgress,
    refetchOnMount: 'always',
  });
}
