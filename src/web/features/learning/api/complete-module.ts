/** Complete Module (training-program.md §4: status completed, progress 100, completed_at now). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { completionAnswerSchema, type CompletionAnswer, type ModuleView } from '@shared/schemas/learning';
import { postJson } from '@web/lib/api-client';
import { moduleQueryKey } from './get-module';

/**
 * `POST /api/learning/modules/:moduleId/complete`: the module's progress and the module it unlocked.
 *
 * @throws {ApiError} 409 `already_completed` or `quiz_not_passed`, 403, or status 0.
 */
export async function completeModule(moduleId: string): Promise<CompletionAnswer> {
  return postJson(`/api/learning/modules/${encodeURIComponent(moduleId)}/complete`, undefined, {
    schema: completionAnswerSchema,
  });
}

/** The completion mutation; the module's view takes the new progress and every course view reloads. */
export function useCompleteModule(moduleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => completeModule(moduleId),
    onSuccess: (answer) =>
      queryClient.setQueryData<ModuleView>(moduleQueryKey(moduleId), (view) =>
        view ? { ...view, progress: answer.progress, canComplete: false } : view,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['learning', 'course'] }),
  });
}
