/**
 * The toasts of the agent login card (site-and-portals.md §5 "Agent login/sign-up", §8 "Agent auth"): 'Access
 * Denied' for an email that is not approved, else 'Sign in failed' / 'Signup failed' with the server's message or
 * 'An unexpected error occurred'.
 */
import { API_ERROR_CODES } from '@shared/api-error';
import { agentAuthMessages as m } from '@shared/messages/auth';
import type { ToastText } from '@shared/messages/toast-text';
import { ApiError } from '@web/lib/api-client';

/** 'Access Denied' / 'Access Denied: Your email is not approved for agent portal access. …' (§5). */
export const accessDeniedToast: ToastText = { title: m.accessDeniedTitle, text: m.notApproved };

function failure(title: string, error: unknown): ToastText {
  return { title, text: (error instanceof ApiError && error.message) || m.unexpected };
}

/** The toast for a failed sign-in: `access_denied` is 'Access Denied'; anything else 'Sign in failed'. */
export function signInFailureToast(error: unknown): ToastText {
  if (error instanceof ApiError && error.code === API_ERROR_CODES.accessDenied) return accessDeniedToast;
  return failure(m.signInFailedTitle, error);
}

/** The toast for a failed sign-up: `not_approved` is 'Access Denied'; anything else 'Signup failed'. */
export function signUpFailureToast(error: unknown): ToastText {
  if (error instanceof ApiError && error.code === API_ERROR_CODES.notApproved) return accessDeniedToast;
  return failure(m.signUpFailedTitle, error);
}
