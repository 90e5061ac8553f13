/**
 * The press kits' rules (issue "Press kits and feedback on tracks" items 1, 4 and 5; docs/decisions/0023):
 *
 * - Each approved artist has one kit, made on their first visit and prefilled from their directory profile (stage
 *   name, bio, genres, location, links), their account's stage name, and their answers to the worksheet prompts the
 *   course marks as press-kit material (`modules.press_kit_prompts`). It starts private at a random slug.
 * - The learner replaces every field at once, features their own tracks in order, sets a photo, publishes or
 *   unpublishes and may choose a slug (unique: a taken one is 409 `slug_taken`).
 * - A published kit is read by anyone at its slug; an unpublished one only by its learner, mentors and admins (a
 *   preview); anyone else gets 404 `press_kit_not_found`, as for a slug no kit has.
 * - Agents list the published kits by stage name, filtered by name, genre and location, a page at a time.
 *
 * Throws `AppError` with codes `press_kit_not_found`, `slug_taken`, `validation_failed`, `user_not_found`.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, getTableColumns, gt, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import { API_ERROR_CODES } from '@shared/api-error';
import type { SessionAccess } from '@shared/auth/session';
import {
  ARTISTS_PAGE_SIZE,
  PRESS_KIT_LIMITS as L,
  PRESS_KIT_PHOTO_WIDTHS,
  type PressKitPhotoWidth,
} from '@shared/limits/press-kits';
import { pressKitFieldMessages as m } from '@shared/messages/press-kits';
import { CERTIFICATE_PROGRAM_NAME, PROGRAM_COMPLETION } from '@shared/schemas/certificates';
import {
  encodeArtistsCursor,
  type ArtistsPage,
  type ArtistsQuery,
  type Epk,
  type EpkTrack,
  type OwnPressKit,
  type PressKitBody,
  type PressKitLink,
  type PressKitPhoto,
  type PublicationBody,
  type WorksheetSuggestion,
} from '@shared/schemas/press-kits';
import { nameProblem, nameProblemMessage, withoutControlChars } from '@shared/schemas/text';
import type { Db, Tx } from '../../db/client';
import {
  approvedArtists,
  artistProfiles,
  artists,
  modules,
  pressKits,
  pressKitTracks,
  profiles,
  tracks,
  trackVersions,
  userCertificates,
  users,
  worksheetAnswers,
} from '../../db/schema/index';
import { holdOwnAccount } from '../../auth/own-account';
import { AppError } from '../../errors';
import { verifyPath } from '../certificates/service';
import { photoVersion } from './photo';

/** A kit's row. */
export type PressKitRow = typeof pressKits.$inferSelect;

/** Base-32 digits (RFC 4648, lower case): 256 is a multiple of 32, so a byte modulo 32 is unbiased. */
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** Characters of a random slug: 20, of 5 random bits each (100 bits). */
export const RANDOM_SLUG_CHARACTERS = 20;

/** A new random slug: 20 base-32 characters (100 bits), lower-case letters and digits only, e.g. `k3q7zp4w2abc5defgh2m`. */
export function randomSlug(): string {
  return Array.from(randomBytes(RANDOM_SLUG_CHARACTERS), (byte) => BASE32[byte % 32]).join('');
}

/** Where the site is: the public origin for absolute addresses, e.g. `https://example.com`. */
export interface SiteAddress {
  publicUrl: string;
}

/** The same-origin paths of a kit's public resources. */
export const epkPaths = {
  page: (slug: string) => `/epk/${slug}`,
  api: (slug: string) => `/api/epk/${slug}`,
  pdf: (slug: string) => `/api/epk/${slug}/pdf`,
  card: (slug: string) => `/api/epk/${slug}/card.png`,
  photo: (slug: string, width: PressKitPhotoWidth, photoKey: string) =>
    `/api/epk/${slug}/photo/${width}?v=${photoVersion(photoKey)}`,
  audio: (slug: string, trackId: string) => `/api/epk/${slug}/tracks/${trackId}/audio`,
};

