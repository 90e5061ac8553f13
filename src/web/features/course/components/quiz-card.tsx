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
import { Brain, CheckCircle, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@web/lib/toast';
import { programQuizMessages as pq } from '@shared/messages/program';
import type { QuizSummary } from '@shared/schemas/learning';
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
import { formatDateTime } from '@web/lib/format-date';
import { useQuizQuestions } from '../api/get-quiz-questions';
import { toastAwarded } from '../utils/awarded-toast';
import { QUIZ_TEXTS as TEXTS, type QuizPresentation } from '../utils/quiz-texts';
import type { OnScored } from './quiz-forms';
import { QuizQuestions } from './quiz-questions';
import { QuizResult, type ScoredAttempt } from './quiz-result';

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
