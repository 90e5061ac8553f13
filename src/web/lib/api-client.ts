/**
 * The one way the web app calls our API, typed from its contract: `api.GET('/learning/modules/{moduleId}', …)`
 * (openapi-fetch over the types generated from the OpenAPI document, api-paths.d.ts) checks each path, method,
 * parameter and body against the server's declarations, and {@link answerOf} turns its result into the answer
 * parsed by the shared response schema or an {@link ApiError} carrying the server's code, message and per-field
 * messages (the one parser {@link toApiError}). Multipart uploads go through {@link sendForm} (`XMLHttpRequest`,
 * whose upload events give a real progress bar) and links through {@link apiUrl}, on the same typed paths. A network
 * failure is an `ApiError` with status 0 and code `network_error`, a cancelled request one with code `aborted`.
 */
import createClient, { createFinalURL, createQuerySerializer, defaultPathSerializer } from 'openapi-fetch';
import type { HttpMethod, PathsWithMethod, RequiredKeysOf } from 'openapi-typescript-helpers';
import type * as z from 'zod/v4/core';
import type { ApiErrorBody } from '@shared/api-error';
import { requestMessages } from '@shared/messages/api';
import type { paths } from './api-paths';

/** Where the API is mounted; the document's paths are relative to it. */
const API_BASE = '/api';

/**
 * The API, typed by its document: `api.POST('/contact', { body })`, `api.GET('/tracks/{id}', { params: { path: { id
 * } } })`. Hand its promise to {@link answerOf}. `fetch` is read at call time, so a test can stand in for it.
 */
export const api = createClient<paths>({
  baseUrl: API_BASE,
  headers: { accept: 'application/json' },
  fetch: (request) => globalThis.fetch(request),
});

/** A failed call: the server's refusal, an answer of the wrong shape, a network failure or a cancellation. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    /** HTTP status, 0 when the request never reached the server (or was cancelled). */
    readonly status: number,
    readonly code: string,
    message: string,
    /** Field name -> first message, for validation errors. */
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** The codes of the failures the client itself reports (status 0, or a 2xx answer of the wrong shape). */
export const CLIENT_ERROR_CODES = {
  /** The request never reached the server. */
  network: 'network_error',
  /** The request was cancelled through its `signal`. */
  aborted: 'aborted',
  /** A 2xx answer that does not match the response schema. */
  invalidResponse: 'invalid_response',
  /** A non-2xx answer without our error body (e.g. a proxy's own error page). */
  http: 'http_error',
} as const;

/** Upload progress: bytes sent of the whole request body. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/** The operation `method` of `path` in the document. */
type OperationOf<P extends keyof paths, M extends HttpMethod> = NonNullable<paths[P][M]>;

/** What a URL of operation `Op` fills in: its path parameters and query, as the document declares them. */
type UrlParams<Op> = Op extends { parameters: infer Params }
  ? Pick<Params, Extract<keyof Params, 'path' | 'query'>>
  : never;

/** The parameters argument: optional where the operation has none that are required. */
type UrlParamsArgument<Op> = RequiredKeysOf<UrlParams<Op>> extends never ? [UrlParams<Op>?] : [UrlParams<Op>];

/** Options of {@link sendForm}. */
export interface FormRequestOptions<T> {
  /** The shared zod schema of the answer: the answer is checked against it and typed by it. */
  schema?: z.$ZodType<T>;
  /** Cancels the request; it then fails with code `aborted`. */
  signal?: AbortSignal;
  /** Called as the body goes out, whenever the browser knows its total size. */
  onUploadProgress?: (progress: UploadProgress) => void;
}

/**
 * The error for a failed answer: the server's `{ error: { code, message, fields } }` when the body is one, else
 * the status alone (e.g. a proxy's own error page).
 *
 * @param body - the answer's parsed JSON, or null when it was not JSON.
 */
function toApiError(status: number, statusText: string, body: unknown): ApiError {
  const error = (body as ApiErrorBody | null)?.error;
  return new ApiError(
    status,
    error?.code ?? CLIENT_ERROR_CODES.http,
    error?.message ?? statusText,
    error?.fields,
  );
}

function networkError(): ApiError {
  return new ApiError(0, CLIENT_ERROR_CODES.network, requestMessages.network);
}

function abortedError(): ApiError {
  return new ApiError(0, CLIENT_ERROR_CODES.aborted, requestMessages.aborted);
}

