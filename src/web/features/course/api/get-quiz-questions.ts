/**
 * A module quiz's questions, in either view (training-program.md §4 "Members program quiz", "Learning area quiz",
 * §7 "select quiz_questions by quiz_id ordered by order_index").
 */
import { useQuery } from '@tanstack/react-query';
import { quizQuestionListSchema, type QuizQuestion } from '@shared/schemas/learning';
import { answerOf, api, ApiError } from '@web/lib/api-client';

/**
 * `GET /api/learning/modules/:moduleId/quiz/questions`: the questions in order with their options (`{ key, label }`),
 * never the correct answers.
 *
 * @throws {ApiError} 409 `no_attempts_left` while the round is used up, 404 `no_quiz`, 403, or status 0.
 */
async function getQuizQuestions(moduleId: string): Promise<QuizQuestion[]> {
  const answer = await answerOf(
    api.GET('/learning/modules/{moduleId}/quiz/questions', { params: { path: { moduleId } } }),
    quizQuestionListSchema,
  );
  return answer.questions;
}

/** The questions query, run once the quiz is started; a refusal (4xx) is final. */
export function useQuizQuestions(moduleId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['course', 'quiz', moduleId, 'questions'],
    queryFn: () => getQuizQuestions(moduleId),
    enabled,
    staleTime: Infinity,
    retry: (failures, error) =>
      failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  });
}
