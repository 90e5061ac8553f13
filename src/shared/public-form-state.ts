/**
 * What a public form shows when the server renders its page (issue "Public pages as HTML with islands" item 2): the
 * values the visitor sent, each field's error, and whether the submission was received. The same state a form's
 * island starts from when it hydrates, so a form answered without JavaScript and one answered by its script show
 * the same thing.
 */
export interface PublicFormState {
  /** The values as sent, by field name (text as typed; a checkbox's value when checked). */
  values: Record<string, string>;
  /** One message per field that failed validation, by field name. */
  errors: Record<string, string>;
  /** The submission was stored: the form shows its confirmation. */
  submitted: boolean;
}

/** The query parameter of the confirmation page a form redirects to after a submission without JavaScript. */
export const SUBMITTED_QUERY = 'submitted';
