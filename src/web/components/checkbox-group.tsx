/**
 * A group of checkboxes sharing one field name (site-and-portals.md §2.11 touring genres and services;
 * training-program.md §4 application genres): a fieldset with its legend, an optional hint, a box and label per
 * option, and the group's error, announced and tied to the fieldset with `aria-describedby`. The boxes start ticked
 * as the server rendered them (a refused post without JavaScript), so they are uncontrolled: each gets the field's
 * registration.
 */
import { Checkbox } from '@web/components/ui/checkbox';
import { FieldError } from '@web/components/ui/form-field';
import { Label } from '@web/components/ui/label';
import type { UseFormRegisterReturn } from '@web/lib/use-api-form';
import { cn } from '@web/lib/utils';

export interface CheckboxGroupProps {
  /** The group's id: its hint and error get `${id}-hint` and `${id}-error`. */
  id: string;
  legend: string;
  /** Help text under the legend. */
  hint?: string;
  /** The values, in order; each is its box's label too. */
  options: readonly string[];
  /** The id of an option's box, unique on the page (focus goes to the first one when the server rejects the group). */
  optionId: (option: string) => string;
  /** The field's registration, shared by the boxes. */
  registration: UseFormRegisterReturn;
  /** The options ticked to begin with (in the server's HTML too). */
  checked: readonly string[];
  error?: string;
  /** Grid column classes for the boxes. */
  columns: string;
}

/** The group of boxes with its legend, hint and error. */
export function CheckboxGroup({
  id,
  legend,
  hint,
  options,
  optionId,
  registration,
  checked,
  error,
  columns,
}: CheckboxGroupProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset
      className="grid gap-3"
      aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
    >
      <legend className={cn(hint ? 'mb-1' : 'mb-3', 'text-sm font-medium')}>{legend}</legend>
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <div className={cn('grid gap-3', columns)}>
        {options.map((option) => (
          <div key={option} className="flex items-center gap-3">
            <Checkbox
              id={optionId(option)}
              value={option}
              defaultChecked={checked.includes(option)}
              {...registration}
            />
            <Label htmlFor={optionId(option)} className="cursor-pointer font-normal">
              {option}
            </Label>
          </div>
        ))}
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </fieldset>
  );
}
