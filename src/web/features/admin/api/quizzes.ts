/**
 * The Quizzes tab's data (training-program.md §5 "Admin new quiz question", §7 "Admin": a quiz inserted in quizzes,
 * its questions in quiz_questions, read by quiz_id ordered by order_index).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminQuestionAnswerSchema,
  adminQuestionListSchema,
  adminQuizAnswerSchema,
  adminQuizListSchema,
  type AddQuestionBody,
  type AdminQuestion,
  type AdminQuiz,
  type CreateQuizBody,
} from '@shared/schemas/admin';
import { answerOf, api } from '@web/lib/api-client';
import { adminQueryKeys, learnerQueryKeys } from './admin-query-keys';

/**
 * Every active module's quiz, by month.
 *
 * @throws {ApiError} 401/403, or status 0.
 */
async function listAdminQuizzes(): Promise<AdminQuiz[]> {
  return (await answerOf(api.GET('/admin/quizzes'), adminQuizListSchema)).quizzes;
}

/** The quiz list query. */
export function useAdminQuizzes() {
  return useQuery({ queryKey: adminQueryKeys.quizzes, queryFn: listAdminQuizzes });
}

/**
 * Creates 'Module {n} Quiz' for a module.
 *
 * @throws {ApiError} 409 `quiz_exists`, 404 `module_not_found`, 400 (`fields`), 401/403, or status 0.
 */
async function createQuiz(body: CreateQuizBody): Promise<AdminQuiz> {
  return (await answerOf(api.POST('/admin/quizzes', { body }), adminQuizAnswerSchema)).quiz;
}

/** The create mutation; afterwards the quiz and module lists reload. */
export function useCreateQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuiz,
    onSuccess: () =>
      Promise.all(
        [adminQueryKeys.quizzes, adminQueryKeys.modules, ...learnerQueryKeys].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

/**
 * The questions of quiz `quizId` with their correct answers, by order.
 *
 * @throws {ApiError} 404 `quiz_not_found`, 401/403, or status 0.
 */
async function listQuizQuestions(quizId: string): Promise<AdminQuestion[]> {
  return (
    await answerOf(
      api.GET('/admin/quizzes/{quizId}/questions', { params: { path: { quizId } } }),
      adminQuestionListSchema,
    )
  ).questions;
}

/** The question list query of quiz `quizId` (off while it is null). */
export function useQuizQuestions(quizId: string | null) {
  return useQuery({
    queryKey: adminQueryKeys.questions(quizId ?? ''),
    queryFn: () => listQuizQuestions(quizId!),
    enabled: quizId !== null,
  });
}

/**
 * Adds a question to quiz `quizId`; the server gives it order_index the count plus one.
 *
 * @throws {ApiError} 400 (`fields`, 'Please fill all fields'), 404 `quiz_not_found`, 401/403, or status 0.
 */
async function addQuestion(quizId: string, body: AddQuestionBody): Promise<AdminQuestion> {
  return (
    await answerOf(
      api.POST('/admin/quizzes/{quizId}/questions', { params: { path: { quizId } }, body }),
      adminQuestionAnswerSchema,
    )
  ).question;
}

/** The add mutation of quiz `quizId`; afterwards its questions and the quiz list (counts) reload. */
export function useAddQuestion(quizId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddQuestionBody) => addQuestion(quizId, body),
    onSuccess: () =>
      Promise.all(
        [adminQueryKeys.questions(quizId), adminQueryKeys.quizzes, ...learnerQueryKeys].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
