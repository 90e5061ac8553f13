/**
 * Validates a JSON request body with a shared zod schema (ARCHITECTURE.md: "the same zod schema validates the
 * form in the browser and the body on the server").
 *
 * Answers, without calling the handler:
 * - 415 `unsupported_media_type` when the content type is not JSON,
 * - 413 `payload_too_large` past `maxBytes`,
 * - 400 `invalid_json` when the body does not parse,
 * - 400 `validation_failed` with `fields` (field -> first message; unknown keys -> 'Unknown field.').
 */
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { MiddlewareHandler } from 'hono';
import { safeParseAsync } from 'zod/mini';
import type * as z from 'zod/v4/core';
import { API_ERROR_CODES } from '@shared/api-error';
import { AppError } from '../errors';
import { requestHeader } from './response-headers';

/**
 * Turns zod issues into the `fields` map: the first message for each top-level field. Any key is a field name,
 * `constructor`, `toString` and `__proto__` included (each an own property of the result, so it serializes).
 */
export function fieldErrors(issues: readonly z.$ZodIssue[]): Record<string, string> {
  const fields = new Map<string, string>();
  const first = (key: string, message: string) => {
    if (!fields.has(key)) fields.set(key, message);
  };
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) first(key, 'Unknown field.');
      continue;
    }
    const key = issue.path.length > 0 ? String(issue.path[0]) : '_body';
    first(key, key === '_body' ? 'The request body must be a JSON object.' : issue.message);
  }
  return Object.fromEntries(fields);
}

/** Variables the middleware sets: the parsed, cleaned body. */
export interface JsonBodyVariables<T> {
  Variables: { body: T };
}

/**
 * Middleware chain that admits only a valid JSON body and stores the parsed output as `c.get('body')`.
 *
 * @param schema - a zod (or zod/mini) schema; its output is what handlers receive.
 * @param maxBytes - largest accepted body, in bytes.
 */
export function jsonBody<S extends z.$ZodType>(
  schema: S,
  maxBytes: number,
): [MiddlewareHandler<JsonBodyVariables<z.output<S>>>, MiddlewareHandler<JsonBodyVariables<z.output<S>>>] {
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new AppError(
        API_ERROR_CODES.payloadTooLarge,
        `The request body must be at most ${maxBytes} bytes.`,
      );
    },
  });
  const parse = createMiddleware<JsonBodyVariables<z.output<S>>>(async (c, next) => {
    const type = requestHeader(c, 'content-type') ?? '';
    if (!/^application\/json\s*(;|$)/i.test(type)) {
      throw new AppError(
        API_ERROR_CODES.unsupportedMediaType,
        'The request body must be JSON (application/json).',
      );
    }
    let raw: unknown;
    try {
      raw = JSON.parse(await c.req.text());
    } catch {
      throw new AppError(API_ERROR_CODES.invalidJson, 'The request body is not valid JSON.');
    }
    const parsed = await safeParseAsync(schema, raw);
    if (!parsed.success) {
      throw new AppError(
        API_ERROR_CODES.validationFailed,
        'Please correct the highlighted fields.',
        fieldErrors(parsed.error.issues),
      );
    }
    c.set('body', parsed.data);
    await next();
  });
  return [limit as MiddlewareHandler<JsonBodyVariables<z.output<S>>>, parse];
}
