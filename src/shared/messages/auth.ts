/**
 * Texts of the account flows, verbatim from site-and-portals.md §2.13, §2.14, §5, §8 and training-program.md §5,
 * §8; texts marked "our wording" are not in the spec. Toasts are `{ title, text }`.
 */
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../limits/auth';
import { pageTitle } from '../pages';
import { requestMessages } from './api';
import { PROGRAM_TITLE } from './program';
import type { ToastText } from './toast-text';

/** Artist portal (/portal) sign-in and sign-up (§8). */
export const artistAuthMessages = {
  unconfirmed: {
    title: 'Login Failed',
    text: 'Please check your email to confirm your account, then try signing in again.',
  },
  wrongCredentials: { title: 'Login Failed', text: 'Email or password is incorrect.' },
  notEnabled: { title: 'Access Denied', text: 'Your account is not enabled. Contact support.' },
  loginError: { title: 'Login Error', text: 'An unexpected error occurred.' },
  accessGranted: { title: 'Access Granted', text: 'Welcome to the artist portal!' },
  approvalCheckError: { title: 'Error', text: 'Error checking approval status. Please try again.' },
  notApproved: {
    title: 'Email Not Approved',
    text: 'Your email address is not approved for signup. Please contact support.',
  },
  signupFailedTitle: 'Signup Failed',
  accountCreated: {
    title: 'Account Created',
    text: 'Check your email for the confirmation link to complete your registration.',
  },
  signupError: { title: 'Signup Error', text: 'An unexpected error occurred.' },
  passwordMismatch: { title: 'Password Mismatch', text: 'Passwords do not match. Please try again.' },
  passwordRequirementsTitle: 'Password Requirements',
  loggedOut: { title: 'Logged Out', text: 'You have been successfully logged out.' },
} as const satisfies Record<string, ToastText | string>;

/** Program sign-in and sign-up (/program-auth, training-program.md §8). */
export const programAuthMessages = {
  unconfirmed: 'Please check your email to confirm your account, then try signing in again.',
  wrongCredentials: 'Email or password is incorrect.',
  notEnabled: 'Your account is not enabled. Contact support.',
  unexpected: 'An unexpected error occurred. Please try again.',
  approvalCheckError: 'Error checking approval status. Please try again.',
  notApproved:
    'This email is not approved for the program. Please contact support if you believe this is an error.',
  accountCreated: 'Check your email for the confirmation link to complete your registration.',
  passwordMismatch: 'Passwords do not match',
} as const;

/** Agent portal login card (§2.13, §5, §8). */
export const agentAuthMessages = {
  cardTitle: 'Agent Portal Access',
  signInDescription: 'Sign in to access the Learning Hub',
  signUpDescription: 'Create account for approved agents only',
  accessDeniedTitle: 'Access Denied',
  notApproved:
    'Access Denied: Your email is not approved for agent portal access. Please contact an administrator.',
  signInFailedTitle: 'Sign in failed',
  signUpFailedTitle: 'Signup failed',
  unexpected: 'An unexpected error occurred',
  checkEmail: { title: 'Check your email', text: 'We sent you a confirmation link to complete your signup.' },
  loggedOut: { title: 'Logged Out', text: 'You have been signed out successfully.' },
} as const;

/** Forgot-password, reset-password and reset-error screens (§2.14, §8). */
export const resetMessages = {
  linkSent: {
    title: 'Reset link sent',
    text: "If that email exists in our system, we've sent you a password reset link.",
  },
  checkEmailTitle: 'Check Your Email',
  backToLogin: 'Back to Login',
  tryAgain: 'Try again',
  tooMany: 'Too many reset attempts. Please wait a few minutes and try again.',
  network: requestMessages.network,
  updateFailed: 'An unexpected error occurred. Please try again.',
  continueToLogin: 'Continue to Login',
  passwordMismatch: 'Passwords do not match',
  linkExpiry: 'The link expires in 1 hour.',
  errorReasons: {
    missing_token: 'We could not read the verification token from your link.',
    session_expired: 'Your password reset session has expired.',
    invalid: 'This password reset link is expired or invalid.',
  },
} as const;

/** Program account confirmation (/program-auth/callback, §2.14, training-program.md §8). */
export const confirmationMessages = {
  loading: 'Confirming Account',
  success: 'Account Confirmed!',
  failed: 'Confirmation Failed',
  goToLogin: 'Go to Login',
  expired: 'Your confirmation link has expired. Please request a new one.',
  alreadyConfirmed: 'Your account is already confirmed. You can sign in now.',
  generic: 'There was an issue confirming your account. Please try again or contact support.',
} as const;

