/**
 * One labelled form control with its hint and error message, wired for assistive technology
 * (site-and-portals.md §2.9–§2.11 forms): the label is tied by `htmlFor`/`id`, required fields are marked, the
 * error is announced (`role="alert"`) and linked with `aria-describedby`, and the control gets `aria-invalid`.
 */
import type * as React from 'react';
import { cn } from '@web/lib/utils';
import { Label } from './label';

/** The accessibility props {@link FormField} hands to its control; spread them onto the input. */
interface FormControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

export interface FormFieldProps {
  /** The control's id; the hint and error get `${id}-hint` and `${id}-error`. */
  id: string;
  label: React.ReactNode;
  /** Marks the field as required (a visible asterisk and `aria-required`). */
  required?: boolean;
  /** Help text shown under the control. */
  hint?: React.ReactNode;
  /** The current error message, if any. */
  error?: string;
  className?: string;
  /** Renders the control with the given props. */
  children: (control: FormControlProps) => React.ReactNode;
}

/** A label, a control, an optional hint and an optional error, wired together. */
export function FormField({ id, label, required, hint, error, className, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid content-start gap-2', className)}>
      <Label htmlFor={id}>
        {label}
        {required && <RequiredMark />}
      </Label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required ? true : undefined,
      })}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

/** The asterisk after a required field's label; hidden from screen readers, which hear `aria-required`. */
function RequiredMark() {
  return (
    <span aria-hidden className="ml-0.5 text-error">
      *
    </span>
  );
}

/** An error message, announced when it appears. */
export function FieldError({ id, children }: { id?: string; children: React.ReactNode }) {
  return (
    <p id={id} role="alert" className="text-sm font-medium text-error">
      {children}
    </p>
  );
}
