/**
 * A step of module progress (training-program.md §4 "Learning area module status": opened 10, Start Video Lesson
 * 50, Mark as Read 70; §7 "update user_progress").
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LearnerReportedStep } from '@shared/learning/progress-steps';
import { progressAnswerSchema, type ModuleView, type ProgressAnswer } from '@shared/schemas/learning';
import { postJson } from '@web/lib/api-client';
import { moduleQueryKey } from './get-module';

/**
 * `POST /api/learning/modules/:moduleId/progress` with `{ step }`.
 *
 * @throws {ApiError} 403 `module_locked`/`not_enrolled`, 404, or status 0.
 */
export async function recordProgress(moduleId: string, step: LearnerReportedStep): Promise<ProgressAnswer> {
  return postJson(
    `/api/learning/modules/${encodeURIComponent(moduleId)}/progress`,
    { step },
    {
      schema: progressAnswerSchema,
    },
  );
}

/** The step mutation; the answer is written into the module's view. */
export function useRecordProgress(moduleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (step: LearnerReportedStep) => recordProgress(moduleId, step),
    onSuccess: (answer) =>
      queryClient.setQueryData<ModuleView>(moduleQueryKey(moduleId), (view) =>
        view ? { ...view, progress: answer.progress, lessonRead: answer.lessonRead } : view,
      ),
  });
}