/** §5 "Forgot/resend" texts, used for every account email field. */
export const authEmailMessages = {
  required: 'Please enter your email address',
  invalid: 'Please enter a valid email address',
} as const;

/** The password rule messages (§5; training-program.md §5), verbatim; the longest-password one is our wording. */
export const passwordRuleMessages = {
  minLength: 'Password must be at least 8 characters long',
  uppercase: 'Password must contain at least one uppercase letter',
  lowercase: 'Password must contain at least one lowercase letter',
  number: 'Password must contain at least one number',
  special: 'Password must contain at least one special character',
  maxLength: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
} as const;

/** Field messages of the account request bodies (our wording). */
export const authFieldMessages = {
  passwordRequired: 'Password is required',
  unknownPortal: 'Unknown portal.',
  tokenMissing: 'The link is missing its token.',
  tokenTooLong: 'The link token is too long.',
  tokenInvalid: 'The link token is not valid.',
} as const;

/** Help under the password field of the sign-up forms (our wording, from the §5 rules). */
export const passwordHints = {
  /** Artist portal and program sign-up. */
  signUp: (specialCharacters: string) =>
    `At least ${PASSWORD_MIN_LENGTH} characters, with an uppercase letter, a lowercase letter, a number and a special character (${specialCharacters}).`,
  /** Agent portal sign-up. */
  agent: `At least ${PASSWORD_MIN_LENGTH} characters.`,
} as const;

/** The notice on a sign-in card after a password reset (`?reset=success`, §4 "Reset flow"; our wording). */
export const RESET_SUCCESS_NOTICE = 'Your password has been updated. Sign in with your new password.';

/**
 * The notice on a sign-in card when a confirmation link confirmed the account but could not sign it in
 * (`?confirmed=1`; docs/decisions/0015; our wording after the §8 'Account Confirmed!').
 */
export const CONFIRMED_NOTICE = `${confirmationMessages.success} Sign in with your email and password.`;

/** The program card after a sign-in, while the page waits to redirect (our wording). */
export const PROGRAM_SIGNED_IN_TEXT = 'Signed in. Taking you to the program...';

/** The lines under the confirmation heading while confirming and after a success (our wording). */
export const confirmationProgressTexts = {
  loading: 'Please wait while we confirm your email address.',
  confirmed: 'Your email address is confirmed. Taking you on in a moment...',
  /** Confirmed and signed in (docs/decisions/0015). */
  signedIn: 'Your email address is confirmed and you are signed in. Taking you on in a moment...',
  /** After a new link was requested (neutral whether or not the account exists). */
  resent: "If that account is still waiting for confirmation, we've sent a new link. Check your email.",
} as const;

/** The reset-error headings per reason (our wording; the explanation is `resetMessages.errorReasons`). */
export const resetErrorHeadings = {
  missing_token: 'Reset Link Incomplete',
  session_expired: 'Reset Session Expired',
  invalid: 'Reset Link Invalid',
} as const;

/**
 * Every page behind a sign-in (the session gate; our wording except 'Access Denied' and the artist's text, §8):
 * while the session loads, when it cannot be read, and when the account lacks the access the page needs.
 */
export const sessionMessages = {
  loading: 'Loading...',
  loadFailure: {
    text: "We couldn't check whether you are signed in. Check your connection and try again.",
    alert: "We couldn't check whether you are signed in.",
  },
  tryAgain: 'Try again',
  redirecting: 'Taking you to sign in...',
  /** The loading labels of the two portals. */
  portalLoading: { artist: 'Loading the artist portal...', agent: 'Loading the agent portal...' },
  signingOut: 'Signing out...',
  signOutFailed: { title: 'Sign Out Failed', text: 'Please try again.' },
  accessDenied: {
    title: 'Access Denied',
    /** Per access a page needs; the artist's is the §8 "Not enabled" text. */
    text: {
      artist: artistAuthMessages.notEnabled.text,
      agent: 'Your email is not approved for agent portal access. Please contact an administrator.',
      admin: 'This page is for administrators only.',
      mentor: 'This page is for mentors only.',
      /** A page for any account the product still admits (e.g. /account). */
      any: artistAuthMessages.notEnabled.text,
    },
  },
} as const;

/**
 * The account API's refusals (our wording; the password and email ones are the §5 rules above, as better-auth's own
 * checks answer them).
 */
export const authRequestMessages = {
  notApproved: 'This email is not approved for sign-up.',
  accessDenied: 'Access denied.',
  invalidCredentials: 'Invalid login credentials',
  unconfirmed: artistAuthMessages.unconfirmed.text,
  invalidLink: 'This link is invalid or has already been used.',
  linkExpired: 'This link has expired.',
  alreadyConfirmed: 'This account is already confirmed.',
  passwordTooLong: 'Password is too long',
  /** An error of better-auth's that has no mapping and no message of its own. */
  notCompleted: 'The request could not be completed.',
} as const;

