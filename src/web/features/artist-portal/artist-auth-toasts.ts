/**
 * The artist portal's toasts for failed sign-ins and sign-ups (site-and-portals.md §8 "Artist sign-in", "Artist
 * sign-up"), verbatim from the shared messages.
 */
import { artistAuthMessages as m } from '@shared/auth-messages';
import type { ToastText } from '@shared/messages';
import type { SignInFailure, SignUpFailure } from '@web/features/auth/auth-failures';

/** The toast for a failed sign-in: 'Login Failed' texts, 'Access Denied', or 'Login Error'. */
export function artistSignInToast(failure: SignInFailure): ToastText {
  switch (failure.kind) {
    case 'unconfirmed':
      return m.unconfirmed;
    case 'wrongCredentials':
      return m.wrongCredentials;
    case 'notEnabled':
      return m.notEnabled;
    case 'server':
      return { title: m.wrongCredentials.title, text: failure.message };
    case 'unexpected':
      return m.loginError;
  }
}

/** The toast for a refused sign-up request: 'Email Not Approved', 'Signup Failed' or 'Signup Error'. */
export function artistSignUpToast(failure: SignUpFailure): ToastText {
  switch (failure.kind) {
    case 'notApproved':
      return m.notApproved;
    case 'server':
      return { title: m.signupFailedTitle, text: failure.message };
    case 'unexpected':
      return m.signupError;
  }
}
