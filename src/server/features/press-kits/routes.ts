/**
 * The press-kit API (issue "Press kits and feedback on tracks" items 1, 4 and 5; docs/decisions/0023).
 *
 * | route | who | answer |
 * |---|---|---|
 * | GET /press-kit | approved artists | `{ pressKit }` (own; made and prefilled on the first call) |
 * | PUT /press-kit | approved artists | `{ pressKit }`; 400 with field messages |
 * | POST /press-kit/photo | approved artists | `{ pressKit }`; multipart `file` (JPEG, PNG, WebP, ≤ 10 MB); 400/413/415 |
 * | DELETE /press-kit/photo | approved artists | `{ pressKit }` without a photo |
 * | PUT /press-kit/publication | approved artists | `{ pressKit }`; 409 `slug_taken`, 400 |
 * | GET /epk/:slug | anyone (published, its learner still admitted); else its learner, mentors, admins | `{ pressKit }`; else 404 |
 * | GET /epk/:slug/photo/:width | as above | the WebP copy of that width |
 * | GET /epk/:slug/card.png | as above | the link-preview card (1200 × 630) of a kit without a photo; made once per kit version |
 * | GET /epk/:slug/pdf | as above | the one-page PDF, as a download; made once per kit version |
 * | GET /epk/:slug/tracks/:trackId/audio | as above | the latest version of a featured track (Range) |
 * | GET /agent/artists?q=&genre=&location=&cursor=&limit= | approved agents | `{ artists, nextCursor }` |
 */
import { Readable } from 'node:stream';
import { Hono, type Context } from 'hono';
import { z } from 'zod/mini';
import { API_ERROR_CODES } from '@shared/api-error';
import { PRESS_KIT_BODY_MAX_BYTES, PRESS_KIT_PHOTO_MAX_BYTES } from '@shared/limits/press-kits';
import { pressKitPhotoMessages as pm } from '@shared/messages/press-kits';
import {
  artistsQuerySchema,
  epkTrackParamsSchema,
  photoParamsSchema,
  pressKitBodySchema,
  publicationBodySchema,
  slugParamsSchema,
  type ArtistsQuery,
  type EpkTrackParams,
  type PhotoParams,
  type PressKitBody,
  type PublicationBody,
  type SlugParams,
} from '@shared/schemas/press-kits';
import { guardedApp } from '../../auth/require-access';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { jsonBody } from '../../http/json-body';
import { jsonBytes } from '../../http/json-bytes';
import { validParams } from '../../http/params';
import { validQuery } from '../../http/query';
import { receivedFile, receiveUpload } from '../../http/receive-upload';
import { requestHeader } from '../../http/response-headers';
import { fileRequest, sendSource, sendStoredFile } from '../../http/send-file';
import {
  deletePhotoCopies,
  newPhotoKey,
  photoFileKey,
  PHOTO_UPLOAD_RULE,
  previewCard,
  pressKitFolder,
  resizePhoto,
  writePhotoCopies,
} from './photo';
import { keptFile, publicKit, type KeptFileName, type PublicKit } from './kept-kits';
import { pressKitPdfName, renderPressKitPdf } from './pdf';
import {
  featuredAudio,
  getOwnKit,
  kitBySlug,
  listArtists,
  publicAnswer,
  replacePhotoKey,
  saveOwnKit,
  setPublication,
  type KitViewer,
} from './service';

/** `/press-kit`: the caller's own kit (approved artists only). */
export function pressKitRoutes(deps: AppDeps) {
  const app = guardedApp(deps, 'artist');
  const { db } = deps.database;
  const site = { publicUrl: deps.env.PUBLIC_URL };

  app.get('/', async (c) => c.json({ pressKit: await getOwnKit(db, c.get('user').id, site) }));
  app.put('/', ...jsonBody(pressKitBodySchema, PRESS_KIT_BODY_MAX_BYTES), async (c) =>
    c.json({ pressKit: await saveOwnKit(db, c.get('user').id, c.get('body') as PressKitBody, site) }),
  );
  app.put('/publication', ...jsonBody(publicationBodySchema, 1024), async (c) =>
    c.json({
      pressKit: await setPublication(db, c.get('user').id, c.get('body') as PublicationBody, site),
    }),
  );

  app.post('/photo', async (c) => {
    const userId = c.get('user').id;
    const upload = await receiveUpload(
      c.req.raw,
      {
        disk: deps.disk,
        prefix: pressKitFolder(userId),
        maxFileBytes: PRESS_KIT_PHOTO_MAX_BYTES,
        logger: deps.logger,
        rule: PHOTO_UPLOAD_RULE,
      },
      z.strictObject({}),
    );
    const file = receivedFile(upload, pm.required, 'The photo could not be stored. Please try again.');
    let bytes: Uint8Array;
    try {
      bytes = await deps.disk.getBytes(file.temporaryPath);
    } finally {
      await deps.disk.delete(file.temporaryPath).catch(() => {});
    }
    const copies = await resizePhoto(Buffer.from(bytes));
    const photoKey = newPhotoKey(userId);
    await writePhotoCopies(deps.disk, photoKey, copies);
    let previous: string | null;
    try {
      previous = await replacePhotoKey(db, userId, photoKey);
    } catch (error) {
      await deletePhotoCopies(deps.disk, photoKey);
      throw error;
    }
    if (previous) await deletePhotoCopies(deps.disk, previous);
    return c.json({ pressKit: await getOwnKit(db, userId, site) });
  });

  app.delete('/photo', async (c) => {
    const userId = c.get('user').id;
    const previous = await replacePhotoKey(db, userId, null);
    if (previous) await deletePhotoCopies(deps.disk, previous);
    return c.json({ pressKit: await getOwnKit(db, userId, site) });
  });
  return app;
}

