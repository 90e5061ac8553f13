/**
 * Typed calls to our API. Failures become an {@link ApiError} carrying the server's code, message and per-field
 * messages; a network failure is an `ApiError` with status 0.
 */
import type { ApiErrorBody } from '@shared/api-error';

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    /** HTTP status, 0 when the request never reached the server. */
    readonly status: number,
    readonly code: string,
    message: string,
    /** Field name -> first message, for validation errors. */
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

/**
 * Sends `body` as JSON to `path` with `method` and returns the parsed JSON answer.
 *
 * @throws {ApiError} on a non-2xx answer or a network failure.
 */
export async function requestJson<T>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'GET',
  path: string,
  body?: unknown,
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
    });
  } catch {
    throw new ApiError(0, 'network_error', 'Network error. Please check your connection and try again.');
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (data as ApiErrorBody | null)?.error;
    throw new ApiError(
      response.status,
      error?.code ?? 'http_error',
      error?.message ?? response.statusText,
      error?.fields,
    );
  }
  return data as T;
}

/** POSTs JSON; see {@link requestJson}. */
export function postJson<T>(path: string, body: unknown): Promise<T> {
  return requestJson<T>('POST', path, body);
}
