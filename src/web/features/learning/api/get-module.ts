/** A module page's data (training-program.md §2 "/learning/module/{moduleId}", §7 "select modules by id"). */
import { useQuery } from '@tanstack/react-query';
import { moduleViewSchema, type ModuleView } from '@shared/schemas/learning';
import { ApiError, requestJson } from '@web/lib/api-client';

/** Query key of a module's view; progress, quiz and completion answers are written into it. */
export const moduleQueryKey = (moduleId: string) => ['learning', 'module', moduleId] as const;

/**
 * `GET /api/learning/modules/:moduleId`: the lesson, the learner's progress, video, resources and quiz card.
 *
 * @throws {ApiError} 404 `module_not_found`, 403 `not_enrolled` or `module_locked`, 401/403, or status 0.
 */
export async function getModule(moduleId: string): Promise<ModuleView> {
  return requestJson('GET', `/api/learning/modules/${encodeURIComponent(moduleId)}`, undefined, {
    schema: moduleViewSchema,
  });
}

/** The module view query; a refusal (4xx) is final, so it is not retried. */
export function useModule(moduleId: string) {
  return useQuery({
    queryKey: moduleQueryKey(moduleId),
    queryFn: () => getModule(moduleId),
    retry: (failures, error) =>
      failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  });
}
