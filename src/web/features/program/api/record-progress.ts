/**
 * A step of module progress (training-program.md §4 "Members program module progress", §9 "Members progress
 * steps": Start 10 %, opening 25 %, worksheet 50 %, watched 75 %; never lower; §7 "update user_module_progress").
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { programPageMessages } from '@shared/messages/program';
import type { ProgramReportedStep } from '@shared/program/progress-steps';
import {
  programProgressAnswerSchema,
  type ProgramModuleView,
  type ProgramProgressAnswer,
} from '@shared/schemas/program';
import { postJson } from '@web/lib/api-client';
import { achievementsQueryKey } from './get-achievements';
import { programModuleQueryKey } from './get-module';
import { programProgressQueryKey } from './get-progress';

/**
 * `POST /api/program/modules/:moduleId/progress` with `{ step }`: the module's progress after the step.
 *
 * @throws {ApiError} 404 `module_not_found`, 400 for an unknown step, 401/403, or status 0.
 */
export async function recordProgramProgress(
  moduleId: string,
  step: ProgramReportedStep,
): Promise<ProgramProgressAnswer> {
  return postJson(
    `/api/program/modules/${encodeURIComponent(moduleId)}/progress`,
    { step },
    { schema: programProgressAnswerSchema },
  );
}

/**
 * The step mutation: the answer is written into the module's view, and the dashboard's progress and achievements
 * are read again when next shown. A failure is said in a toast ('Failed to save progress').
 */
export function useRecordProgramProgress(moduleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (step: ProgramReportedStep) => recordProgramProgress(moduleId, step),
    onSuccess: (answer) =>
      queryClient.setQueryData<ProgramModuleView>(programModuleQueryKey(moduleId), (view) =>
        view ? { ...view, progress: answer.progress, canMarkComplete: answer.canMarkComplete } : view,
      ),
    onError: () => toast.error(programPageMessages.module.stepFailure),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: programProgressQueryKey });
      void queryClient.invalidateQueries({ queryKey: achievementsQueryKey });
    },
  });
}
