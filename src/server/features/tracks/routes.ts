/**
 * Tracks, their versions and the comments on a version (issue "Press kits and feedback on tracks" items 2, 3, 5;
 * docs/decisions/0022). Every route is on a sub-app guarded for any account a portal admits (401 without a
 * session, 403 for one that lost its access); who may see a given track is then decided per track (access.ts):
 * anyone else gets 404, so a private track's existence is never revealed.
 *
 * | route | answer |
 * |---|---|
 * | GET /tracks | `{ tracks }`: the caller's own, newest first |
 * | POST /tracks (multipart: title, notes, file) | 201 `{ track, permissions }` with version 1 (approved artists) |
 * | GET /tracks/:id | `{ track, permissions }` |
 * | PATCH /tracks/:id `{ title?, notes?, allowPeerFeedback? }` | `{ track, permissions }` (the learner) |
 * | DELETE /tracks/:id | 204 (the learner, or an admin) |
 * | POST /tracks/:id/versions (multipart: notes, file) | 201 `{ track, permissions }` (the learner) |
 * | GET /tracks/:id/versions/:n/audio | the audio, with HTTP Range |
 * | GET /tracks/:id/versions/:n/file | the original file as uploaded, a download (the learner, mentors, admins) |
 * | GET /tracks/:id/versions/:n/comments | `{ versionNumber, comments, previousVersion }` |
 * | POST /tracks/:id/versions/:n/comments `{ positionMs, body }` | 201 the comment |
 *
 * The two comment routes are added to the same sub-app by comment-routes.ts, which also holds the replies,
 * resolving and the feedback list (`/track-comments`, `/feedback`).
 */
import { API_ERROR_CODES } from '@shared/api-error';
import { TRACK_BODY_MAX_BYTES, TRACK_MAX_FILE_BYTES } from '@shared/limits/tracks';
import { trackFileMessages, trackRequestMessages as m } from '@shared/messages/tracks';
import {
  trackAnswerSchema,
  trackFieldsSchema,
  trackListSchema,
  trackParamsSchema,
  trackUpdateSchema,
  trackVersionParamsSchema,
  versionFieldsSchema,
} from '@shared/schemas/tracks';
import { guardedApp } from '../../auth/require-access';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { operation, validJson, validParams } from '../../http/contract';
import { fileAnswers, uploadBody } from '../../http/file-contract';
import { receivedFile, receiveUpload } from '../../http/receive-upload';
import { fileRequest, sendStoredFile } from '../../http/send-file';
import { ownTrack, permissionsOf } from './access';
import { TRACK_UPLOAD_RULE } from './audio';
import { versionCommentRoutes, viewerOf } from './comment-routes';
import { deleteTrack, updateTrack } from './service';
import { getTrack, listOwnTracks, visibleVersion } from './track-answers';
import { addVersion, createTrack, trackFolder } from './uploads';

/** A track with what the caller may do: the answer of most routes. */
const TRACK = { description: 'The track and the caller’s permissions.', schema: trackAnswerSchema };

/**
 * `/tracks`: the caller's tracks, their versions, audio and comments.
 *
 * @param maxFileBytes - the largest audio file ({@link TRACK_MAX_FILE_BYTES}; smaller in the limit's tests).
 */
