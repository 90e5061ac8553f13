/**
 * The module quiz, one card for both views (training-program.md §4 "Learning area quiz" and "Members program quiz",
 * §5 "Quiz scoring", §8 "Quiz" of both areas, §9 "Default quiz"; docs/decisions/0009). The state, the API and the
 * result are shared; two presentations keep each view's texts:
 *
 * - `learning`: the intro with the passing score and the attempts, Start Quiz Challenge, every question at once,
 *   Submit enabled when all are answered, then the score in green at or above the passing score and red otherwise.
 * - `members`: Start Quiz, one question at a time with Previous and Next (Next once the question is answered) and
 *   Submit Quiz on the last; 'Quiz Passed! ...' or 'Quiz Not Passed. ...', Retake Quiz while attempts remain, and
 *   the Quiz Completed view once the best score passes (with an optional retake).
 *
 * Both say how many attempts remain in the round and, when it is used up, when the next round opens. After an
 * attempt the learner sees which questions were right and wrong; once the quiz is passed or the round used up, the
 * right answers and each explanation. The questions come without their answers; the server scores the attempt.
 */
import { ArrowLeft, ArrowRight, Brain, CheckCircle, RotateCcw, XCircle } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode, type Ref } from 'react';
import { toast } from '@web/lib/toast';
import { API_ERROR_CODES } from '@shared/api-error';
import {
  courseMessages,
  learningQuizMessages as lq,
  learningRequestMessages,
} from '@shared/messages/learning';
import { programPageMessages, programQuizMessages as pq } from '@shared/messages/program';
import type { QuizAttemptAnswer, QuizQuestion, QuizSummary } from '@shared/schemas/learning';
import { LoadFailure } from '@web/components/load-failure';
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
import { ApiError } from '@web/lib/api-client';
import { formatDateTime } from '@web/lib/format-date';
import type { UseFormRegisterReturn } from '@web/lib/use-api-form';
import { cn } from '@web/lib/utils';
import { useQuizQuestions } from '../api/get-quiz-questions';
import { useQuizForm } from '../hooks/use-quiz-form';
import { toastAwarded } from '../utils/awarded-toast';
import { questionResults } from '../utils/quiz-results';

/** Which view's presentation. */
export type QuizPresentation = 'learning' | 'members';

const r = courseMessages.quizReview;

/** A toast: its title, and its text when there is one. */
interface QuizToast {
  title: string;
  text?: string;
}

/** Each presentation's texts (§8 of its area). */
const TEXTS = {
  learning: {
    title: courseMessages.quiz.title,
    noQuiz: lq.noQuiz,
    passedBadge: lq.passedBadge,
    passingScore: courseMessages.quiz.passingScore,
    bestScore: courseMessages.quiz.bestScore,
    questionCount: lq.questionCount,
    attemptsLeft: (quiz: QuizSummary) => lq.attemptsLeft(quiz.attemptsLeft, quiz.maxAttempts),
    retryAt: lq.retryAt,
    outOfAttempts: learningRequestMessages.noAttemptsLeft,
    start: lq.start,
    retake: courseMessages.quiz.retake,
    submit: courseMessages.quiz.submit,
    loading: lq.loading,
    loadFailure: lq.loadFailure,
    headline: (score: number) => lq.yourScore(score),
    note: (passed: boolean) => (passed ? lq.passedText : lq.retakeHint),
    toast: (score: number, passingScore: number, passed: boolean): QuizToast =>
      passed ? lq.passed(score) : lq.failed(score, passingScore),
    failure: (): QuizToast => lq.submitFailure,
  },
  members: {
    title: courseMessages.quiz.title,
    noQuiz: learningRequestMessages.noQuiz,
    passedBadge: pq.completed,
    passingScore: courseMessages.quiz.passingScore,
    bestScore: courseMessages.quiz.bestScore,
    questionCount: programPageMessages.quiz.questionCount,
    attemptsLeft: (quiz: QuizSummary) => pq.attemptsLeft(quiz.attemptsLeft),
    retryAt: pq.retryAt,
    outOfAttempts: programPageMessages.quiz.outOfAttempts,
    start: pq.start,
    retake: courseMessages.quiz.retake,
    submit: courseMessages.quiz.submit,
    loading: programPageMessages.quiz.loading,
    loadFailure: pq.questionsFailure,
    headline: (score: number, passed: boolean, passingScore: number) =>
      passed ? pq.passed(score) : pq.failed(score, passingScore),
    note: (): string | null => null,
    toast: (score: number, passingScore: number, passed: boolean): QuizToast => ({
      title: passed ? pq.passed(score) : pq.failed(score, passingScore),
    }),
    failure: (error: Error): QuizToast => ({
      title: pq.submitFailure.title,
      text: error.message || pq.submitFailure.text,
    }),
  },
} as const;

