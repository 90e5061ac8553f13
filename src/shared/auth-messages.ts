/**
 * Texts of the account flows, verbatim from site-and-portals.md §2.13, §2.14, §8 and training-program.md §8.
 * Toasts are `{ title, text }`.
 */
import type { ToastText } from './messages';

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
  network: 'Network error. Please check your connection and try again.',
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

/** The answer to any request refused by a rate limit (our wording; the reset page shows `resetMessages.tooMany`). */
export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';
