/**
 * One quiz question's options as radio buttons under its legend, with the server's message for it (training-program.md
 * §4 "Learning area quiz", "Members program quiz"); both presentations of the quiz use it.
 */
import type { ReactNode, Ref } from 'react';
import type { QuizQuestion } from '@shared/schemas/learning';
import type { UseFormRegisterReturn } from '@web/lib/use-api-form';

/** One question's options as radio buttons, under `legend`. */
export function QuestionFieldset({
  question,
  legend,
  registration,
  error,
  hidden,
  fieldsetRef,
}: {
  question: QuizQuestion;
  legend: ReactNode;
  registration: UseFormRegisterReturn;
  error: string | undefined;
  hidden?: boolean;
  fieldsetRef?: Ref<HTMLFieldSetElement>;
}) {
  const errorId = `quiz-${question.id}-error`;
  return (
    <fieldset
      ref={fieldsetRef}
      hidden={hidden}
      className="space-y-3"
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="space-y-1">{legend}</legend>
      <div className="grid gap-2">
        {question.options.map((option) => (
          <label
            key={option.key}
            className="flex cursor-pointer items-start gap-3 rounded-md border border-border p-3 hover:bg-muted has-[:checked]:border-primary has-[:checked]:bg-muted"
          >
            <input type="radio" value={option.key} className="mt-1 accent-primary" {...registration} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
