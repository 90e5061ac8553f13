/**
 * Module Quiz (training-program.md §4 "Members program quiz", §5 "Quiz scoring", §8 "Quiz", §9 "Default quiz"):
 * one question at a time with its options as radio buttons; Previous and Next (Next only once the question is
 * answered); Submit Quiz on the last question, only when every question is answered. The server scores the attempt
 * (the answers go as question id -> the chosen option's text), limits the attempts and lets the best score decide.
 * The result says 'Quiz Passed! Congratulations! You scored {n}%' or 'Quiz Not Passed. You scored {n}%. You need
 * {pass}% to pass.', with Retake Quiz while attempts remain. A quiz whose best score passes shows 'Quiz Completed'
 * with an optional retake; a module without a quiz says 'No quiz available for this module'.
 */
import { ArrowLeft, ArrowRight, Brain, CheckCircle, RotateCcw, XCircle } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { API_ERROR_CODES } from '@shared/api-error';
import { programPageMessages, programQuizMessages as m } from '@shared/messages/program';
import {
  programQuizAttemptBodySchema,
  type ProgramQuizAttemptAnswer,
  type ProgramQuizAttemptBody,
  type ProgramQuizQuestion,
  type ProgramQuizSummary,
} from '@shared/schemas/program';
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
import { Skeleton } from '@web/components/ui/skeleton';
import { LoadFailure } from '@web/components/load-failure';
import { ApiError } from '@web/lib/api-client';
import { useApiForm, useWatch } from '@web/lib/use-api-form';
import { cn } from '@web/lib/utils';
import { programModuleQueryKey } from '../api/get-module';
import { useProgramQuizQuestions } from '../api/get-quiz-questions';
import { useSubmitProgramQuizAttempt } from '../api/submit-quiz-attempt';
import { toastAwarded } from '../utils/awarded-toast';

const t = programPageMessages.quiz;

