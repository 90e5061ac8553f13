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
  artistsPageSchema,
  artistsQuerySchema,
  epkAnswerSchema,
  epkTrackParamsSchema,
  ownPressKitAnswerSchema,
  photoParamsSchema,
  pressKitBodySchema,
  publicationBodySchema,
  slugParamsSchema,
} from '@shared/schemas/press-kits';
import { guardedApp } from '../../auth/require-access';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { operation, validJson, validParams, validQuery } from '../../http/contract';
import { jsonBytes } from '../../http/json-bytes';
import { receivedFile, receiveUpload } from '../../http/receive-upload';
import { fileRequest, sendSource, sendStoredFile } from '../../http/send-file';
import { listArtists } from './artists';
import { keptFile, publicKit, type KeptFileName, type PublicKit } from './kept-kits';
import { pressKitPdfName, renderPressKitPdf } from './pdf';
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
import { featuredAudio, kitBySlug, publicAnswer, viewerOf } from './public-kit';
import { getOwnKit, replacePhotoKey, saveOwnKit, setPublication } from './service';
import { FILE_ERRORS, fileAnswers, uploadBody } from '../../http/file-contract';

/** The answer of every route of the learner's own kit. */
const OWN_KIT = { description: 'The caller’s kit.', schema: ownPressKitAnswerSchema };

