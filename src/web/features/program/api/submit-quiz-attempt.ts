/**
 * Submitting the members quiz (training-program.md §4 "Members program quiz", §5 "Quiz scoring": the best score
 * decides; §7 "insert program_quiz_attempts"): the server scores it, limits the attempts and sets the progress.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  programQuizAttemptAnswerSchema,
  type ProgramModuleView,
  type ProgramQuizAttemptAnswer,
  type ProgramQuizAttemptBody,
} from '@shared/schemas/program';
import { postJson } from '@web/lib/api-client';
import { achievementsQueryKey } from './get-achievements';
import { programModuleQueryKey } from './get-module';
import { programProgressQueryKey } from './get-progress';

/**
 * `POST /api/program/modules/:moduleId/quiz/attempts` with `{ answers }` (question id -> the chosen option's
 * text), 201: the scored attempt, the quiz summary, the progress and the milestones it earned.
 *
 * @throws {ApiError} 400 with a field per unanswered or unknown question, 409 `no_attempts_left`, 404, 401/403, or
 *   status 0.
 */
export async function submitProgramQuizAttempt(
  moduleId: string,
  body: ProgramQuizAttemptBody,
): Promise<ProgramQuizAttemptAnswer> {
  return postJson(`/api/program/modules/${encodeURIComponent(moduleId)}/quiz/attempts`, body, {
    schema: programQuizAttemptAnswerSchema,
  });
}

/** The submit mutation: the answer updates the module's quiz card, progress and Mark Module Complete. */
export function useSubmitProgramQuizAttempt(moduleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProgramQuizAttemptBody) => submitProgramQuizAttempt(moduleId, body),
    onSuccess: (answer) =>
      queryClient.setQueryData<ProgramModuleView>(programModuleQueryKey(moduleId), (view) =>
        view
          ? { ...view, quiz: answer.quiz, progress: answer.progress, canMarkComplete: answer.canMarkComplete }
          : view,
      ),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: programProgressQueryKey });
      void queryClient.invalidateQueries({ queryKey: achievementsQueryKey });
    },
  });
}
