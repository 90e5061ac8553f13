/**
 * Reading a press kit by its slug (issue "Press kits and feedback on tracks" items 1 and 5; docs/decisions/0023): a
 * published kit whose learner is still admitted is read by anyone; any other only by its learner, mentors and admins
 * (a preview); anyone else gets 404 `press_kit_not_found`, as for a slug no kit has.
 *
 * Throws `AppError` with codes `press_kit_not_found`, `resource_not_found`.
 */
import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { API_ERROR_CODES } from '@shared/api-error';
import type { SessionAccess } from '@shared/auth/session';
import { pressKitFieldMessages as m } from '@shared/messages/press-kits';
import { CERTIFICATE_PROGRAM_NAME } from '@shared/schemas/certificates';
import type { Epk, EpkTrack } from '@shared/schemas/press-kits';
import { sessionOf } from '../../auth/session-of';
import type { Db } from '../../db/client';
import { pressKits, pressKitTracks, tracks, trackVersions } from '../../db/schema/index';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { verifyPath } from '../certificates/service';
import { epkPaths, photoOf, programCertificate, type PressKitRow, type SiteAddress } from './kit-row';
import { kitIsPublic } from './service';

/** Who asks for a kit: their account id and access, or null when signed out. */
export type KitViewer = { id: string; access: SessionAccess } | null;

/**
 * The viewer of a request for a kit: the signed-in account and its access, or null ({@link sessionOf}, whose
 * refreshed cookie goes out with the answer). Looked up only for a kit that is not public (a public kit is the same
 * for everyone).
 */
export async function viewerOf(deps: Pick<AppDeps, 'sessions'>, c: Context): Promise<KitViewer> {
  const session = await sessionOf(deps, c);
  return session ? { id: session.user.id, access: session.access } : null;
}

/** Whether `viewer` may read `row` when anyone may not: its learner, a mentor or an admin. */
function mayPreview(row: Pick<PressKitRow, 'userId'>, viewer: KitViewer): boolean {
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
  if (!version) throw new AppError(API_ERROR_CODES.resourceNotFound, m.noSuchTrack);
  return version;
}
