/**
 * A module page's data, in either view (training-program.md §2 "/learning/module/{moduleId}" and item 5, §7
 * "select modules by id").
 */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { moduleViewSchema, type ModuleState, type ModuleView } from '@shared/schemas/learning';
import { answerOf, api, ApiError } from '@web/lib/api-client';

/** Query key of a module's view; step, playback, worksheet, notes, quiz and completion answers are written into it. */
export const moduleQueryKey = (moduleId: string) => ['course', 'module', moduleId] as const;

/**
 * `GET /api/learning/modules/:moduleId`: the module, its lesson, video, worksheet, resources, quiz summary, notes,
 * the caller's facts and what completion still needs.
 *
 * @throws {ApiError} 404 `module_not_found`, 403 `not_enrolled` or `module_locked`, 401/403, or status 0.
 */
async function getModule(moduleId: string): Promise<ModuleView> {
  return answerOf(
    api.GET('/learning/modules/{moduleId}', { params: { path: { moduleId } } }),
    moduleViewSchema,
  );
}

/**
 * The module view query; a refusal (4xx) is final, so it is not retried. It is not read again on focus: the page
 * keeps what the learner is typing, and every change it makes comes back in the answers.
 */
export function useModule(moduleId: string) {
  return useQuery({
    queryKey: moduleQueryKey(moduleId),
    queryFn: () => getModule(moduleId),
    refetchOnWindowFocus: false,
    retry: (failures, error) =>
      failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  });
}

/** Writes changes into the module's cached view (e.g. the facts and `missing` of an answer). */
export function updateCachedModule(
  queryClient: QueryClient,
  moduleId: string,
  update: (view: ModuleView) => ModuleView,
): void {
  queryClient.setQueryData<ModuleView>(moduleQueryKey(moduleId), (view) => (view ? update(view) : view));
}

/** Writes an answer's facts and `missing` into the module's cached view. */
export function cacheModuleState(queryClient: QueryClient, moduleId: string, state: ModuleState): void {
  updateCachedModule(queryClient, moduleId, (view) => ({
    ...view,
    facts: state.facts,
    missing: state.missing,
  }));
}
