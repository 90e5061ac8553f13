/**
 * A published press kit, `/epk/{slug}` (item 1). The server writes the kit into the page it answers for that path
 * (`<script type="application/json" id="epk-data">`, the answer of `GET /api/epk/{slug}`): the page renders it at
 * once, without a request of its own; after a navigation inside the app it asks the API.
 *
 * The public page is kept light: it does not load the validation library for the answer (about 16 KB of its
 * scripts), since both the block and the API's answer are our server's own, built with the shared `Epk` type;
 * only their outline is checked.
 */
import { useQuery } from '@tanstack/react-query';
import type { Epk, EpkAnswer } from '@shared/schemas/press-kits';
import { requestMessages } from '@shared/messages/api';
import { ApiError, CLIENT_ERROR_CODES, requestJson } from '@web/lib/api-client';

/** Whether `value` has the outline of a `{ pressKit }` answer (the server builds it with the shared type). */
function isEpkAnswer(value: unknown): value is EpkAnswer {
  const kit = (value as { pressKit?: Partial<Epk> } | null)?.pressKit;
  return (
    typeof kit === 'object' &&
    kit !== null &&
    typeof kit.slug === 'string' &&
    typeof kit.stageName === 'string' &&
    Array.isArray(kit.genres) &&
    Array.isArray(kit.links) &&
    Array.isArray(kit.achievements) &&
    Array.isArray(kit.featuredTracks)
  );
}

/** Query key of the kit at `slug`. */
export function epkQueryKey(slug: string) {
  return ['epk', slug] as const;
}

/**
 * The kit the server wrote into this document for `slug`, or undefined (another slug, no block, a bad one).
 * Read once per page load: the block belongs to the address the document was served for.
 */
export function embeddedEpk(slug: string): Epk | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById('epk-data')?.textContent;
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return isEpkAnswer(parsed) && parsed.pressKit.slug === slug ? parsed.pressKit : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `GET /api/epk/{slug}`.
 *
 * @throws {ApiError} 404 `press_kit_not_found` (unknown, or private to someone else), `invalid_response` for an
 *   answer without a kit's outline, or status 0.
 */
export async function getEpk(slug: string): Promise<Epk> {
  const answer = await requestJson<unknown>('GET', `/api/epk/${encodeURIComponent(slug)}`);
  if (!isEpkAnswer(answer))
    throw new ApiError(200, CLIENT_ERROR_CODES.invalidResponse, requestMessages.invalidResponse);
  return answer.pressKit;
}

/** The kit at `slug`: the embedded one when the document carries it, else from the API. Never retried on 404. */
export function useEpk(slug: string) {
  return useQuery({
    queryKey: epkQueryKey(slug),
    queryFn: () => getEpk(slug),
    initialData: () => embeddedEpk(slug),
    staleTime: 60_000,
    retry: (count, error) => count < 2 && !('status' in error && error.status === 404),
  });
}
