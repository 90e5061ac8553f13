/**
 * The staff's Emails view (issue "Staff operations" item 6): what each queued email is, and the view's query.
 */

/**
 * What an email is: `account` (confirmation, password reset), `submission` (a form's notice to staff),
 * `decision` (an application approved or declined), `welcome` (on enrolment), `reminder` (14 days without
 * activity), `certificate` (congratulations with the certificate link), `other` (queued before kinds were recorded).
 */
export const EMAIL_KINDS = [
  'account',
  'submission',
  'decision',
  'welcome',
  'reminder',
  'certificate',
  'other',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/** A queued email's state: waiting or retrying (`pending`), delivered (`sent`), out of attempts (`failed`). */
export const EMAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];
