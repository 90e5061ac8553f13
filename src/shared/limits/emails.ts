/**
 * Limits of the staff's Emails view and the unsubscribe link (issue "Staff operations" item 6; page size and cursor
 * as the inbox's, docs/decisions/0006). Lengths are in characters. What an email is and its states are here too, not
 * in schemas/emails.ts: the messages name them, and the schemas import the messages (no import cycle,
 * docs/decisions/0024).
 */

/** Emails per page: the default and the most a caller may ask for. */
export const EMAIL_PAGE_SIZE = { default: 25, max: 100 } as const;

/** Longest unsubscribe token a request may carry (a real one is about 90 characters). */
export const UNSUBSCRIBE_TOKEN_MAX = 256;

/** Days without activity before a learner is reminded, and the least time between two reminders. */
export const REMINDER_AFTER_DAYS = 14;

/**
 * How long the same account email (the confirmation link, the note that the account exists) is not sent again to
 * the same address, in minutes: signing up again or signing in unconfirmed within it sends nothing more, as the
 * link already sent works for 24 hours (issue 38 item 7; docs/decisions/0019). Asking for a new link sends one.
 */
export const ACCOUNT_EMAIL_REPEAT_MINUTES = 30;

/**
 * How long the same application email (the welcome on applying, the answer to a decision) is not sent again to the
 * same address, in hours: a re-submitted application or a second decision on another copy of it sends nothing more
 * (issue 38 item 7; docs/decisions/0019).
 */
export const APPLICATION_EMAIL_REPEAT_HOURS = 24;

/**
 * What an email is: `account` (confirmation, password reset), `submission` (a form's notice to staff),
 * `decision` (an application approved or declined), `welcome` (on enrolment), `reminder` (14 days without
 * activity), `certificate` (congratulations with the certificate link), `feedback` (feedback arrived on a learner's
 * track, at most hourly per track), `other` (queued before kinds were recorded).
 */
export const EMAIL_KINDS = [
  'account',
  'submission',
  'decision',
  'welcome',
  'reminder',
  'certificate',
  'feedback',
  'other',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/** A queued email's state: waiting or retrying (`pending`), delivered (`sent`), out of attempts (`failed`). */
export const EMAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];
