/**
 * The learner's press kit (issue "Press kits and feedback on tracks" items 1 and 4; docs/decisions/0023):
 *
 * - Each approved artist has one kit, made on their first visit and prefilled (prefill.ts). It starts private at a
 *   random slug.
 * - The learner replaces every field at once, features their own tracks in order, sets a photo, publishes or
 *   unpublishes and may choose a slug (unique: a taken one is 409 `slug_taken`).
 *
 * Whether anyone may read a kit is {@link kitIsPublic} (also the tracks' rule for agents). Reading a kit by its slug
 * is public-kit.ts; the agents' Artists list, artists.ts; what both answers make of a row, kit-row.ts.
 *
 * Throws `AppError` with codes `slug_taken`, `validation_failed`, `user_not_found`.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { API_ERROR_CODES } from '@shared/api-error';
import { PRESS_KIT_PHOTO_WIDTHS } from '@shared/limits/press-kits';
import { pressKitFieldMessages as m } from '@shared/messages/press-kits';
import type { OwnPressKit, PressKitBody, PublicationBody } from '@shared/schemas/press-kits';
import { nameProblemMessage } from '@shared/schemas/text';
import type { Db, Tx } from '../../db/client';
import { approvedArtists, pressKits, pressKitTracks, tracks, users } from '../../db/schema/index';
import { holdOwnAccount } from '../../auth/own-account';
import { AppError } from '../../errors';
import { epkPaths, photoOf, programCertificate, type PressKitRow, type SiteAddress } from './kit-row';
import { prefill, worksheetSuggestions } from './prefill';

/** Base-32 digits (RFC 4648, lower case): 256 is a multiple of 32, so a byte modulo 32 is unbiased. */
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** Characters of a random slug: 20, of 5 random bits each (100 bits). */
export const RANDOM_SLUG_CHARACTERS = 20;

/** A new random slug: 20 base-32 characters (100 bits), lower-case letters and digits only, e.g. `k3q7zp4w2abc5defgh2m`. */
export function randomSlug(): string {
  return Array.from(randomBytes(RANDOM_SLUG_CHARACTERS), (byte) => BASE32[byte % 32]).join('');
}

/**
 * The caller's kit row, made (prefilled, private, at a random slug) when they have none.
 *
 * @throws {AppError} 404 `user_not_found` when staff deleted the account meanwhile ({@link holdOwnAccount}).
 */
async function ensureKitRow(db: Db, userId: string): Promise<PressKitRow> {
  const [existing] = await db.select().from(pressKits).where(eq(pressKits.userId, userId));
  if (existing) return existing;
  const values = await prefill(db, userId);
  return db.transaction(async (tx) => {
    await holdOwnAccount(tx, userId);
    await tx
      .insert(pressKits)
      .values({ userId, slug: randomSlug(), ...values })
      .onConflictDoNothing({ target: pressKits.userId });
    const [row] = await tx.select().from(pressKits).where(eq(pressKits.userId, userId));
    return row!;
  });
}

/** The featured tracks of `userId`'s kit, in order: id and title. */
async function featuredTrackList(db: Tx, userId: string): Promise<{ id: string; title: string }[]> {
  return db
    .select({ id: tracks.id, title: tracks.title })
    .from(pressKitTracks)
    .innerJoin(tracks, eq(tracks.id, pressKitTracks.trackId))
    .where(eq(pressKitTracks.userId, userId))
    .orderBy(asc(pressKitTracks.position));
}

