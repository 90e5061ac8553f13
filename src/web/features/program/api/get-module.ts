/** A program module page's data (training-program.md §2 item 5, §7 "select program_modules by id"). */
import { useQuery } from '@tanstack/react-query';
import { programModuleViewSchema, type ProgramModuleView } from '@shared/schemas/program';
import { ApiError, requestJson } from '@web/lib/api-client';

/** Query key of a module's view; step, notes, quiz and completion answers are written into it. */
export const programModuleQueryKey = (moduleId: string) => ['program', 'module', moduleId] as const;

/**
 * `GET /api/program/modules/:moduleId`: the module, its lesson and worksheet prompts, the video and where the
 * artist left it, the worksheet file, the artist's progress and notes, the quiz summary and `canMarkComplete`.
 *
 * @throws {ApiError} 404 `module_not_found`, 401/403, or status 0.
 */
export async function getProgramModule(moduleId: string): Promise<ProgramModuleView> {
  return requestJson('GET', `/api/program/modules/${encodeURIComponent(moduleId)}`, undefined, {
    schema: programModuleViewSchema,
  });
}

/**
 * The module view query; a refusal (4xx) is final, so it is not retried. It is not read again on focus: the page
 * keeps what the artist is typing, and every change it makes comes back in the answers.
 */
export function useProgramModule(moduleId: string) {
  return useQuery({
    queryKey: programModuleQueryKey(moduleId),
    queryFn: () => getProgramModule(moduleId),
    refetchOnWindowFocus: false,
    retry: (failures, error) =>
      failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  });
}
