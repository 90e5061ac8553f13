/** Playback reports of the lesson player (issue "Learning area" item 6: resume, seconds actually watched). */
import { playbackAnswerSchema, type PlaybackAnswer, type PlaybackReport } from '@shared/schemas/learning';
import { requestJson } from '@web/lib/api-client';

/**
 * `PUT /api/learning/modules/:moduleId/playback`: where the player is and how long it played since the last
 * report; the server answers what it credited. With `keepalive`, the report outlives the page (sent as the
 * learner leaves).
 *
 * @throws {ApiError} 403/404, or status 0.
 */
export async function reportPlayback(
  moduleId: string,
  report: PlaybackReport,
  options: { keepalive?: boolean } = {},
): Promise<PlaybackAnswer> {
  return requestJson('PUT', `/api/learning/modules/${encodeURIComponent(moduleId)}/playback`, report, {
    schema: playbackAnswerSchema,
    keepalive: options.keepalive,
  });
}
