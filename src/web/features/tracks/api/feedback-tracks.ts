/**
 * The tracks the caller may give feedback on (docs/decisions/0022): `GET /api/feedback/tracks?cursor=&limit=`, by
 * latest upload, newest first, page by page.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { feedbackPageSchema, type FeedbackPage } from '@shared/schemas/tracks';
import { answerOf, api } from '@web/lib/api-client';
import { trackQueryKeys } from './track-query-keys';

/**
 * One page of the feedback list after `cursor`.
 *
 * @throws {ApiError} 400 for a bad cursor, 401/403, or status 0.
 */
async function listFeedbackTracks(cursor: string | null): Promise<FeedbackPage> {
  return answerOf(
    api.GET('/feedback/tracks', { params: { query: { cursor: cursor || undefined } } }),
    feedbackPageSchema,
  );
}

/** The feedback list, page by page ('Load more' fetches the next one). */
export function useFeedbackTracks() {
  return useInfiniteQuery({
    queryKey: trackQueryKeys.feedback,
    queryFn: ({ pageParam }) => listFeedbackTracks(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
