/**
 * What the reset screens make of a failed request (site-and-portals.md §8 "Reset", "Reset-error reasons") and
 * where the reset-error page of a portal is.
 */
import { API_ERROR_CODES } from '@shared/api-error';
import { resetMessages } from '@shared/messages/auth';
import {
  RESET_ERROR_REASONS,
  RESET_PATHS,
  type ResetErrorReason,
  type ResetPortal,
} from '@shared/auth/portals';
import { ApiError } from '@web/lib/api-client';

/** A rate-limit refusal: our `rate_limited` code, or a message that speaks of a rate limit or too many tries (§8). */
function isRateLimited(error: unknown): boolean {
  if (error instanceof ApiError && error.code === API_ERROR_CODES.rateLimited) return true;
  return error instanceof Error && /rate limit|too many/i.test(error.message);
}

/** A request that never reached the server. */
function isNetworkError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

/** A reset token the server does not accept (unknown, used or expired). */
export function isInvalidToken(error: unknown): boolean {
  return error instanceof ApiError && error.code === API_ERROR_CODES.invalidToken;
}

/**
 * The message for a failed reset request or password update (§8): too many attempts, network failure, else the
 * server's message, else 'An unexpected error occurred. Please try again.'.
 */
export function resetFailureMessage(error: unknown): string {
  if (isRateLimited(error)) return resetMessages.tooMany;
  if (isNetworkError(error)) return resetMessages.network;
  if (error instanceof ApiError && error.message) return error.message;
  return resetMessages.updateFailed;
}

/** The reason a reset-error URL names; anything unknown or missing reads as `invalid` (§8). */
export function parseResetErrorReason(raw: string | null): ResetErrorReason {
  return RESET_ERROR_REASONS.find((reason) => reason === raw) ?? 'invalid';
}

/** The reset-error page of `portal` for `reason`. */
export function resetErrorPath(portal: ResetPortal, reason: ResetErrorReason): string {
  return `${RESET_PATHS[portal].resetError}?reason=${reason}`;
}

/** Where a finished reset leads: the portal's sign-in page with `reset=success` (§4 "Reset flow"). */
export function resetSuccessPath(portal: ResetPortal): string {
  return `${RESET_PATHS[portal].login}?reset=success`;
}
