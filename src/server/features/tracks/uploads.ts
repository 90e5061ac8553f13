/**
 * Uploading tracks and versions (issue "Press kits and feedback on tracks" item 2; docs/decisions/0022). A version's
 * file is stored once under a key of its own (`tracks/{userId}/{trackId}/v{n}-{random}.{ext}`) and never replaced;
 * the numbers are given with the track's row locked, so two uploads at once never share one. Each version's duration
 * and waveform peaks are computed once, here (audio.ts).
 *
 * Throws `AppError` with codes `track_not_found`, `forbidden`, `validation_failed`, `unsupported_file_type`,
 * `user_not_found`.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { API_ERROR_CODES } from '@shared/api-error';
import { trackRequestMessages as m } from '@shared/messages/tracks';
import type { TrackAnswer, TrackFields, VersionFields } from '@shared/schemas/tracks';
import type { Tx } from '../../db/client';
import { tracks, trackVersions } from '../../db/schema/index';
import type { AppDeps } from '../../deps';
import { holdOwnAccount } from '../../auth/own-account';
import { AppError } from '../../errors';
import { keepUpload, type StoredFile } from '../../storage/stored-files';
import { ownTrack, type Viewer } from './access';
import { analyseAudio } from './audio';
import { getTrack } from './track-answers';

/** The storage folder of a track's files. */
export function trackFolder(userId: string, trackId: string): string {
  return `tracks/${userId}/${trackId}`;
}

/** A received upload's analysis: the temporary file is deleted when the file is refused. */
async function analyseUpload(deps: Pick<AppDeps, 'disk'>, file: StoredFile) {
  try {
    return await analyseAudio(() => deps.disk.getStream(file.temporaryPath), file.size);
  } catch (error) {
    await deps.disk.delete(file.temporaryPath).catch(() => {});
    throw error;
  }
}

/**
 * Stores a checked upload as version `n` of `track` in `tx` (the track's row locked by the caller): the file is
 * moved to its own new key, then the row naming it is written; the file is deleted again when the write fails.
 */
async function insertVersion(
  tx: Tx,
  deps: Pick<AppDeps, 'disk'>,
  track: { id: string; userId: string },
  versionNumber: number,
  file: StoredFile,
  facts: Awaited<ReturnType<typeof analyseAudio>>,
  notes: string,
): Promise<void> {
  const key = `${trackFolder(track.userId, track.id)}/v${versionNumber}-${randomUUID()}.${facts.ext}`;
  await keepUpload(deps.disk, file.temporaryPath, key, () =>
    tx.insert(trackVersions).values({
      trackId: track.id,
      versionNumber,
      fileKey: key,
      fileName: file.name,
      contentType: facts.contentType,
      sizeBytes: file.size,
      durationMs: facts.durationMs,
      peaks: facts.peaks,
      notes,
    }),
  );
}

/**
 * After a failed write: deletes the received file (nothing refers to it; gone already when it was moved and
 * `keepUpload` undid that), then rethrows `error`.
 *
 * @throws `error`, always.
 */
async function dropReceived(deps: Pick<AppDeps, 'disk'>, file: StoredFile, error: unknown): Promise<never> {
  await deps.disk.delete(file.temporaryPath).catch(() => {});
  throw error;
}

/**
 * `POST /api/tracks`: a new track of `userId` with `file` as version 1. The file was received by the HTTP layer
 * under a temporary key; it is checked here (format by content, duration, peaks) and kept, or deleted.
 *
 * @returns the track (201), its learner's permissions.
 * @throws {AppError} 415 `unsupported_file_type` or 400 `validation_failed` (`fields.file`) for a file that is not
 *   readable audio of an accepted format; 404 `user_not_found` when staff deleted the account while the upload was
 *   received ({@link holdOwnAccount}); nothing is stored then.
 */
export async function createTrack(
  deps: Pick<AppDeps, 'database' | 'disk'>,
  userId: string,
  fields: TrackFields,
  file: StoredFile,
): Promise<TrackAnswer> {
  const facts = await analyseUpload(deps, file);
  const { db } = deps.database;
  const trackId = await db
    .transaction(async (tx) => {
      // Staff may be deleting the account now: it is held first, so the track is deleted with it or never made.
      await holdOwnAccount(tx, userId);
      const [track] = await tx
        .insert(tracks)
        .values({ userId, title: fields.title, notes: fields.notes })
        .returning({ id: tracks.id, userId: tracks.userId });
      await insertVersion(tx, deps, track!, 1, file, facts, '');
      return track!.id;
    })
    .catch((error: unknown) => dropReceived(deps, file, error));
  return getTrack(db, { id: userId, access: ownerAccess }, trackId);
}

/** The learner sees their own track whatever their flags: `viewerRoleOf` checks ownership first. */
const ownerAccess = { artist: false, agent: false, admin: false, mentor: false };

/**
 * `POST /api/tracks/:id/versions`: the next version of the caller's track, numbered with the track's row locked so
 * two uploads at once get two numbers.
 *
 * @throws {AppError} 404 `track_not_found`; 403 `forbidden` (not the learner); as {@link createTrack} for the file.
 *   The temporary file is deleted on every refusal.
 */
export async function addVersion(
  deps: Pick<AppDeps, 'database' | 'disk'>,
  viewer: Viewer,
  trackId: string,
  fields: VersionFields,
  file: StoredFile,
): Promise<TrackAnswer> {
  const { db } = deps.database;
  try {
    await ownTrack(db, viewer, trackId);
  } catch (error) {
    await deps.disk.delete(file.temporaryPath).catch(() => {});
    throw error;
  }
  const facts = await analyseUpload(deps, file);
  await db
    .transaction(async (tx) => {
      const [locked] = await tx
        .select({ id: tracks.id, userId: tracks.userId })
        .from(tracks)
        .where(and(eq(tracks.id, trackId), eq(tracks.userId, viewer.id)))
        .for('update');
      if (!locked) {
        await deps.disk.delete(file.temporaryPath).catch(() => {});
        throw new AppError(API_ERROR_CODES.trackNotFound, m.trackNotFound);
      }
      const [last] = await tx
        .select({ n: sql<number>`coalesce(max(${trackVersions.versionNumber}), 0)::int` })
        .from(trackVersions)
        .where(eq(trackVersions.trackId, trackId));
      await insertVersion(tx, deps, locked, Number(last?.n ?? 0) + 1, file, facts, fields.notes);
      await tx.update(tracks).set({ updatedAt: new Date() }).where(eq(tracks.id, trackId));
    })
    .catch((error: unknown) => dropReceived(deps, file, error));
  return getTrack(db, viewer, trackId);
}
