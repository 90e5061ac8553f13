/**
 * The artist portal's toasts for failed sign-ins and refused sign-ups (site-and-portals.md §8 "Artist sign-in",
 * "Artist sign-up"), verbatim from the shared messages.
 */
import { artistAuthMessages as m } from '@shared/messages/auth';
import type { ToastText } from '@shared/messages/toast-text';
import {
  signInFailureText,
  signUpRefusalText,
  type SignInFailure,
  type SignUpRefusal,
} from '@web/lib/auth/utils/auth-failures';

/** The toast for a failed sign-in: 'Login Failed' texts, 'Access Denied', or 'Login Error'. */
export function artistSignInToast(failure: SignInFailure): ToastText {
  return signInFailureText<ToastText>(failure, {
    unconfirmed: m.unconfirmed,
    wrongCredentials: m.wrongCredentials,
    notEnabled: m.notEnabled,
    server: (text) => ({ title: m.wrongCredentials.title, text }),
    unexpected: m.loginError,
  });
}

/**
 * The toast for a refused sign-up: 'Password Mismatch', 'Password Requirements', 'Error', 'Email Not Approved',
 * 'Signup Failed' or 'Signup Error'.
 */
export function artistSignUpToast(refusal: SignUpRefusal): ToastText {
  return signUpRefusalText<ToastText>(refusal, {
    passwordMismatch: m.passwordMismatch,
    passwordRules: (text) => ({ title: m.passwordRequirementsTitle, text }),
    approvalCheckError: m.approvalCheckError,
    notApproved: m.notApproved,
    server: (text) => ({ title: m.signupFailedTitle, text }),
    unexpected: m.signupError,
  });
}
