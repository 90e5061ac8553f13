/**
 * Deleting a question in the Quizzes tab (issue "Staff operations" item 5; training-program.md §5 "Delete needs
 * confirmation"; docs/decisions/0017): the confirmation says whether the question will be deleted, or retired
 * because some attempt answered it (kept for those attempts, never shown again); the outcome is toasted.
 */
import { Archive, Trash2 } from 'lucide-react';
import { toast } from '@web/lib/toast';
import { adminQuizMessages as t } from '@shared/messages/admin';
import type { AdminQuestion } from '@shared/schemas/admin';
import { ConfirmButton } from '@web/components/confirm-button';
import { useDeleteQuestion } from '../api/delete-question';

export interface DeleteQuestionButtonProps {
  quizId: string;
  question: AdminQuestion;
  /** The question's number in the list, for screen readers. */
  number: number;
  /** After the question is gone. */
  onDone: () => void;
}

export function DeleteQuestionButton({ quizId, question, number, onDone }: DeleteQuestionButtonProps) {
  const deletion = useDeleteQuestion(quizId);
  const retire = question.hasAttempts;
  const confirm = async () => {
    try {
      const { outcome } = await deletion.mutateAsync(question.id);
      toast.success(outcome === 'retired' ? t.questionRetired : t.questionDeleted);
      onDone();
    } catch (error) {
      toast.error(t.questionDeleteFailure, {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  };
  const Icon = retire ? Archive : Trash2;
  return (
    <ConfirmButton
      trigger={
        <>
          <Trash2 aria-hidden />
          {t.delete}
          <span className="sr-only"> {t.questionNumber(number)}</span>
        </>
      }
      triggerVariant="outline"
      triggerSize="sm"
      title={t.deleteTitle}
      description={retire ? t.retireConfirm(question.question) : t.deleteConfirm(question.question)}
      confirm={{
        icon: <Icon aria-hidden />,
        label: retire ? t.retire : t.delete,
        pendingLabel: t.deleting,
        variant: 'destructive',
      }}
      cancelLabel={t.cancel}
      onConfirm={confirm}
      pending={deletion.isPending}
    />
  );
}
