/**
 * Validates a route's path parameters (e.g. `:id`) with a shared zod schema, as `validQuery` does the query
 * string: 400 `validation_failed` with `fields` (parameter -> first message), else the parsed output as
 * `c.get('params')`. Runs before the handler, so a malformed id never reaches the database.
 */
import { createMiddleware } from 'hono/factory';
import { safeParseAsync } from 'zod/mini';
import type * as z from 'zod/v4/core';
import { API_ERROR_CODES } from '@shared/api-error';
import { AppError } from '../errors';
import { fieldErrors } from './json-body';

/** Variables the middleware sets. */
export interface ParamsVariables<T> {
  Variables: { params: T };
}

/**
 * Middleware admitting only path parameters `schema` accepts.
 *
 * @param schema - a zod (or zod/mini) object schema keyed by parameter name, e.g. `{ id: uuid(…) }`.
 * @throws {AppError} 400 `validation_failed` with `fields` for a parameter the schema refuses.
 */
export function validParams<S extends z.$ZodType>(schema: S) {
  return createMiddleware<ParamsVariables<z.output<S>>>(async (c, next) => {
    const parsed = await safeParseAsync(schema, c.req.param());
    if (!parsed.success) {
      throw new AppError(
        API_ERROR_CODES.validationFailed,
        'Please correct the address.',
        fieldErrors(parsed.error.issues),
      );
    }
    c.set('params', parsed.data);
    await next();
  });
}
