/**
 * Which §8 toast a failed contact-form validation shows (site-and-portals.md §5 "Contact form", §8 "Contact").
 */
import { contactMessages as m } from '@shared/messages/forms';
import { type ToastText } from '@shared/messages/toast-text';
import type { ContactInput } from '@shared/schemas/contact';
import type { FieldErrors } from '@web/lib/use-api-form';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;

/**
 * The toast for the first problem, checked in the spec's order: a missing field ('Validation Error'), then a bad
 * address ('Invalid Email'), then a short message ('Message Too Short'). The mapping is by the message the shared
 * schema produced, so the inline errors and the toast always agree. Anything else (a too-long field, control
 * characters) shows under the 'Validation Error' title with the field's own message.
 */
export function contactValidationToast(errors: FieldErrors<ContactInput>): ToastText {
  const messages = FIELDS.map((field) => errors[field]?.message).filter((message) => message !== undefined);
  for (const toast of [m.validation, m.invalidEmail, m.messageTooShort]) {
    if (messages.includes(toast.text)) return toast;
  }
  return { title: m.validation.title, text: messages[0] ?? m.validation.text };
}
