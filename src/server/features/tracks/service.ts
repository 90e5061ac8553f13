/**
 * Tracks, versions and feedback pinned to moments (issue "Press kits and feedback on tracks" items 2, 3, 5;
 * docs/decisions/0022). Who sees what is access.ts; what an uploaded file is, audio.ts. This module changes and
 * deletes tracks; the rest is in track-answers.ts (reading), uploads.ts (tracks and versions), comments.ts (reading
 * feedback), feedback-writes.ts (comments, replies, resolving), feedback-email.ts (the learner's email) and
 * review-queue.ts (the tracks a caller may give feedback on).
 *
 * - A track belongs to one learner and has versions numbered from 1 in upload order. A version's file is stored
 *   once under a key of its own (`tracks/{userId}/{trackId}/v{n}-{random}.{ext}`) and never replaced; the numbers
 *   are given with the track's row locked, so two uploads at once never share one.
 * - Each version's duration and waveform peaks are computed once, on upload.
 * - A comment sits at a position of a version (0 to its duration, ms); replies thread under it; the learner alone
 *   resolves it. Feedback from anyone but the learner emails the learner, at most once per track per hour: the
 *   claim is one conditional UPDATE of `tracks.feedback_notified_at`, so two comments at once send one email.
 * - Deleting a track deletes its versions, comments and replies (cascade) and then its stored files.
 *
 * Throws `AppError` with codes `track_not_found`, `forbidden`.
 */
import { eq } from 'drizzle-orm';
import { API_ERROR_CODES } from '@shared/api-error';
import { trackRequestMessages as m } from '@shared/messages/tracks';
import type { TrackAnswer, TrackUpdate } from '@shared/schemas/tracks';
import type { Db } from '../../db/client';
import { tracks, trackVersions } from '../../db/schema/index';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { deleteStoredFiles } from '../../storage/stored-files';
import { ownTrack, permissionsOf, visibleTrack, type Viewer } from './access';
import { getTrack } from './track-answers';

/**
 * `PATCH /api/tracks/:id`: title, notes, whether peers may listen and comment (the learner only).
 *
 * @throws {AppError} 404 `track_not_found`; 403 `forbidden`.
 */
export async function updateTrack(
  db: Db,
  viewer: Viewer,
  trackId: string,
  update: TrackUpdate,
): Promise<TrackAnswer> {
  await ownTrack(db, viewer, trackId);
  await db
    .update(tracks)
    .set({
      ...(update.title !== undefined ? { title: update.title } : {}),
      ...(update.notes !== undefined ? { notes: update.notes } : {}),
      ...(update.allowPeerFeedback !== undefined ? { allowPeerFeedback: update.allowPeerFeedback } : {}),
      updatedAt: new Date(),
    })
    .where(eq(tracks.id, trackId));
  return getTrack(db, viewer, trackId);
}

/**
 * `DELETE /api/tracks/:id`: the track, its versions, comments and replies, then its stored files (the learner, or an
 * admin).
 *
 * @throws {AppError} 404 `track_not_found`; 403 `forbidden` (a mentor, a peer, an agent).
 */
export async function deleteTrack(
  deps: Pick<AppDeps, 'database' | 'disk' | 'logger'>,
  viewer: Viewer,
  trackId: string,
): Promise<void> {
  const { db } = deps.database;
  const { role } = await visibleTrack(db, viewer, trackId);
  if (!permissionsOf(role).canDelete) throw new AppError(API_ERROR_CODES.forbidden, m.onlyLearnerEdits);
  const keys = await db.transaction(async (tx) => {
    // Locked first, so a version being added now is either in the list below or waits and finds no track.
    await tx.select({ id: tracks.id }).from(tracks).where(eq(tracks.id, trackId)).for('update');
    const files = await tx
      .select({ key: trackVersions.fileKey })
      .from(trackVersions)
      .where(eq(trackVersions.trackId, trackId));
    const deleted = await tx.delete(tracks).where(eq(tracks.id, trackId)).returning({ id: tracks.id });
    if (deleted.length === 0) throw new AppError(API_ERROR_CODES.trackNotFound, m.trackNotFound);
    return files.map((file) => file.key);
  });
  await deleteStoredFiles(deps, keys);
}

/** Every storage key a track version names (the files the start-up sweep keeps). */
export async function storedTrackKeys(db: Db): Promise<Set<string>> {
  const rows = await db.select({ key: trackVersions.fileKey }).from(trackVersions);
  return new Set(rows.map((row) => row.key));
}
