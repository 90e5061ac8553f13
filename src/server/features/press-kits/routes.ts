/**
 * The press-kit API of the learner's own kit and the agents' Artists list (issue "Press kits and feedback on tracks"
 * items 1, 4 and 5; docs/decisions/0023); the public kits' routes, `/epk/...`, are in epk-routes.ts.
 *
 * | route | who | answer |
 * |---|---|---|
 * | GET /press-kit | approved artists | `{ pressKit }` (own; made and prefilled on the first call) |
 * | PUT /press-kit | approved artists | `{ pressKit }`; 400 with field messages |
 * | POST /press-kit/photo | approved artists | `{ pressKit }`; multipart `file` (JPEG, PNG, WebP, ≤ 10 MB); 400/413/415 |
 * | DELETE /press-kit/photo | approved artists | `{ pressKit }` without a photo |
 * | PUT /press-kit/publication | approved artists | `{ pressKit }`; 409 `slug_taken`, 400 |
 * | GET /agent/artists?q=&genre=&location=&cursor=&limit= | approved agents | `{ artists, nextCursor }` |
 */
import { z } from 'zod/mini';
import { API_ERROR_CODES } from '@shared/api-error';
import { PRESS_KIT_BODY_MAX_BYTES, PRESS_KIT_PHOTO_MAX_BYTES } from '@shared/limits/press-kits';
import { pressKitPhotoMessages as pm } from '@shared/messages/press-kits';
import {
  artistsPageSchema,
  artistsQuerySchema,
  ownPressKitAnswerSchema,
  pressKitBodySchema,
  publicationBodySchema,
} from '@shared/schemas/press-kits';
import { guardedApp } from '../../auth/require-access';
import type { AppDeps } from '../../deps';
import { operation, validJson, validQuery } from '../../http/contract';
import { uploadBody } from '../../http/file-contract';
import { receivedFile, receiveUpload } from '../../http/receive-upload';
import { listArtists } from './artists';
import {
  deletePhotoCopies,
  newPhotoKey,
  PHOTO_UPLOAD_RULE,
  pressKitFolder,
  resizePhoto,
  writePhotoCopies,
} from './photo';
import { getOwnKit, replacePhotoKey, saveOwnKit, setPublication } from './service';

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
      const file = receivedFile(upload, pm.required, pm.notStored);
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
