/**
 * The feedback list (issue "Press kits and feedback on tracks" item 5; docs/decisions/0022): the tracks a caller may
 * give feedback on, by their latest version, a page at a time. Who may is access.ts `reviewableCondition`.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { encodeResourceCursor } from '@shared/schemas/departments';
import type { FeedbackPage, FeedbackQuery } from '@shared/schemas/tracks';
import type { Db } from '../../db/client';
import { profiles, trackComments, tracks, trackVersions, users } from '../../db/schema/index';
import {
  featuredInPublishedKit,
  ownerDisplayName,
  reviewableCondition,
  viewerRoleOf,
  type Viewer,
} from './access';
import { iso } from './track-answers';

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
