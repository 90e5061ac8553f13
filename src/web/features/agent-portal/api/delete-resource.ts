/**
 * Deleting a resource (site-and-portals.md §2.13, §5 "Resources", §7 "Delete department_resources", §8
 * "Resources"): `DELETE /api/resources/:id`.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answerOf, api, ApiError } from '@web/lib/api-client';
import { resourcesQueryKey } from './list-resources';

/**
 * Deletes resource `id` (and its stored file). A resource that is already gone counts as deleted.
 *
 * @throws {ApiError} 401/403, a server failure, or status 0 on a network failure.
 */
async function deleteResource(id: string): Promise<void> {
  try {
    await answerOf(api.DELETE('/resources/{id}', { params: { path: { id } } }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return;
    throw error;
  }
}

/** The delete mutation; afterwards the resource lists of the department `slug` reload, whatever the outcome. */
export function useDeleteResource(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteResource,
    onSettled: () => queryClient.invalidateQueries({ queryKey: resourcesQueryKey(slug) }),
  });
}
