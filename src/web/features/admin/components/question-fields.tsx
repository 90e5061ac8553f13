/**
 * The fields of a quiz question (training-program.md §5 "Admin new quiz question": question text, all four options,
 * the correct answer and points): shared by the add form and each question's edit form (docs/decisions/0017). The
 * correct-answer choice shows each option's text as it is typed.
 */
import { ADMIN_QUESTION_LIMITS } from '@shared/limits/admin';
import { adminQuizMessages as t } from '@shared/messages/admin';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { Textarea } from '@web/components/ui/textarea';
import type { AddQuestionBody } from '@shared/schemas/admin';
import { useWatch, type useApiForm } from '@web/lib/use-api-form';
import type { QuestionFormValues } from '../utils/form-schemas';

/** The form (react-hook-form, through the form hook) of a question. */
type QuestionForm = ReturnType<typeof useApiForm<QuestionFormValues, AddQuestionBody>>['form'];

const OPTIONS = ['option0', 'option1', 'option2', 'option3'] as const;

export interface QuestionFieldsProps {
  /** Prefix of the controls' ids, unique on the page. */
  idPrefix: string;
  form: QuestionForm;
  disabled: boolean;
}

export function QuestionFields({ idPrefix, form, disabled }: QuestionFieldsProps) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const options = useWatch({ control, name: OPTIONS });
  return (
    <>
      <FormField id={`${idPrefix}-text`} label={t.question} required error={errors.question?.message}>
        {(controlProps) => (
          <Textarea
            {...controlProps}
            {...register('question')}
            rows={2}
            maxLength={ADMIN_QUESTION_LIMITS.question}
            disabled={disabled}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        {OPTIONS.map((name, index) => (
          <FormField
            key={name}
            id={`${idPrefix}-${name}`}
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
                disabled={disabled}
              />
            )}
          </FormField>
        ))}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={`${idPrefix}-correct`}
          label={t.correctAnswer}
          required
          error={errors.correct?.message}
        >
          {(controlProps) => (
            <Select {...controlProps} {...register('correct')} disabled={disabled}>
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
        <FormField id={`${idPrefix}-points`} label={t.points} required error={errors.points?.message}>
          {(controlProps) => (
            <Input
              {...controlProps}
              {...register('points')}
              type="number"
              inputMode="numeric"
              min={ADMIN_QUESTION_LIMITS.points.min}
              max={ADMIN_QUESTION_LIMITS.points.max}
              step={1}
              disabled={disabled}
            />
          )}
        </FormField>
      </div>
    </>
  );
}
