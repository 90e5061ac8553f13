/**
 * Mark Module Complete (training-program.md §4: "sets completed_at and 100%, triggers a milestone check, and
 * returns to the dashboard"; §7 "check_and_award_milestones … after module completion").
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  programCompletionAnswerSchema,
  type ProgramCompletionAnswer,
  type ProgramModuleView,
} from '@shared/schemas/program';
import { postJson } from '@web/lib/api-client';
import { achievementsQueryKey } from './get-achievements';
import { programModuleQueryKey } from './get-module';
import { programProgressQueryKey } from './get-progress';

/**
 * `POST /api/program/modules/:moduleId/complete`: the module's progress (100 %, completed) and the milestones the
 * completion earned.
 *
 * @throws {ApiError} 409 `module_not_ready` below 50 %, 409 `already_completed`, 404, 401/403, or status 0.
 */
export async function completeProgramModule(moduleId: string): Promise<ProgramCompletionAnswer> {
  return postJson(`/api/program/modules/${encodeURIComponent(moduleId)}/complete`, undefined, {
    schema: programCompletionAnswerSchema,
  });
}

/** The completion mutation; the dashboard's progress and achievements are read again afterwards. */
export function useCompleteProgramModule(moduleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => completeProgramModule(moduleId),
    onSuccess: (answer) =>
      queryClient.setQueryData<ProgramModuleView>(programModuleQueryKey(moduleId), (view) =>
        view ? { ...view, progress: answer.progress, canMarkComplete: false } : view,
      ),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: programProgressQueryKey }),
        queryClient.invalidateQueries({ queryKey: achievementsQueryKey }),
      ]);
    },
  });
}
