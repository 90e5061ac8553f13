/**
 * A module quiz's questions (training-program.md §4 "Members program quiz", §7 "program_quiz_questions by quiz_id
 * ordered by order_index").
 */
import { useQuery } from '@tanstack/react-query';
import { programQuizQuestionListSchema, type ProgramQuizQuestion } from '@shared/schemas/program';
import { ApiError, requestJson } from '@web/lib/api-client';

/**
 * `GET /api/program/modules/:moduleId/quiz/questions`: the questions in order with their options' texts, never
 * the correct answers.
 *
 * @throws {ApiError} 409 `no_attempts_left`, 404 `no_quiz`/`module_not_found`, 401/403, or status 0.
 */
export async function getProgramQuizQuestions(moduleId: string): Promise<ProgramQuizQuestion[]> {
  const answer = await requestJson(
    'GET',
    `/api/program/modules/${encodeURIComponent(moduleId)}/quiz/questions`,
    undefined,
    { schema: programQuizQuestionListSchema },
  );
  return answer.questions;
}

/** The questions query, run once the quiz is started; a refusal (4xx) is final. */
export function useProgramQuizQuestions(moduleId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['program', 'quiz', moduleId, 'questions'],
    queryFn: () => getProgramQuizQuestions(moduleId),
    enabled,
    staleTime: Infinity,
    retry: (failures, error) =>
      failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  });
}
