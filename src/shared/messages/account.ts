/**
 * Texts of the account page (/account) and of the account menu in the site header (issue "One course, one record
 * per learner, and completion that means something" items 6-7; docs/decisions/0015). Our wording, except the §5
 * password rules and the §8 sign-out toast, which come from ./auth.
 */
import { pageTitle } from '../pages';

/** The /account page. */
export const accountPageMessages = {
  title: pageTitle('/account'),
  lead: 'Your details and your password.',
  loading: 'Loading your account...',
  loadFailure: "We couldn't load your account. Check your connection and try again.",
  detailsTitle: 'Your Details',
  /** The one sentence that says what the name is for. */
  certificateNote: 'Your certificates print this name exactly as you write it here.',
  labels: {
    name: 'Name on Certificates',
    /** The name field of an account with no certificates to earn (agents, mentors and admins who are not learners). */
    displayName: 'Your Name',
    stageName: 'Stage Name',
    /** Asked of accounts that are not learners (agents, mentors, admins), optional. */
    organisation: 'Organisation (optional)',
    email: 'Email',
  },
  /** Under {@link accountPageMessages.labels.organisation}. */
  organisationHint:
    'The agency or company you work for. Artists see it after your role; leave it empty to show none.',
  /** Under {@link accountPageMessages.labels.displayName}: what the name is for. */
  displayNameNote: 'Artists see this name, with your role, beside your feedback on their tracks.',
  stageNameHint: 'Optional. The program greets you by it.',
  emailHint: 'You sign in with this email. It cannot be changed here.',
  save: 'Save Changes',
  saving: 'Saving...',
  saved: 'Your details are saved.',
  saveFailure: 'Your details could not be saved. Your changes are still here: try again.',
  leaveWarning: 'You have unsaved changes to your details. Leave anyway?',
  passwordTitle: 'Change Password',
  passwordLead: 'Changing it signs your account out on every other device.',
  passwordLabels: {
    current: 'Current Password',
    new: 'New Password',
    confirm: 'Confirm New Password',
  },
  changePassword: 'Change Password',
  changingPassword: 'Changing password...',
  passwordChanged: 'Your password has been changed.',
  passwordFailure: 'Your password could not be changed.',
} as const;

/** Field messages of the account requests. */
export const accountFieldMessages = {
  /** The organisation field's name in its messages, e.g. 'Organisation must be at most 100 characters.'. */
  organisation: 'Organisation',
  nameRequired: 'Please enter your name',
  currentPasswordRequired: 'Please enter your current password',
  wrongCurrentPassword: 'Your current password is incorrect',
  samePassword: 'Choose a new password that differs from your current one',
} as const;

/** The account menu of the site header (signed in only). */
export const accountMenuMessages = {
  /** The menu button's accessible name. */
  trigger: 'Account menu',
  /** Before the email at the top of the menu. */
  signedInAs: 'Signed in as',
  items: {
    program: 'My Program',
    learning: 'Learning',
    certificates: 'Certificates',
    directory: 'Artist Directory',
    agentPortal: 'Agent Portal',
    admin: 'Admin',
    account: 'Account',
    signOut: 'Sign Out',
  },
  signingOut: 'Signing out...',
} as const;
