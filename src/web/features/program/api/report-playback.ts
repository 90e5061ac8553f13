/** Playback reports of the training video (issue "Members program" item 5: the learning area's player, resume). */
import type { PlaybackReport } from '@shared/schemas/learning';
import { programPlaybackAnswerSchema, type ProgramPlaybackAnswer } from '@shared/schemas/program';
import { requestJson } from '@web/lib/api-client';

/**
 * `PUT /api/program/modules/:moduleId/playback`: where the player is and how long it played since the last report
 * (seconds); the server answers the position it saved. With `keepalive`, the report outlives the page.
 *
 * @throws {ApiError} 404 (no such module, or no video), 401/403, or status 0.
 */
export async function reportProgramPlayback(
  moduleId: string,
  report: PlaybackReport,
  options: { keepalive?: boolean } = {},
): Promise<ProgramPlaybackAnswer> {
  return requestJson('PUT', `/api/program/modules/${encodeURIComponent(moduleId)}/playback`, report, {
    schema: programPlaybackAnswerSchema,
    keepalive: options.keepalive,
  });
}
