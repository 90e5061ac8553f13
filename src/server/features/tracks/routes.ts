/**
 * Tracks, versions and feedback pinned to moments (issue "Press kits and feedback on tracks" items 2, 3, 5;
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
 * | GET /tracks/:id/versions/:n/comments | `{ versionNumber, comments, previousVersion }` |
 * | POST /tracks/:id/versions/:n/comments `{ positionMs, body }` | 201 the comment |
 * | POST /track-comments/:id/replies `{ body }` | 201 the reply |
 * | PUT /track-comments/:id/resolved `{ resolved }` | the comment (the learner) |
 * | GET /feedback/tracks?cursor=&limit= | `{ tracks, nextCursor }` |
 */
import { API_ERROR_CODES } from '@shared/api-error';
import { TRACK_BODY_MAX_BYTES, TRACK_MAX_FILE_BYTES } from '@shared/limits/tracks';
import { trackFileMessages, trackRequestMessages as m } from '@shared/messages/tracks';
import {
  commentBodySchema,
  feedbackQuerySchema,
  replyBodySchema,
  resolvedBodySchema,
  trackCommentParamsSchema,
  trackFieldsSchema,
  trackParamsSchema,
  trackUpdateSchema,
  trackVersionParamsSchema,
  versionFieldsSchema,
  type CommentBody,
  type FeedbackQuery,
  type ReplyBody,
  type ResolvedBody,
  type TrackCommentParams,
  type TrackParams,
  type TrackUpdate,
  type TrackVersionParams,
} from '@shared/schemas/tracks';
import { guardedApp } from '../../auth/require-access';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { jsonBody } from '../../http/json-body';
import { validParams } from '../../http/params';
import { validQuery } from '../../http/query';
import { receivedFile, receiveUpload } from '../../http/receive-upload';
import { fileRequest, sendStoredFile } from '../../http/send-file';
import { ownTrack, type Viewer } from './access';
import { TRACK_UPLOAD_RULE } from './audio';
import {
  addComment,
  addReply,
  addVersion,
  createTrack,
  deleteTrack,
  getTrack,
  listOwnTracks,
  listReviewableTracks,
  setResolved,
  trackFolder,
  updateTrack,
  versionComments,
  visibleVersion,
} from './service';

/** The viewer of a guarded request. */
const viewerOf = (c: { get: (key: 'user') => Viewer }): Viewer => {
  const { id, access } = c.get('user');
  return { id, access };
};

/**
 * `/tracks`: the caller's tracks, their versions, audio and comments.
 *
 * @param maxFileBytes - the largest audio file ({@link TRACK_MAX_FILE_BYTES}; smaller in the limit's tests).
 */
export function trackRoutes(deps: AppDeps, maxFileBytes: number = TRACK_MAX_FILE_BYTES) {
  const app = guardedApp(deps, 'any');
  const { db } = deps.database;
  const trackParams = validParams(trackParamsSchema);
  const versionParams = validParams(trackVersionParamsSchema);
  const receiving = (prefix: string) => ({
    disk: deps.disk,
    prefix,
    maxFileBytes,
    logger: deps.logger,
    rule: TRACK_UPLOAD_RULE,
  });

  app.get('/', async (c) => c.json(await listOwnTracks(db, c.get('user').id)));

  app.post('/', async (c) => {
    const user = c.get('user');
    // Learners upload: an approved artist (an agent or a mentor has no tracks of their own).
    if (!user.access.artist) throw new AppError(API_ERROR_CODES.forbidden, m.onlyArtistsUpload);
    const upload = await receiveUpload(c.req.raw, receiving(trackFolder(user.id, 'new')), trackFieldsSchema);
    return c.json(
      await createTrack(deps, user.id, upload.fields, receivedFile(upload, trackFileMessages.required)),
      201,
    );
  });

  app.get('/:id', trackParams, async (c) => {
    const { id } = c.get('params') as TrackParams;
    return c.json(await getTrack(db, viewerOf(c), id));
  });

  app.patch('/:id', trackParams, ...jsonBody(trackUpdateSchema, TRACK_BODY_MAX_BYTES), async (c) => {
    const { id } = c.get('params') as TrackParams;
    return c.json(await updateTrack(db, viewerOf(c), id, c.get('body') as TrackUpdate));
  });

  app.delete('/:id', trackParams, async (c) => {
    const { id } = c.get('params') as TrackParams;
    await deleteTrack(deps, viewerOf(c), id);
    return c.body(null, 204);
  });

  app.post('/:id/versions', trackParams, async (c) => {
    const { id } = c.get('params') as TrackParams;
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
  });

  app.get('/:id/versions/:n/audio', versionParams, async (c) => {
    const { id, n } = c.get('params') as TrackVersionParams;
    const { version } = await visibleVersion(db, viewerOf(c), id, n);
    return sendStoredFile(deps.disk, version.fileKey, deps.logger, {
      ...fileRequest(c.req),
      contentType: version.contentType,
      inlineName: version.fileName,
      cacheControl: 'private, max-age=3600',
    });
  });

  app.get('/:id/versions/:n/comments', versionParams, async (c) => {
    const { id, n } = c.get('params') as TrackVersionParams;
    return c.json(await versionComments(db, viewerOf(c), id, n));
  });

  app.post(
    '/:id/versions/:n/comments',
    versionParams,
    ...jsonBody(commentBodySchema, TRACK_BODY_MAX_BYTES),
    async (c) => {
      const { id, n } = c.get('params') as TrackVersionParams;
      return c.json(await addComment(deps, viewerOf(c), id, n, c.get('body') as CommentBody), 201);
    },
  );

  return app;
}

/** `/track-comments`: replies and resolving. */
export function trackCommentRoutes(deps: AppDeps) {
  const app = guardedApp(deps, 'any');
  const { db } = deps.database;
  const params = validParams(trackCommentParamsSchema);

  app.post('/:id/replies', params, ...jsonBody(replyBodySchema, TRACK_BODY_MAX_BYTES), async (c) => {
    const { id } = c.get('params') as TrackCommentParams;
    const { body } = c.get('body') as ReplyBody;
    return c.json(await addReply(deps, viewerOf(c), id, body), 201);
  });

  app.put('/:id/resolved', params, ...jsonBody(resolvedBodySchema, TRACK_BODY_MAX_BYTES), async (c) => {
    const { id } = c.get('params') as TrackCommentParams;
    const { resolved } = c.get('body') as ResolvedBody;
    return c.json(await setResolved(db, viewerOf(c), id, resolved));
  });

  return app;
}

/** `/feedback`: the tracks the caller may give feedback on. */
export function feedbackRoutes(deps: AppDeps) {
  const app = guardedApp(deps, 'any');
  const { db } = deps.database;

  app.get('/tracks', validQuery(feedbackQuerySchema), async (c) =>
    c.json(await listReviewableTracks(db, viewerOf(c), c.get('query') as FeedbackQuery)),
  );

  return app;
}
