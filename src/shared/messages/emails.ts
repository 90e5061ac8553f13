/**
 * Texts of the staff's Emails view and of the unsubscribe page (issue "Staff operations" item 6). The spec has
 * neither: every text here is our wording. The emails' own texts are in src/server/mail/templates/.
 */
import { EMAIL_PAGE_SIZE, REMINDER_AFTER_DAYS, type EmailKind, type EmailStatus } from '../limits/emails';
import type { ToastText } from './toast-text';

/** Errors of the Emails API and the unsubscribe route (field errors and coded answers). */
export const emailRequestMessages = {
  unknownStatus: 'Unknown email status.',
  unknownKind: 'Unknown kind of email.',
  invalidId: 'Invalid email id.',
  limitNotNumber: 'Limit must be a number.',
  limitNotWhole: 'Limit must be a whole number.',
  limitTooSmall: 'Limit must be at least 1.',
  limitTooLarge: `Limit must be at most ${EMAIL_PAGE_SIZE.max}.`,
  notFound: 'This email does not exist.',
  notFailed: (status: string) => `Only a failed email can be retried; this one is ${status}.`,
  invalidToken: 'This unsubscribe link is not valid.',
} as const;

/** The Emails tab of /admin. */
export const emailMessages = {
  tab: 'Emails',
  title: 'Emails',
  description:
    'Every email the site sends: waiting in the queue, sent, or failed after every attempt. A failed email can be sent again.',
  kinds: {
    account: 'Account',
    submission: 'Form notice',
    decision: 'Application decision',
    welcome: 'Welcome',
    reminder: 'Reminder',
    certificate: 'Certificate',
    feedback: 'Feedback on a track',
    other: 'Other',
  } satisfies Record<EmailKind, string>,
  statuses: {
    pending: 'Queued',
    sent: 'Sent',
    failed: 'Failed',
  } satisfies Record<EmailStatus, string>,
  statusFilter: 'Status',
  allStatuses: 'All statuses',
  kindFilter: 'Kind',
  allKinds: 'All kinds',
  listTitle: 'Queued, sent and failed emails',
  to: 'To',
  kind: 'Kind',
  attempts: (n: number) => (n === 1 ? '1 attempt' : `${n} attempts`),
  lastError: 'Last error',
  queuedAt: 'Queued',
  sentAt: 'Sent',
  nextAttemptAt: 'Next attempt',
  loadMore: 'Load more',
  loading: 'Loading…',
  loadFailure: 'The emails could not be loaded. Please try again.',
  empty: 'No emails here.',
  retry: 'Retry',
  /** Read after 'Retry' by assistive technology, naming which email (the visible label is 'Retry' alone). */
  retryWhich: (to: string, subject: string) => `: “${subject}” to ${to}`,
  confirmRetry: {
    title: 'Send this email again?',
    text: (to: string, subject: string) =>
      `“${subject}” to ${to} goes back in the queue with a fresh count of attempts and is sent now.`,
    confirm: 'Retry now',
  },
  cancel: 'Cancel',
  retried: { title: 'Email queued again', text: 'It is being sent now.' } satisfies ToastText,
  actionFailed: 'That did not work. Please try again.',
  /** The tab's badge, as its accessible name says it, e.g. "Emails, 2 failed". */
  failedCount: (count: number) => `${count} failed`,
} as const;

/** The public page `/unsubscribe?token=…` a progress email links to. */
export const unsubscribeMessages = {
  title: 'Stop reminder emails',
  intro: `When you have not worked on the program for ${REMINDER_AFTER_DAYS} days, we send you a short reminder. Stop these reminders? Your account, your progress and your other emails, such as your certificate, stay as they are.`,
  confirm: 'Stop reminders',
  pending: 'Stopping…',
  doneTitle: 'Reminders stopped',
  doneText: 'You will get no more reminder emails. Come back to the program whenever you like.',
  invalidTitle: 'This link does not work',
  invalidText:
    'This unsubscribe link is incomplete or was changed. Open it again from the email, or reply to the email and we will stop the reminders for you.',
  failure: 'That did not work. Please try again.',
} as const;
