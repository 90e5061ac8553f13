/**
 * The frame of a public form (docs/decisions/0001 "Forms without JavaScript"; site-and-portals.md §4, §5;
 * training-program.md §4): a native form posting to its page before (and without) the scripts, so the server answers
 * with the page (public-forms routes), its form-level message, its honeypot and its fields, disabled while the
 * request the page's script sends is on its way. Once the server received a submission, the form's lasting
 * confirmation shows in its place; a form that is cleared for another submission instead (the intake, whose spec
 * asks for a toast and a cleared form) can keep a line above it that says the last one was received.
 */
import { CircleCheck } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { requiredFieldsNote } from '@shared/messages/forms';
import type { ToastText } from '@shared/messages/toast-text';
import { FormConfirmation } from '@web/components/form-confirmation';
import { HoneypotField } from '@web/components/honeypot-field';
import { FieldError } from '@web/components/ui/form-field';

export interface PublicFormProps {
  /** The page the form posts to; the confirmation's button loads it again. */
  action: string;
  /** True once the server received the submission: the confirmation shows instead of the form. */
  confirmed: boolean;
  /** The confirmation's heading and text (the success toast's). */
  success: ToastText;
  /**
   * A line that says what happens next, on the confirmation and — while `received` — above the cleared form (issue
   * 38 item 5), if the form has one.
   */
  note?: string;
  /** True once a submission sent by the page's script was stored: the `note` stays above the cleared form. */
  received?: boolean;
  /** The label of the confirmation's button back to an empty form. */
  again: string;
  /** Shows the empty form again. */
  onAgain: () => void;
  /** True while the request is on its way: the fields are disabled and the form busy. */
  submitting: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The server's message about the submission as a whole, shown above the fields. */
  formError: string | null;
  /** The honeypot field's id, unique on the page. */
  honeypotId: string;
  /** The form's accessible name, when it has one. */
  label?: string;
  /** Id of the note above the fields saying what the asterisk means, which describes the form; no note without it. */
  requiredNoteId?: string;
  /** The fieldset's legend, for screen readers only; none without it. */
  legend?: string;
  /** Classes of the fieldset around the fields. */
  className: string;
  /** The fields and the submit button. */
  children: ReactNode;
  /** What follows the fields, outside the fieldset (a live region, say). */
  after?: ReactNode;
}

/** The public form, or its confirmation. */
export function PublicForm(props: PublicFormProps) {
  const { action, submitting, requiredNoteId, legend } = props;
  if (props.confirmed)
    return (
      <FormConfirmation
        {...props.success}
        note={props.note}
        action={action}
        again={props.again}
        onAgain={props.onAgain}
      />
    );

  return (
    <form
      // Posted natively before (and without) the scripts: the server answers with the page (public-forms routes).
      method="post"
      action={action}
      noValidate
      aria-busy={submitting}
      aria-label={props.label}
      aria-describedby={requiredNoteId}
      onSubmit={props.onSubmit}
    >
      {props.note !== undefined && (
        // A live region from the start, so the line is read out when it appears.
        <div role="status">
          {props.received && (
            <p className="mb-6 flex items-center gap-2 rounded-lg border border-success/40 bg-success/10 p-4 font-medium">
              <CircleCheck className="size-5 shrink-0 text-success" aria-hidden />
              {props.note}
            </p>
          )}
        </div>
      )}
      {requiredNoteId && (
        <p id={requiredNoteId} className="mb-6 text-sm text-muted-foreground">
          {requiredFieldsNote.before} <span aria-hidden>*</span>
          <span className="sr-only">{requiredFieldsNote.asterisk}</span> {requiredFieldsNote.after}
        </p>
      )}
      {props.formError && (
        <div className="mb-6">
          <FieldError>{props.formError}</FieldError>
        </div>
      )}
      <HoneypotField id={props.honeypotId} />
      <fieldset disabled={submitting} className={props.className}>
        {legend && <legend className="sr-only">{legend}</legend>}
        {props.children}
      </fieldset>
      {props.after}
    </form>
  );
}
