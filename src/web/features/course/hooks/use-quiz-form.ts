/**
 * The quiz's form, shared by both presentations of the quiz card (training-program.md §4 "Members program quiz",
 * "Learning area quiz", §5 "Quiz scoring"): one radio group per question, the chosen option keys sent as
 * `{ answers }`, the server's field messages on their questions, and the submit failure as a toast. The server
 * scores the attempt; `onScored` gets its answer and the keys sent.
 */
import { useQueryClient } from '@tanstack/react-query';
import { API_ERROR_CODES } from '@shared/api-error';
import {
  quizAttemptBodySchema,
  type QuizAttemptAnswer,
  type QuizAttemptBody,
  type QuizQuestion,
} from '@shared/schemas/learning';
import { ApiError } from '@web/lib/api-client';
import { useApiForm, useWatch, type FormToast } from '@web/lib/use-api-form';
import { moduleQueryKey } from '../api/get-module';
import { useSubmitQuizAttempt } from '../api/submit-quiz-attempt';

/** What the form needs. */
export interface QuizFormOptions {
  moduleId: string;
  questions: QuizQuestion[];
  /** The submit failure's toast for `error`. */
  failure: (error: Error) => FormToast;
  onScored: (answer: QuizAttemptAnswer, answers: Record<string, string>) => void;
}

/**
 * @returns `form`, `register(questionId)` for a question's radio buttons, `answers` (question id -> key chosen so
 *   far), `allAnswered`, `errorOf(questionId)` (the server's message, if any), `submitting`, `submitRef` and
 *   `onSubmit`.
 */
export function useQuizForm({ moduleId, questions, failure, onScored }: QuizFormOptions) {
  const queryClient = useQueryClient();
  const mutation = useSubmitQuizAttempt(moduleId);
  const { form, submitting, submitRef, onSubmit } = useApiForm<
    QuizAttemptBody,
    QuizAttemptBody,
    QuizAttemptAnswer
  >({
    schema: quizAttemptBodySchema,
    empty: { answers: {} },
    mutation,
    fields: questions.map((question) => `answers.${question.id}` as const),
    serverFields: Object.fromEntries(
      questions.map((question) => [question.id, `answers.${question.id}` as const]),
    ),
    failure,
    keepValues: true,
    onSuccess: (answer) => onScored(answer, { ...form.getValues('answers') }),
    onError: (error) => {
      // Out of attempts (another tab used the last one): the card reads the quiz again and says so.
      if (error instanceof ApiError && error.code === API_ERROR_CODES.noAttemptsLeft) {
        void queryClient.invalidateQueries({ queryKey: moduleQueryKey(moduleId) });
      }
    },
  });
  const answers: Record<string, string | undefined> =
    useWatch({ control: form.control, name: 'answers' }) ?? {};
  const errors = form.formState.errors.answers as
    Record<string, { message?: string } | undefined> | undefined;
  return {
    form,
    register: (questionId: string) => form.register(`answers.${questionId}`),
    answers,
    allAnswered: questions.every((question) => Boolean(answers[question.id])),
    errorOf: (questionId: string) => errors?.[questionId]?.message,
    submitting,
    submitRef,
    onSubmit,
  };
}
