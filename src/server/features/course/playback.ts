/**
 * Video playback (issue "One course" item 4; docs/decisions/0009): the player of either view reports where it is
 * and how much it played; the server saves the position (the player resumes there) and credits the seconds played,
 * never faster than wall time times the playback rate (capped at 2x), and never past the video's end, so
 * "watched" means watched.
 *
 * Throws `AppError` with codes of {@link moduleAccess}, and `no_video`.
 */
import { API_ERROR_CODES } from '@shared/api-error';
import { and, eq } from 'drizzle-orm';
import { earnedPlayback } from '@shared/course/progress-steps';
import { markWatched, rangesOf, watchedSeconds } from '@shared/course/watched-ranges';
import { learningRequestMessages as m } from '@shared/messages/learning';
import type { PlaybackAnswer, PlaybackReport } from '@shared/schemas/learning';
import type { Db } from '../../db/client';
import { moduleProgress } from '../../db/schema/index';
import { AppError } from '../../errors';
import { moduleAccess, moduleParts, updateProgress } from './access';
import { moduleState } from './progress';

/**
 * Saves a playback report: the position (clamped to the video's length) and the credit ({@link earnedPlayback}),
 * as the seconds it marks watched, `[position − earned, position)` ({@link markWatched}); the credited total is the
 * distinct seconds watched, so replaying a part adds nothing (issue 37 item 4; decision 0026). The first report of a visit starts the clock and earns nothing: the learner's first
 * report of the module (which also sets video_started_at), and any report more than `VIDEO_VISIT_GAP_MS` (12 s)
 * after the previous one, whichever session sends it (issue 33 item 7; docs/decisions/0009). Every report, credited
 * or not, is the previous one of the next.
 *
 * @param now - the server's clock (a parameter for tests).
 * @throws {AppError} as {@link moduleAccess}; `no_video`.
 */
export async function reportPlayback(
  db: Db,
  userId: string,
  moduleId: string,
  report: PlaybackReport,
  now: Date = new Date(),
): Promise<PlaybackAnswer> {
  return db.transaction(async (tx) => {
    const { module, progress } = await moduleAccess(tx, userId, moduleId, { lock: true, now });
    const videoSeconds = moduleParts(module).videoSeconds;
    if (videoSeconds === null) throw new AppError(API_ERROR_CODES.noVideo, m.noVideo);
    const earned = earnedPlayback({
      playedSeconds: report.playedSeconds,
      playbackRate: report.playbackRate,
      elapsedMs: progress.videoReportedAt ? now.getTime() - progress.videoReportedAt.getTime() : null,
    });
    const positionSeconds = Math.min(videoSeconds, report.positionSeconds);
    const [stored] = await tx
      .select({ watched: moduleProgress.videoWatched })
      .from(moduleProgress)
      .where(and(eq(moduleProgress.userId, userId), eq(moduleProgress.moduleId, moduleId)));
    const before = rangesOf(stored?.watched ?? null, progress.videoCreditedSeconds);
    const watched = markWatched(before, earned, positionSeconds, videoSeconds);
    const creditedSeconds = Math.min(videoSeconds, watchedSeconds(watched));
    const row = await updateProgress(tx, userId, moduleId, {
      startedAt: progress.startedAt ?? now,
      videoStartedAt: progress.videoStartedAt ?? now,
      videoPositionSeconds: positionSeconds,
      videoCreditedSeconds: creditedSeconds,
      videoWatched: watched,
      videoReportedAt: now,
    });
    return { positionSeconds, creditedSeconds, ...moduleState(module, row) };
  });
}
