/**
 * A published press kit, `/epk/{slug}` (item 1). The server writes the kit into the page it answers for that path
 * (`<script type="application/json" id="epk-data">`, the answer of `GET /api/epk/{slug}`): the page renders it at
 * once, without a request of its own; after a navigation inside the app it asks the API.
 */
import { useQuery } from '@tanstack/react-query';
import { safeParse } from 'zod/mini';
import { epkAnswerSchema, type Epk } from '@shared/schemas/press-kits';
import { requestJson } from '@web/lib/api-client';

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
    const parsed = safeParse(epkAnswerSchema, JSON.parse(text));
    return parsed.success && parsed.data.pressKit.slug === slug ? parsed.data.pressKit : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `GET /api/epk/{slug}`.
 *
 * @throws {ApiError} 404 `press_kit_not_found` (unknown, or private to someone else), or status 0.
 */
export async function getEpk(slug: string): Promise<Epk> {
  const answer = await requestJson('GET', `/api/epk/${encodeURIComponent(slug)}`, undefined, {
    schema: epkAnswerSchema,
  });
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
