/**
 * The result of the last quiz attempt (training-program.md §4, §5 "Quiz scoring"; docs/decisions/0009): the score
 * in the presentation's words, green when passed and red otherwise, then each question right or wrong; once the quiz
 * is passed or the round used up, the right answers and each explanation.
 */
import { CheckCircle, XCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { courseMessages } from '@shared/messages/learning';
import { programPageMessages } from '@shared/messages/program';
import type { QuizAttemptAnswer, QuizQuestion, QuizSummary } from '@shared/schemas/learning';
import { cn } from '@web/lib/utils';
import { QUIZ_TEXTS as TEXTS, type QuizPresentation } from '../utils/quiz-texts';
import { questionResults } from '../utils/quiz-results';

const r = courseMessages.quizReview;

/** A scored attempt: what was sent, with the questions it answered. */
export interface ScoredAttempt {
  answer: QuizAttemptAnswer;
  questions: QuizQuestion[];
  answers: Record<string, string>;
}

/** The result of the last attempt: the score, then each question right or wrong, with the review once given. */
export function QuizResult({
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
