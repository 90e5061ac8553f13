/**
 * Reading feedback (issue "Press kits and feedback on tracks" item 3; docs/decisions/0022): a version's comments with
 * their threads, each author with their relation to the track, and one comment the caller sees.
 *
 * Throws `AppError` with codes `track_not_found`, `track_version_not_found`, `track_comment_not_found`.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { API_ERROR_CODES } from '@shared/api-error';
import { feedbackAuthorMessages, trackRequestMessages as m } from '@shared/messages/tracks';
import type {
  FeedbackAuthor,
  TrackComment,
  TrackCommentReply,
  VersionComments,
} from '@shared/schemas/tracks';
import type { Db, Tx } from '../../db/client';
import {
  profiles,
  trackCommentReplies,
  trackComments,
  trackVersions,
  userRoles,
  users,
} from '../../db/schema/index';
import { AppError } from '../../errors';
import { chosenName, visibleTrack, type Viewer } from './access';
import { iso, visibleVersion } from './track-answers';

/**
 * The authors `ids` as a track's page and the feedback email show them: display name and their relation to the
 * track of `ownerId` (issue 38 item 1). The name is the stage name, else the profile's name, else the account's
 * (`users.name`, which agents give at sign-up and everyone sets on /account); without any, the role's fallback
 * ("An agent", "A mentor", …), never an email. An agent's or mentor's organisation (`users.organisation`) comes
 * with it, null when empty or for another role.
 */
export async function authorsOf(
  tx: Tx,
  ids: string[],
  ownerId: string,
): Promise<Map<string, FeedbackAuthor>> {
  const authors = new Map<string, FeedbackAuthor>();
  const unique = [...new Set(ids)];
  if (unique.length === 0) return authors;
  const rows = await tx
    .select({
      userId: users.id,
      displayName: chosenName,
      organisation: sql<string | null>`nullif(trim(${users.organisation}), '')`,
      admin: sql<boolean>`exists (select 1 from ${userRoles} r where r.user_id = ${users.id} and r.role = 'admin')`,
      mentor: sql<boolean>`exists (select 1 from ${userRoles} r where r.user_id = ${users.id} and r.role = 'mentor')`,
      agent: sql<boolean>`exists (select 1 from approved_agents a where a.email = ${users.email} and a.is_enabled)`,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(inArray(users.id, unique));
  for (const row of rows) {
    const role =
      row.userId === ownerId
        ? 'learner'
        : row.admin
          ? 'admin'
          : row.mentor
            ? 'mentor'
            : row.agent
              ? 'agent'
              : 'peer';
    authors.set(row.userId, {
      userId: row.userId,
      displayName: row.displayName ?? feedbackAuthorMessages.fallbackName[role],
      role,
      organisation: role === 'agent' || role === 'mentor' ? row.organisation : null,
    });
  }
  return authors;
}

/** An author whose account is gone (or unreadable): shown as 'A member', a peer. */
export const unknownAuthor = (userId: string): FeedbackAuthor => ({
  userId,
  displayName: feedbackAuthorMessages.fallbackName.peer,
  role: 'peer',
  organisation: null,
});

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
 * One comment with its thread.
 *
 * @throws {AppError} 404 `track_comment_not_found` when it is gone.
 */
export async function commentById(db: Db, commentId: string, ownerId: string): Promise<TrackComment> {
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
export async function visibleComment(db: Db, viewer: Viewer, commentId: string) {
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
