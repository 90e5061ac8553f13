/**
 * Adding a question (training-program.md §5 "Admin new quiz question: question text, all four options and a correct
 * answer are required ('Please fill all fields'). Points is a number, minimum 1, default 1", §9 "order_index is the
 * count plus one", §8 'Question added successfully', 'Failed to add question'): the question, four options, which
 * one is correct and the points, through the form hook. An incomplete form toasts 'Please fill all fields' and
 * marks each empty field.
 */
import { Loader2, Plus } from 'lucide-react';
import { toast } from 'sonner';
import { ADMIN_QUESTION_LIMITS } from '@shared/limits/admin';
import { adminMessages as m, adminQuizMessages as t, adminRequestMessages } from '@shared/messages/admin';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { Textarea } from '@web/components/ui/textarea';
import { useApiForm, useWatch } from '@web/lib/use-api-form';
import { useAddQuestion } from '../api/quizzes';
import { EMPTY_QUESTION_FORM, QUESTION_SERVER_FIELDS, questionFormSchema } from '../utils/form-schemas';

const FIELDS = ['question', 'option0', 'option1', 'option2', 'option3', 'correct', 'points'] as const;
const OPTIONS = ['option0', 'option1', 'option2', 'option3'] as const;

export function AddQuestionForm({ quizId }: { quizId: string }) {
  const mutation = useAddQuestion(quizId);
  const { form, submitting, prerenderPass, submitRef, onSubmit } = useApiForm({
    schema: questionFormSchema,
    empty: EMPTY_QUESTION_FORM,
    mutation,
    fields: FIELDS,
    serverFields: QUESTION_SERVER_FIELDS,
    success: { title: m.questionAdded },
    failure: (error) => ({ title: m.questionFailure, text: error.message }),
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const options = useWatch({ control, name: OPTIONS });

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
      <FormField id="question-text" label={t.question} required error={errors.question?.message}>
        {(controlProps) => (
          <Textarea
            {...controlProps}
            {...register('question')}
            rows={2}
            maxLength={ADMIN_QUESTION_LIMITS.question}
            disabled={submitting}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        {OPTIONS.map((name, index) => (
          <FormField
            key={name}
            id={`question-${name}`}
            label={t.option(index + 1)}
            required
            error={errors[name]?.message}
          >
            {(controlProps) => (
              <Input
                {...controlProps}
                {...register(name)}
                maxLength={ADMIN_QUESTION_LIMITS.option}
                autoComplete="off"
                disabled={submitting}
              />
            )}
          </FormField>
        ))}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="question-correct" label={t.correctAnswer} required error={errors.correct?.message}>
          {(controlProps) => (
            <Select {...controlProps} {...register('correct')} disabled={submitting}>
              <option value="">{t.chooseCorrect}</option>
              {OPTIONS.map((name, index) => (
                <option key={name} value={String(index)}>
                  {t.option(index + 1)}
                  {options[index]?.trim() ? `: ${options[index].trim()}` : ''}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id="question-points" label={t.points} required error={errors.points?.message}>
          {(controlProps) => (
            <Input
              {...controlProps}
              {...register('points')}
              type="number"
              inputMode="numeric"
              min={ADMIN_QUESTION_LIMITS.points.min}
              max={ADMIN_QUESTION_LIMITS.points.max}
              step={1}
              disabled={submitting}
            />
          )}
        </FormField>
      </div>
      <div>
        <Button ref={submitRef} type="submit" disabled={submitting || prerenderPass}>
          {submitting ? <Loader2 className="animate-spin" aria-hidden /> : <Plus aria-hidden />}
          {submitting ? t.adding : t.addQuestion}
        </Button>
      </div>
    </form>
  );
}
