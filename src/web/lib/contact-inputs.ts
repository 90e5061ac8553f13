/** The props of the public forms' email and phone inputs (site-and-portals.md §2.10, §2.11; training-program.md §2). */
import { OPTIONAL_HINT } from '@shared/messages/forms';

/** The props of an email address's input: the email keyboard and the address the browser keeps. */
export const EMAIL_INPUT = { type: 'email', inputMode: 'email', autoComplete: 'email' } as const;

/** The props of an optional phone number's input: its hint, the phone keyboard and the number the browser keeps. */
export const PHONE_INPUT = { hint: OPTIONAL_HINT, type: 'tel', autoComplete: 'tel' } as const;
