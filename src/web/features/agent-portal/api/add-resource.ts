/**
 * Adding a resource (site-and-portals.md §2.13, §4 "Adding a resource", §5 "Resources", §7 "Storage upload",
 * "Insert department_resources"): `POST /api/departments/:slug/resources` as multipart/form-data with `title`,
 * optional `url` and optional `file`. Sent with XMLHttpRequest, whose upload events give a real progress bar.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiErrorBody } from '@shared/api-error';
import type { DepartmentResource } from '@shared/schemas/departments';
import { ApiError } from '@web/lib/api-client';
import { resourcesQueryKey } from './list-resources';

/** What the add form sends. */
export interface AddResourceInput {
  title: string;
  /** Empty or absent: no link. */
  url?: string;
  file?: File | null;
}

/** The answer (201): the new resource, and whether its file was stored (`failed`: saved without it, §8). */
export interface AddResourceResponse {
  resource: DepartmentResource;
  upload: 'stored' | 'none' | 'failed';
}

/** Upload progress: bytes sent of the whole request body. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/** Options of {@link addResource}. */
export interface AddResourceOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

function toApiError(xhr: XMLHttpRequest): ApiError {
  let body: ApiErrorBody | null = null;
  try {
    body = JSON.parse(xhr.responseText) as ApiErrorBody;
  } catch {
    // Not JSON (e.g. a proxy's own error page): the status alone.
  }
  const error = body?.error;
  return new ApiError(
    xhr.status,
    error?.code ?? 'http_error',
    error?.message ?? xhr.statusText,
    error?.fields,
  );
}

/**
 * Adds a resource to the department `slug`, reporting upload progress.
 *
 * @throws {ApiError} 400 `validation_failed`, 413 `payload_too_large`, 415 `unsupported_file_type` (each with
 *   `fields`), 404 `department_not_found`, 401/403, status 0 on a network failure, or `aborted` when `signal`
 *   aborts.
 */
export function addResource(
  slug: string,
  input: AddResourceInput,
  { onProgress, signal }: AddResourceOptions = {},
): Promise<AddResourceResponse> {
  const body = new FormData();
  body.set('title', input.title);
  if (input.url) body.set('url', input.url);
  if (input.file) body.set('file', input.file, input.file.name);

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/departments/${encodeURIComponent(slug.toLowerCase())}/resources`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as AddResourceResponse);
        } catch {
          reject(new ApiError(xhr.status, 'invalid_response', 'The server answered without a resource.'));
        }
      } else {
        reject(toApiError(xhr));
      }
    };
    xhr.onerror = () =>
      reject(new ApiError(0, 'network_error', 'Network error. Please check your connection and try again.'));
    xhr.onabort = () => reject(new ApiError(0, 'aborted', 'The upload was cancelled.'));
    if (signal) {
      if (signal.aborted) {
        reject(new ApiError(0, 'aborted', 'The upload was cancelled.'));
        return;
      }
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(body);
  });
}

/** Variables of {@link useAddResource}. */
export interface AddResourceVariables extends AddResourceOptions {
  input: AddResourceInput;
}

/** The add mutation of the department `slug`; on success the department's resource lists reload (§4). */
export function useAddResource(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, ...options }: AddResourceVariables) => addResource(slug, input, options),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourcesQueryKey(slug) }),
  });
}
