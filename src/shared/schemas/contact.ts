/**
 * The contact form (site-and-portals.md §2.9, §5 "Contact form", §9): the same schema validates the form in the
 * browser and the body of `POST /api/contact` on the server.
 */
import { z } from 'zod/mini';
import { CONTACT_LIMITS } from '../limits/forms';
import { contactMessages as m } from '../messages/forms';
import { emailAddress, requiredName, requiredText } from './text';

const required = m.validation.text;

export const contactSchema = z.strictObject({
  name: requiredName({ label: 'Name', max: CONTACT_LIMITS.name, required }),
  email: emailAddress({ required, invalid: m.invalidEmail.text }),
  subject: requiredText({ label: 'Subject', max: CONTACT_LIMITS.subject, required }),
  message: requiredText({
    label: 'Message',
    max: CONTACT_LIMITS.message,
    required,
    multiline: true,
    min: [CONTACT_LIMITS.messageMin, m.messageTooShort.text],
  }),
});

/** What the form holds (all strings). */
export type ContactInput = z.input<typeof contactSchema>;
/** The validated, cleaned message. */
export type Contact = z.output<typeof contactSchema>;
