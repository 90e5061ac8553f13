/**
 * Tracks, versions and feedback pinned to moments (issue "Press kits and feedback on tracks" items 2, 3, 5;
 * docs/decisions/0022). Who sees what is access.ts; what an uploaded file is, audio.ts.
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
 * Throws `AppError` with codes `track_not_found`, `track_version_not_found`, `track_comment_not_found`,
 * `forbidden`, `validation_failed`, `unsupported_file_type`, `user_not_found`.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { API_ERROR_CODES } from '@shared/api-error';
import { FEEDBACK_EMAIL_INTERVAL_MS, TRACK_COMMENTS_MAX, TRACK_REPLIES_MAX } from '@shared/limits/tracks';
import { trackRequestMessages as m } from '@shared/messages/tracks';
import { encodeResourceCursor } from '@shared/schemas/departments';
import type {
  CommentBody,
  FeedbackAuthor,
  FeedbackPage,
  FeedbackQuery,
  Track,
  TrackAnswer,
  TrackComment,
  TrackCommentReply,
  TrackFields,
  TrackList,
  TrackUpdate,
  TrackVersion,
  VersionComments,
  VersionFields,
} from '@shared/schemas/tracks';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import {
  profiles,
  trackCommentReplies,
  trackComments,
  tracks,
  trackVersions,
  userRoles,
  users,
} from '../../db/schema/index';
import type { AppDeps } from '../../deps';
import { holdOwnAccount } from '../../auth/own-account';
import { AppError } from '../../errors';
import { enqueueEmail } from '../../mail/email-queue';
import { feedbackEmail } from '../../mail/templates/feedback-email';
import type { StoredFile } from '../../storage/stored-files';
import { deleteStoredFiles, keepUpload } from '../../storage/stored-files';
import { greetingNameOf } from '../../mail/progress';
import {
  featuredInPublishedKit,
  ownerDisplayName,
  ownTrack,
  permissionsOf,
  reviewableCondition,
  trackColumns,
  viewerRoleOf,
  visibleTrack,
  type TrackRow,
  type Viewer,
} from './access';
import { analyseAudio } from './audio';

const iso = (date: Date) => date.toISOString();

/** The relative address of a version's audio. */
export function audioPath(trackId: string, versionNumber: number): string {
  return `/api/tracks/${trackId}/versions/${versionNumber}/audio`;
}

