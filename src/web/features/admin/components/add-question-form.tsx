/**
 * Adding a question (training-program.md §5 "Admin new quiz question: question text, all four options and a correct
 * answer are required ('Please fill all fields'). Points is a number, minimum 1, default 1", §9 "order_index is the
 * count plus one", §8 'Question added successfully', 'Failed to add question'): the question, four options, which
 * one is correct and the points, through the form hook. An incomplete form toasts 'Please fill all fields' and
 * marks each empty field.
 */
import { Loader2, Plus } from 'lucide-react';
import { toast } from '@web/lib/toast';
import { adminMessages as m, adminQuizMessages as t, adminRequestMessages } from '@shared/messages/admin';
import { Button } from '@web/components/ui/button';
import { useApiForm } from '@web/lib/use-api-form';
import { useAddQuestion } from '../api/quizzes';
import {
  EMPTY_QUESTION_FORM,
  QUESTION_FORM_FIELDS,
  QUESTION_SERVER_FIELDS,
  questionFormSchema,
} from '../utils/form-schemas';
import { QuestionFields } from './question-fields';

export function AddQuestionForm({ quizId }: { quizId: string }) {
  const mutation = useAddQuestion(quizId);
  const { form, submitting, prerenderPass, submitRef, onSubmit } = useApiForm({
    schema: questionFormSchema,
    empty: EMPTY_QUESTION_FORM,
    mutation,
    fields: QUESTION_FORM_FIELDS,
    serverFields: QUESTION_SERVER_FIELDS,
    success: { title: m.questionAdded },
    failure: (error) => ({ title: m.questionFailure, text: error.message }),
  });

  return (
    <form
      aria-labelledby="add-question-heading"
      noValidate
      onSubmit={onSubmit(() => toast.error(adminRequestMessages.fillAllFields))}
      className="grid gap-4 rounded-xl border p-4 sm:p-6"
    >
      <h3 id="add-question-heading" className="text-lg font-semibold">
        {t.addQuestion}
      </h3>
      <QuestionFields idPrefix="question" form={form} disabled={submitting} />
      <div>
        <Button ref={submitRef} type="submit" disabled={submitting || prerenderPass}>
          {submitting ? <Loader2 className="animate-spin" aria-hidden /> : <Plus aria-hidden />}
          {submitting ? t.adding : t.addQuestion}
        </Button>
      </div>
    </form>
  );
}
