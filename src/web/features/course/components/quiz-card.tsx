/**
 * The quiz card of a module page (training-program.md §4 "Learning area quiz", §5 "Quiz scoring", §8): the intro
 * with the passing score and the attempts left, Start Quiz Challenge, every question with its four options, Submit
 * enabled only when all are answered, then the server's score in green at or above the passing score and red
 * otherwise, with the §8 toasts. The questions come without their answers; the server scores the attempt and limits
 * the attempts (docs/decisions/0009).
 */
import { useQuery } from '@tanstack/react-query';
import { Brain, CheckCircle, RotateCcw, XCircle } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { learningQuizMessages as m } from '@shared/messages/learning';
import {
  quizAttemptBodySchema,
  type QuizAttemptAnswer,
  type QuizAttemptBody,
  type QuizQuestion,
  type QuizSummary,
} from '@shared/schemas/learning';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@web/components/ui/card';
import { RetryButton } from '@web/components/retry-button';
import { formatDateTime } from '@web/lib/format-date';
import { useApiForm, useWatch } from '@web/lib/use-api-form';
import { cn } from '@web/lib/utils';
import { getQuizQuestions } from '../api/get-quiz-questions';
import { useSubmitQuizAttempt } from '../api/submit-quiz-attempt';

/** The questions as a form: one group of radio buttons per question; the server scores the submitted keys. */
function QuizQuestions({
  moduleId,
  quiz,
  questions,
  onScored,
}: {
  moduleId: string;
  quiz: QuizSummary;
  questions: QuizQuestion[];
  onScored: (answer: QuizAttemptAnswer) => void;
}) {
  const mutation = useSubmitQuizAttempt(moduleId);
  const fields = questions.map((question) => `answers.${question.id}` as const);
  const { form, submitting, submitRef, onSubmit } = useApiForm<
    QuizAttemptBody,
    QuizAttemptBody,
    QuizAttemptAnswer
  >({
    schema: quizAttemptBodySchema,
    empty: { answers: {} },
    mutation,
    fields,
    serverFields: Object.fromEntries(
      questions.map((question) => [question.id, `answers.${question.id}` as const]),
    ),
    failure: () => m.submitFailure,
    keepValues: true,
    onSuccess: (answer) => {
      const { score, passed } = answer.attempt;
      const text = passed ? m.passed(score) : m.failed(score, quiz.passingScore);
      (passed ? toast.success : toast.error)(text.title, { description: text.text });
      onScored(answer);
    },
  });
  const answers = useWatch({ control: form.control, name: 'answers' }) ?? {};
  const allAnswered = questions.every((question) => Boolean(answers[question.id]));
  const errors = form.formState.errors.answers as Record<string, { message?: string }> | undefined;

  return (
    <form onSubmit={onSubmit()} noValidate className="space-y-6">
      {questions.map((question, index) => (
        <fieldset
          key={question.id}
          className="space-y-2"
          aria-describedby={errors?.[question.id] ? `${question.id}-error` : undefined}
        >
          <legend className="font-medium">
            {index + 1}. {question.question}
          </legend>
          <div className="grid gap-2">
            {question.options.map((option) => (
              <label
                key={option.key}
                className="flex cursor-pointer items-start gap-3 rounded-md border border-border p-3 hover:bg-muted has-[:checked]:border-primary"
              >
                <input
                  type="radio"
                  value={option.key}
                  className="mt-1 accent-primary"
                  {...form.register(`answers.${question.id}`)}
                />
                <span>{option.label}</span>
              </label>
            ))}
          </div>
          {errors?.[question.id]?.message && (
            <p id={`${question.id}-error`} className="text-sm text-error">
              {errors[question.id]!.message}
            </p>
          )}
        </fieldset>
      ))}
      <Button ref={submitRef} type="submit" disabled={!allAnswered || submitting}>
        {m.submit}
      </Button>
    </form>
  );
}

export function QuizCard({ moduleId, quiz }: { moduleId: string; quiz: QuizSummary | null }) {
  const [started, setStarted] = useState(false);
  const [result, setResult] = useState<QuizAttemptAnswer['attempt'] | null>(null);
  const questions = useQuery({
    queryKey: ['learning', 'quiz', moduleId, 'questions'],
    queryFn: () => getQuizQuestions(moduleId),
    enabled: started,
    staleTime: Infinity,
  });

  if (!quiz) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>{m.title}</CardTitle>
          <CardDescription>{m.noQuiz}</CardDescription>
        </CardHeader>
      </Card>
    );
  }

  const scoreColour = (passed: boolean) => (passed ? 'text-success' : 'text-error');
  const canAttempt = quiz.attemptsLeft > 0;

  return (
    <Card id="quiz" className="scroll-mt-24">
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle className="flex items-center gap-2">
            <Brain aria-hidden className="size-5 text-primary" />
            {quiz.title}
          </CardTitle>
          {quiz.passed && <Badge variant="secondary">{m.passedBadge}</Badge>}
        </div>
        {quiz.description && <CardDescription>{quiz.description}</CardDescription>}
      </CardHeader>
      <CardContent className="space-y-4">
        <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-muted-foreground">
          <li>{m.passingScore(quiz.passingScore)}</li>
          <li>{m.questionCount(quiz.questionCount)}</li>
          <li>{m.attemptsLeft(quiz.attemptsLeft, quiz.maxAttempts)}</li>
          {quiz.bestScore !== null && <li>{m.bestScore(quiz.bestScore)}</li>}
        </ul>

        {result && (
          <div role="status" className="space-y-1">
            <p className={cn('flex items-center gap-2 text-2xl font-bold', scoreColour(result.passed))}>
              {result.passed ? <CheckCircle aria-hidden /> : <XCircle aria-hidden />}
              {m.yourScore(result.score)}
            </p>
            <p className={cn('text-sm', scoreColour(result.passed))}>
              {result.passed ? m.passedText : m.retakeHint}
            </p>
          </div>
        )}

        {!canAttempt && quiz.retryAt && !quiz.passed && (
          <p className="text-sm text-muted-foreground">{m.retryAt(formatDateTime(quiz.retryAt))}</p>
        )}

        {started && !result && questions.isPending && (
          <p className="text-sm text-muted-foreground">{m.loading}</p>
        )}
        {started && !result && questions.isError && (
          <div className="space-y-2">
            <p className="text-sm text-error">{m.loadFailure}</p>
            <RetryButton onRetry={() => void questions.refetch()} retrying={questions.isFetching} />
          </div>
        )}
        {started && !result && questions.data && (
          <QuizQuestions
            moduleId={moduleId}
            quiz={quiz}
            questions={questions.data}
            onScored={(answer) => setResult(answer.attempt)}
          />
        )}
      </CardContent>
      {(!started || result) && canAttempt && !quiz.passed && (
        <CardFooter>
          <Button
            type="button"
            onClick={() => {
              setResult(null);
              setStarted(true);
            }}
          >
            {result ? <RotateCcw aria-hidden /> : null}
            {result ? m.retake : m.start}
          </Button>
        </CardFooter>
      )}
    </Card>
  );
}
