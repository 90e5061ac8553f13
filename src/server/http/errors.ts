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
import { RateLimitedError } from './rate-limit';

/**
 * The HTTP status of each error code: the one map from code to status. A new code added to the catalogue without a
 * status here fails type-checking.
 */
export const ERROR_STATUS: Record<ApiErrorCode, ContentfulStatusCode> = {
  [API_ERROR_CODES.validationFailed]: 400,
  [API_ERROR_CODES.invalidJson]: 400,
  [API_ERROR_CODES.badRequest]: 400,
  [API_ERROR_CODES.invalidToken]: 400,
  [API_ERROR_CODES.expired]: 400,
  [API_ERROR_CODES.authError]: 400,
  [API_ERROR_CODES.unauthorized]: 401,
  [API_ERROR_CODES.invalidCredentials]: 401,
  [API_ERROR_CODES.forbidden]: 403,
  [API_ERROR_CODES.emailNotVerified]: 403,
  [API_ERROR_CODES.accessDenied]: 403,
  [API_ERROR_CODES.notApproved]: 403,
  [API_ERROR_CODES.crossSiteRequest]: 403,
  [API_ERROR_CODES.notFound]: 404,
  [API_ERROR_CODES.resourceNotFound]: 404,
  [API_ERROR_CODES.departmentNotFound]: 404,
  [API_ERROR_CODES.noFile]: 404,
  [API_ERROR_CODES.fileMissing]: 404,
  [API_ERROR_CODES.methodNotAllowed]: 405,
  [API_ERROR_CODES.alreadyConfirmed]: 409,
  [API_ERROR_CODES.payloadTooLarge]: 413,
  [API_ERROR_CODES.unsupportedMediaType]: 415,
  [API_ERROR_CODES.unsupportedFileType]: 415,
  [API_ERROR_CODES.rateLimited]: 429,
  [API_ERROR_CODES.internal]: 500,
  [API_ERROR_CODES.courseNotFound]: 404,
  [API_ERROR_CODES.moduleNotFound]: 404,
  [API_ERROR_CODES.notEnrolled]: 403,
  [API_ERROR_CODES.alreadyEnrolled]: 409,
  [API_ERROR_CODES.moduleLocked]: 403,
  [API_ERROR_CODES.noQuiz]: 404,
  [API_ERROR_CODES.noVideo]: 404,
  [API_ERROR_CODES.noAttemptsLeft]: 409,
  [API_ERROR_CODES.alreadyCompleted]: 409,
  [API_ERROR_CODES.noWorksheet]: 404,
  [API_ERROR_CODES.moduleNotReady]: 409,
  [API_ERROR_CODES.videoNotWatched]: 409,
  [API_ERROR_CODES.worksheetIncomplete]: 409,
  [API_ERROR_CODES.certificateNotFound]: 404,
  [API_ERROR_CODES.rangeNotSatisfiable]: 416,
  [API_ERROR_CODES.fileNotFound]: 404,
  [API_ERROR_CODES.fileExists]: 409,
  [API_ERROR_CODES.quizNotFound]: 404,
  [API_ERROR_CODES.quizExists]: 409,
  [API_ERROR_CODES.questionNotFound]: 404,
  [API_ERROR_CODES.submissionNotFound]: 404,
  [API_ERROR_CODES.applicationDecided]: 409,
  [API_ERROR_CODES.emailNotFound]: 404,
  [API_ERROR_CODES.emailNotFailed]: 409,
  [API_ERROR_CODES.allowListEntryNotFound]: 404,
  [API_ERROR_CODES.userNotFound]: 404,
  [API_ERROR_CODES.lastAdmin]: 409,
  [API_ERROR_CODES.cannotDisableSelf]: 409,
  [API_ERROR_CODES.accountDisabled]: 403,
  [API_ERROR_CODES.serviceUnavailable]: 503,
  [API_ERROR_CODES.trackNotFound]: 404,
  [API_ERROR_CODES.trackVersionNotFound]: 404,
  [API_ERROR_CODES.trackCommentNotFound]: 404,
  [API_ERROR_CODES.cannotDeleteSelf]: 409,
  [API_ERROR_CODES.pressKitNotFound]: 404,
  [API_ERROR_CODES.slugTaken]: 409,
  // Not a registered status (nginx's "client closed request"): only the request log shows it.
  [API_ERROR_CODES.clientClosedRequest]: 499 as ContentfulStatusCode,
};

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
