/**
 * Maps better-auth's errors to ours (ARCHITECTURE.md: one error shape, `{ error: { code, message } }`), so no
 * better-auth message or status leaks to the browser unchecked.
 */
import { APIError } from 'better-auth/api';
import { API_ERROR_CODES } from '@shared/api-error';
import { AppError } from '../../http/errors';

/** better-auth error code -> our status, code and message. */
const MAPPED: Record<string, [status: 400 | 401 | 403 | 409, code: string, message: string]> = {
  INVALID_EMAIL_OR_PASSWORD: [401, API_ERROR_CODES.invalidCredentials, 'Invalid login credentials'],
  EMAIL_NOT_VERIFIED: [
    403,
    API_ERROR_CODES.emailNotVerified,
    'Please check your email to confirm your account, then try signing in again.',
  ],
  INVALID_TOKEN: [400, API_ERROR_CODES.invalidToken, 'This link is invalid or has already been used.'],
  USER_NOT_FOUND: [400, API_ERROR_CODES.invalidToken, 'This link is invalid or has already been used.'],
  TOKEN_EXPIRED: [400, API_ERROR_CODES.expired, 'This link has expired.'],
  PASSWORD_TOO_SHORT: [400, API_ERROR_CODES.validationFailed, 'Password must be at least 8 characters long'],
  PASSWORD_TOO_LONG: [400, API_ERROR_CODES.validationFailed, 'Password is too long'],
  INVALID_EMAIL: [400, API_ERROR_CODES.validationFailed, 'Please enter a valid email address'],
};

/** The better-auth error code of `error`, if it is one. */
export function authErrorCode(error: unknown): string | undefined {
  if (!(error instanceof APIError)) return undefined;
  const body = error.body as { code?: string } | undefined;
  return body?.code;
}

/**
 * Rethrows a better-auth error as an {@link AppError}; anything else is rethrown unchanged (and becomes a 500).
 *
 * @throws always.
 */
export function rethrowAuthError(error: unknown): never {
  if (error instanceof APIError) {
    const mapped = MAPPED[authErrorCode(error) ?? ''];
    if (mapped) throw new AppError(mapped[0], mapped[1], mapped[2]);
    const status = error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
    throw new AppError(status as 400, 'auth_error', error.message || 'The request could not be completed.');
  }
  throw error;
}
