/**
 * Comments and feedback on tracks (issue "Press kits and feedback on tracks" items 3 and 5; docs/decisions/0022):
 * the comments of a version, added to the `/tracks` sub-app (routes.ts), and the `/track-comments` and `/feedback`
 * sub-apps. Each is guarded for any account a portal admits (401 without a session, 403 for one that lost its
 * access); who may see a given track is then decided per track (access.ts): anyone else gets 404.
 *
 * | route | answer |
 * |---|---|
 * | GET /tracks/:id/versions/:n/comments | `{ versionNumber, comments, previousVersion }` |
 * | POST /tracks/:id/versions/:n/comments `{ positionMs, body }` | 201 the comment |
 * | POST /track-comments/:id/replies `{ body }` | 201 the reply |
 * | PUT /track-comments/:id/resolved `{ resolved }` | the comment (the learner) |
 * | GET /feedback/tracks?cursor=&limit= | `{ tracks, nextCursor }` |
 */
import { API_ERROR_CODES } from '@shared/api-error';
import { TRACK_BODY_MAX_BYTES } from '@shared/limits/tracks';
import {
  commentBodySchema,
  feedbackPageSchema,
  feedbackQuerySchema,
  replyBodySchema,
  resolvedBodySchema,
  trackCommentParamsSchema,
  trackCommentReplySchema,
  trackCommentSchema,
  trackVersionParamsSchema,
  versionCommentsSchema,
} from '@shared/schemas/tracks';
import { guardedApp } from '../../auth/require-access';
import type { AppDeps } from '../../deps';
import { operation, validJson, validParams, validQuery } from '../../http/contract';
import type { Viewer } from './access';
import { versionComments } from './comments';
import { addComment, addReply, setResolved } from './feedback-writes';
import { listReviewableTracks } from './review-queue';

/** The viewer of a guarded request. */
export const viewerOf = (c: { get: (key: 'user') => Viewer }): Viewer => {
  const { id, access } = c.get('user');
  return { id, access };
};

/** Adds the comments of a version to the `/tracks` sub-app `app` (routes.ts `trackRoutes`). */
export function versionCommentRoutes(app: ReturnType<typeof guardedApp>, deps: AppDeps): void {
  const { db } = deps.database;

  app.get(
    '/:id/versions/:n/comments',
    operation({
      operationId: 'listTrackVersionComments',
      summary: 'The comments of a version with their threads, and the previous version’s, resolved and open.',
      tag: 'tracks',
      answers: { 200: { description: 'The comments.', schema: versionCommentsSchema } },
      errors: [API_ERROR_CODES.trackNotFound, API_ERROR_CODES.trackVersionNotFound],
    }),
    ...validParams(trackVersionParamsSchema),
    async (c) => {
      const { id, n } = c.req.valid('param');
      return c.json(await versionComments(db, viewerOf(c), id, n));
    },
  );

  app.post(
    '/:id/versions/:n/comments',
    operation({
      operationId: 'createTrackComment',
      summary: 'Comments on a moment of a version; feedback by anyone but the learner emails the learner.',
      tag: 'tracks',
      answers: { 201: { description: 'The comment.', schema: trackCommentSchema } },
      errors: [API_ERROR_CODES.trackNotFound, API_ERROR_CODES.trackVersionNotFound],
    }),
    ...validParams(trackVersionParamsSchema),
    ...validJson(commentBodySchema, TRACK_BODY_MAX_BYTES),
    async (c) => {
      const { id, n } = c.req.valid('param');
      return c.json(await addComment(deps, viewerOf(c), id, n, c.req.valid('json')), 201);
    },
  );
}

/** `/track-comments`: replies and resolving. */
export function trackCommentRoutes(deps: AppDeps) {
  const app = guardedApp(deps, 'any');
  const { db } = deps.database;

  app.post(
    '/:id/replies',
    operation({
      operationId: 'createTrackCommentReply',
      summary: 'Replies in a comment’s thread; a reply by anyone but the learner emails the learner.',
      tag: 'tracks',
      answers: { 201: { description: 'The reply.', schema: trackCommentReplySchema } },
      errors: [API_ERROR_CODES.trackCommentNotFound],
    }),
    ...validParams(trackCommentParamsSchema),
    ...validJson(replyBodySchema, TRACK_BODY_MAX_BYTES),
    async (c) =>
      c.json(await addReply(deps, viewerOf(c), c.req.valid('param').id, c.req.valid('json').body), 201),
  );

  app.put(
    '/:id/resolved',
    operation({
      operationId: 'setTrackCommentResolved',
      summary: 'Marks a comment resolved or open again (the track’s learner).',
      tag: 'tracks',
      answers: { 200: { description: 'The comment.', schema: trackCommentSchema } },
      errors: [API_ERROR_CODES.trackCommentNotFound],
    }),
    ...validParams(trackCommentParamsSchema),
    ...validJson(resolvedBodySchema, TRACK_BODY_MAX_BYTES),
    async (c) =>
      c.json(await setResolved(db, viewerOf(c), c.req.valid('param').id, c.req.valid('json').resolved)),
  );

  return app;
}

/** `/feedback`: the tracks the caller may give feedback on. */
export function feedbackRoutes(deps: AppDeps) {
  const app = guardedApp(deps, 'any');
  const { db } = deps.database;

  app.get(
    '/tracks',
    operation({
      operationId: 'listReviewableTracks',
      summary:
        'The tracks the caller may give feedback on, by their latest version, newest first, a page at a time.',
      tag: 'tracks',
      answers: { 200: { description: 'A page of tracks.', schema: feedbackPageSchema } },
    }),
    ...validQuery(feedbackQuerySchema),
    async (c) => c.json(await listReviewableTracks(db, viewerOf(c), c.req.valid('query'))),
  );

  return app;
}
