/**
 * The API's contract (issue "One typed contract for the API"; docs/decisions/0025): every `/api` route is declared
 * once, beside its handler, with the kept library made for hono and standard schemas (`hono-openapi`):
 * - {@link operation}: its operation id, summary, tag (the feature), answers with their schemas and the error codes it
 *   answers with;
 * - {@link validJson}, {@link validParams}, {@link validQuery}: its input, validated with the shared zod schemas and read
 *   by the handler through `c.req.valid('json' | 'param' | 'query')`, typed by those schemas (no cast);
 * - the guard (auth/require-access.ts) adds the caller kind it admits as the operation's security.
 * `GET /api/openapi.json` (features/api-docs) is generated from these declarations; nothing else lists the routes.
 *
 * Input that a schema refuses is answered 400 `validation_failed` with `fields` (field -> first message) before the
 * handler runs; a JSON body is also refused with 415 `unsupported_media_type` (not JSON), 413 `payload_too_large`
 * (past its limit) and 400 `invalid_json` (does not parse).
 */
import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { ValidationTargets } from 'hono/types';
import { resolver, uniqueSymbol, validator, type ResponsesWithResolver } from 'hono-openapi';
import type { OpenAPIV3_1 } from 'openapi-types';
import { API_ERROR_CODES, type ApiErrorCode } from '@shared/api-error';
import { apiRequestMessages as m } from '@shared/messages/api';
import { AppError } from '../errors';
import { ERROR_STATUS } from './error-status';
import { requestHeader } from './response-headers';

/**
 * The document's tags: one per feature of the API, in the order the reference lists them, with what each holds.
 */
export const API_TAGS = {
  'public-forms': 'The public site’s forms: contact, artist intake, touring inquiry, program application.',
  auth: 'Accounts: sign-up, sign-in, the session, email confirmation, password reset, approval links.',
  account: 'The signed-in person’s own account.',
  course:
    'The course: its modules, lessons, videos, worksheets, quizzes and progress (learning area and program).',
  certificates: 'Certificates: the learner’s own and their public verification.',
  departments: 'Departments and their resources.',
  directory: 'The artist directory and the artist’s own profile.',
  'press-kits': 'Electronic press kits: the artist’s editor and the published pages.',
  tracks: 'Tracks, their versions and timestamped feedback.',
  emails: 'The email queue (staff) and unsubscribing from progress emails.',
  inbox: 'The staff inbox of submissions.',
  'allow-lists': 'Approved artists and approved agents (staff).',
  people: 'People: staff’s view of every account.',
  audit: 'The audit log (staff).',
  insights: 'Program insights: funnel, where learners stop, quiz items, video engagement, cohorts (staff).',
  admin: 'Course content and program files (staff).',
  docs: 'This description of the API.',
} as const;

/** A tag of {@link API_TAGS}. */
type ApiTag = keyof typeof API_TAGS;

/** The name of the session cookie's security scheme in the document. */
export const SESSION_SECURITY_SCHEME = 'session';

/** One answer of an operation. */
export interface Answer {
  /** What the answer means, e.g. 'The stored message's id.'. */
  description: string;
  /** The JSON body's schema (a shared zod schema); none for an answer without a JSON body. */
  schema?: StandardSchemaV1;
  /** The media type of a body that is not JSON (a file download: `application/pdf`, `text/csv`, …). */
  media?: string;
}

/** What {@link operation} declares of a route. */
export interface OperationSpec {
  /** Unique in the API, camelCase, as a client's function would be named: e.g. `createContactMessage`. */
  operationId: string;
  /** One line: what the route does. */
  summary: string;
  /** More, where one line is not enough (the spec section, the rules). */
  description?: string;
  /** The feature the route belongs to. */
  tag: ApiTag;
  /** Its successful answers by status. */
  answers: Partial<Record<200 | 201 | 202 | 204 | 206 | 302 | 303 | 304, Answer>>;
  /**
   * The error codes the route itself answers with (from its service): each is documented under its status
   * (http/errors.ts). Validation, the guard and the app-wide refusals are added by those parts.
   */
  errors?: readonly ApiErrorCode[];
  /** A request body the validators do not describe (an upload streamed as `multipart/form-data`). */
  requestBody?: OpenAPIV3_1.RequestBodyObject;
}

