/**
 * The artist directory's rules (training-program.md §2 item 8, §3 artist_profiles, §5 "Profile genres", §7
 * "artist_profiles"; docs/decisions/0013): each member's own profile, made or replaced whole, and the public
 * profiles ordered by stage name, a page at a time (keyset on the lower-cased stage name and id). A private profile
 * is never answered to anyone but its owner.
 */
import { and, asc, eq, gt, isNotNull, or, sql } from 'drizzle-orm';
import {
  encodeDirectoryCursor,
  type ArtistProfile,
  type ArtistProfileBody,
  type DirectoryPage,
  type DirectoryQuery,
} from '@shared/schemas/artist-profile';
import type { Db } from '../../db/client';
import { artistProfiles } from '../../db/schema/index';

/** The columns a profile is answered with: never the user id. */
const profileColumns = {
  id: artistProfiles.id,
  stageName: artistProfiles.stageName,
  bio: artistProfiles.bio,
  genres: artistProfiles.genres,
  location: artistProfiles.location,
  websiteUrl: artistProfiles.websiteUrl,
  spotifyUrl: artistProfiles.spotifyUrl,
  youtubeUrl: artistProfiles.youtubeUrl,
  instagramUrl: artistProfiles.instagramUrl,
  isPublic: artistProfiles.isPublic,
};

/** The caller's profile, or null before they made one (§7 "select own by user_id"). */
export async function getOwnProfile(db: Db, userId: string): Promise<ArtistProfile | null> {
  const [profile] = await db
    .select(profileColumns)
    .from(artistProfiles)
    .where(eq(artistProfiles.userId, userId));
  return profile ?? null;
}

/** Makes or replaces the caller's profile (§7 "insert or update own"); the body is already cleaned by the schema. */
export async function saveOwnProfile(
  db: Db,
  userId: string,
  body: ArtistProfileBody,
): Promise<ArtistProfile> {
  const values = { ...body, updatedAt: new Date() };
  const [profile] = await db
    .insert(artistProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: artistProfiles.userId, set: values })
    .returning(profileColumns);
  return profile!;
}

/** The directory's order: lower-cased stage name, then id (the keyset index). */
const sortName = sql<string>`lower(${artistProfiles.stageName})`;

/**
 * A page of public profiles ordered by stage name (§7 "select public ones ordered by stage_name"), after `cursor`.
 *
 * @returns the profiles and the cursor of the next page (null on the last).
 */
export async function listPublicProfiles(db: Db, query: DirectoryQuery): Promise<DirectoryPage> {
  const after = query.cursor
    ? or(
        gt(sortName, query.cursor.stageName),
        and(eq(sortName, query.cursor.stageName), gt(artistProfiles.id, query.cursor.id)),
      )
    : undefined;
  const rows = await db
    .select({ ...profileColumns, sortName })
    .from(artistProfiles)
    .where(and(eq(artistProfiles.isPublic, true), isNotNull(artistProfiles.stageName), after))
    .orderBy(asc(sortName), asc(artistProfiles.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    profiles: page.map(({ sortName: _sortName, ...profile }) => profile),
    nextCursor:
      rows.length > query.limit && last
        ? encodeDirectoryCursor({ stageName: last.sortName, id: last.id })
        : null,
  };
}
