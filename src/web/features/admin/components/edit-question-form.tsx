/**
 * Editing a question in place in the Quizzes tab (issue "Staff operations" item 5; training-program.md §5 "Admin new
 * quiz question"; docs/decisions/0017): the question's fields filled in, Save question and Cancel. A question some
 * attempt answered says that saving keeps the earlier version for those attempts. A refused save keeps what was
 * typed and shows the server's messages on the fields; a save toasts what happened and closes the form.
 */
import { Loader2, Save, X } from 'lucide-react';
import { toast } from '@web/lib/toast';
import { adminQuizMessages as t, adminRequestMessages } from '@shared/messages/admin';
import type { AdminQuestion, EditedQuestion } from '@shared/schemas/admin';
import { Button } from '@web/components/ui/button';
import { useApiForm } from '@web/lib/use-api-form';
import { useEditQuestion } from '../api/edit-question';
import {
  QUESTION_FORM_FIELDS,
  QUESTION_SERVER_FIELDS,
  questionFormSchema,
  questionFormValues,
} from '../utils/form-schemas';
import { QuestionFields } from './question-fields';

export interface EditQuestionFormProps {
  quizId: string;
  question: AdminQuestion;
  /** The question's number in the list (1 for the first). */
  number: number;
  /** After a save, with the answer (the question may have a new id). */
  onSaved: (answer: EditedQuestion) => void;
  onCancel: () => void;
}

const OUTCOME_TOASTS = {
  edited: t.questionUpdated,
  replaced: t.questionReplaced,
  unchanged: t.questionUnchanged,
} as const;

export function EditQuestionForm({ quizId, question, number, onSaved, onCancel }: EditQuestionFormProps) {
  const mutation = useEditQuestion(quizId, question.id);
  const { form, submitting, prerenderPass, submitRef, onSubmit } = useApiForm({
    schema: questionFormSchema,
    empty: questionFormValues(question),
    mutation,
    fields: QUESTION_FORM_FIELDS,
    serverFields: QUESTION_SERVER_FIELDS,
    keepValues: true,
    failure: (error) => ({ title: t.questionUpdateFailure, text: error.message }),
    onSuccess: (answer) => {
      toast.success(OUTCOME_TOASTS[answer.outcome]);
      onSaved(answer);
    },
  });
  const headingId = `edit-question-${question.id}-heading`;
  const noteId = `edit-question-${question.id}-note`;

  return (
    <form
      aria-labelledby={headingId}
      aria-describedby={question.hasAttempts ? noteId : undefined}
      noValidate
      onSubmit={onSubmit(() => toast.error(adminRequestMessages.fillAllFields))}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !submitting) {
          event.stopPropagation();
          onCancel();
        }
      }}
      className="grid gap-4"
    >
      <h5 id={headingId} className="font-semibold">
        {t.editQuestion(number)}
      </h5>
      {question.hasAttempts && (
        <p id={noteId} className="rounded-md border border-primary/40 bg-primary/10 p-3 text-sm">
          {t.editReplaces}
        </p>
      )}
      <QuestionFields idPrefix={`edit-question-${question.id}`} form={form} disabled={submitting} />
      <div className="flex flex-wrap gap-2">
        <Button ref={submitRef} type="submit" size="sm" disabled={submitting || prerenderPass}>
          {submitting ? <Loader2 className="animate-spin" aria-hidden /> : <Save aria-hidden />}
          {t.saveQuestion}
        </Button>
        <Button type="button" size="sm" variant="outline" disabled={submitting} onClick={onCancel}>
          <X aria-hidden />
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
