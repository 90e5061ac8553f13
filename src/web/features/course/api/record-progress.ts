/**
 * A step the learner took in a module, in either view (training-program.md §4 "Members program module progress"
 * and "Learning area module status", §7: the learner's module_progress row, one for both views): Start on the
 * dashboard, the module page opened, Start Video Lesson, Mark as Read, Mark as Watched, the worksheet's Mark
 * Complete. The server records the fact; each view derives its percentage from the facts.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moduleStateSchema, type LearnerStep, type ModuleState } from '@shared/schemas/learning';
import { answerOf, api } from '@web/lib/api-client';
import { courseViewsQueryKey } from './get-course';
import { cacheModuleState } from './get-module';

/**
 * `POST /api/learning/modules/:moduleId/progress` with `{ step }`: the caller's facts and what completion needs.
 *
 * @throws {ApiError} 409 `video_not_watched` (step `watched`) or `worksheet_incomplete` (step `worksheet`), 404
 *   `no_worksheet` or `module_not_found`, 403 `module_locked`/`not_enrolled`, or status 0.
 */
async function recordProgress(moduleId: string, step: LearnerStep): Promise<ModuleState> {
  return answerOf(
    api.POST('/learning/modules/{moduleId}/progress', { params: { path: { moduleId } }, body: { step } }),
    moduleStateSchema,
  );
}

/**
 * The step mutation: the answer is written into the module's view, and the course views and achievements are read
 * again when next shown. Failures are the caller's to say.
 */
export function useRecordProgress(moduleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (step: LearnerStep) => recordProgress(moduleId, step),
    onSuccess: (answer) => cacheModuleState(queryClient, moduleId, answer),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: courseViewsQueryKey });
    },
  });
}
