/**
 * Playback reports of the module video, in either view (training-program.md §9 "Video playback (a real player)";
 * issue "One course" item 4): where the player is, the seconds it really played since its last report and its
 * rate. The server credits at most the wall time times the rate (capped at 2x); 90 % credited counts as watched.
 */
import type { QueryClient } from '@tanstack/react-query';
import { playbackAnswerSchema, type PlaybackAnswer, type PlaybackReport } from '@shared/schemas/learning';
import { answerOf, api } from '@web/lib/api-client';
import { cacheModuleState, updateCachedModule } from './get-module';

/**
 * `PUT /api/learning/modules/:moduleId/playback`: the position saved, the seconds credited so far, the facts. With
 * `keepalive`, the report outlives the page (sent as the learner leaves).
 *
 * @throws {ApiError} 404 (no such module, or no video), 403, or status 0.
 */
export async function reportPlayback(
  moduleId: string,
  report: PlaybackReport,
  options: { keepalive?: boolean } = {},
): Promise<PlaybackAnswer> {
  return answerOf(
    api.PUT('/learning/modules/{moduleId}/playback', {
      params: { path: { moduleId } },
      body: report,
      keepalive: options.keepalive,
    }),
    playbackAnswerSchema,
  );
}

/** Writes a report's answer into the module's cached view: the facts, `missing` and where to resume. */
export function cachePlayback(queryClient: QueryClient, moduleId: string, answer: PlaybackAnswer): void {
  cacheModuleState(queryClient, moduleId, answer);
  updateCachedModule(queryClient, moduleId, (view) =>
    view.video ? { ...view, video: { ...view.video, positionSeconds: answer.positionSeconds } } : view,
  );
}