/** The answer to signing in to an account staff disabled (issue "Staff operations" item 4; our wording). */
export const ACCOUNT_DISABLED_MESSAGE = 'This account is disabled. Please contact the program team.';

/** The agent portal's sign-out failure toast (our wording; the text is the server's message when there is one). */
export const AGENT_LOGOUT_FAILED_TITLE = 'Logout failed';

/** Labels and buttons of the sign-in and sign-up forms of every portal (our wording). */
export const accountFormMessages = {
  /** The agent portal's sign-up asks for the name artists see beside the agent's feedback (issue 38 item 1). */
  name: 'Your Name',
  nameHint: 'Artists see it, with your role, beside your feedback on their tracks.',
  /** The agent portal's sign-up also asks, optionally, for the agent's organisation (issue 38 item 1). */
  organisation: 'Organisation (optional)',
  organisationHint: 'The agency or company you work for. Artists see it after your role.',
  email: 'Email',
  emailPlaceholder: 'you@example.com',
  password: 'Password',
  confirmPassword: 'Confirm Password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  signIn: 'Sign In',
  createAccount: 'Create Account',
  signingIn: 'Signing in...',
  creatingAccount: 'Creating account...',
  signedIn: 'Signed in',
  signOut: 'Sign Out',
  forgotPassword: 'Forgot your password?',
  /** The switch under a sign-in or sign-up form. */
  switchMode: {
    haveAccount: 'Already have an account?',
    noAccount: "Don't have an account yet?",
    signIn: 'Sign in',
    createAccount: 'Create an account',
    /** The agent portal's switch and form legends. */
    agentNoAccount: 'Approved agent without an account?',
    agentCreateAccount: 'Create account',
  },
  /** Before the signed-in email, e.g. on the access-denied card. */
  signedInAs: 'Signed in as',
  /** The agent login card when the session is not an agent's: before and after the email. */
  notAgent: { before: 'You are signed in as', after: ', which does not have agent portal access.' },
  signOutLink: 'Sign out',
} as const;

/** The artist portal's sign-in card and dashboard (site-and-portals.md §2.5; our wording but the route table's title). */
export const artistPortalMessages = {
  title: pageTitle('/portal'),
  signUpDescription: 'Create your account. Sign-up is open to approved artists only.',
  signInDescription: 'Sign in to submit music, book an A&R meeting and reach our forms.',
  welcome: (name: string) => `Welcome, ${name}`,
  toolsTitle: 'Your artist tools',
  toolsLead: 'Each one opens in a new tab.',
} as const;

/** The program's sign-in card (training-program.md §2 item 3; our wording). */
export const programAuthCardMessages = {
  title: PROGRAM_TITLE,
  signUpDescription: 'Create your program account. Sign-up is open to approved artists only.',
  signInDescription: 'Sign in to continue your training.',
  resendTitle: 'Request a new confirmation link',
  sendNewLink: 'Send New Link',
  sending: 'Sending...',
} as const;

/** The forgot-password and new-password pages (§2.14; our wording). */
export const resetPageMessages = {
  forgotDescription:
    "Enter the email address of your account and we'll send you a link to reset your password.",
  forgotLegend: 'Request a reset link',
  sendLink: 'Send Reset Link',
  sending: 'Sending...',
  /** The sent card: before and after the address, then `resetMessages.linkExpiry`. */
  sentBefore: 'If an account exists for',
  sentAfter: ", we've sent a link to reset your password.",
  noEmail: 'No email after a few minutes? Check your spam folder, or try again.',
  newPasswordTitle: 'Set a New Password',
  newPasswordDescription: 'Choose a new password for your account.',
  newPasswordLegend: 'Your new password',
  newPassword: 'New Password',
  confirmNewPassword: 'Confirm New Password',
  update: 'Update Password',
  updating: 'Updating Password...',
  updatedTitle: 'Password Updated',
  updatedDescription: 'Your password has been changed. Taking you to sign in with your new password...',
  checkFailedTitle: "We couldn't check your link",
  checkFailedDescription: 'Your reset link could not be verified right now.',
  verifying: 'Verifying your reset link...',
  requirementsTitle: 'Password requirements',
  requirements: {
    minLength: `At least ${PASSWORD_MIN_LENGTH} characters`,
    number: 'At least one number',
    match: 'Both passwords match',
  },
  requestNewHint: 'Request a new password reset link and use it within 1 hour. Each link works only once.',
  requestNew: 'Request a new link',
} as const;