/** A file's bytes, as OpenAPI 3.1 describes a binary body. */
const BINARY: OpenAPIV3_1.SchemaObject = { type: 'string', contentMediaType: 'application/octet-stream' };

/**
 * The operation's extension that lists the error codes it answers with. Each part of a route adds its own (the
 * operation, the validators, the guard, the rate limit, the app), the library joins the lists, and the document
 * (features/api-docs) turns the list into one response per status with {@link errorResponses}.
 */
export const ERROR_CODES = 'x-error-codes';

/** What a middleware of ours adds to the operation of each route it runs for. */
export interface OperationPart {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: OpenAPIV3_1.SecurityRequirementObject[];
  requestBody?: OpenAPIV3_1.RequestBodyObject;
  responses?: ResponsesWithResolver;
  [ERROR_CODES]?: readonly ApiErrorCode[];
}

/** The document's error body: `{ error: { code, message, fields? } }` (shared/api-error.ts). */
const API_ERROR_SCHEMA_REF = { $ref: '#/components/schemas/ApiError' } as const;

/** The responses that document `codes`: one per status, listing its codes. */
export function errorResponses(codes: readonly ApiErrorCode[]): Record<string, OpenAPIV3_1.ResponseObject> {
  const byStatus = new Map<number, ApiErrorCode[]>();
  for (const code of codes) {
    const status = ERROR_STATUS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, list]) => [
      String(status),
      {
        description: `Error: ${[...new Set(list)].map((code) => `\`${code}\``).join(', ')}.`,
        content: { 'application/json': { schema: API_ERROR_SCHEMA_REF } },
      },
    ]),
  );
}

/**
 * Declares a route's operation for the document (a middleware that does nothing at run time).
 *
 * @param spec - see {@link OperationSpec}.
 */
export function operation(spec: OperationSpec): MiddlewareHandler {
  const answers = Object.fromEntries(
    Object.entries(spec.answers).map(([status, answer]) => [
      status,
      {
        description: answer.description,
        ...(answer.schema
          ? { content: { 'application/json': { schema: resolver(answer.schema) } } }
          : answer.media
            ? { content: { [answer.media]: { schema: BINARY } } }
            : {}),
      },
    ]),
  );
  const part: OperationPart = {
    operationId: spec.operationId,
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    tags: [spec.tag],
    ...(spec.requestBody ? { requestBody: spec.requestBody } : {}),
    responses: answers,
    [ERROR_CODES]: spec.errors ?? [],
  };
  return documented(
    createMiddleware((_c, next) => next()),
    part,
  );
}

/**
 * Marks `middleware` with what it adds to the operation of every route it runs for (its security, the errors it
 * answers with), so the document says it wherever it is used (`hono-openapi`'s middleware marker).
 *
 * @param middleware - a middleware of ours, e.g. the guard.
 * @param spec - what it adds: any part of an OpenAPI operation.
 */
export function documented<M extends MiddlewareHandler>(middleware: M, spec: OperationPart): M {
  return Object.assign(middleware, { [uniqueSymbol]: { spec } });
}

/**
 * Turns schema issues into the `fields` map: the first message for each top-level field. Any key is a field name,
 * `constructor`, `toString` and `__proto__` included (each an own property of the result, so it serializes). A key
 * the schema does not know (zod's `unrecognized_keys`) is 'Unknown field.'.
 */
export function fieldErrors(issues: readonly StandardSchemaV1.Issue[]): Record<string, string> {
  const fields = new Map<string, string>();
  const first = (key: string, message: string) => {
    if (!fields.has(key)) fields.set(key, message);
  };
  for (const issue of issues) {
    if (
      'code' in issue &&
      issue.code === 'unrecognized_keys' &&
      'keys' in issue &&
      Array.isArray(issue.keys)
    ) {
      for (const key of issue.keys) first(String(key), m.unknownField);
      continue;
    }
    const segment = issue.path?.[0];
    const key = segment === undefined ? '_body' : String(typeof segment === 'object' ? segment.key : segment);
    first(key, key === '_body' ? m.notAnObject : issue.message);
  }
  return Object.fromEntries(fields);
}

/** Documents 400 `validation_failed` on a route (the library's validator documents the schema itself). */
const refusesInvalid = documented(
  createMiddleware((_c, next) => next()),
  { [ERROR_CODES]: [API_ERROR_CODES.validationFailed] },
);

/**
 * The validator of `target`, answering a refusal with 400 `validation_failed`, `message` and the field errors,
 * after the middleware that documents that answer.
 */
function valid<S extends StandardSchemaV1, T extends keyof ValidationTargets>(
  target: T,
  schema: S,
  message: string,
  onInvalid?: RefusedParams<S>,
) {
  return [
    refusesInvalid,
    validator(target, schema, (result, c) => {
      if (result.success) return;
      if (onInvalid) return onInvalid(c, result.data);
      throw new AppError(API_ERROR_CODES.validationFailed, message, fieldErrors(result.error));
    }),
  ] as const;
}

/** The refusals of a JSON body before its schema sees it (documented on every route that takes one). */
const JSON_BODY_ERRORS = [
  API_ERROR_CODES.unsupportedMediaType,
  API_ERROR_CODES.payloadTooLarge,
  API_ERROR_CODES.invalidJson,
] as const;

/**
 * A JSON body of at most `maxBytes`, read as `c.req.valid('json')`: the body limit, the media type and the parse,
 * then the schema (see the module comment for the answers).
 *
 * @param schema - a shared zod (or zod/mini) schema; its output is what the handler reads.
 * @param maxBytes - largest accepted body, in bytes.
 */
export function validJson<S extends StandardSchemaV1>(schema: S, maxBytes: number) {
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new AppError(API_ERROR_CODES.payloadTooLarge, m.bodyTooLarge(maxBytes));
    },
  });
  const parse = documented(
    createMiddleware(async (c, next) => {
      if (!/^application\/json\s*(;|$)/i.test(requestHeader(c, 'content-type') ?? '')) {
        throw new AppError(API_ERROR_CODES.unsupportedMediaType, m.notJson);
      }
      try {
        // Read once here; the validator reads the same text again from the request's body cache.
        JSON.parse(await c.req.text());
      } catch {
        throw new AppError(API_ERROR_CODES.invalidJson, m.invalidJson);
      }
      await next();
    }),
    { [ERROR_CODES]: JSON_BODY_ERRORS },
  );
  return [limit, parse, ...valid('json', schema, m.invalidFields)] as const;
}

/**
 * What a page route answers for path parameters its schema refuses, instead of 400 `validation_failed`: a page
 * answers with a page (e.g. the not-found page). `sent` is the parameters as they arrived, not validated.
 */
export type RefusedParams<S extends StandardSchemaV1> = (
  c: Context,
  sent: StandardSchemaV1.InferInput<S>,
) => Response | Promise<Response>;

/**
 * Path parameters (e.g. `:id`) read as `c.req.valid('param')`; a malformed one never reaches the database. Spread it
 * into the route (`...validParams(schema)`), as {@link validJson} and {@link validQuery}.
 *
 * @param schema - a zod (or zod/mini) object schema keyed by parameter name.
 * @param onInvalid - a page route's own answer to refused parameters ({@link RefusedParams}); without it, 400
 *   `validation_failed` with the field errors.
 */
export function validParams<S extends StandardSchemaV1>(schema: S, onInvalid?: RefusedParams<S>) {
  return valid('param', schema, m.invalidParams, onInvalid);
}

/**
 * The query string read as `c.req.valid('query')`. A key given twice arrives as a list of its values, which a schema
 * of single values refuses (400 `validation_failed`).
 *
 * @param schema - a zod (or zod/mini) object schema keyed by parameter name.
 */
export function validQuery<S extends StandardSchemaV1>(schema: S) {
  return valid('query', schema, m.invalidQuery);
}