export function trackRoutes(deps: AppDeps, maxFileBytes: number = TRACK_MAX_FILE_BYTES) {
  const app = guardedApp(deps, 'any');
  const { db } = deps.database;
  const receiving = (prefix: string) => ({
    disk: deps.disk,
    prefix,
    maxFileBytes,
    logger: deps.logger,
    rule: TRACK_UPLOAD_RULE,
  });

  app.get(
    '/',
    operation({
      operationId: 'listOwnTracks',
      summary: 'The caller’s own tracks, newest first, each with its versions.',
      tag: 'tracks',
      answers: { 200: { description: 'The tracks.', schema: trackListSchema } },
    }),
    async (c) => c.json(await listOwnTracks(db, c.get('user').id)),
  );

  app.post(
    '/',
    operation({
      operationId: 'createTrack',
      summary: 'Uploads a new track with its first version (approved artists).',
      tag: 'tracks',
      answers: { 201: { description: 'The new track with version 1.', schema: trackAnswerSchema } },
      errors: [API_ERROR_CODES.unsupportedFileType, API_ERROR_CODES.userNotFound],
      requestBody: uploadBody(['title', 'notes']),
    }),
    async (c) => {
      const user = c.get('user');
      // Learners upload: an approved artist (an agent or a mentor has no tracks of their own).
      if (!user.access.artist) throw new AppError(API_ERROR_CODES.forbidden, m.onlyArtistsUpload);
      const upload = await receiveUpload(
        c.req.raw,
        receiving(trackFolder(user.id, 'new')),
        trackFieldsSchema,
      );
      return c.json(
        await createTrack(deps, user.id, upload.fields, receivedFile(upload, trackFileMessages.required)),
        201,
      );
    },
  );

  app.get(
    '/:id',
    operation({
      operationId: 'getTrack',
      summary: 'A track the caller sees, with its versions and what the caller may do.',
      tag: 'tracks',
      answers: { 200: TRACK },
      errors: [API_ERROR_CODES.trackNotFound],
    }),
    ...validParams(trackParamsSchema),
    async (c) => c.json(await getTrack(db, viewerOf(c), c.req.valid('param').id)),
  );

  app.patch(
    '/:id',
    operation({
      operationId: 'updateTrack',
      summary: 'Changes a track’s title, notes or whether peers may give feedback (its learner).',
      tag: 'tracks',
      answers: { 200: TRACK },
      errors: [API_ERROR_CODES.trackNotFound],
    }),
    ...validParams(trackParamsSchema),
    ...validJson(trackUpdateSchema, TRACK_BODY_MAX_BYTES),
    async (c) => c.json(await updateTrack(db, viewerOf(c), c.req.valid('param').id, c.req.valid('json'))),
  );

  app.delete(
    '/:id',
    operation({
      operationId: 'deleteTrack',
      summary: 'Deletes a track with its versions, comments and files (its learner, or an admin).',
      tag: 'tracks',
      answers: { 204: { description: 'Deleted.' } },
      errors: [API_ERROR_CODES.trackNotFound],
    }),
    ...validParams(trackParamsSchema),
    async (c) => {
      await deleteTrack(deps, viewerOf(c), c.req.valid('param').id);
      return c.body(null, 204);
    },
  );

  app.post(
    '/:id/versions',
    operation({
      operationId: 'createTrackVersion',
      summary: 'Uploads the next version of a track (its learner).',
      tag: 'tracks',
      answers: { 201: { description: 'The track with its new version.', schema: trackAnswerSchema } },
      errors: [API_ERROR_CODES.trackNotFound, API_ERROR_CODES.unsupportedFileType],
      requestBody: uploadBody(['notes']),
    }),
    ...validParams(trackParamsSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const viewer = viewerOf(c);
      // Refused before the body is read: only the learner uploads a version.
      const track = await ownTrack(db, viewer, id);
      const upload = await receiveUpload(
        c.req.raw,
        receiving(trackFolder(track.userId, track.id)),
        versionFieldsSchema,
      );
      return c.json(
        await addVersion(deps, viewer, id, upload.fields, receivedFile(upload, trackFileMessages.required)),
        201,
      );
    },
  );

  app.get(
    '/:id/versions/:n/audio',
    operation({
      operationId: 'getTrackVersionAudio',
      summary: 'The audio of a version, with HTTP Range.',
      tag: 'tracks',
      answers: fileAnswers('The audio, in the type it was uploaded in.', 'audio/*'),
      errors: [
        API_ERROR_CODES.trackNotFound,
        API_ERROR_CODES.trackVersionNotFound,
        API_ERROR_CODES.fileMissing,
        API_ERROR_CODES.rangeNotSatisfiable,
      ],
    }),
    ...validParams(trackVersionParamsSchema),
    async (c) => {
      const { id, n } = c.req.valid('param');
      const { version } = await visibleVersion(db, viewerOf(c), id, n);
      return sendStoredFile(deps.disk, version.fileKey, deps.logger, {
        ...fileRequest(c.req),
        contentType: version.contentType,
        inlineName: version.fileName,
        cacheControl: 'private, max-age=3600',
      });
    },
  );

  app.get(
    '/:id/versions/:n/file',
    operation({
      operationId: 'downloadTrackVersionFile',
      summary: 'The original file of a version as uploaded, to download (the learner, mentors and admins).',
      tag: 'tracks',
      answers: fileAnswers('The file as uploaded, under its name.', 'audio/*'),
      errors: [
        API_ERROR_CODES.trackNotFound,
        API_ERROR_CODES.trackVersionNotFound,
        API_ERROR_CODES.forbidden,
        API_ERROR_CODES.fileMissing,
        API_ERROR_CODES.rangeNotSatisfiable,
      ],
    }),
    ...validParams(trackVersionParamsSchema),
    async (c) => {
      const { id, n } = c.req.valid('param');
      const { version, role } = await visibleVersion(db, viewerOf(c), id, n);
      if (!permissionsOf(role).canDownload)
        throw new AppError(API_ERROR_CODES.forbidden, m.onlyLearnerAndStaffDownload);
      return sendStoredFile(deps.disk, version.fileKey, deps.logger, {
        ...fileRequest(c.req),
        contentType: version.contentType,
        downloadName: version.fileName,
        cacheControl: 'private, max-age=3600',
      });
    },
  );

  // Comments on a version (comment-routes.ts), after the version's audio.
  versionCommentRoutes(app, deps);

  return app;
}
