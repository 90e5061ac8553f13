/**
 * The one way the web app calls our API: JSON requests with `fetch`, multipart uploads with `XMLHttpRequest` (whose
 * upload events give a real progress bar). Both answer the same way: the parsed JSON answer, checked against the
 * shared response schema when one is given; on failure an {@link ApiError} carrying the server's code, message and
 * per-field messages, read by the one parser {@link toApiError}. A network failure is an `ApiError` with status 0
 * and code `network_error`, a cancelled request one with code `aborted`.
 */
import type * as z from 'zod/v4/core';
import type { ApiErrorBody } from '@shared/api-error';
import { requestMessages } from '@shared/messages/api';

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

/** The methods our API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Upload progress: bytes sent of the whole request body. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/** Options of every request. */
export interface RequestOptions<T> {
  /**
   * The shared zod schema of the answer (e.g. `addedResourceSchema`): the answer is checked against it and typed by
   * it; one that does not match is an `ApiError` with code `invalid_response`. Without it the answer is trusted.
   */
  schema?: z.$ZodType<T>;
  /** Cancels the request; it then fails with code `aborted`. */
  signal?: AbortSignal;
  /** Lets the request outlive the page (`fetch` keepalive): for a last report as the learner leaves. */
  keepalive?: boolean;
}

/** Options of {@link sendForm}. */
export interface FormRequestOptions<T> extends RequestOptions<T> {
  /** Called as the body goes out, whenever the browser knows its total size. */
  onUploadProgress?: (progress: UploadProgress) => void;
}

/**
 * The error for a failed answer: the server's `{ error: { code, message, fields } }` when the body is one, else
 * the status alone (e.g. a proxy's own error page).
 *
 * @param body - the answer's parsed JSON, or null when it was not JSON.
 */
export function toApiError(status: number, statusText: string, body: unknown): ApiError {
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

/**
 * Sends `body` as JSON to `path` with `method` and returns the parsed JSON answer (null for an empty one, e.g. 204).
 *
 * @throws {ApiError} on a non-2xx answer, an answer that does not match `options.schema`, a network failure, or a
 *   cancellation.
 */
export async function requestJson<T>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  options: RequestOptions<T> = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers:
        body === undefined
          ? { accept: 'application/json' }
          : { 'content-type': 'application/json', accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal: options.signal,
      keepalive: options.keepalive,
    });
  } catch {
    throw options.signal?.aborted ? abortedError() : networkError();
  }
  const data = parseJson(await response.text().catch(() => ''));
  if (!response.ok) throw toApiError(response.status, response.statusText, data);
  return answer(response.status, data, options.schema);
}

/** POSTs JSON; see {@link requestJson}. */
export function postJson<T>(path: string, body: unknown, options?: RequestOptions<T>): Promise<T> {
  return requestJson<T>('POST', path, body, options);
}

/**
 * Sends `form` as multipart/form-data to `path`, reporting upload progress, and returns the parsed JSON answer
 * exactly as {@link requestJson} does.
 *
 * @throws {ApiError} as {@link requestJson}: a non-2xx answer with the server's code, message and fields; code
 *   `invalid_response`; status 0 `network_error`; status 0 `aborted` when `options.signal` aborts.
 */
export function sendForm<T>(
  method: Exclude<HttpMethod, 'GET'>,
  path: string,
  form: FormData,
  { schema, signal, onUploadProgress }: FormRequestOptions<T> = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortedError());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
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