/**
 * The viewer of a public route: the signed-in account and its access, or null. Looked up only for a kit that is
 * not published (a published kit is the same for everyone).
 */
async function viewerOf(deps: AppDeps, c: Context): Promise<KitViewer> {
  const { session, setCookies } = await deps.sessions.find(requestHeader(c, 'cookie'));
  for (const setCookie of setCookies) c.header('Set-Cookie', setCookie, { append: true });
  return session ? { id: session.user.id, access: session.access } : null;
}

/** `/epk`: published kits for everyone, unpublished ones for their learner, mentors and admins. */
export function epkRoutes(deps: AppDeps) {
  const app = new Hono();
  const { db } = deps.database;
  const site = { publicUrl: deps.env.PUBLIC_URL };

  /**
   * The kit at `slug` for this request: one anyone may read, as kept (kept-kits.ts), else a preview for the
   * signed-in viewer, whose session is read only then.
   *
   * @throws {AppError} 404 `press_kit_not_found` (service.ts `kitBySlug`).
   */
  const kitFor = async (c: Context, slug: string) => {
    const kept = await publicKit(deps.database, slug, site);
    if (kept) return { row: kept.row, kept, preview: false };
    return { ...(await kitBySlug(db, slug, await viewerOf(deps, c))), kept: null };
  };
  /** Published kits' files may be kept an hour by anyone; a preview's never. */
  const cacheControl = (preview: boolean) => (preview ? 'private, no-store' : 'public, max-age=3600');

  app.get('/:slug', validParams(slugParamsSchema), async (c) => {
    const { slug } = c.get('params') as SlugParams;
    const { row, kept } = await kitFor(c, slug);
    if (kept) return jsonBytes(c, kept.json);
    return c.json({ pressKit: await publicAnswer(db, row, site) });
  });

  app.get('/:slug/photo/:width', validParams(photoParamsSchema), async (c) => {
    const { slug, width } = c.get('params') as PhotoParams;
    const { row, preview } = await kitFor(c, slug);
    if (!row.photoKey) throw new AppError(API_ERROR_CODES.noFile, pm.noPhoto);
    return sendStoredFile(deps.disk, photoFileKey(row.photoKey, width), deps.logger, {
      ...fileRequest(c.req),
      contentType: 'image/webp',
      cacheControl: cacheControl(preview),
    });
  });

  app.get('/:slug/tracks/:trackId/audio', validParams(epkTrackParamsSchema), async (c) => {
    const { slug, trackId } = c.get('params') as EpkTrackParams;
    const { row, preview } = await kitFor(c, slug);
    const audio = await featuredAudio(db, row, trackId);
    return sendStoredFile(deps.disk, audio.fileKey, deps.logger, {
      ...fileRequest(c.req),
      contentType: audio.contentType,
      cacheControl: cacheControl(preview),
    });
  });

  /**
   * Sends `bytes` made for this request (a preview's), or the kept file `name` of a public kit, made once until the
   * kit changes (kept-kits.ts `keptFile`), with its entity tag and the time it was made (304 when the request's
   * `If-None-Match` names it).
   */
  const sendMade = async (
    c: Context,
    kept: PublicKit | null,
    name: KeptFileName,
    make: () => Promise<Buffer>,
    headers: { contentType: string; cacheControl: string; downloadName?: string },
  ) => {
    const file = kept
      ? await keptFile(deps.database, kept, name, make)
      : { bytes: await make(), etag: undefined, madeAt: undefined };
    return sendSource(
      {
        size: file.bytes.byteLength,
        contentType: headers.contentType,
        etag: file.etag,
        lastModified: file.madeAt,
        open: (start, end) => Readable.from([file.bytes.subarray(start, end + 1)]),
      },
      { ...fileRequest(c.req), cacheControl: headers.cacheControl, downloadName: headers.downloadName },
    );
  };

  app.get('/:slug/card.png', validParams(slugParamsSchema), async (c) => {
    const { slug } = c.get('params') as SlugParams;
    const { row, kept, preview } = await kitFor(c, slug);
    return sendMade(c, kept, 'card', () => previewCard(row.stageName || row.slug, deps.env.site.brandName), {
      contentType: 'image/png',
      cacheControl: cacheControl(preview),
    });
  });

  app.get('/:slug/pdf', validParams(slugParamsSchema), async (c) => {
    const { slug } = c.get('params') as SlugParams;
    const { row, kept } = await kitFor(c, slug);
    const kit = kept?.kit ?? (await publicAnswer(db, row, site));
    const make = async () => {
      const photo = row.photoKey
        ? Buffer.from(await deps.disk.getBytes(photoFileKey(row.photoKey, 640)).catch(() => new Uint8Array()))
        : null;
      return renderPressKitPdf(kit, photo && photo.length > 0 ? photo : null, deps.env.site.brandName);
    };
    return sendMade(c, kept, 'pdf', make, {
      contentType: 'application/pdf',
      cacheControl: 'private, no-store',
      downloadName: pressKitPdfName(kit),
    });
  });
  return app;
}

/** `/agent`: the agents' Artists list (approved agents only). */
export function agentArtistRoutes(deps: AppDeps) {
  const app = guardedApp(deps, 'agent');
  const site = { publicUrl: deps.env.PUBLIC_URL };
  app.get('/artists', validQuery(artistsQuerySchema), async (c) =>
    c.json(await listArtists(deps.database.db, c.get('query') as ArtistsQuery, site)),
  );
  return app;
}