/** Parses JSON text; null when it is empty or not JSON. */
function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The answer of a successful request: checked against `schema` when there is one. */
function answer<T>(status: number, data: unknown, schema: z.$ZodType<T> | undefined): T {
  if (!schema) return data as T;
  const result = schema['~standard'].validate(data);
  if (result instanceof Promise) throw new TypeError('Response schemas must be synchronous.');
  if (result.issues) {
    throw new ApiError(status, CLIENT_ERROR_CODES.invalidResponse, requestMessages.invalidResponse);
  }
  return result.value as T;
}

/** Answers that carry no body (a browser may still give them an empty stream). */
const NO_BODY_STATUSES = new Set([204, 205, 304]);

/**
 * A success answer that is not JSON where JSON is expected (a proxy's page) reads as null, so its schema refuses it
 * with its status (`invalid_response`) instead of a parse failure without one. A call made with `parseAs: 'blob'` or
 * `'text'` (a file, a CSV) takes its body as it is.
 */
api.use({
  onResponse: ({ response, options }) =>
    options.parseAs === 'json' &&
    response.ok &&
    !NO_BODY_STATUSES.has(response.status) &&
    response.headers.get('content-length') !== '0' &&
    !response.headers.get('content-type')?.includes('json')
      ? new Response('null', {
          status: response.status,
          statusText: response.statusText,
          headers: { 'content-type': 'application/json' },
        })
      : undefined,
});

/**
 * The answer of a call of {@link api}: its JSON checked against `schema` and typed by it (null for an empty
 * answer, e.g. 204); without a schema the answer is trusted.
 *
 * @example `answerOf(api.GET('/learning/modules/{moduleId}', { params: { path: { moduleId } } }), moduleViewSchema)`
 * @throws {ApiError} on a non-2xx answer (the server's code, message and fields), an answer that does not match
 *   `schema` (`invalid_response`), a network failure (status 0 `network_error`), or a cancellation through the
 *   call's `signal` (status 0 `aborted`).
 */
export async function answerOf<T = unknown>(
  call: Promise<{ data?: unknown; error?: unknown; response: Response }>,
  schema?: z.$ZodType<T>,
): Promise<T> {
  let result: Awaited<typeof call>;
  try {
    result = await call;
  } catch (error) {
    throw (error as Error | null)?.name === 'AbortError' ? abortedError() : networkError();
  }
  const { response } = result;
  if (!response.ok) {
    throw toApiError(response.status, response.statusText, result.error === undefined ? null : result.error);
  }
  return answer(response.status, result.data ?? null, schema);
}

/**
 * The URL of a `GET` operation, for a link or a media element (a download, an audio or video source): `path` is
 * checked against the document and `params` fill its path parameters (encoded) and query.
 *
 * @example `apiUrl('/certificates/{certificateId}/pdf', { path: { certificateId } })` → `/api/certificates/GBF-…/pdf`
 */
export function apiUrl<P extends PathsWithMethod<paths, 'get'>>(
  path: P,
  ...[params]: UrlParamsArgument<OperationOf<P, 'get'>>
): string {
  return urlOf(path, params);
}

function urlOf(path: string, params: { path?: unknown; query?: unknown } | undefined): string {
  return createFinalURL(path, {
    baseUrl: API_BASE,
    params: {
      path: params?.path as Record<string, unknown> | undefined,
      query: params?.query as Record<string, unknown> | undefined,
    },
    querySerializer: createQuerySerializer(),
    pathSerializer: defaultPathSerializer,
  });
}

/**
 * Sends `form` as multipart/form-data to the operation `method` of `path` (filled by `params` as {@link apiUrl}
 * does), reporting upload progress, and returns the parsed JSON answer exactly as {@link answerOf} does.
 *
 * @throws {ApiError} as {@link answerOf}: a non-2xx answer with the server's code, message and fields; code
 *   `invalid_response`; status 0 `network_error`; status 0 `aborted` when `options.signal` aborts.
 */
export function sendForm<M extends 'post' | 'put', P extends PathsWithMethod<paths, M>, T>(
  method: M,
  path: P,
  params: UrlParams<OperationOf<P, M>>,
  form: FormData,
  { schema, signal, onUploadProgress }: FormRequestOptions<T> = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortedError());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(method.toUpperCase(), urlOf(path, params));
    xhr.setRequestHeader('accept', 'application/json');
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onUploadProgress?.({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      const data = parseJson(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(toApiError(xhr.status, xhr.statusText, data));
        return;
      }
      try {
        resolve(answer(xhr.status, data, schema));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    xhr.onerror = () => reject(networkError());
    xhr.onabort = () => reject(abortedError());
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
