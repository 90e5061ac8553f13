/**
 * Texts of the audit log (issue "Staff operations" item 7) and of every recorded staff action wherever it is shown
 * (the audit log, a person's history in the Users tab). The spec has no audit log: every text here is our wording.
 */
import type { AllowListName } from '../schemas/allow-lists';
import type { AuditKind } from '../schemas/audit';

/** The name of each allow-list inside a sentence. */
const LIST_NAMES = { artist: 'artist', agent: 'agent' } as const satisfies Record<AllowListName, string>;

/** The audit log tab and the texts of the recorded actions. */
export const auditMessages = {
  tab: 'Audit log',
  title: 'Audit log',
  description:
    'Every change staff made, newest first: allow-lists, accounts, help given to learners, course content, emails and the inbox.',
  listTitle: 'Recorded actions',
  kindFilter: 'Kind of action',
  allKinds: 'All kinds',
  personFilter: 'Person (email)',
  personPlaceholder: 'Who acted or was acted on',
  loading: 'Loading the audit log…',
  loadFailure: 'The audit log could not be loaded. Please try again.',
  loadMore: 'Load more',
  empty: 'No staff actions recorded yet.',
  emptyFiltered: 'No recorded action matches this filter.',
  /** The groups of the kind filter. */
  groups: {
    allowLists: 'Allow-lists',
    accounts: 'Accounts',
    learners: 'Help given to learners',
    content: 'Course content',
    emails: 'Emails',
    inbox: 'Inbox',
  },
  /** Each kind as the kind filter names it. */
  kinds: {
    'allow_list.added': 'Added to an allow-list',
    'allow_list.enabled': 'Enabled on an allow-list',
    'allow_list.disabled': 'Disabled on an allow-list',
    'admin.granted': 'Admin role granted',
    'admin.revoked': 'Admin role revoked',
    'mentor.granted': 'Mentor role granted',
    'mentor.revoked': 'Mentor role revoked',
    'account.deleted': 'Account deleted',
    'account.disabled': 'Account disabled',
    'account.enabled': 'Account enabled again',
    'quiz_round.reset': 'Quiz round reset',
    'module.unlocked': 'Module opened early',
    'question.added': 'Quiz question added',
    'question.edited': 'Quiz question edited',
    'question.reordered': 'Quiz questions reordered',
    'question.retired': 'Quiz question retired',
    'question.deleted': 'Quiz question deleted',
    'module.edited': 'Module texts edited',
    'file.uploaded': 'File uploaded',
    'file.renamed': 'File renamed',
    'file.deleted': 'File deleted',
    'email.retried': 'Failed email sent again',
    'certificate.revoked': 'Certificate revoked',
    'inbox.status': 'Inbox status changed',
    'inbox.note': 'Inbox note added',
    'inbox.approved': 'Application approved',
    'inbox.declined': 'Application declined',
  } satisfies Record<AuditKind, string>,
  /** An allow-list change when the record names its list. */
  allowListKinds: {
    'allow_list.added': (list: AllowListName) => `Added to the ${LIST_NAMES[list]} allow-list`,
    'allow_list.enabled': (list: AllowListName) => `Enabled on the ${LIST_NAMES[list]} allow-list`,
    'allow_list.disabled': (list: AllowListName) => `Disabled on the ${LIST_NAMES[list]} allow-list`,
  },
  /** What a record says beyond its kind. */
  details: {
    module: (month: number, title: string) => `Month ${month}: ${title}`,
    file: (bucket: string, name: string) => `${bucket}: ${name}`,
    renamed: (from: string, to: string) => `Renamed from ${from} to ${to}`,
    monthOnly: (month: number) => `Month ${month}`,
    quiz: (month: number) => `Module ${month} Quiz`,
    changed: (fields: string) => `Changed: ${fields}`,
    replaced: 'The earlier version is kept for past attempts.',
    emailKind: (kind: string) => `Email: ${kind}`,
    inboxItem: (kind: string) => `Item: ${kind}`,
    status: (status: string) => `Status set to ${status}`,
    note: (note: string) => `Note: ${note}`,
    certificate: (id: string) => `Certificate ${id}`,
    reason: (reason: string) => `Reason: ${reason}`,
    openInInbox: 'Open in the inbox',
  },
  /** The names of the fields an edit changed. */
  fields: {
    question: 'question',
    options: 'options',
    correctAnswer: 'correct answer',
    points: 'points',
    title: 'title',
    description: 'description',
    introduction: 'introduction',
  } as Readonly<Record<string, string>>,
  subject: (email: string) => `About ${email}`,
  /** Who acted and when. */
  byWhom: (actor: string, when: string) => `${actor}, ${when}`,
  commandLine: 'Admin command line',
} as const;
