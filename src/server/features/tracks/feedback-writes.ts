/**
 * Writing feedback (issue "Press kits and feedback on tracks" item 3; docs/decisions/0022): a comment sits at a
 * position of a version (0 to its duration, ms); replies thread under it; the learner alone resolves it. A version
 * holds at most {@link TRACK_COMMENTS_MAX} comments and a thread {@link TRACK_REPLIES_MAX} replies, counted under a
 * lock. Feedback from anyone but the learner emails the learner (feedback-email.ts).
 *
 * Throws `AppError` with codes `track_not_found`, `track_version_not_found`, `track_comment_not_found`,
 * `forbidden`, `validation_failed`.
 */
import { count, eq, sql } from 'drizzle-orm';
import { API_ERROR_CODES } from '@shared/api-error';
import { TRACK_COMMENTS_MAX, TRACK_REPLIES_MAX } from '@shared/limits/tracks';
import { trackRequestMessages as m } from '@shared/messages/tracks';
import type { CommentBody, TrackComment, TrackCommentReply } from '@shared/schemas/tracks';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { trackCommentReplies, trackComments, tracks, trackVersions } from '../../db/schema/index';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import type { Viewer } from './access';
import { authorsOf, commentById, unknownAuthor, visibleComment } from './comments';
import { notifyLearner } from './feedback-email';
import { iso, visibleVersion } from './track-answers';

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
    const news = { kind: 'comment', body: body.body, versionNumber: n, positionMs: body.positionMs } as const;
    return { id: comment!.id, notified: await notifyLearner(tx, deps, track, viewer.id, news) };
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
    const [moment] = await tx
      .select({ positionMs: trackComments.positionMs, versionNumber: trackVersions.versionNumber })
      .from(trackComments)
      .innerJoin(trackVersions, eq(trackVersions.id, trackComments.versionId))
      .where(eq(trackComments.id, commentId));
    const news = {
      kind: 'reply',
      body,
      versionNumber: moment!.versionNumber,
      positionMs: moment!.positionMs,
    } as const;
    return { reply: row!, notified: await notifyLearner(tx, deps, track, viewer.id, news) };
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
