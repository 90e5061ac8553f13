/**
 * A quiz's questions in the Quizzes tab (training-program.md §7 "program_quiz_questions by quiz_id ordered by
 * order_index", §8 'Failed to load questions'): each with its options, the correct one marked, and its points.
 */
import { CheckCircle } from 'lucide-react';
import { adminMessages as m, adminQuizMessages as t } from '@shared/messages/admin';
import { Badge } from '@web/components/ui/badge';
import { useQuizQuestions } from '../api/quizzes';
import { LoadFailure } from '@web/components/load-failure';
import { Loading } from '@web/components/loading';

export function QuestionList({ quizId }: { quizId: string }) {
  const questions = useQuizQuestions(quizId);
  return (
    <div className="mt-6 space-y-3">
      <h4 className="font-semibold">{t.questions}</h4>
      {questions.isError ? (
        <LoadFailure
          text={m.questionsFailure}
          onRetry={() => void questions.refetch()}
          retrying={questions.isFetching}
        />
      ) : !questions.data ? (
        <Loading label={t.loadingQuestions} />
      ) : questions.data.length === 0 ? (
        <p className="text-muted-foreground">{t.noQuestions}</p>
      ) : (
        <ol className="space-y-4">
          {questions.data.map((question, index) => (
            <li key={question.id} className="rounded-lg bg-muted/40 p-3">
              <p className="font-medium">
                {index + 1}. {question.question}{' '}
                <span className="text-sm font-normal text-muted-foreground">
                  ({t.pointsLabel(question.points)})
                </span>
              </p>
              <ul className="mt-2 grid gap-1 sm:grid-cols-2">
                {question.options.map((option) => (
                  <li key={option} className="flex items-center gap-2 text-sm">
                    {option === question.correctAnswer ? (
                      <>
                        <CheckCircle aria-hidden className="size-4 shrink-0 text-success" />
                        <span className="font-medium">{option}</span>
                        <Badge variant="outline">{t.correctLabel}</Badge>
                      </>
                    ) : (
                      <span className="pl-6">{option}</span>
                    )}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
