/**
 * Typed service errors and their mapping to HTTP (ARCHITECTURE.md: services throw errors with a code, one error
 * handler maps them to a status and the body `{ error: { code, message, fields? } }`).
 */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { API_ERROR_CODES, type ApiErrorBody } from '@shared/api-error';
import type { Logger } from '../logger';

/** An error a service or middleware throws on purpose; its message is safe to show. */
export class AppError extends Error {
  override name = 'AppError';
  /** Extra response headers, e.g. `Retry-After`. */
  headers: Record<string, string> = {};
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

/** Builds the JSON error body. */
export function errorBody(code: string, message: string, fields?: Record<string, string>): ApiErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/**
 * The app's `onError`: AppError and HTTPException keep their status; anything else is logged and answers 500
 * with a generic message (details never leak).
 */
export function handleError(logger: Logger) {
  return (error: Error, c: Context) => {
    if (error instanceof AppError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return c.json(errorBody(error.code, error.message, error.fields), error.status);
    }
    if (error instanceof HTTPException) {
      const status = error.status as ContentfulStatusCode;
      const code = status === 413 ? API_ERROR_CODES.payloadTooLarge : `http_${status}`;
      return c.json(errorBody(code, error.message || 'Request failed.'), status);
    }
    logger.error({ err: error, path: c.req.path, method: c.req.method }, 'unhandled error');
    return c.json(
      errorBody(API_ERROR_CODES.internal, 'An unexpected error occurred. Please try again.'),
      500,
    );
  };
}
