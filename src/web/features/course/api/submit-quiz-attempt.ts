/**
 * Submitting a quiz, in either view (training-program.md §4 "Members program quiz", "Learning area quiz", §5 "Quiz
 * scoring", §7 "insert quiz_attempts"): the server scores it, limits the attempts per round and records the pass.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  quizAttemptAnswerSchema,
  type QuizAttemptAnswer,
  type QuizAttemptBody,
} from '@shared/schemas/learning';
import { answerOf, api } from '@web/lib/api-client';
import { courseViewsQueryKey } from './get-course';
import { updateCachedModule } from './get-module';

/**
 * `POST /api/learning/modules/:moduleId/quiz/attempts` with `{ answers }` (question id -> option key), 201: the
 * scored attempt with each question right or wrong, the review once passed or the round is used up, the quiz
 * summary, the facts and the milestones it earned.
 *
 * @throws {ApiError} 400 with a field per unanswered or unknown question, 409 `no_attempts_left`, 403, or status 0.
 */
async function submitQuizAttempt(moduleId: string, body: QuizAttemptBody): Promise<QuizAttemptAnswer> {
  return answerOf(
    api.POST('/learning/modules/{moduleId}/quiz/attempts', { params: { path: { moduleId } }, body }),
    quizAttemptAnswerSchema,
  );
}

/** The submit mutation: the answer updates the module's quiz card, facts and completion; the dashboards reload. */
export function useSubmitQuizAttempt(moduleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuizAttemptBody) => submitQuizAttempt(moduleId, body),
    onSuccess: (answer) =>
      updateCachedModule(queryClient, moduleId, (view) => ({
        ...view,
        quiz: answer.quiz,
        facts: answer.facts,
        missing: answer.missing,
      })),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: courseViewsQueryKey });
    },
  });
}
