/**
 * Maps better-auth's errors to ours (ARCHITECTURE.md: one error shape, `{ error: { code, message } }`), so no
 * better-auth message or status leaks to the browser unchecked.
 */
import { APIError } from 'better-auth/api';
import { API_ERROR_CODES, type ApiErrorCode } from '@shared/api-error';
import { authEmailMessages, authRequestMessages as m, passwordRuleMessages } from '@shared/messages/auth';
import { AppError } from '../errors';

/** better-auth error code -> our code and message (the HTTP layer gives each code its status). */
const MAPPED: Record<string, [code: ApiErrorCode, message: string]> = {
  INVALID_EMAIL_OR_PASSWORD: [API_ERROR_CODES.invalidCredentials, m.invalidCredentials],
  EMAIL_NOT_VERIFIED: [API_ERROR_CODES.emailNotVerified, m.unconfirmed],
  INVALID_TOKEN: [API_ERROR_CODES.invalidToken, m.invalidLink],
  USER_NOT_FOUND: [API_ERROR_CODES.invalidToken, m.invalidLink],
  TOKEN_EXPIRED: [API_ERROR_CODES.expired, m.linkExpired],
  PASSWORD_TOO_SHORT: [API_ERROR_CODES.validationFailed, passwordRuleMessages.minLength],
  PASSWORD_TOO_LONG: [API_ERROR_CODES.validationFailed, m.passwordTooLong],
  INVALID_EMAIL: [API_ERROR_CODES.validationFailed, authEmailMessages.invalid],
};

/** An error answered by better-auth's API: its own `APIError`, or the plain errors its input validation throws. */
type AuthApiError = Error & { statusCode: number; body?: { code?: string } };

function isAuthApiError(error: unknown): error is AuthApiError {
  return (
    error instanceof APIError ||
    (error instanceof Error && typeof (error as Partial<AuthApiError>).statusCode === 'number')
  );
}

/** The better-auth error code of `error`, if it is one. */
export function authErrorCode(error: unknown): string | undefined {
  return isAuthApiError(error) ? error.body?.code : undefined;
}

/**
 * Rethrows a better-auth error as an {@link AppError}; anything else is rethrown unchanged (and becomes a 500).
 *
 * @throws always.
 */
export function rethrowAuthError(error: unknown): never {
  if (isAuthApiError(error)) {
    const mapped = MAPPED[authErrorCode(error) ?? ''];
    if (mapped) throw new AppError(mapped[0], mapped[1]);
    throw new AppError(API_ERROR_CODES.authError, error.message || m.notCompleted);
  }
  throw error;
}
