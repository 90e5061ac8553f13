/**
 * Reading tracks (issue "Press kits and feedback on tracks" item 2; docs/decisions/0022): the caller's list, one
 * track with its versions (newest first, each with its comment counts and waveform peaks) and what the caller may do,
 * and one version of a track the caller sees. Who sees what is access.ts.
 *
 * Throws `AppError` with codes `track_not_found`, `track_version_not_found`.
 */
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { API_ERROR_CODES } from '@shared/api-error';
import { trackRequestMessages as m } from '@shared/messages/tracks';
import type { Track, TrackAnswer, TrackList, TrackVersion } from '@shared/schemas/tracks';
import type { Db, Tx } from '../../db/client';
import { profiles, trackComments, tracks, trackVersions, users } from '../../db/schema/index';
import { AppError } from '../../errors';
import {
  permissionsOf,
  trackColumns,
  visibleTrack,
  type TrackRow,
  type Viewer,
  type viewerRoleOf,
} from './access';

/** A time as the answers give it: ISO 8601 in UTC. */
export const iso = (date: Date) => date.toISOString();

/** The relative address of a version's audio (`what` = 'audio') or original file to download (`what` = 'file'). */
function versionPath(trackId: string, versionNumber: number, what: 'audio' | 'file'): string {
  return `/api/tracks/${trackId}/versions/${versionNumber}/${what}`;
}

/** The versions of `trackIds`, newest first per track, each with its comment counts. */
async function versionsOf(tx: Tx, trackIds: string[]): Promise<Map<string, TrackVersion[]>> {
  const byTrack = new Map<string, TrackVersion[]>();
  if (trackIds.length === 0) return byTrack;
  const rows = await tx
    .select({
      trackId: trackVersions.trackId,
      number: trackVersions.versionNumber,
      fileName: trackVersions.fileName,
      contentType: trackVersions.contentType,
      sizeBytes: trackVersions.sizeBytes,
      durationMs: trackVersions.durationMs,
      peaks: trackVersions.peaks,
      notes: trackVersions.notes,
      createdAt: trackVersions.createdAt,
      commentCount: count(trackComments.id),
      resolvedCount: sql<number>`count(${trackComments.resolvedAt})::int`,
    })
    .from(trackVersions)
    .leftJoin(trackComments, eq(trackComments.versionId, trackVersions.id))
    .where(inArray(trackVersions.trackId, trackIds))
    .groupBy(trackVersions.id)
    .orderBy(asc(trackVersions.trackId), desc(trackVersions.versionNumber));
  for (const row of rows) {
    const list = byTrack.get(row.trackId) ?? [];
    list.push({
      number: row.number,
      fileName: row.fileName,
      contentType: row.contentType,
      sizeBytes: row.sizeBytes,
      durationMs: row.durationMs,
      peaks: row.peaks,
      notes: row.notes,
      commentCount: Number(row.commentCount),
      resolvedCount: Number(row.resolvedCount),
      audioUrl: versionPath(row.trackId, row.number, 'audio'),
      fileUrl: versionPath(row.trackId, row.number, 'file'),
      createdAt: iso(row.createdAt),
    });
    byTrack.set(row.trackId, list);
  }
  return byTrack;
}

function trackOf(row: TrackRow, versions: TrackVersion[]): Track {
  return {
    id: row.id,
    title: row.title,
    notes: row.notes,
    allowPeerFeedback: row.allowPeerFeedback,
    owner: { userId: row.userId, displayName: row.ownerName },
    versions,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/**
 * `GET /api/tracks`: the caller's own tracks, newest first, each with its versions (newest first, with peaks).
 * Empty for an account that has none (agents, mentors).
 */
export async function listOwnTracks(db: Db, userId: string): Promise<TrackList> {
  const rows = await db
    .select(trackColumns)
    .from(tracks)
    .innerJoin(users, eq(users.id, tracks.userId))
    .leftJoin(profiles, eq(profiles.userId, tracks.userId))
    .where(eq(tracks.userId, userId))
    .orderBy(desc(tracks.createdAt), desc(tracks.id));
  const versions = await versionsOf(
    db,
    rows.map((row) => row.id),
  );
  return { tracks: rows.map((row) => trackOf(row, versions.get(row.id) ?? [])) };
}

/**
 * `GET /api/tracks/:id`: the track with its versions and what the caller may do.
 *
 * @throws {AppError} 404 `track_not_found` (none, or not visible to the caller).
 */
export async function getTrack(db: Db, viewer: Viewer, trackId: string): Promise<TrackAnswer> {
  const { track, role } = await visibleTrack(db, viewer, trackId);
  const versions = await versionsOf(db, [track.id]);
  return { track: trackOf(track, versions.get(track.id) ?? []), permissions: permissionsOf(role) };
}

/** A version of a track the caller sees. */
export interface VisibleVersion {
  track: TrackRow;
  role: ReturnType<typeof viewerRoleOf> & string;
  version: {
    id: string;
    number: number;
    durationMs: number;
    fileKey: string;
    contentType: string;
    fileName: string;
  };
}

/**
 * Version `n` of a track the caller sees.
 *
 * @throws {AppError} 404 `track_not_found`; 404 `track_version_not_found`.
 */
export async function visibleVersion(
  tx: Tx,
  viewer: Viewer,
  trackId: string,
  n: number,
): Promise<VisibleVersion> {
  const { track, role } = await visibleTrack(tx, viewer, trackId);
  const [version] = await tx
    .select({
      id: trackVersions.id,
      number: trackVersions.versionNumber,
      durationMs: trackVersions.durationMs,
      fileKey: trackVersions.fileKey,
      contentType: trackVersions.contentType,
      fileName: trackVersions.fileName,
    })
    .from(trackVersions)
    .where(and(eq(trackVersions.trackId, trackId), eq(trackVersions.versionNumber, n)));
  if (!version) throw new AppError(API_ERROR_CODES.trackVersionNotFound, m.versionNotFound);
  return { track, role, version };
}