/** The kit's photo as answered: each width's address, narrowest first; null without a photo. */
export function photoOf(row: Pick<PressKitRow, 'slug' | 'photoKey'>): PressKitPhoto | null {
  if (!row.photoKey) return null;
  const key = row.photoKey;
  return {
    sizes: PRESS_KIT_PHOTO_WIDTHS.map((width) => ({ width, url: epkPaths.photo(row.slug, width, key) })),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Prefill
// ---------------------------------------------------------------------------------------------------------------

/** Cuts `text` to at most `max` characters, at a word when one ends near the limit. */
function clip(text: string, max: number): string {
  const clean = text.replace(/[<>]/g, '').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return (space > max * 0.6 ? cut.slice(0, space) : cut).trim();
}

/** Paragraphs of an answer: split at blank lines, else at line breaks. */
function paragraphs(answer: string): string[] {
  const byBlank = answer
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (byBlank.length > 1) return byBlank;
  return answer
    .split(/\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** Lines of an answer as list items: bullets and numbering removed, empty lines dropped. */
function listItems(answer: string): string[] {
  return answer
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:[-*•]|\d+[.)])\s*/, '').trim())
    .filter(Boolean);
}

/** The learner's answers to the prompts marked as press-kit material, as field suggestions, in course order. */
export async function worksheetSuggestions(db: Db, userId: string): Promise<WorksheetSuggestion[]> {
  const marked = await db
    .select({
      id: modules.id,
      title: modules.title,
      monthNumber: modules.monthNumber,
      prompts: modules.worksheetPrompts,
      marks: modules.pressKitPrompts,
    })
    .from(modules)
    .where(and(eq(modules.isActive, true), sql`jsonb_array_length(${modules.pressKitPrompts}) > 0`))
    .orderBy(asc(modules.monthNumber), asc(modules.weekNumber));
  if (marked.length === 0) return [];
  const answers = await db
    .select({
      moduleId: worksheetAnswers.moduleId,
      index: worksheetAnswers.promptIndex,
      answer: worksheetAnswers.answer,
    })
    .from(worksheetAnswers)
    .where(
      and(
        eq(worksheetAnswers.userId, userId),
        inArray(
          worksheetAnswers.moduleId,
          marked.map((row) => row.id),
        ),
      ),
    );
  const byKey = new Map(answers.map((row) => [`${row.moduleId}:${row.index}`, row.answer]));
  const suggestions: WorksheetSuggestion[] = [];
  for (const module of marked) {
    for (const mark of module.marks) {
      // Answers saved before control characters were refused lose them here: the kit refuses them on save.
      const saved = byKey.get(`${module.id}:${mark.promptIndex}`);
      const answer = saved === undefined ? undefined : withoutControlChars(saved).trim();
      const prompt = module.prompts[mark.promptIndex];
      if (!answer || prompt === undefined) continue;
      const source = { moduleTitle: module.title, monthNumber: module.monthNumber, prompt };
      if (mark.field === 'bios') {
        const parts = paragraphs(answer);
        const first = parts[0]!;
        const last = parts.at(-1)!;
        if (parts.length > 1 || first.length <= L.shortBio)
          suggestions.push({ field: 'shortBio', value: clip(first, L.shortBio), ...source });
        suggestions.push({
          field: 'longBio',
          value: clip(parts.length > 1 ? last : answer, L.longBio),
          ...source,
        });
      } else if (mark.field === 'achievements') {
        // Each achievement is one line: a tab becomes a space, as the kit's one-line fields refuse tabs.
        const items = listItems(answer)
          .map((item) => withoutControlChars(item.replace(/\t/g, ' '), false))
          .slice(0, L.achievements)
          .map((item) => clip(item, L.achievement));
        suggestions.push({ field: 'achievements', value: items.join('\n'), ...source });
      } else {
        const max =
          mark.field === 'shortBio' ? L.shortBio : mark.field === 'longBio' ? L.longBio : L.releasePlan;
        suggestions.push({ field: mark.field, value: clip(answer, max), ...source });
      }
    }
  }
  return suggestions;
}

