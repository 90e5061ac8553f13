/**
 * The four public forms that post without JavaScript (issue "Public pages as HTML with islands" item 2;
 * docs/decisions/0001 "Forms without JavaScript"): the page each form is on, which is also where it posts, and the
 * name of its island. The server answers `POST` on that path; the form's `action` is that path.
 */

/** The field no person sees and software fills in: a submission with it filled is answered but never stored. */
export const HONEYPOT_FIELD = 'contact_reference';

/** Each form's page (its `action`) and island name. */
export const PUBLIC_FORMS = {
  contact: { path: '/contact', island: 'contact-form' },
  touring: { path: '/touring-services', island: 'touring-form' },
  artistIntake: { path: '/artist-intake', island: 'artist-intake-form' },
  programApplication: { path: '/artist-development', island: 'program-application' },
} as const;

/** The key of a `PublicFormState`'s `errors` for a message about the submission as a whole, not one field. */
export const FORM_ERROR_KEY = 'form';

/**
 * The separator of a field sent several times (a group of checkboxes) in a `PublicFormState`'s `values`: its values
 * in the order sent, joined. No choice of such a group contains a line break.
 */
export const LIST_VALUE_SEPARATOR = '\n';
