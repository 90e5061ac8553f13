/**
 * Downloading a resource's file (site-and-portals.md §2.13, §7 "Storage create signed URL", §9 "Signed file link
 * lifetime 60 seconds"): `POST /api/resources/:id/download-url` answers a signed link, opened in a new tab.
 */
import { useMutation } from '@tanstack/react-query';
import { downloadUrlSchema, type DownloadUrl } from '@shared/schemas/departments';
import { answerOf, api } from '@web/lib/api-client';

/**
 * Asks for a signed link to the file of resource `id`.
 *
 * @throws {ApiError} 404 when the resource or its file is gone, 401/403, or status 0 on a network failure.
 */
function getDownloadUrl(id: string): Promise<DownloadUrl> {
  return answerOf(api.POST('/resources/{id}/download-url', { params: { path: { id } } }), downloadUrlSchema);
}

/** Opens `url` in a new tab, without giving the new page a handle on this one. */
function openInNewTab(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.target = '_blank';
  link.rel = 'noopener noreferrer';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Gets a signed link for a resource and opens it in a new tab. */
export function useDownloadResource() {
  return useMutation({
    mutationFn: getDownloadUrl,
    onSuccess: ({ url }) => openInNewTab(url),
  });
}