/** A kit row as its owner sees it. */
async function ownAnswer(db: Db, row: PressKitRow, site: SiteAddress): Promise<OwnPressKit> {
  const [featured, certificate, suggestions] = await Promise.all([
    featuredTrackList(db, row.userId),
    programCertificate(db, row.userId),
    worksheetSuggestions(db, row.userId),
  ]);
  return {
    slug: row.slug,
    isPublished: row.isPublished,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    pageUrl: `${site.publicUrl}${epkPaths.page(row.slug)}`,
    pdfUrl: epkPaths.pdf(row.slug),
    stageName: row.stageName,
    shortBio: row.shortBio,
    longBio: row.longBio,
    genres: row.genres,
    location: row.location,
    releasePlan: row.releasePlan,
    links: row.links,
    achievements: row.achievements,
    showCertificate: row.showCertificate,
    hasCertificate: certificate !== null,
    photo: photoOf(row),
    featuredTracks: featured,
    worksheetSuggestions: suggestions,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * `GET /api/press-kit`: the caller's kit, made on the first call (prefilled, private, at a random slug).
 *
 * @param site - the public origin, for the page's absolute address.
 */
export async function getOwnKit(db: Db, userId: string, site: SiteAddress): Promise<OwnPressKit> {
  return ownAnswer(db, await ensureKitRow(db, userId), site);
}

/**
 * `PUT /api/press-kit`: replaces every field of the caller's kit (made first when needed) and its featured tracks,
 * in the body's order. The body is already cleaned by `pressKitBodySchema`.
 *
 * @throws {AppError} 400 `validation_failed` with `fields.featuredTrackIds` when an id is not one of the caller's
 *   tracks (another learner's, or none); nothing is changed then. 404 `user_not_found` when staff deleted the
 *   account meanwhile ({@link holdOwnAccount}).
 */
export async function saveOwnKit(
  db: Db,
  userId: string,
  body: PressKitBody,
  site: SiteAddress,
): Promise<OwnPressKit> {
  await ensureKitRow(db, userId);
  const { featuredTrackIds, ...fields } = body;
  const ids = featuredTrackIds.map((id) => id.toLowerCase());
  const row = await db.transaction(async (tx) => {
    await holdOwnAccount(tx, userId);
    if (ids.length > 0) {
      const own = await tx
        .select({ id: tracks.id })
        .from(tracks)
        .where(and(eq(tracks.userId, userId), inArray(tracks.id, ids)))
        .for('update');
      if (own.length !== ids.length)
        throw new AppError(API_ERROR_CODES.validationFailed, m.notOwnTrack, {
          featuredTrackIds: m.notOwnTrack,
        });
    }
    const [updated] = await tx
      .update(pressKits)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(pressKits.userId, userId))
      .returning();
    await tx.delete(pressKitTracks).where(eq(pressKitTracks.userId, userId));
    if (ids.length > 0)
      await tx.insert(pressKitTracks).values(ids.map((trackId, position) => ({ userId, trackId, position })));
    return updated!;
  });
  return ownAnswer(db, row, site);
}

/** Whether `error` (or its cause) is PostgreSQL's unique violation. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === '23505') return true;
  return false;
}

/**
 * `PUT /api/press-kit/publication`: publishes or unpublishes the caller's kit, with the chosen slug when one is
 * given (already checked by `publicationBodySchema`: its form, length and the reserved words). The kit's row is read
 * locked (`FOR UPDATE`, after the account's key share: {@link holdOwnAccount}), so of two publishes at once the second
 * sees what the first wrote: a slug the kit already holds is kept, idempotently (200, the first publication's
 * `publishedAt` kept), never refused as taken by the kit itself.
 *
 * @throws {AppError} 409 `slug_taken` (`fields.slug`) when another kit holds the slug; 400 `validation_failed`
 *   (`fields.stageName`) when publishing a kit without a stage name, or with one that breaks the name rule
 *   (`nameProblem` in src/shared/schemas/text.ts: stored before the rule); 404 `user_not_found` when staff deleted
 *   the account meanwhile.
 */
export async function setPublication(
  db: Db,
  userId: string,
  body: PublicationBody,
  site: SiteAddress,
): Promise<OwnPressKit> {
  await ensureKitRow(db, userId);
  const taken = () => new AppError(API_ERROR_CODES.slugTaken, m.slugTaken, { slug: m.slugTaken });
  try {
    const row = await db.transaction(async (tx) => {
      await holdOwnAccount(tx, userId);
      // The kit exists: ensureKitRow made it, and it goes only with the account, held above.
      const [current] = (await tx
        .select()
        .from(pressKits)
        .where(eq(pressKits.userId, userId))
        .for('update')) as [PressKitRow];
      if (body.published) {
        // A stage name saved before the name rule may print nothing: the kit is not published under it.
        const problem = current.stageName
          ? nameProblemMessage('Stage name', current.stageName)
          : m.publishNeedsStageName;
        if (problem) throw new AppError(API_ERROR_CODES.validationFailed, problem, { stageName: problem });
      }
      if (body.slug !== undefined && body.slug !== current.slug) {
        const [other] = await tx
          .select({ userId: pressKits.userId })
          .from(pressKits)
          .where(and(eq(pressKits.slug, body.slug), ne(pressKits.userId, userId)));
        if (other) throw taken();
      }
      const now = new Date();
      const [updated] = await tx
        .update(pressKits)
        .set({
          isPublished: body.published,
          ...(body.slug !== undefined ? { slug: body.slug } : {}),
          ...(body.published && !current.isPublished ? { publishedAt: now } : {}),
          updatedAt: now,
        })
        .where(eq(pressKits.userId, userId))
        .returning();
      return updated!;
    });
    return await ownAnswer(db, row, site);
  } catch (error) {
    // Another kit took the slug between the check and the write.
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

/**
 * Points the caller's kit at the photo just stored under `photoKey` and answers the previous key, whose files the
 * caller deletes. Locked on the kit's row, so two uploads at once each get the key they replaced. The account is held
 * first ({@link holdOwnAccount}): a deletion of it either waits and then lists the new photo's files with the rest,
 * or committed first, and the caller deletes the files it just stored.
 *
 * @throws {AppError} 404 `user_not_found` when staff deleted the account while the photo was received.
 */
export async function replacePhotoKey(
  db: Db,
  userId: string,
  photoKey: string | null,
): Promise<string | null> {
  await ensureKitRow(db, userId);
  return db.transaction(async (tx) => {
    await holdOwnAccount(tx, userId);
    const [row] = await tx
      .select({ photoKey: pressKits.photoKey })
      .from(pressKits)
      .where(eq(pressKits.userId, userId))
      .for('update');
    await tx.update(pressKits).set({ photoKey, updatedAt: new Date() }).where(eq(pressKits.userId, userId));
    return row?.photoKey ?? null;
  });
}

/**
 * Whether anyone may read the kit (`press_kits` in the query): it is published and its learner is still an
 * admitted artist (the account is not disabled and its email has an enabled entry on the artists' allow-list). A
 * kit whose learner staff disabled or took off the list is neither served nor listed; it keeps its published flag,
 * so it shows again as its learner left it if they are admitted again. Names its tables in full, so it holds in a
 * query that selects from `press_kits` alone (whose columns drizzle writes unqualified).
 */
export const kitIsPublic = sql<boolean>`(${pressKits}.is_published and exists (select 1 from ${users} u
  inner join ${approvedArtists} a on a.email = u.email
  where u.id = ${pressKits}.user_id and u.disabled_at is null and a.is_enabled))`;

/** Every stored key the press kits' rows name (their photos' copies), for the start-up sweep (stored-files.ts). */
export async function storedPressKitKeys(db: Db): Promise<Set<string>> {
  const rows = await db
    .select({ photoKey: pressKits.photoKey })
    .from(pressKits)
    .where(sql`${pressKits.photoKey} is not null`);
  return new Set(
    rows.flatMap((row) => PRESS_KIT_PHOTO_WIDTHS.map((width) => `${row.photoKey}-${width}.webp`)),
  );
}
