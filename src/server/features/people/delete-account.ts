/**
 * Deleting an account from staff's People page (issue "Press kits and feedback on tracks" item 5;
 * docs/decisions/0022): the account and everything that is the person's go, in one transaction with its record in
 * the audit log, and then their stored files; the answer says what was removed, as counts.
 *
 * What goes: the press kit (and every file of its folder: the photo's copies), the tracks with their versions, the
 * comments and replies on them (whoever wrote them), the comments and replies the person wrote on anyone's tracks,
 * the stored audio files, the worksheets they uploaded (every file of their worksheet folder), and through the
 * database's cascades their sessions, progress, profile and roles. What stays: their allow-list entry (staff disable
 * it on the Allow-lists tab), the artist record (unlinked), what they did as staff (the audit log keeps its records,
 * with the account's email), the inbox submissions they sent.
 *
 * Throws `AppError` with codes `user_not_found`, `cannot_delete_self`, `forbidden`.
 */
import { count, eq, inArray, or } from 'drizzle-orm';
import { API_ERROR_CODES } from '@shared/api-error';
import { trackRequestMessages as m } from '@shared/messages/tracks';
import type { AccountDeletion } from '@shared/schemas/tracks';
import type { Tx } from '../../db/client';
import {
  pressKits,
  trackCommentReplies,
  trackComments,
  tracks,
  trackVersions,
  users,
} from '../../db/schema/index';
import type { AppDeps } from '../../deps';
import type { Disk } from '../../storage/disk';
import { deleteStoredFiles, fileKeysUnder } from '../../storage/stored-files';
import { AppError } from '../../errors';
import { recordStaffAction, type ActedBy } from '../audit/record';
import { LEARNER_WORKSHEETS_PREFIX } from '../course/files';
import { pressKitFileKeys } from '../press-kits/photo';
import { lockAccount, lockAdmins } from './account-locks';

/** Counts what deleting `userId` removes, before it goes (the caller holds the account's row locked). */
async function countRemoved(tx: Tx, disk: Disk, userId: string) {
  const ownTracks = tx.select({ id: tracks.id }).from(tracks).where(eq(tracks.userId, userId));
  const ownVersions = tx
    .select({ id: trackVersions.id })
    .from(trackVersions)
    .where(inArray(trackVersions.trackId, ownTracks));
  const [trackCount] = await tx.select({ n: count() }).from(tracks).where(eq(tracks.userId, userId));
  const versions = await tx
    .select({ key: trackVersions.fileKey })
    .from(trackVersions)
    .where(inArray(trackVersions.trackId, ownTracks));
  // Comments they wrote anywhere, and comments on their tracks by anyone.
  const removedComments = or(
    eq(trackComments.authorId, userId),
    inArray(trackComments.versionId, ownVersions),
  )!;
  const [commentCount] = await tx.select({ n: count() }).from(trackComments).where(removedComments);
  const removedCommentIds = tx.select({ id: trackComments.id }).from(trackComments).where(removedComments);
  const [replyCount] = await tx
    .select({ n: count() })
    .from(trackCommentReplies)
    .where(
      or(eq(trackCommentReplies.authorId, userId), inArray(trackCommentReplies.commentId, removedCommentIds)),
    );
  const [kit] = await tx
    .select({ userId: pressKits.userId })
    .from(pressKits)
    .where(eq(pressKits.userId, userId));
  return {
    pressKits: kit ? 1 : 0,
    tracks: Number(trackCount?.n ?? 0),
    versions: versions.length,
    comments: Number(commentCount?.n ?? 0),
    replies: Number(replyCount?.n ?? 0),
    fileKeys: [
      ...versions.map((v) => v.key),
      ...(await pressKitFileKeys(disk, userId)),
      // Every worksheet they uploaded: the one each module record names and any copy a replacement left behind.
      ...(await fileKeysUnder(disk, `${LEARNER_WORKSHEETS_PREFIX}/${userId}/`)),
    ],
  };
}

/**
 * `DELETE /api/admin/people/:userId`: deletes the account with its press kit, tracks, versions and the feedback it
 * wrote or received, recorded as `account.deleted` (details: the counts), then, once the transaction has committed,
 * deletes the stored files: audio, the press-kit photo's copies and the uploaded worksheets (a file that cannot be
 * deleted is logged and left to the start-up sweep).
 *
 * @returns the account's id and email and what was removed: counts of press kits (0 or 1), tracks, versions,
 *   comments, replies and stored files deleted.
 * @throws {AppError} 404 `user_not_found`; 409 `cannot_delete_self` (staff deleting their own account); 403
 *   `forbidden` when the acting admin no longer is one (another admin revoked, disabled or deleted them first).
 */
export async function deleteAccount(
  deps: Pick<AppDeps, 'database' | 'disk' | 'logger'>,
  userId: string,
  by: ActedBy,
): Promise<AccountDeletion> {
  if (by !== 'command-line' && by.id === userId)
    throw new AppError(API_ERROR_CODES.cannotDeleteSelf, m.cannotDeleteSelf);
  const { email, removed, fileKeys } = await deps.database.db.transaction(async (tx) => {
    // The admin rows first, as every staff change that could leave no admin takes them (decision 0018): the
    // account's row and the cascade to its role come after, so two admins acting on each other never deadlock.
    await lockAdmins(tx, by);
    const account = await lockAccount(tx, userId);
    // Tracks are locked so no version is added while they are counted and deleted.
    await tx.select({ id: tracks.id }).from(tracks).where(eq(tracks.userId, userId)).for('update');
    const { fileKeys, ...counts } = await countRemoved(tx, deps.disk, userId);
    // The feedback the person wrote on others' tracks goes with them (as the foreign keys' cascades would do).
    await tx.delete(trackCommentReplies).where(eq(trackCommentReplies.authorId, userId));
    await tx.delete(trackComments).where(eq(trackComments.authorId, userId));
    await tx.delete(users).where(eq(users.id, userId));
    const removed = counts;
    await recordStaffAction(tx, by, {
      kind: 'account.deleted',
      subjectEmail: account.email,
      details: { userId, removed: { ...removed, files: fileKeys.length } },
    });
    return { email: account.email, removed, fileKeys };
  });
  const deleted = await deleteStoredFiles(deps, fileKeys);
  return { userId, email, removed: { ...removed, files: deleted } };
}
