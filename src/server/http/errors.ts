/**
 * Typed service errors and their mapping to HTTP (ARCHITECTURE.md: services throw errors with a code, one error
 * handler maps them to a status and the body `{ error: { code, message, fields? } }`).
 */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { API_ERROR_CODES, type ApiErrorBody, type ApiErrorCode } from '@shared/api-error';
import { isDatabaseUnavailable } from '../db/unavailable';
import { AppError } from '../errors';
import type { Logger } from '../logger';
import { ERROR_STATUS } from './error-status';
import { RateLimitedError } from './rate-limit';

/** The code for an HTTP status raised by a Hono middleware (HTTPException). */
function codeOfStatus(status: number): ApiErrorCode {
  const code = (Object.keys(ERROR_STATUS) as ApiErrorCode[]).find((c) => ERROR_STATUS[c] === status);
  return status === 400 || !code ? API_ERROR_CODES.badRequest : code;
}

/** Builds the JSON error body. */
export function errorBody(
  code: ApiErrorCode,
  message: string,
  fields?: Record<string, string>,
): ApiErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/** The `Retry-After` of an answer given while the database cannot be reached, in seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * The app's `onError`: an AppError answers the status of its code (and `Retry-After` when rate limited), an
 * HTTPException keeps its status, an error that says the database cannot be reached answers 503
 * `service_unavailable` with `Retry-After` (db/unavailable.ts; issue 21 item 5); anything else is logged and
 * answers 500 with a generic message (details never leak).
 */
export function handleError(logger: Logger) {
  return (error: Error, c: Context) => {
    if (error instanceof AppError) {
      if (error instanceof RateLimitedError) c.header('Retry-After', String(error.retryAfterSeconds));
      return c.json(errorBody(error.code, error.message, error.fields), ERROR_STATUS[error.code]);
    }
    if (error instanceof HTTPException) {
      const status = error.status as ContentfulStatusCode;
      return c.json(errorBody(codeOfStatus(status), error.message || 'Request failed.'), status);
    }
    if (isDatabaseUnavailable(error)) {
      logger.warn({ path: c.req.path, method: c.req.method, reason: error.message }, 'database unavailable');
      c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return c.json(
        errorBody(
          API_ERROR_CODES.serviceUnavailable,
          'The service is briefly unavailable. Please try again in a moment.',
        ),
        503,
      );
    }
    logger.error({ err: error, path: c.req.path, method: c.req.method }, 'unhandled error');
    return c.json(
      errorBody(API_ERROR_CODES.internal, 'An unexpected error occurred. Please try again.'),
      500,
    );
  };
}
