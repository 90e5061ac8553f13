/**
 * The agents' Artists list (issue "Press kits and feedback on tracks" item 4; docs/decisions/0023): the published
 * kits by stage name, filtered by part of the name, a genre and the location, a page at a time.
 */
import { and, asc, eq, gt, ilike, or, sql } from 'drizzle-orm';
import { ARTISTS_PAGE_SIZE, PRESS_KIT_PHOTO_WIDTHS } from '@shared/limits/press-kits';
import { encodeArtistsCursor, type ArtistsPage, type ArtistsQuery } from '@shared/schemas/press-kits';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like-pattern';
import { pressKits, pressKitTracks } from '../../db/schema/index';
import { epkPaths, type SiteAddress } from './kit-row';
import { kitIsPublic } from './service';

/**
 * `GET /api/agent/artists`: published kits with a stage name, ordered by lower-cased stage name then slug, after
 * `query.cursor`; `q` matches part of the stage name, `genre` part of one of the genres ("afro" finds Afrobeat),
 * `location` part of the location,
 * all case-insensitively and literally (`%` and `_` are plain characters).
 *
 * @returns the page's artists and the cursor of the next page (null on the last).
 */
export async function listArtists(db: Db, query: ArtistsQuery, site: SiteAddress): Promise<ArtistsPage> {
  const sortName = sql<string>`lower(${pressKits.stageName})`;
  const limit = Math.min(query.limit, ARTISTS_PAGE_SIZE.max);
  const after = query.cursor
    ? or(
        gt(sortName, query.cursor.stageName),
        and(eq(sortName, query.cursor.stageName), gt(pressKits.slug, query.cursor.slug)),
      )
    : undefined;
  const filters = [
    kitIsPublic,
    sql`${pressKits.stageName} <> ''`,
    query.q ? ilike(pressKits.stageName, containsPattern(query.q)) : undefined,
    query.location ? ilike(pressKits.location, containsPattern(query.location)) : undefined,
    query.genre
      ? sql`exists (select 1 from jsonb_array_elements_text(${pressKits.genres}) g where g ilike ${containsPattern(query.genre)})`
      : undefined,
    after,
  ];
  const rows = await db
    .select({
      slug: pressKits.slug,
      stageName: pressKits.stageName,
      shortBio: pressKits.shortBio,
      genres: pressKits.genres,
      location: pressKits.location,
      photoKey: pressKits.photoKey,
      sortName,
      featuredTrackCount: sql<number>`(select count(*)::int from ${pressKitTracks} where ${pressKitTracks.userId} = ${pressKits.userId})`,
    })
    .from(pressKits)
    .where(and(...filters))
    .orderBy(asc(sortName), asc(pressKits.slug))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    artists: page.map((row) => ({
      slug: row.slug,
      stageName: row.stageName,
      shortBio: row.shortBio,
      genres: row.genres,
      location: row.location,
      photoUrl: row.photoKey ? epkPaths.photo(row.slug, PRESS_KIT_PHOTO_WIDTHS[0], row.photoKey) : null,
      featuredTrackCount: row.featuredTrackCount,
      pageUrl: `${site.publicUrl}${epkPaths.page(row.slug)}`,
    })),
    nextCursor:
      rows.length > limit && last ? encodeArtistsCursor({ stageName: last.sortName, slug: last.slug }) : null,
  };
}