/** The storage folder of a track's files. */
export function trackFolder(userId: string, trackId: string): string {
  return `tracks/${userId}/${trackId}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Reading tracks

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
      audioUrl: audioPath(row.trackId, row.number),
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

// ---------------------------------------------------------------------------------------------------------------
// Uploading

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

// ---------------------------------------------------------------------------------------------------------------
// Changing and deleting

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

// ---------------------------------------------------------------------------------------------------------------
// Versions and their audio

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

// ---------------------------------------------------------------------------------------------------------------
// Feedback

/** The authors `ids` as a track's page shows them: display name and their relation to the track of `ownerId`. */
async function authorsOf(tx: Tx, ids: string[], ownerId: string): Promise<Map<string, FeedbackAuthor>> {
  const authors = new Map<string, FeedbackAuthor>();
  const unique = [...new Set(ids)];
  if (unique.length === 0) return authors;
  const rows = await tx
    .select({
      userId: users.id,
      displayName: ownerDisplayName,
      admin: sql<boolean>`exists (select 1 from ${userRoles} r where r.user_id = ${users.id} and r.role = 'admin')`,
      mentor: sql<boolean>`exists (select 1 from ${userRoles} r where r.user_id = ${users.id} and r.role = 'mentor')`,
      agent: sql<boolean>`exists (select 1 from approved_agents a where a.email = ${users.email} and a.is_enabled)`,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(inArray(users.id, unique));
  for (const row of rows)
    authors.set(row.userId, {
      userId: row.userId,
      displayName: row.displayName,
      role:
        row.userId === ownerId
          ? 'learner'
          : row.admin
            ? 'admin'
            : row.mentor
              ? 'mentor'
              : row.agent
                ? 'agent'
                : 'peer',
    });
  return authors;
}

const unknownAuthor = (userId: string): FeedbackAuthor => ({ userId, displayName: 'A member', role: 'peer' });

/** The comments of `versionIds` with their replies, by position then time. */
async function commentsOf(
  tx: Tx,
  versions: { id: string; number: number }[],
  ownerId: string,
): Promise<TrackComment[]> {
  if (versions.length === 0) return [];
  const numberOf = new Map(versions.map((v) => [v.id, v.number]));
  const comments = await tx
    .select()
    .from(trackComments)
    .where(
      inArray(
        trackComments.versionId,
        versions.map((v) => v.id),
      ),
    )
    .orderBy(asc(trackComments.positionMs), asc(trackComments.createdAt), asc(trackComments.id));
  const replies =
    comments.length === 0
      ? []
      : await tx
          .select()
          .from(trackCommentReplies)
          .where(
            inArray(
              trackCommentReplies.commentId,
              comments.map((c) => c.id),
            ),
          )
          .orderBy(asc(trackCommentReplies.createdAt), asc(trackCommentReplies.id));
  const authors = await authorsOf(
    tx,
    [...comments.map((c) => c.authorId), ...replies.map((r) => r.authorId)],
    ownerId,
  );
  const author = (id: string) => authors.get(id) ?? unknownAuthor(id);
  const threads = new Map<string, TrackCommentReply[]>();
  for (const reply of replies) {
    const list = threads.get(reply.commentId) ?? [];
    list.push({
      id: reply.id,
      commentId: reply.commentId,
      author: author(reply.authorId),
      body: reply.body,
      createdAt: iso(reply.createdAt),
    });
    threads.set(reply.commentId, list);
  }
  return comments.map((comment) => ({
    id: comment.id,
    versionNumber: numberOf.get(comment.versionId)!,
    positionMs: comment.positionMs,
    author: author(comment.authorId),
    body: comment.body,
    resolvedAt: comment.resolvedAt ? iso(comment.resolvedAt) : null,
    createdAt: iso(comment.createdAt),
    replies: threads.get(comment.id) ?? [],
  }));
}

/**
 * `GET /api/tracks/:id/versions/:n/comments`: the comments of version `n` with their threads and, for n > 1, the
 * comments of version n-1 split into resolved and open.
 *
 * @throws {AppError} 404 `track_not_found`; 404 `track_version_not_found`.
 */
export async function versionComments(
  db: Db,
  viewer: Viewer,
  trackId: string,
  n: number,
): Promise<VersionComments> {
  const { track, version } = await visibleVersion(db, viewer, trackId, n);
  const comments = await commentsOf(db, [{ id: version.id, number: n }], track.userId);
  let previousVersion: VersionComments['previousVersion'] = null;
  if (n > 1) {
    const [previous] = await db
      .select({ id: trackVersions.id })
      .from(trackVersions)
      .where(and(eq(trackVersions.trackId, trackId), eq(trackVersions.versionNumber, n - 1)));
    if (previous) {
      const earlier = await commentsOf(db, [{ id: previous.id, number: n - 1 }], track.userId);
      previousVersion = {
        versionNumber: n - 1,
        resolved: earlier.filter((c) => c.resolvedAt !== null),
        open: earlier.filter((c) => c.resolvedAt === null),
      };
    }
  }
  return { versionNumber: n, comments, previousVersion };
}

/**
 * Emails the learner of `track` about feedback by `authorId`, unless they were emailed about this track within
 * {@link FEEDBACK_EMAIL_INTERVAL_MS}, in the caller's transaction. The claim is one conditional UPDATE: of two
 * transactions at once, the second waits for the first and then finds the time already set, so one email goes.
 * Nothing for feedback by the learner, or a disabled account.
 *
 * @returns whether an email was queued (call `emailWorker.kick()` after the commit).
 */
export async function notifyLearner(
  tx: Tx,
  deps: Pick<AppDeps, 'env'>,
  track: TrackRow,
  authorId: string,
): Promise<boolean> {
  if (authorId === track.userId || track.ownerDisabledAt) return false;
  const claimed = await tx
    .update(tracks)
    .set({ feedbackNotifiedAt: sql`now()` })
    .where(
      and(
        eq(tracks.id, track.id),
        sql`(${tracks.feedbackNotifiedAt} is null or ${tracks.feedbackNotifiedAt} <= now() - make_interval(secs => ${FEEDBACK_EMAIL_INTERVAL_MS / 1000}))`,
      ),
    )
    .returning({ id: tracks.id });
  if (claimed.length === 0) return false;
  const [recipient] = await tx
    .select({ name: users.name, profileName: profiles.name })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, track.userId));
  const authors = await authorsOf(tx, [authorId], track.userId);
  await enqueueEmail(
    tx,
    feedbackEmail({
      to: track.ownerEmail,
      greetingName: greetingNameOf(recipient?.profileName ?? null, recipient?.name ?? null),
      brandName: deps.env.site.brandName,
      programAddress: deps.env.site.addresses.program,
      trackTitle: track.title,
      authorName: authors.get(authorId)?.displayName ?? 'Someone',
      link: `${deps.env.PUBLIC_URL}/tracks/${track.id}`,
    }),
  );
  return true;
}

/**
 * `POST /api/tracks/:id/versions/:n/comments`: a comment at `positionMs` of version `n` by anyone who sees the
 * track; feedback from anyone but the learner emails the learner (throttled, {@link notifyLearner}).
 *
 * @throws {AppError} 404 `track_not_found`, `track_version_not_found`; 400 `validation_failed`
 *   (`fields.positionMs`) for a position past the version's end, and (`fields.body`) when the version holds
 *   {@link TRACK_COMMENTS_MAX} comments.
 */
export async function addComment(
  deps: Pick<AppDeps, 'database' | 'env' | 'emailWorker'>,
  viewer: Viewer,
  trackId: string,
  n: number,
  body: CommentBody,
): Promise<TrackComment> {
  const { db } = deps.database;
  const { track, version } = await visibleVersion(db, viewer, trackId, n);
  if (body.positionMs > version.durationMs)
    throw new AppError(API_ERROR_CODES.validationFailed, m.positionPastEnd, {
      positionMs: m.positionPastEnd,
    });
  const { id, notified } = await db.transaction(async (tx) => {
    await holdTrack(tx, track.id, () => new AppError(API_ERROR_CODES.trackNotFound, m.trackNotFound));
    // Counted with the version's row locked: comments arriving at once are counted one after the other.
    await underCap(
      tx,
      { table: trackVersions, id: trackVersions.id, value: version.id },
      { table: trackComments, parent: trackComments.versionId },
      TRACK_COMMENTS_MAX,
      () => new AppError(API_ERROR_CODES.trackVersionNotFound, m.versionNotFound),
      () => new AppError(API_ERROR_CODES.validationFailed, m.versionFull, { body: m.versionFull }),
    );
    const [comment] = await tx
      .insert(trackComments)
      .values({ versionId: version.id, authorId: viewer.id, positionMs: body.positionMs, body: body.body })
      .returning({ id: trackComments.id });
    return { id: comment!.id, notified: await notifyLearner(tx, deps, track, viewer.id) };
  });
  if (notified) deps.emailWorker.kick();
  return commentById(db, id, track.userId);
}

/**
 * Holds the track `trackId` for the rest of the transaction (`FOR KEY SHARE`), so feedback written in it is never
 * left behind by a deletion of the track at the same moment: a deletion that committed first makes this throw, one
 * that comes later waits and deletes the feedback with the track. Both take the track's row before its versions',
 * so they never wait on each other in a circle; two comments at once still both update the track's email time
 * (a key share does not block that update).
 *
 * @throws {AppError} `gone()` when the track no longer exists.
 */
async function holdTrack(tx: Tx, trackId: string, gone: () => AppError): Promise<void> {
  const [held] = await tx
    .select({ id: tracks.id })
    .from(tracks)
    .where(eq(tracks.id, trackId))
    .for('key share');
  if (!held) throw gone();
}

/**
 * Refuses one more child of a capped parent (a version's comments, a comment's replies) when the parent holds `max`:
 * the parent's row is locked (`FOR NO KEY UPDATE`, after the track's key share, so the lock order stays track, then
 * version or comment) and its children are counted under the lock, so of requests arriving at once each counts
 * what the previous ones wrote and the cap holds. The lock does not block the children's own foreign-key checks.
 *
 * @throws {AppError} `gone()` when the parent no longer exists; `full()` when it holds `max` children.
 */
async function underCap(
  tx: Tx,
  parent: { table: PgTable; id: PgColumn; value: string },
  children: { table: PgTable; parent: PgColumn },
  max: number,
  gone: () => AppError,
  full: () => AppError,
): Promise<void> {
  const [locked] = await tx
    .select({ id: parent.id })
    .from(parent.table)
    .where(eq(parent.id, parent.value))
    .for('no key update');
  if (!locked) throw gone();
  const [held] = await tx
    .select({ n: count() })
    .from(children.table)
    .where(eq(children.parent, parent.value));
  if (Number(held?.n ?? 0) >= max) throw full();
}

/** One comment with its thread. */
async function commentById(db: Db, commentId: string, ownerId: string): Promise<TrackComment> {
  const [row] = await db
    .select({ id: trackVersions.id, number: trackVersions.versionNumber })
    .from(trackComments)
    .innerJoin(trackVersions, eq(trackVersions.id, trackComments.versionId))
    .where(eq(trackComments.id, commentId));
  if (!row) throw new AppError(API_ERROR_CODES.trackCommentNotFound, m.commentNotFound);
  const comments = await commentsOf(db, [row], ownerId);
  const comment = comments.find((c) => c.id === commentId);
  if (!comment) throw new AppError(API_ERROR_CODES.trackCommentNotFound, m.commentNotFound);
  return comment;
}

/**
 * The comment `commentId` and its track, if the caller sees the track.
 *
 * @throws {AppError} 404 `track_comment_not_found` (none, or its track is not visible to the caller).
 */
async function visibleComment(db: Db, viewer: Viewer, commentId: string) {
  const [row] = await db
    .select({ trackId: trackVersions.trackId, versionId: trackComments.versionId })
    .from(trackComments)
    .innerJoin(trackVersions, eq(trackVersions.id, trackComments.versionId))
    .where(eq(trackComments.id, commentId));
  if (!row) throw new AppError(API_ERROR_CODES.trackCommentNotFound, m.commentNotFound);
  try {
    return { ...(await visibleTrack(db, viewer, row.trackId)), versionId: row.versionId };
  } catch (error) {
    if (error instanceof AppError && error.code === API_ERROR_CODES.trackNotFound)
      throw new AppError(API_ERROR_CODES.trackCommentNotFound, m.commentNotFound);
    throw error;
  }
}

/**
 * `POST /api/track-comments/:id/replies`: a reply in the comment's thread by anyone who sees the track; from anyone
 * but the learner it emails the learner (throttled).
 *
 * @returns the reply (201).
 * @throws {AppError} 404 `track_comment_not_found`; 400 `validation_failed` (`fields.body`) when the thread holds
 *   {@link TRACK_REPLIES_MAX} replies.
 */
export async function addReply(
  deps: Pick<AppDeps, 'database' | 'env' | 'emailWorker'>,
  viewer: Viewer,
  commentId: string,
  body: string,
): Promise<TrackCommentReply> {
  const { db } = deps.database;
  const { track } = await visibleComment(db, viewer, commentId);
  const { reply, notified } = await db.transaction(async (tx) => {
    const gone = () => new AppError(API_ERROR_CODES.trackCommentNotFound, m.commentNotFound);
    await holdTrack(tx, track.id, gone);
    // Counted with the comment's row locked: replies arriving at once are counted one after the other.
    await underCap(
      tx,
      { table: trackComments, id: trackComments.id, value: commentId },
      { table: trackCommentReplies, parent: trackCommentReplies.commentId },
      TRACK_REPLIES_MAX,
      gone,
      () => new AppError(API_ERROR_CODES.validationFailed, m.threadFull, { body: m.threadFull }),
    );
    const [row] = await tx
      .insert(trackCommentReplies)
      .values({ commentId, authorId: viewer.id, body })
      .returning();
    return { reply: row!, notified: await notifyLearner(tx, deps, track, viewer.id) };
  });
  if (notified) deps.emailWorker.kick();
  const authors = await authorsOf(db, [viewer.id], track.userId);
  return {
    id: reply.id,
    commentId,
    author: authors.get(viewer.id) ?? unknownAuthor(viewer.id),
    body: reply.body,
    createdAt: iso(reply.createdAt),
  };
}

/**
 * `PUT /api/track-comments/:id/resolved`: the learner marks the comment resolved (keeping the first time it was)
 * or open again.
 *
 * @throws {AppError} 404 `track_comment_not_found`; 403 `forbidden` for anyone but the track's learner.
 */
export async function setResolved(
  db: Db,
  viewer: Viewer,
  commentId: string,
  resolved: boolean,
): Promise<TrackComment> {
  const { track, role } = await visibleComment(db, viewer, commentId);
  if (role !== 'learner') throw new AppError(API_ERROR_CODES.forbidden, m.onlyLearnerResolves);
  await db
    .update(trackComments)
    .set({ resolvedAt: resolved ? sql`coalesce(${trackComments.resolvedAt}, now())` : null })
    .where(eq(trackComments.id, commentId));
  return commentById(db, commentId, track.userId);
}

// ---------------------------------------------------------------------------------------------------------------
// The feedback list

/**
 * `GET /api/feedback/tracks`: the tracks the caller may give feedback on, other than their own, by their latest
 * version's upload, newest first (keyset pages): every learner's for mentors and admins; those whose learner allows
 * peer feedback for approved artists; those featured in a published press kit for agents.
 */
export async function listReviewableTracks(
  db: Db,
  viewer: Viewer,
  query: FeedbackQuery,
): Promise<FeedbackPage> {
  const condition = reviewableCondition(viewer);
  if (!condition) return { tracks: [], nextCursor: null };
  const latest = sql`${trackVersions.versionNumber} = (select max(v2.version_number) from ${trackVersions} v2 where v2.track_id = ${tracks.id})`;
  const where = [condition, latest];
  if (query.cursor)
    where.push(
      sql`(${trackVersions.createdAt}, ${tracks.id}) < (${query.cursor.createdAt}::timestamptz, ${query.cursor.id})`,
    );
  const rows = await db
    .select({
      id: tracks.id,
      title: tracks.title,
      userId: tracks.userId,
      ownerName: ownerDisplayName,
      allowPeerFeedback: tracks.allowPeerFeedback,
      featured: featuredInPublishedKit,
      number: trackVersions.versionNumber,
      durationMs: trackVersions.durationMs,
      createdAt: trackVersions.createdAt,
      cursorTime: sql<string>`${trackVersions.createdAt}::text`,
      commentCount: sql<number>`(select count(*)::int from ${trackComments} c where c.version_id = ${trackVersions.id})`,
      resolvedCount: sql<number>`(select count(c.resolved_at)::int from ${trackComments} c where c.version_id = ${trackVersions.id})`,
    })
    .from(tracks)
    .innerJoin(trackVersions, eq(trackVersions.trackId, tracks.id))
    .innerJoin(users, eq(users.id, tracks.userId))
    .leftJoin(profiles, eq(profiles.userId, tracks.userId))
    .where(and(...where))
    .orderBy(desc(trackVersions.createdAt), desc(tracks.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    tracks: page.map((row) => ({
      id: row.id,
      title: row.title,
      owner: { userId: row.userId, displayName: row.ownerName },
      allowPeerFeedback: row.allowPeerFeedback,
      viewerRole: viewerRoleOf(viewer, row) ?? 'peer',
      latestVersion: {
        number: row.number,
        durationMs: row.durationMs,
        createdAt: iso(row.createdAt),
        commentCount: Number(row.commentCount),
        resolvedCount: Number(row.resolvedCount),
      },
    })),
    nextCursor:
      rows.length > query.limit && last
        ? encodeResourceCursor({ createdAt: last.cursorTime, id: last.id })
        : null,
  };
}