/** `/press-kit`: the caller's own kit (approved artists only). */
export function pressKitRoutes(deps: AppDeps) {
  const app = guardedApp(deps, 'artist');
  const { db } = deps.database;
  const site = { publicUrl: deps.env.PUBLIC_URL };

  app.get(
    '/',
    operation({
      operationId: 'getOwnPressKit',
      summary: 'The caller’s press kit, made and prefilled on the first call (docs/decisions/0023).',
      tag: 'press-kits',
      answers: { 200: OWN_KIT },
      errors: [API_ERROR_CODES.userNotFound],
    }),
    async (c) => c.json({ pressKit: await getOwnKit(db, c.get('user').id, site) }),
  );

  app.put(
    '/',
    operation({
      operationId: 'saveOwnPressKit',
      summary: 'Replaces every field of the caller’s press kit and its featured tracks, in order.',
      tag: 'press-kits',
      answers: { 200: OWN_KIT },
      errors: [API_ERROR_CODES.userNotFound],
    }),
    ...validJson(pressKitBodySchema, PRESS_KIT_BODY_MAX_BYTES),
    async (c) => c.json({ pressKit: await saveOwnKit(db, c.get('user').id, c.req.valid('json'), site) }),
  );

  app.put(
    '/publication',
    operation({
      operationId: 'setPressKitPublication',
      summary: 'Publishes or unpublishes the caller’s press kit, at the slug they choose.',
      tag: 'press-kits',
      answers: { 200: OWN_KIT },
      errors: [API_ERROR_CODES.slugTaken, API_ERROR_CODES.userNotFound],
    }),
    ...validJson(publicationBodySchema, 1024),
    async (c) => c.json({ pressKit: await setPublication(db, c.get('user').id, c.req.valid('json'), site) }),
  );

  app.post(
    '/photo',
    operation({
      operationId: 'setPressKitPhoto',
      summary:
        'Sets the photo of the caller’s press kit: a JPEG, PNG or WebP of at most 10 MB, kept as WebP copies.',
      tag: 'press-kits',
      answers: { 200: OWN_KIT },
      errors: [API_ERROR_CODES.unsupportedFileType, API_ERROR_CODES.userNotFound],
      requestBody: uploadBody(),
    }),
    async (c) => {
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
    },
  );

  app.delete(
    '/photo',
    operation({
      operationId: 'deletePressKitPhoto',
      summary: 'Removes the photo of the caller’s press kit.',
      tag: 'press-kits',
      answers: { 200: OWN_KIT },
      errors: [API_ERROR_CODES.userNotFound],
    }),
    async (c) => {
      const userId = c.get('user').id;
      const previous = await replacePhotoKey(db, userId, null);
      if (previous) await deletePhotoCopies(deps.disk, previous);
      return c.json({ pressKit: await getOwnKit(db, userId, site) });
    },
  );
  return app;
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
   * @throws {AppError} 404 `press_kit_not_found` (public-kit.ts `kitBySlug`).
   */
  const kitFor = async (c: Context, slug: string) => {
    const kept = await publicKit(deps.database, slug, site);
    if (kept) return { row: kept.row, kept, preview: false };
    return { ...(await kitBySlug(db, slug, await viewerOf(deps, c))), kept: null };
  };
  /** Published kits' files may be kept an hour by anyone; a preview's never. */
  const cacheControl = (preview: boolean) => (preview ? 'private, no-store' : 'public, max-age=3600');

  app.get(
    '/:slug',
    operation({
      operationId: 'getPublicPressKit',
      summary:
        'A press kit by its slug: published for anyone, else a preview for its learner, mentors and admins.',
      tag: 'press-kits',
      answers: { 200: { description: 'The kit.', schema: epkAnswerSchema } },
      errors: [API_ERROR_CODES.pressKitNotFound],
    }),
    ...validParams(slugParamsSchema),
    async (c) => {
      const { slug } = c.req.valid('param');
      const { row, kept } = await kitFor(c, slug);
      if (kept) return jsonBytes(c, kept.json);
      return c.json({ pressKit: await publicAnswer(db, row, site) });
    },
  );

  app.get(
    '/:slug/photo/:width',
    operation({
      operationId: 'getPressKitPhoto',
      summary: 'The WebP copy of a press kit’s photo at one of its widths.',
      tag: 'press-kits',
      answers: fileAnswers('The photo.', 'image/webp'),
      errors: [API_ERROR_CODES.pressKitNotFound, API_ERROR_CODES.noFile, ...FILE_ERRORS],
    }),
    ...validParams(photoParamsSchema),
    async (c) => {
      const { slug, width } = c.req.valid('param');
      const { row, preview } = await kitFor(c, slug);
      if (!row.photoKey) throw new AppError(API_ERROR_CODES.noFile, pm.noPhoto);
      return sendStoredFile(deps.disk, photoFileKey(row.photoKey, width), deps.logger, {
        ...fileRequest(c.req),
        contentType: 'image/webp',
        cacheControl: cacheControl(preview),
      });
    },
  );

  app.get(
    '/:slug/tracks/:trackId/audio',
    operation({
      operationId: 'getPressKitTrackAudio',
      summary: 'The latest version of a track the press kit features, with HTTP Range.',
      tag: 'press-kits',
      answers: fileAnswers('The audio, in the type it was uploaded in.', 'audio/*'),
      errors: [API_ERROR_CODES.pressKitNotFound, API_ERROR_CODES.resourceNotFound, ...FILE_ERRORS],
    }),
    ...validParams(epkTrackParamsSchema),
    async (c) => {
      const { slug, trackId } = c.req.valid('param');
      const { row, preview } = await kitFor(c, slug);
      const audio = await featuredAudio(db, row, trackId);
      return sendStoredFile(deps.disk, audio.fileKey, deps.logger, {
        ...fileRequest(c.req),
        contentType: audio.contentType,
        cacheControl: cacheControl(preview),
      });
    },
  );

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

  app.get(
    '/:slug/card.png',
    operation({
      operationId: 'getPressKitCard',
      summary:
        'The link-preview card (1200 × 630) of a press kit without a photo, made once per kit version.',
      tag: 'press-kits',
      answers: fileAnswers('The card.', 'image/png'),
      errors: [API_ERROR_CODES.pressKitNotFound, API_ERROR_CODES.rangeNotSatisfiable],
    }),
    ...validParams(slugParamsSchema),
    async (c) => {
      const { slug } = c.req.valid('param');
      const { row, kept, preview } = await kitFor(c, slug);
      return sendMade(
        c,
        kept,
        'card',
        () => previewCard(row.stageName || row.slug, deps.env.site.brandName),
        {
          contentType: 'image/png',
          cacheControl: cacheControl(preview),
        },
      );
    },
  );

  app.get(
    '/:slug/pdf',
    operation({
      operationId: 'getPressKitPdf',
      summary: 'The one-page PDF of a press kit, as a download, made once per kit version.',
      tag: 'press-kits',
      answers: fileAnswers('The PDF.', 'application/pdf'),
      errors: [API_ERROR_CODES.pressKitNotFound, API_ERROR_CODES.rangeNotSatisfiable],
    }),
    ...validParams(slugParamsSchema),
    async (c) => {
      const { slug } = c.req.valid('param');
      const { row, kept } = await kitFor(c, slug);
      const kit = kept?.kit ?? (await publicAnswer(db, row, site));
      const make = async () => {
        const photo = row.photoKey
          ? Buffer.from(
              await deps.disk.getBytes(photoFileKey(row.photoKey, 640)).catch(() => new Uint8Array()),
            )
          : null;
        return renderPressKitPdf(kit, photo && photo.length > 0 ? photo : null, deps.env.site.brandName);
      };
      return sendMade(c, kept, 'pdf', make, {
        contentType: 'application/pdf',
        cacheControl: 'private, no-store',
        downloadName: pressKitPdfName(kit),
      });
    },
  );
  return app;
}

/** `/agent`: the agents' Artists list (approved agents only). */
export function agentArtistRoutes(deps: AppDeps) {
  const app = guardedApp(deps, 'agent');
  const site = { publicUrl: deps.env.PUBLIC_URL };
  app.get(
    '/artists',
    operation({
      operationId: 'listAgentArtists',
      summary: 'The agents’ Artists list: published press kits by stage name, filtered, a page at a time.',
      tag: 'press-kits',
      answers: { 200: { description: 'A page of artists.', schema: artistsPageSchema } },
    }),
    ...validQuery(artistsQuerySchema),
    async (c) => c.json(await listArtists(deps.database.db, c.req.valid('query'), site)),
  );
  return app;
}
