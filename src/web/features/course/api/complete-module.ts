/**
 * Completing a module, in either view (training-program.md §4 "Complete Module sets status completed, progress 100,
 * completed_at now", "Mark Module Complete ... sets completed_at and 100%, triggers a milestone check"; §7
 * "check_and_award_milestones ... after module completion"; issue "One course" item 4: only with the evidence).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { completionAnswerSchema, type CompletionAnswer } from '@shared/schemas/learning';
import { answerOf, api } from '@web/lib/api-client';
import { courseViewsQueryKey } from './get-course';
import { updateCachedModule } from './get-module';

/**
 * `POST /api/learning/modules/:moduleId/complete`: the facts, the module it unlocked, the milestones it earned and
 * what it did about the program certificate.
 *
 * @throws {ApiError} 409 `module_not_ready` with `fields` naming each missing part, 409 `already_completed`, 403,
 *   404, or status 0.
 */
async function completeModule(moduleId: string): Promise<CompletionAnswer> {
  return answerOf(
    api.POST('/learning/modules/{moduleId}/complete', { params: { path: { moduleId } } }),
    completionAnswerSchema,
  );
}

/** The completion mutation; the module's view takes the facts, and the dashboards and achievements reload. */
export function useCompleteModule(moduleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => completeModule(moduleId),
    onSuccess: (answer) =>
      updateCachedModule(queryClient, moduleId, (view) => ({ ...view, facts: answer.facts, missing: [] })),
    onSettled: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: courseViewsQueryKey })]);
    },
  });
}