/** The questions, one at a time, as one form; `onScored` gets the server's answer. */
function QuizStepper({
  moduleId,
  questions,
  onScored,
}: {
  moduleId: string;
  questions: ProgramQuizQuestion[];
  onScored: (answer: ProgramQuizAttemptAnswer) => void;
}) {
  const queryClient = useQueryClient();
  const mutation = useSubmitProgramQuizAttempt(moduleId);
  const [index, setIndex] = useState(0);
  const questionGroup = useRef<HTMLFieldSetElement>(null);
  const moved = useRef(false);
  const { form, submitting, submitRef, onSubmit } = useApiForm<
    ProgramQuizAttemptBody,
    ProgramQuizAttemptBody,
    ProgramQuizAttemptAnswer
  >({
    schema: programQuizAttemptBodySchema,
    empty: { answers: {} },
    mutation,
    fields: questions.map((question) => `answers.${question.id}` as const),
    serverFields: Object.fromEntries(
      questions.map((question) => [question.id, `answers.${question.id}` as const]),
    ),
    failure: (error) => ({ title: m.submitFailure.title, text: error.message || m.submitFailure.text }),
    keepValues: true,
    onSuccess: onScored,
    onError: (error) => {
      // Out of attempts (another tab used the last one): the card reads the quiz again and says so.
      if (error instanceof ApiError && error.code === API_ERROR_CODES.noAttemptsLeft) {
        void queryClient.invalidateQueries({ queryKey: programModuleQueryKey(moduleId) });
      }
    },
  });
  const answers = useWatch({ control: form.control, name: 'answers' }) ?? {};
  const current = questions[index]!;
  const last = index === questions.length - 1;
  const allAnswered = questions.every((question) => Boolean(answers[question.id]));
  const errors = form.formState.errors.answers as Record<string, { message?: string }> | undefined;

  // Moving to another question takes focus to its chosen (else first) option, so the question is read out with it
  // (not on the first render).
  useEffect(() => {
    if (!moved.current) return;
    const group = questionGroup.current;
    group?.querySelector<HTMLInputElement>('input:checked, input')?.focus();
  }, [index]);
  const go = (next: number) => {
    moved.current = true;
    setIndex(next);
  };

  // Enter in a radio group submits a form: only the last question's Submit may send it, with every answer.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!last || !allAnswered) {
      event.preventDefault();
      return;
    }
    onSubmit()(event);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      {questions.map((question, n) => (
        <fieldset
          key={question.id}
          ref={n === index ? questionGroup : undefined}
          hidden={n !== index}
          className="space-y-3"
          aria-describedby={errors?.[question.id] ? `${question.id}-error` : undefined}
        >
          <legend className="space-y-1">
            <span className="block text-sm font-medium text-muted-foreground">
              {m.questionOf(n + 1, questions.length)}
            </span>
            <span className="block text-lg font-semibold">{question.question}</span>
          </legend>
          <div className="grid gap-2">
            {question.options.map((option) => (
              <label
                key={option}
                className="flex cursor-pointer items-start gap-3 rounded-md border border-border p-3 hover:bg-muted has-[:checked]:border-primary has-[:checked]:bg-muted"
              >
                <input
                  type="radio"
                  value={option}
                  className="mt-1 accent-primary"
                  {...form.register(`answers.${question.id}`)}
                />
                <span>{option}</span>
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
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button type="button" variant="outline" onClick={() => go(index - 1)} disabled={index === 0}>
          <ArrowLeft aria-hidden />
          {m.previous}
        </Button>
        {last ? (
          <Button ref={submitRef} type="submit" disabled={!allAnswered || submitting}>
            {m.submit}
          </Button>
        ) : (
          <Button type="button" onClick={() => go(index + 1)} disabled={!answers[current.id]}>
            {m.next}
            <ArrowRight aria-hidden />
          </Button>
        )}
      </div>
    </form>
  );
}

/** The questions once the quiz is started: loading, the §8 failure, out of attempts, or the stepper. */
function QuizQuestions({
  moduleId,
  onScored,
}: {
  moduleId: string;
  onScored: (answer: ProgramQuizAttemptAnswer) => void;
}) {
  const questions = useProgramQuizQuestions(moduleId, true);
  if (questions.data?.length === 0) return <p className="text-sm text-muted-foreground">{m.noQuiz}</p>;
  if (questions.data)
    return <QuizStepper moduleId={moduleId} questions={questions.data} onScored={onScored} />;
  if (questions.isError) {
    const error = questions.error;
    if (error instanceof ApiError && error.code === API_ERROR_CODES.noAttemptsLeft) {
      return <p className="text-sm text-muted-foreground">{t.outOfAttempts}</p>;
    }
    return (
      <LoadFailure
        text={m.questionsFailure}
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

/** The card (see the module comment). */
export function ProgramQuizCard({ moduleId, quiz }: { moduleId: string; quiz: ProgramQuizSummary | null }) {
  /** The attempt in progress (its number, so a retake starts a fresh form), or null. */
  const [attempt, setAttempt] = useState<number | null>(null);
  const [result, setResult] = useState<ProgramQuizAttemptAnswer['attempt'] | null>(null);
  const resultBox = useRef<HTMLDivElement>(null);

  // The questions (and the focused Submit) are gone: focus goes to the result, which is read out with it.
  useEffect(() => {
    if (result) resultBox.current?.focus();
  }, [result]);

  if (!quiz) {
    return (
      <Card id="quiz">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Brain aria-hidden className="size-5 text-primary" />
            {m.title}
          </CardTitle>
          <CardDescription>{m.noQuiz}</CardDescription>
        </CardHeader>
      </Card>
    );
  }

  const start = () => {
    setResult(null);
    setAttempt((n) => (n ?? 0) + 1);
  };
  const onScored = (answer: ProgramQuizAttemptAnswer) => {
    const { score, passed } = answer.attempt;
    const text = passed ? m.passed(score) : m.failed(score, quiz.passingScore);
    (passed ? toast.success : toast.error)(text);
    toastAwarded(answer.awarded);
    setAttempt(null);
    setResult(answer.attempt);
  };
  const canAttempt = quiz.attemptsLeft > 0;
  const taking = attempt !== null;

  return (
    <Card id="quiz" className="scroll-mt-24">
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle className="flex items-center gap-2">
            <Brain aria-hidden className="size-5 text-primary" />
            {m.title}
          </CardTitle>
          {quiz.passed && <Badge>{m.completed}</Badge>}
        </div>
        <CardDescription>
          <span className="block font-medium text-foreground">{quiz.title}</span>
          {quiz.description}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-muted-foreground">
          <li>{m.passingScore(quiz.passingScore)}</li>
          <li>{t.questionCount(quiz.questionCount)}</li>
          <li>{m.attemptsLeft(quiz.attemptsLeft)}</li>
          {quiz.bestScore !== null && <li>{m.bestScore(quiz.bestScore)}</li>}
        </ul>

        {result && (
          <div
            ref={resultBox}
            tabIndex={-1}
            aria-labelledby="quiz-result-title"
            role="group"
            className="space-y-1 rounded-md border p-4 outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <h4 id="quiz-result-title" className="text-sm font-medium text-muted-foreground">
              {t.resultTitle}
            </h4>
            <p
              className={cn(
                'flex items-center gap-2 text-lg font-bold',
                result.passed ? 'text-success' : 'text-error',
              )}
            >
              {result.passed ? <CheckCircle aria-hidden /> : <XCircle aria-hidden />}
              {result.passed ? m.passed(result.score) : m.failed(result.score, quiz.passingScore)}
            </p>
          </div>
        )}

        {!taking && !result && quiz.passed && (
          <p className="flex items-center gap-2 text-lg font-bold text-success">
            <CheckCircle aria-hidden />
            {m.completed}
          </p>
        )}

        {!taking && !canAttempt && !quiz.passed && (
          <p className="text-sm text-muted-foreground">{t.outOfAttempts}</p>
        )}

        {taking && <QuizQuestions key={attempt} moduleId={moduleId} onScored={onScored} />}
      </CardContent>
      {!taking && canAttempt && (
        <CardFooter>
          <Button type="button" variant={quiz.passed ? 'outline' : 'default'} onClick={start}>
            {result || quiz.attemptsMade > 0 ? <RotateCcw aria-hidden /> : null}
            {result || quiz.attemptsMade > 0 ? m.retake : m.start}
          </Button>
        </CardFooter>
      )}
    </Card>
  );
}
