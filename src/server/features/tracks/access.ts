/**
 * Who may see a track (issue "Press kits and feedback on tracks" item 5; docs/decisions/0022), decided on the
 * server for every route: its learner; mentors and admins; other approved artists when the learner allows peer
 * feedback; agents when the track is featured in a published press kit. Whoever sees a track may comment on it;
 * only its learner changes it, uploads versions and resolves comments; the learner or an admin deletes it. Anyone
 * else gets 404 `track_not_found`, so a private track's existence is never revealed.
 *
 * Throws `AppError` with codes `track_not_found`, `forbidden`.
 */
import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { API_ERROR_CODES } from '@shared/api-error';
import type { SessionAccess } from '@shared/auth/session';
import { trackRequestMessages as m } from '@shared/messages/tracks';
import type { TrackPermissions, TrackViewerRole } from '@shared/schemas/tracks';
import type { Tx } from '../../db/client';
import { pressKits, pressKitTracks, profiles, tracks, users } from '../../db/schema/index';
import { AppError } from '../../errors';
import { kitIsPublic } from '../press-kits/service';

/** The signed-in caller of a track route (`c.get('user')`). */
export interface Viewer {
  id: string;
  access: SessionAccess;
}

/**
 * Whether the track is featured in its learner's press kit while anyone may read that kit (published, its learner
 * still admitted: press-kits/service.ts `kitIsPublic`).
 */
export const featuredInPublishedKit = sql<boolean>`exists (select 1 from ${pressKitTracks}
  inner join ${pressKits} on ${pressKits.userId} = ${pressKitTracks.userId}
  where ${pressKitTracks.trackId} = ${tracks.id} and ${kitIsPublic})`;

/**
 * The name a person chose, as feedback shows it: stage name, else the profile's name, else the account's
 * (`users.name`); null when none is set (the query joins users and profiles).
 */
export const chosenName = sql<string | null>`coalesce(nullif(trim(${profiles.stageName}), ''),
  nullif(trim(${profiles.name}), ''), nullif(trim(${users.name}), ''))`;

/** How the track's learner is named to everyone who sees it: {@link chosenName}, else 'A member'. */
export const ownerDisplayName = sql<string>`coalesce(${chosenName}, 'A member')`;

/** The facts about a track the access rules read. */
export interface TrackFacts {
  userId: string;
  allowPeerFeedback: boolean;
  /** {@link featuredInPublishedKit}. */
  featured: boolean;
}

/** Why `viewer` may see a track with `facts`, or null when they may not. */
export function viewerRoleOf(viewer: Viewer, facts: TrackFacts): TrackViewerRole | null {
  if (facts.userId === viewer.id) return 'learner';
  if (viewer.access.admin) return 'admin';
  if (viewer.access.mentor) return 'mentor';
  if (viewer.access.artist && facts.allowPeerFeedback) return 'peer';
  if (viewer.access.agent && facts.featured) return 'agent';
  return null;
}

/** What a viewer of `role` may do with the track. */
export function permissionsOf(role: TrackViewerRole): TrackPermissions {
  return {
    viewerRole: role,
    canEdit: role === 'learner',
    canDelete: role === 'learner' || role === 'admin',
    canComment: true,
    canDownload: role === 'learner' || role === 'admin' || role === 'mentor',
  };
}

/**
 * The SQL condition of the tracks `viewer` may give feedback on other than their own (the feedback list), or null
 * when there are none.
 */
export function reviewableCondition(viewer: Viewer): SQL | null {
  const notOwn = ne(tracks.userId, viewer.id);
  if (viewer.access.admin || viewer.access.mentor) return notOwn;
  const reasons: SQL[] = [];
  if (viewer.access.artist) reasons.push(eq(tracks.allowPeerFeedback, true));
  if (viewer.access.agent) reasons.push(featuredInPublishedKit);
  if (reasons.length === 0) return null;
  return and(notOwn, or(...reasons))!;
}

/** A track row as the routes read it, with its learner's display name and email. */
export interface TrackRow {
  id: string;
  userId: string;
  title: string;
  notes: string;
  allowPeerFeedback: boolean;
  featured: boolean;
  ownerName: string;
  ownerEmail: string;
  ownerDisabledAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The columns of a {@link TrackRow} (the query joins users and profiles). */
export const trackColumns = {
  id: tracks.id,
  userId: tracks.userId,
  title: tracks.title,
  notes: tracks.notes,
  allowPeerFeedback: tracks.allowPeerFeedback,
  featured: featuredInPublishedKit,
  ownerName: ownerDisplayName,
  ownerEmail: users.email,
  ownerDisabledAt: users.disabledAt,
  createdAt: tracks.createdAt,
  updatedAt: tracks.updatedAt,
};

/** The track `trackId` with its learner, or null when there is none. */
async function findTrack(tx: Tx, trackId: string): Promise<TrackRow | null> {
  const [row] = await tx
    .select(trackColumns)
    .from(tracks)
    .innerJoin(users, eq(users.id, tracks.userId))
    .leftJoin(profiles, eq(profiles.userId, tracks.userId))
    .where(eq(tracks.id, trackId));
  return row ?? null;
}

/** What {@link visibleTrack} answers: the track and why the caller sees it. */
export interface VisibleTrack {
  track: TrackRow;
  role: TrackViewerRole;
}

/**
 * The track `trackId` if `viewer` may see it.
 *
 * @throws {AppError} 404 `track_not_found` when there is no such track or the viewer may not see it.
 */
export async function visibleTrack(tx: Tx, viewer: Viewer, trackId: string): Promise<VisibleTrack> {
  const track = await findTrack(tx, trackId);
  const role = track ? viewerRoleOf(viewer, track) : null;
  if (!track || !role) throw new AppError(API_ERROR_CODES.trackNotFound, m.trackNotFound);
  return { track, role };
}

/**
 * The track `trackId` if `viewer` is its learner (who alone changes it, uploads versions and resolves comments).
 *
 * @throws {AppError} 404 `track_not_found` as {@link visibleTrack}; 403 `forbidden` for anyone else who sees it.
 */
export async function ownTrack(tx: Tx, viewer: Viewer, trackId: string): Promise<TrackRow> {
  const { track, role } = await visibleTrack(tx, viewer, trackId);
  if (role !== 'learner') throw new AppError(API_ERROR_CODES.forbidden, m.onlyLearnerEdits);
  return track;
}
