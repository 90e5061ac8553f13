/**
 * Texts of the Allow-lists tab of /admin (issue "Staff operations" item 3). The spec has no such screen: every text
 * here is our wording.
 */
import type { AllowListName } from '../schemas/allow-lists';

/** The Allow-lists tab. */
export const allowListMessages = {
  tab: 'Allow-lists',
  title: 'Allow-lists',
  description:
    'Who may create an account and sign in: approved artists on /portal and /program-auth, approved agents on /agent-portal. Disabling an entry signs that person out of every session at once.',
  lists: { artist: 'Approved artists', agent: 'Approved agents' } satisfies Record<AllowListName, string>,
  stateFilter: 'Show',
  states: { all: 'Every entry', enabled: 'Enabled', disabled: 'Disabled' },
  searchLabel: 'Search by email',
  searchPlaceholder: 'Email',
  addLabel: {
    artist: 'Email to add to approved artists',
    agent: 'Email to add to approved agents',
  } satisfies Record<AllowListName, string>,
  add: 'Add',
  added: { title: 'Added to the list', text: (email: string) => `${email} may now sign up.` },
  reenabled: {
    title: 'Enabled again',
    text: (email: string) => `${email} was on the list, disabled; now enabled.`,
  },
  alreadyThere: {
    title: 'Already on the list',
    text: (email: string) => `${email} is on the list and enabled.`,
  },
  loading: 'Loading the list…',
  loadFailure: 'The list could not be loaded. Please try again.',
  loadMore: 'Load more',
  empty: 'No one on this list yet.',
  emptyFiltered: 'No entry matches this filter.',
  enabled: 'Enabled',
  disabled: 'Disabled',
  hasAccount: 'Has an account',
  noAccount: 'No account yet',
  addedOn: (when: string) => `Added ${when}`,
  history: 'History',
  back: 'Back to the list',
  noHistory: 'No recorded changes (added before changes were recorded).',
  changes: {
    'allow_list.added': 'Added to the list',
    'allow_list.enabled': 'Enabled',
    'allow_list.disabled': 'Disabled, every session signed out',
  },
  byWhom: (actor: string, when: string) => `${actor}, ${when}`,
  commandLine: 'Admin command line',
  enable: 'Enable',
  enableFor: (email: string) => `Enable ${email}`,
  disable: 'Disable',
  disableFor: (email: string) => `Disable ${email}`,
  confirmDisable: {
    title: 'Disable this entry?',
    text: (email: string) =>
      `${email} can no longer sign in, and is signed out of every session now. The entry stays on the list and can be enabled again.`,
    confirm: 'Disable and sign out',
  },
  cancel: 'Cancel',
  saved: {
    enabled: { title: 'Entry enabled', text: (email: string) => `${email} may sign in again.` },
    disabled: { title: 'Entry disabled', text: (email: string) => `${email} is signed out everywhere.` },
  },
  unchanged: { title: 'Nothing changed', text: 'The entry already was as asked.' },
  actionFailed: 'That did not work. Please try again.',
  notFound: 'This entry does not exist.',
} as const;
