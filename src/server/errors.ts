/**
 * The error services throw (ARCHITECTURE.md; docs/decisions/0008): a code from the one catalogue
 * (`API_ERROR_CODES` in src/shared/api-error.ts), a message safe to show, and per-field messages. It carries no
 * HTTP status: the HTTP layer maps the code to one (src/server/http/errors.ts), so services know nothing of HTTP.
 */
import type { ApiErrorCode } from '@shared/api-error';

/** An error thrown on purpose; its message is safe to show to the caller. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    /** Field name -> its first message. */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}
