/**
 * The press-kit API of the public kits (issue "Press kits and feedback on tracks" items 1 and 5;
 * docs/decisions/0023): published kits for everyone, unpublished ones as a preview for their learner, mentors and
 * admins; the learner's own kit is in routes.ts.
 *
 * | route | who | answer |
 * |---|---|---|
 * | GET /epk/:slug | anyone (published, its learner still admitted); else its learner, mentors, admins | `{ pressKit }`; else 404 |
 * | GET /epk/:slug/photo/:width | as above | the WebP copy of that width |
 * | GET /epk/:slug/card.png | as above | the link-preview card (1200 × 630), with the photo; made once per kit version |
 * | GET /epk/:slug/pdf | as above | the one-page PDF, as a download; made once per kit version |
 * | GET /epk/:slug/tracks/:trackId/audio | as above | the latest version of a featured track (Range) |
 */
import { Readable } from 'node:stream';
import { Hono, type Context } from 'hono';
import { API_ERROR_CODES } from '@shared/api-error';
import { pressKitPhotoMessages as pm } from '@shared/messages/press-kits';
import {
  epkAnswerSchema,
  epkTrackParamsSchema,
  photoParamsSchema,
  slugParamsSchema,
} from '@shared/schemas/press-kits';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { operation, validParams } from '../../http/contract';
import { FILE_ERRORS, fileAnswers } from '../../http/file-contract';
import { jsonBytes } from '../../http/json-bytes';
import { fileRequest, sendSource, sendStoredFile } from '../../http/send-file';
import { keptFile, publicKit, type KeptFileName, type PublicKit } from './kept-kits';
import { pressKitPdfName, renderPressKitPdf } from './pdf';
import { photoFileKey, previewCard } from './photo';
import { featuredAudio, kitBySlug, publicAnswer, viewerOf } from './public-kit';

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
        'The link-preview card (1200 × 630) of a press kit, with its photo when it has one, made once per kit version.',
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
        async () =>
          previewCard(
            row.stageName || row.slug,
            deps.env.site.brandName,
            row.photoKey
              ? await deps.disk.getBytes(photoFileKey(row.photoKey, 640)).catch(() => undefined)
              : undefined,
          ),
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