/** Whether `url` is an http(s) address. */
function isWebAddress(url: string | null): url is string {
  if (!url) return false;
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** The first values of a new kit: the directory profile, the account's stage name, the worksheet answers. */
async function prefill(db: Db, userId: string) {
  const [profile] = await db.select().from(artistProfiles).where(eq(artistProfiles.userId, userId));
  const [account] = await db
    .select({ stageName: profiles.stageName })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  const [artist] = await db
    .select({ stageName: artists.stageName })
    .from(artists)
    .where(eq(artists.userId, userId));
  const suggestions = await worksheetSuggestions(db, userId);
  const suggested = (field: WorksheetSuggestion['field']) =>
    suggestions.find((s) => s.field === field)?.value;
  const directoryBio = profile?.bio?.trim() ?? '';
  const links: PressKitLink[] = [];
  const addLink = (label: string, url: string | null | undefined) => {
    if (isWebAddress(url ?? null) && url!.length <= L.url) links.push({ label, url: url! });
  };
  addLink('Website', profile?.websiteUrl);
  addLink('Spotify', profile?.spotifyUrl);
  addLink('YouTube', profile?.youtubeUrl);
  addLink('Instagram', profile?.instagramUrl);
  const achievements = suggested('achievements');
  return {
    // The first stage name that prints (one stored before the name rule may not; issue 33 item 6).
    stageName: clip(
      [profile?.stageName, account?.stageName, artist?.stageName]
        .map((name) => name?.trim() ?? '')
        .find((name) => name !== '' && nameProblem(name) === null) ?? '',
      L.stageName,
    ),
    shortBio: suggested('shortBio') ?? (directoryBio.length <= L.shortBio ? directoryBio : ''),
    longBio: suggested('longBio') ?? clip(directoryBio, L.longBio),
    // Genres saved before the directory refused control characters lose them here, as the kit refuses them.
    genres: (profile?.genres ?? [])
      .map((genre) => withoutControlChars(genre, false).trim())
      .filter(Boolean)
      .slice(0, L.genres)
      .map((genre) => clip(genre, L.genre)),
    location: clip(profile?.location ?? '', L.location),
    releasePlan: suggested('releasePlan') ?? '',
    links,
    achievements: achievements ? achievements.split('\n') : [],
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The learner's kit
// ---------------------------------------------------------------------------------------------------------------

/**
 * The caller's kit row, made (prefilled, private, at a random slug) when they have none.
 *
 * @throws {AppError} 404 `user_not_found` when staff deleted the account meanwhile ({@link holdOwnAccount}).
 */
export async function ensureKitRow(db: Db, userId: string): Promise<PressKitRow> {
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

/** The id and completion date of `userId`'s program completion certificate, or null. */
async function programCertificate(db: Tx, userId: string) {
  const [row] = await db
    .select({ certificateId: userCertificates.certificateId, data: userCertificates.certificateData })
    .from(userCertificates)
    .where(
      and(eq(userCertificates.userId, userId), eq(userCertificates.certificateType, PROGRAM_COMPLETION)),
    );
  return row ?? null;
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

// ---------------------------------------------------------------------------------------------------------------
// Reading a kit by its slug
// ---------------------------------------------------------------------------------------------------------------

/** Who asks for a kit: their account id and access, or null when signed out. */
export type KitViewer = { id: string; access: SessionAccess } | null;

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

/** Whether `viewer` may read `row` when anyone may not: its learner, a mentor or an admin. */
export function mayPreview(row: Pick<PressKitRow, 'userId'>, viewer: KitViewer): boolean {
  return !!viewer && (viewer.id === row.userId || viewer.access.admin || viewer.access.mentor);
}

/**
 * The kit at `slug` that `viewer` may read: one anyone may read ({@link kitIsPublic}), or theirs to preview.
 *
 * @returns the kit's row, and `preview` when only `viewer`'s access lets them read it.
 * @throws {AppError} 404 `press_kit_not_found` when no kit has the slug, or anyone may not read it and `viewer` may
 *   not preview it (the same answer, so a private kit's address reveals nothing).
 */
export async function kitBySlug(
  db: Db,
  slug: string,
  viewer: KitViewer,
): Promise<{ row: PressKitRow; preview: boolean }> {
  const [found] = await db
    .select({ ...getTableColumns(pressKits), isPublic: kitIsPublic })
    .from(pressKits)
    .where(eq(pressKits.slug, slug));
  if (!found || (!found.isPublic && !mayPreview(found, viewer)))
    throw new AppError(API_ERROR_CODES.pressKitNotFound, m.invalidSlug);
  const { isPublic, ...row } = found;
  return { row, preview: !isPublic };
}

/** The featured tracks of a kit with their latest version, in the learner's order. */
async function featuredTracks(db: Db, row: PressKitRow): Promise<EpkTrack[]> {
  const latest = db
    .selectDistinctOn([trackVersions.trackId], {
      trackId: trackVersions.trackId,
      id: trackVersions.id,
      versionNumber: trackVersions.versionNumber,
      durationMs: trackVersions.durationMs,
      peaks: trackVersions.peaks,
    })
    .from(trackVersions)
    .innerJoin(
      pressKitTracks,
      and(eq(pressKitTracks.trackId, trackVersions.trackId), eq(pressKitTracks.userId, row.userId)),
    )
    .orderBy(trackVersions.trackId, sql`${trackVersions.versionNumber} desc`)
    .as('latest');
  const rows = await db
    .select({
      id: tracks.id,
      title: tracks.title,
      versionId: latest.id,
      versionNumber: latest.versionNumber,
      durationMs: latest.durationMs,
      peaks: latest.peaks,
    })
    .from(pressKitTracks)
    .innerJoin(tracks, eq(tracks.id, pressKitTracks.trackId))
    .leftJoin(latest, eq(latest.trackId, tracks.id))
    .where(eq(pressKitTracks.userId, row.userId))
    .orderBy(asc(pressKitTracks.position));
  return rows.map((track) => ({
    id: track.id,
    title: track.title,
    latestVersion:
      track.versionId === null
        ? null
        : {
            id: track.versionId,
            versionNumber: track.versionNumber!,
            durationMs: track.durationMs!,
            peaks: track.peaks!,
            audioUrl: epkPaths.audio(row.slug, track.id),
          },
  }));
}

/** A kit as anyone who may read it sees it (never the learner's id or email). */
export async function publicAnswer(db: Db, row: PressKitRow, site: SiteAddress): Promise<Epk> {
  const [featured, certificate] = await Promise.all([
    featuredTracks(db, row),
    row.showCertificate ? programCertificate(db, row.userId) : Promise.resolve(null),
  ]);
  return {
    slug: row.slug,
    isPublished: row.isPublished,
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
    photo: photoOf(row),
    featuredTracks: featured,
    certificate: certificate
      ? {
          certificateId: certificate.certificateId,
          programName: certificate.data.program_name || CERTIFICATE_PROGRAM_NAME,
          completionDate: certificate.data.completion_date,
          verifyUrl: `${site.publicUrl}${verifyPath(certificate.certificateId)}`,
        }
      : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The stored audio of the latest version of `trackId`, a track the kit `row` features (the caller checked the kit
 * may be read).
 *
 * @throws {AppError} 404 `resource_not_found` when the kit does not feature the track or it has no version.
 */
export async function featuredAudio(
  db: Db,
  row: Pick<PressKitRow, 'userId'>,
  trackId: string,
): Promise<{ fileKey: string; contentType: string }> {
  const [version] = await db
    .select({ fileKey: trackVersions.fileKey, contentType: trackVersions.contentType })
    .from(pressKitTracks)
    .innerJoin(trackVersions, eq(trackVersions.trackId, pressKitTracks.trackId))
    .where(and(eq(pressKitTracks.userId, row.userId), eq(pressKitTracks.trackId, trackId.toLowerCase())))
    .orderBy(sql`${trackVersions.versionNumber} desc`)
    .limit(1);
  if (!version)
    throw new AppError(API_ERROR_CODES.resourceNotFound, 'This press kit features no such track.');
  return version;
}

// ---------------------------------------------------------------------------------------------------------------
// The agents' Artists list
// ---------------------------------------------------------------------------------------------------------------

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * `GET /api/agent/artists`: published kits with a stage name, ordered by lower-cased stage name then slug, after
 * `query.cursor`; `q` matches part of the stage name, `genre` one whole genre, `location` part of the location,
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
    query.q ? ilike(pressKits.stageName, `%${likeLiteral(query.q)}%`) : undefined,
    query.location ? ilike(pressKits.location, `%${likeLiteral(query.location)}%`) : undefined,
    query.genre
      ? sql`exists (select 1 from jsonb_array_elements_text(${pressKits.genres}) g where lower(g) = lower(${query.genre}))`
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
