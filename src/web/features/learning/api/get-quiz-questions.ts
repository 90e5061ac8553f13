/** A quiz's questions (training-program.md §7 "select quiz_questions by quiz_id ordered by order_index"). */
import { quizQuestionListSchema, type QuizQuestion } from '@shared/schemas/learning';
import { requestJson } from '@web/lib/api-client';

/**
 * `GET /api/learning/modules/:moduleId/quiz/questions`: the questions and options, never the correct answers.
 *
 * @throws {ApiError} 409 `no_attempts_left`, 404 `no_quiz`, 403, or status 0.
 */
export async function getQuizQuestions(moduleId: string): Promise<QuizQuestion[]> {
  const answer = await requestJson(
    'GET',
    `/api/learning/modules/${encodeURIComponent(moduleId)}/quiz/questions`,
    undefined,
    { schema: quizQuestionListSchema },
  );
  return answer.questions;
}
