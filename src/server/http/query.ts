/**
 * Validates a request's query string with a shared zod schema: 400 `validation_failed` with `fields`, else the
 * parsed output as `c.get('query')`. A repeated key keeps its first value (Hono).
 */
import { createMiddleware } from 'hono/factory';
import { safeParseAsync } from 'zod/mini';
import type * as z from 'zod/v4/core';
import { API_ERROR_CODES } from '@shared/api-error';
import { AppError } from '../errors';
import { fieldErrors } from './json-body';

/** Variables the middleware sets. */
export interface QueryVariables<T> {
  Variables: { query: T };
}

export function validQuery<S extends z.$ZodType>(schema: S) {
  return createMiddleware<QueryVariables<z.output<S>>>(async (c, next) => {
    const parsed = await safeParseAsync(schema, c.req.query());
    if (!parsed.success) {
      throw new AppError(
        API_ERROR_CODES.validationFailed,
        'Please correct the query parameters.',
        fieldErrors(parsed.error.issues),
      );
    }
    c.set('query', parsed.data);
    await next();
  });
}
