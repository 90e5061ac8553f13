/**
 * Adding a resource (site-and-portals.md §2.13, §4 "Adding a resource", §5 "Resources", §7 "Storage upload",
 * "Insert department_resources"): `POST /api/departments/:slug/resources` as multipart/form-data with `title`,
 * optional `url` and optional `file`, sent through the API client's {@link sendForm} so the upload reports its
 * progress and fails exactly as every other call does.
 */
import { useQueryClient } from '@tanstack/react-query';
import { addedResourceSchema, type AddedResource } from '@shared/schemas/departments';
import { sendForm, type FormRequestOptions } from '@web/lib/api-client';
import { useUploadMutation } from '@web/lib/use-upload-mutation';
import { resourcesQueryKey } from './list-resources';

/** What the add form sends: the fields as the shared schema cleaned them, and the chosen file. */
export interface AddResourceInput {
  /** Empty: the server gives the resource its default title (the file's name, else 'New Resource'). */
  title: string | null;
  /** Null: no link. */
  url: string | null;
  file: File | null;
}

/**
 * Adds a resource to the department `slug`.
 *
 * @throws {ApiError} 400 `validation_failed`, 413 `payload_too_large`, 415 `unsupported_file_type` (each with
 *   `fields`), 404 `department_not_found`, 401/403, status 0 on a network failure, or `aborted` when
 *   `options.signal` aborts.
 */
function addResource(
  slug: string,
  input: AddResourceInput,
  options: Omit<FormRequestOptions<AddedResource>, 'schema'> = {},
): Promise<AddedResource> {
  const body = new FormData();
  body.set('title', input.title ?? '');
  if (input.url) body.set('url', input.url);
  if (input.file) body.set('file', input.file, input.file.name);
  return sendForm('post', '/departments/{slug}/resources', { path: { slug: slug.toLowerCase() } }, body, {
    ...options,
    schema: addedResourceSchema,
  });
}

/**
 * The add mutation of the department `slug`, with the upload's progress in percent (null while no file is going
 * out) and `cancel()`, which aborts the upload in flight. On success the department's resource lists reload (§4).
 */
export function useAddResource(slug: string) {
  const queryClient = useQueryClient();
  return useUploadMutation({
    send: (input: AddResourceInput, options) => addResource(slug, input, options),
    hasFile: (input) => input.file !== null,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourcesQueryKey(slug) }),
  });
}
