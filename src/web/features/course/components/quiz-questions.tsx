/**
 * The quiz's questions once an attempt is started (training-program.md §4, §8 "Quiz" of both areas): loading, the
 * failure with 'Try again', out of attempts (and when the next round opens), no questions, or the presentation's
 * form. The questions come without their answers.
 */
import { API_ERROR_CODES } from '@shared/api-error';
import type { QuizSummary } from '@shared/schemas/learning';
import { LoadFailure } from '@web/components/load-failure';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiError } from '@web/lib/api-client';
import { formatDateTime } from '@web/lib/format-date';
import { useQuizQuestions } from '../api/get-quiz-questions';
import { QUIZ_TEXTS as TEXTS, type QuizPresentation } from '../utils/quiz-texts';
import { AllQuestionsForm, StepperForm, type OnScored } from './quiz-forms';

/** The questions once the quiz is started: loading, the failure, out of attempts, or the presentation's form. */
export function QuizQuestions({
  moduleId,
  quiz,
  presentation,
  onScored,
}: {
  moduleId: string;
  quiz: QuizSummary;
  presentation: QuizPresentation;
  onScored: OnScored;
}) {
  const t = TEXTS[presentation];
  const questions = useQuizQuestions(moduleId, true);
  if (questions.data?.length === 0) return <p className="text-sm text-muted-foreground">{t.noQuiz}</p>;
  if (questions.data) {
    const Form = presentation === 'members' ? StepperForm : AllQuestionsForm;
    return (
      <Form moduleId={moduleId} questions={questions.data} presentation={presentation} onScored={onScored} />
    );
  }
  if (questions.isError) {
    const error = questions.error;
    if (error instanceof ApiError && error.code === API_ERROR_CODES.noAttemptsLeft) {
      return (
        <p className="text-sm text-muted-foreground">
          {quiz.retryAt ? t.retryAt(formatDateTime(quiz.retryAt)) : t.outOfAttempts}
        </p>
      );
    }
    return (
      <LoadFailure
        text={t.loadFailure}
        onRetry={() => void questions.refetch()}
        retrying={questions.isFetching}
      />
    );
  }
  return (
    <div className="space-y-3">
      <p className="sr-only" role="status">
        {t.loading}
      </p>
      <Skeleton className="h-6 w-2/3" />
      {[0, 1, 2, 3].map((n) => (
        <Skeleton key={n} className="h-12 w-full" />
      ))}
    </div>
  );
}
