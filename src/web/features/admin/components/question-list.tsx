/**
 * A quiz's questions in the Quizzes tab (training-program.md §7 "Admin": quiz_questions by quiz_id ordered by
 * order_index, §8 'Failed to load questions'; issue "Staff operations" item 5, docs/decisions/0017): each with its
 * options, the correct one marked, its points and whether past attempts answered it, and Edit (a form in its place),
 * Move up, Move down and Delete. A move is announced to screen readers and keeps focus on the moved question's
 * button; after an edit or a delete focus goes to the question (or the list's heading).
 */
import { ArrowDown, ArrowUp, CheckCircle, Pencil } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@web/lib/toast';
import { adminMessages as m, adminQuizMessages as t } from '@shared/messages/admin';
import type { AdminQuestion } from '@shared/schemas/admin';
import { LoadFailure } from '@web/components/load-failure';
import { Loading } from '@web/components/loading';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { useQuizQuestions } from '../api/quizzes';
import { useReorderQuestions } from '../api/reorder-questions';
import { DeleteQuestionButton } from './delete-question-button';
import { EditQuestionForm } from './edit-question-form';

/** The id of a question's control (`edit`, `up`, `down`), to move focus to it. */
const controlId = (quizId: string, questionId: string, control: 'edit' | 'up' | 'down') =>
  `quiz-${quizId}-question-${questionId}-${control}`;

export function QuestionList({ quizId }: { quizId: string }) {
  const questions = useQuizQuestions(quizId);
  const reorder = useReorderQuestions(quizId);
  const [editing, setEditing] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // The element to focus once the list shows the change (a moved or edited question's button, or the heading).
  const focusTarget = useRef<string | null>(null);
  const setFocusTarget = (id: string) => {
    focusTarget.current = id;
  };
  const headingId = `quiz-${quizId}-questions-heading`;

  // After every render: the element asked for is focused once it is there and enabled.
  useEffect(() => {
    const element = focusTarget.current ? document.getElementById(focusTarget.current) : null;
    if (!element || element.hasAttribute('disabled')) return;
    element.focus();
    focusTarget.current = null;
  });

  const move = (list: AdminQuestion[], index: number, direction: 'up' | 'down') => {
    const target = direction === 'up' ? index - 1 : index + 1;
    const ids = list.map((question) => question.id);
    [ids[index], ids[target]] = [ids[target]!, ids[index]!];
    const moved = list[index]!;
    setAnnouncement('');
    reorder.mutate(ids, {
      onSuccess: (now) => {
        const position = now.findIndex((question) => question.id === moved.id) + 1;
        setAnnouncement(t.moved(moved.question, position, now.length));
        // At an end of the list the button of the other direction keeps focus.
        const stays = direction === 'up' ? position > 1 : position < now.length;
        const other = direction === 'up' ? 'down' : 'up';
        setFocusTarget(controlId(quizId, moved.id, stays ? direction : other));
      },
      onError: (error) => {
        toast.error(t.reorderFailure, { description: error.message });
        setFocusTarget(controlId(quizId, moved.id, direction));
      },
    });
  };

  return (
    <div className="mt-6 space-y-3">
      <h4 id={headingId} tabIndex={-1} className="font-semibold focus:outline-none">
        {t.questions}
      </h4>
      <p role="status" className="sr-only">
        {announcement}
      </p>
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
        <ol className="space-y-4" aria-labelledby={headingId}>
          {questions.data.map((question, index, list) => {
            const number = index + 1;
            const label = t.questionNumber(number);
            return (
              <li key={question.id} className="rounded-lg bg-muted/40 p-3">
                {editing === question.id ? (
                  <EditQuestionForm
                    quizId={quizId}
                    question={question}
                    number={number}
                    onCancel={() => {
                      setEditing(null);
                      setFocusTarget(controlId(quizId, question.id, 'edit'));
                    }}
                    onSaved={(answer) => {
                      setEditing(null);
                      setFocusTarget(controlId(quizId, answer.question.id, 'edit'));
                    }}
                  />
                ) : (
                  <>
                    <p className="font-medium">
                      {number}. {question.question}{' '}
                      <span className="text-sm font-normal text-muted-foreground">
                        ({t.pointsLabel(question.points)})
                      </span>
                    </p>
                    {question.hasAttempts && (
                      <Badge variant="outline" className="mt-1">
                        {t.answered}
                      </Badge>
                    )}
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
                    <div className="mt-3 flex flex-wrap gap-2">
                      <Button
                        id={controlId(quizId, question.id, 'edit')}
                        type="button"
                        size="sm"
                        variant="outline"
                        onClick={() => setEditing(question.id)}
                      >
                        <Pencil aria-hidden />
                        {t.edit}
                        <span className="sr-only"> {label}</span>
                      </Button>
                      <Button
                        id={controlId(quizId, question.id, 'up')}
                        type="button"
                        size="sm"
                        variant="outline"
                        disabled={index === 0 || reorder.isPending}
                        onClick={() => move(list, index, 'up')}
                      >
                        <ArrowUp aria-hidden />
                        {t.moveUp}
                        <span className="sr-only"> {label}</span>
                      </Button>
                      <Button
                        id={controlId(quizId, question.id, 'down')}
                        type="button"
                        size="sm"
                        variant="outline"
                        disabled={index === list.length - 1 || reorder.isPending}
                        onClick={() => move(list, index, 'down')}
                      >
                        <ArrowDown aria-hidden />
                        {t.moveDown}
                        <span className="sr-only"> {label}</span>
                      </Button>
                      <DeleteQuestionButton
                        quizId={quizId}
                        question={question}
                        number={number}
                        onDone={() => setFocusTarget(headingId)}
                      />
                    </div>
                  </>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
