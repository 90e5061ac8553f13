/** Submitting a quiz (training-program.md §5 "Quiz scoring", §7 "insert quiz_attempts"): the server scores it. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  quizAttemptAnswerSchema,
  type ModuleView,
  type QuizAttemptAnswer,
  type QuizAttemptBody,
} from '@shared/schemas/learning';
import { postJson } from '@web/lib/api-client';
import { moduleQueryKey } from './get-module';

/**
 * `POST /api/learning/modules/:moduleId/quiz/attempts` with `{ answers }` (question id -> option key), 201.
 *
 * @throws {ApiError} 400 with a field per unanswered or unknown question, 409 `no_attempts_left`, 403, or status 0.
 */
export async function submitQuizAttempt(
  moduleId: string,
  answers: Record<string, string>,
): Promise<QuizAttemptAnswer> {
  return postJson(
    `/api/learning/modules/${encodeURIComponent(moduleId)}/quiz/attempts`,
    { answers },
    {
      schema: quizAttemptAnswerSchema,
    },
  );
}

/** The submit mutation; the scored attempt updates the module's quiz card, progress and Complete Module. */
export function useSubmitQuizAttempt(moduleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuizAttemptBody) => submitQuizAttempt(moduleId, body.answers),
    onSuccess: (answer) =>
      queryClient.setQueryData<ModuleView>(moduleQueryKey(moduleId), (view) =>
        view
          ? { ...view, quiz: answer.quiz, progress: answer.progress, canComplete: answer.canComplete }
          : view,
      ),
  });
}
