/**
 * Creating a module's quiz (training-program.md §7 "Admin": a quizzes row with module_id, title 'Module {n} Quiz',
 * description, passing_score and max_attempts, §9 "Default quiz: passing_score 70, max_attempts 3", §8 'Quiz created
 * successfully', 'Failed to create quiz'): passing score (0-100), maximum attempts (at least 1) and an optional
 * description, through the form hook.
 */
import { Loader2, Plus } from 'lucide-react';
import { ADMIN_QUIZ_LIMITS } from '@shared/limits/admin';
import { adminMessages as m, adminQuizMessages as t } from '@shared/messages/admin';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { useApiForm } from '@web/lib/use-api-form';
import { useCreateQuiz } from '../api/quizzes';
import { createQuizFormSchema, EMPTY_QUIZ_FORM } from '../utils/form-schemas';

const FIELDS = ['passingScore', 'maxAttempts', 'description'] as const;

export interface CreateQuizFormProps {
  moduleId: string;
  /** 'Module {n} Quiz'. */
  title: string;
}

export function CreateQuizForm({ moduleId, title }: CreateQuizFormProps) {
  const mutation = useCreateQuiz();
  const { form, submitting, prerenderPass, submitRef, onSubmit } = useApiForm({
    schema: createQuizFormSchema,
    empty: { ...EMPTY_QUIZ_FORM, moduleId },
    mutation,
    fields: FIELDS,
    success: { title: m.quizCreated },
    failure: (error) => ({ title: m.quizFailure, text: error.message }),
  });
  const {
    register,
    formState: { errors },
  } = form;
  const { passingScore, maxAttempts } = ADMIN_QUIZ_LIMITS;
  return (
    <form aria-label={`${t.createQuiz}: ${title}`} noValidate onSubmit={onSubmit()} className="grid gap-4">
      <input type="hidden" {...register('moduleId')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="quiz-passing-score"
          label={t.passingScore}
          required
          error={errors.passingScore?.message}
        >
          {(control) => (
            <Input
              {...control}
              {...register('passingScore')}
              type="number"
              inputMode="numeric"
              min={passingScore.min}
              max={passingScore.max}
              step={1}
              disabled={submitting}
            />
          )}
        </FormField>
        <FormField id="quiz-max-attempts" label={t.maxAttempts} required error={errors.maxAttempts?.message}>
          {(control) => (
            <Input
              {...control}
              {...register('maxAttempts')}
              type="number"
              inputMode="numeric"
              min={maxAttempts.min}
              max={maxAttempts.max}
              step={1}
              disabled={submitting}
            />
          )}
        </FormField>
      </div>
      <FormField id="quiz-description" label={t.quizDescription} error={errors.description?.message}>
        {(control) => (
          <Textarea
            {...control}
            {...register('description')}
            rows={2}
            maxLength={ADMIN_QUIZ_LIMITS.description}
            disabled={submitting}
          />
        )}
      </FormField>
      <div>
        <Button ref={submitRef} type="submit" disabled={submitting || prerenderPass}>
          {submitting ? <Loader2 className="animate-spin" aria-hidden /> : <Plus aria-hidden />}
          {submitting ? t.creating : `${t.createQuiz}: ${title}`}
        </Button>
      </div>
    </form>
  );
}
