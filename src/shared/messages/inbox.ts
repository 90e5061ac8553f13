/**
 * Texts of the staff inbox (issue "Staff operations" item 1). The spec has no inbox: every text here is our wording.
 */
import {
  INBOX_NOTE_MAX,
  INBOX_PAGE_SIZE,
  INBOX_SEARCH_MAX,
  type InboxKind,
  type InboxStatus,
} from '../limits/inbox';

/** Errors of the inbox API (field errors and coded answers). */
export const inboxRequestMessages = {
  unknownKind: 'Unknown kind of submission.',
  invalidId: 'Invalid submission id.',
  unknownStatus: 'Unknown status.',
  searchTooLong: `Search must be ${INBOX_SEARCH_MAX} characters or less.`,
  limitNotNumber: 'Limit must be a number.',
  limitNotWhole: 'Limit must be a whole number.',
  limitTooSmall: 'Limit must be at least 1.',
  limitTooLarge: `Limit must be at most ${INBOX_PAGE_SIZE.max}.`,
  noteRequired: 'Write a note first.',
  noteTooLong: `A note must be ${INBOX_NOTE_MAX} characters or less.`,
  notFound: 'This submission does not exist.',
  notAnApplication: 'Only applications can be approved or declined.',
  alreadyDecided: (decision: string) => `This application was already ${decision}.`,
} as const;

/** The inbox screens. */
export const inboxMessages = {
  tab: 'Inbox',
  title: 'Inbox',
  description: 'Every application, message and inquiry sent through the site.',
  kinds: {
    'program-applications': 'Program applications',
    'artist-intake': 'Artist intake',
    'contact-messages': 'Contact messages',
    'touring-inquiries': 'Touring inquiries',
  } satisfies Record<InboxKind, string>,
  statuses: {
    new: 'New',
    'in-progress': 'In progress',
    done: 'Done',
    archived: 'Archived',
  } satisfies Record<InboxStatus, string>,
  statusFilter: 'Status',
  allButArchived: 'All but archived',
  searchLabel: 'Search by name or email',
  searchPlaceholder: 'Name or email',
  exportCsv: 'Export CSV',
  loadMore: 'Load more',
  loading: 'Loading…',
  loadFailure: 'The inbox could not be loaded. Please try again.',
  empty: 'Nothing here yet.',
  emptySearch: 'Nothing matches this search.',
  received: 'Received',
  back: 'Back to the list',
  fieldsTitle: 'What they sent',
  historyTitle: 'History',
  noHistory: 'No changes or notes yet.',
  setStatus: 'Status',
  statusChanged: (status: string) => `Status set to ${status}`,
  noteLabel: 'Staff note',
  addNote: 'Add note',
  noteSaved: { title: 'Note added', text: 'The note is in the history.' },
  statusSaved: { title: 'Status changed', text: 'The change is in the history.' },
  actionFailed: 'That did not work. Please try again.',
  byWhom: (actor: string, when: string) => `${actor}, ${when}`,
  /** An application's decision (issue "Staff operations" item 2). */
  decisionTitle: 'Decision',
  approve: 'Approve',
  decline: 'Decline',
  undecided:
    'Not decided yet. Approving puts this email on the artist list and emails an invitation to sign up.',
  confirmApprove: {
    title: 'Approve this application?',
    text: (email: string) =>
      `${email} goes on the approved artists list and gets an invitation to create a program account. This cannot be undone here.`,
    confirm: 'Approve and invite',
  },
  confirmDecline: {
    title: 'Decline this application?',
    text: (email: string) => `${email} gets a courteous email saying no. This cannot be undone here.`,
    confirm: 'Decline and email',
  },
  cancel: 'Cancel',
  decided: {
    approved: (actor: string, when: string) => `Approved by ${actor}, ${when}. The invitation was emailed.`,
    declined: (actor: string, when: string) => `Declined by ${actor}, ${when}. The answer was emailed.`,
  },
  decisionSaved: {
    approved: { title: 'Application approved', text: 'The invitation is on its way.' },
    declined: { title: 'Application declined', text: 'The answer is on its way.' },
  },
  historyDecision: { approved: 'Approved, invitation emailed', declined: 'Declined, answer emailed' },
  newCount: (count: number) => `${count} new`,
} as const;