/** One question's options as radio buttons, under `legend`. */
function QuestionFieldset({
  question,
  legend,
  registration,
  error,
  hidden,
  fieldsetRef,
}: {
  question: QuizQuestion;
  legend: ReactNode;
  registration: UseFormRegisterReturn;
  error: string | undefined;
  hidden?: boolean;
  fieldsetRef?: Ref<HTMLFieldSetElement>;
}) {
  const errorId = `quiz-${question.id}-error`;
  return (
    <fieldset
      ref={fieldsetRef}
      hidden={hidden}
      className="space-y-3"
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="space-y-1">{legend}</legend>
      <div className="grid gap-2">
        {question.options.map((option) => (
          <label
            key={option.key}
            className="flex cursor-pointer items-start gap-3 rounded-md border border-border p-3 hover:bg-muted has-[:checked]:border-primary has-[:checked]:bg-muted"
          >
            <input type="radio" value={option.key} className="mt-1 accent-primary" {...registration} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

type OnScored = (answer: QuizAttemptAnswer, answers: Record<string, string>) => void;

interface FormProps {
  moduleId: string;
  questions: QuizQuestion[];
  presentation: QuizPresentation;
  onScored: OnScored;
}

/** The learning area's presentation: every question at once. */
function AllQuestionsForm({ moduleId, questions, presentation, onScored }: FormProps) {
  const { register, errorOf, allAnswered, submitting, submitRef, onSubmit } = useQuizForm({
    moduleId,
    questions,
    failure: TEXTS[presentation].failure,
    onScored,
  });
  return (
    <form onSubmit={onSubmit()} noValidate className="space-y-6">
      {questions.map((question, index) => (
        <QuestionFieldset
          key={question.id}
          question={question}
          legend={<span className="font-medium">{`${index + 1}. ${question.question}`}</span>}
          registration={register(question.id)}
          error={errorOf(question.id)}
        />
      ))}
      <Button ref={submitRef} type="submit" disabled={!allAnswered || submitting}>
        {TEXTS[presentation].submit}
      </Button>
    </form>
  );
}

/** The members program's presentation: one question at a time with Previous and Next, Submit on the last. */
function StepperForm({ moduleId, questions, presentation, onScored }: FormProps) {
  const { register, errorOf, answers, allAnswered, submitting, submitRef, onSubmit } = useQuizForm({
    moduleId,
    questions,
    failure: TEXTS[presentation].failure,
    onScored,
  });
  const [index, setIndex] = useState(0);
  const questionGroup = useRef<HTMLFieldSetElement>(null);
  const moved = useRef(false);
  const current = questions[index]!;
  const last = index === questions.length - 1;

  // Moving to another question takes focus to its chosen (else first) option, so the question is read out with it
  // (not on the first render).
  useEffect(() => {
    if (!moved.current) return;
    questionGroup.current?.querySelector<HTMLInputElement>('input:checked, input')?.focus();
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
        <QuestionFieldset
          key={question.id}
          question={question}
          hidden={n !== index}
          fieldsetRef={n === index ? questionGroup : undefined}
          legend={
            <>
              <span className="block text-sm font-medium text-muted-foreground">
                {pq.questionOf(n + 1, questions.length)}
              </span>
              <span className="block text-lg font-semibold">{question.question}</span>
            </>
          }
          registration={register(question.id)}
          error={errorOf(question.id)}
        />
      ))}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button type="button" variant="outline" onClick={() => go(index - 1)} disabled={index === 0}>
          <ArrowLeft aria-hidden />
          {pq.previous}
        </Button>
        {last ? (
          <Button ref={submitRef} type="submit" disabled={!allAnswered || submitting}>
            {TEXTS[presentation].submit}
          </Button>
        ) : (
          <Button type="button" onClick={() => go(index + 1)} disabled={!answers[current.id]}>
            {pq.next}
            <ArrowRight aria-hidden />
          </Button>
        )}
      </div>
    </form>
  );
}

/** The questions once the quiz is started: loading, the failure, out of attempts, or the presentation's form. */
function QuizQuestions({
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

/** A scored attempt: what was sent, with the questions it answered. */
interface ScoredAttempt {
  answer: QuizAttemptAnswer;
  questions: QuizQuestion[];
  answers: Record<string, string>;
}

/** The result of the last attempt: the score, then each question right or wrong, with the review once given. */
function QuizResult({
  scored,
  quiz,
  presentation,
}: {
  scored: ScoredAttempt;
  quiz: QuizSummary;
  presentation: QuizPresentation;
}) {
  const t = TEXTS[presentation];
  const box = useRef<HTMLDivElement>(null);
  // The questions (and the focused Submit) are gone: focus goes to the result, which is read out with it.
  useEffect(() => box.current?.focus(), [scored]);
  const { score, passed } = scored.answer.attempt;
  const note = t.note(passed);
  const results = questionResults(scored.questions, scored.answers, scored.answer);
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="group"
      aria-labelledby="quiz-result-title"
      className="space-y-4 rounded-md border p-4 outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <div className="space-y-1">
        <h4 id="quiz-result-title" className="text-sm font-medium text-muted-foreground">
          {programPageMessages.quiz.resultTitle}
        </h4>
        <p
          className={cn('flex items-center gap-2 text-lg font-bold', passed ? 'text-success' : 'text-error')}
        >
          {passed ? <CheckCircle aria-hidden /> : <XCircle aria-hidden />}
          {t.headline(score, passed, quiz.passingScore)}
        </p>
        {note && <p className={cn('text-sm', passed ? 'text-success' : 'text-error')}>{note}</p>}
      </div>
      <div className="space-y-2">
        <h5 id="quiz-answers-title" className="font-semibold">
          {r.title}
        </h5>
        <ol aria-labelledby="quiz-answers-title" className="space-y-3">
          {results.map((result, index) => (
            <li key={result.id} className="rounded-md bg-muted p-3 text-sm">
              <p className="flex items-start gap-2 font-medium">
                {result.correct ? (
                  <CheckCircle aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
                ) : (
                  <XCircle aria-hidden className="mt-0.5 size-4 shrink-0 text-error" />
                )}
                <span>{`${index + 1}. ${result.question}`}</span>
              </p>
              <p className={cn('mt-1 font-semibold', result.correct ? 'text-success' : 'text-error')}>
                {result.correct ? r.correct : r.incorrect}
              </p>
              <p>{r.yourAnswer(result.chosen ?? r.noAnswer)}</p>
              {result.rightAnswer !== null && !result.correct && <p>{r.rightAnswer(result.rightAnswer)}</p>}
              {result.explanation !== null && (
                <p className="mt-1 text-muted-foreground">{result.explanation}</p>
              )}
            </li>
          ))}
        </ol>
        {scored.answer.review === null && <p className="text-sm text-muted-foreground">{r.reviewLater}</p>}
      </div>
    </div>
  );
}

export interface QuizCardProps {
  moduleId: string;
  /** The module's quiz summary; null when it has none. */
  quiz: QuizSummary | null;
  presentation: QuizPresentation;
}

/** The card (see the module comment). */
export function QuizCard({ moduleId, quiz, presentation }: QuizCardProps) {
  const t = TEXTS[presentation];
  /** The attempt in progress (its number, so a retake starts a fresh form), or null. */
  const [attempt, setAttempt] = useState<number | null>(null);
  const [scored, setScored] = useState<ScoredAttempt | null>(null);
  const questions = useQuizQuestions(moduleId, false);

  if (!quiz) {
    return (
      <Card id="quiz">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Brain aria-hidden className="size-5 text-primary" />
            {t.title}
          </CardTitle>
          <CardDescription>{t.noQuiz}</CardDescription>
        </CardHeader>
      </Card>
    );
  }

  const start = () => {
    setScored(null);
    setAttempt((n) => (n ?? 0) + 1);
  };
  const onScored: OnScored = (answer, answers) => {
    const { score, passed } = answer.attempt;
    const text = t.toast(score, quiz.passingScore, passed);
    (passed ? toast.success : toast.error)(text.title, text.text ? { description: text.text } : undefined);
    toastAwarded(answer.awarded);
    setAttempt(null);
    setScored({ answer, answers, questions: questions.data ?? [] });
  };
  const taking = attempt !== null;
  const canAttempt = quiz.attemptsLeft > 0;
  // The learning area offers no retake once passed (§4); the members program an optional one.
  const canStart = canAttempt && (presentation === 'members' || !quiz.passed);
  const retake = scored !== null || quiz.attemptsMade > 0;

  return (
    <Card id="quiz" className="scroll-mt-24">
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle className="flex items-center gap-2">
            <Brain aria-hidden className="size-5 text-primary" />
            {presentation === 'members' ? t.title : quiz.title}
          </CardTitle>
          {quiz.passed && (
            <Badge variant={presentation === 'members' ? 'default' : 'secondary'}>{t.passedBadge}</Badge>
          )}
        </div>
        {presentation === 'members' ? (
          <CardDescription>
            <span className="block font-medium text-foreground">{quiz.title}</span>
            {quiz.description}
          </CardDescription>
        ) : (
          quiz.description && <CardDescription>{quiz.description}</CardDescription>
        )}
      </CardHeader>
      <CardContent className="space-y-4">
        <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-muted-foreground">
          <li>{t.passingScore(quiz.passingScore)}</li>
          <li>{t.questionCount(quiz.questionCount)}</li>
          <li>{t.attemptsLeft(quiz)}</li>
          {quiz.bestScore !== null && <li>{t.bestScore(quiz.bestScore)}</li>}
        </ul>

        {scored && !taking && <QuizResult scored={scored} quiz={quiz} presentation={presentation} />}

        {presentation === 'members' && !taking && !scored && quiz.passed && (
          <p className="flex items-center gap-2 text-lg font-bold text-success">
            <CheckCircle aria-hidden />
            {pq.completed}
          </p>
        )}

        {!taking && !canAttempt && !quiz.passed && (
          <p className="text-sm text-muted-foreground">
            {quiz.retryAt ? t.retryAt(formatDateTime(quiz.retryAt)) : t.outOfAttempts}
          </p>
        )}

        {taking && (
          <QuizQuestions
            key={attempt}
            moduleId={moduleId}
            quiz={quiz}
            presentation={presentation}
            onScored={onScored}
          />
        )}
      </CardContent>
      {!taking && canStart && (
        <CardFooter>
          <Button type="button" variant={quiz.passed ? 'outline' : 'default'} onClick={start}>
            {retake ? <RotateCcw aria-hidden /> : null}
            {retake ? t.retake : t.start}
          </Button>
        </CardFooter>
      )}
    </Card>
  );
}
