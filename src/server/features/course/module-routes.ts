/**
 * The `/learning` routes of a module's page and the learner's progress through it (training-program.md §2
 * "Learning area", "Training Video", §4), added to the guarded `/learning` sub-app (routes.ts) and so approved
 * artists only; each checks enrolment and the unlocking rule in the service.
 *
 * | route | answer |
 * |---|---|
 * | GET /learning/modules/:moduleId | the module view (both module pages) |
 * | POST /learning/modules/:moduleId/progress `{ step }` | `{ facts, missing }` |
 * | PUT /learning/modules/:moduleId/playback `{ positionSeconds, playedSeconds, playbackRate }` | what was credited |
 * | POST /learning/modules/:moduleId/complete | `{ facts, unlockedModuleId, awarded, certificate }` |
 */
import { API_ERROR_CODES } from '@shared/api-error';
import { LEARNING_BODY_MAX_BYTES } from '@shared/limits/learning';
import {
  completionAnswerSchema,
  moduleParamsSchema,
  moduleStateSchema,
  moduleViewSchema,
  playbackAnswerSchema,
  playbackReportSchema,
  progressStepBodySchema,
} from '@shared/schemas/learning';
import type { AppDeps } from '../../deps';
import { operation, validJson, validParams } from '../../http/contract';
import { jsonBytes } from '../../http/json-bytes';
import { certificateIssuer } from '../certificates/service';
import { completeModule } from './completion';
import { learnerPage, learnerPageJson } from './kept-answers';
import { MODULE_ACCESS_ERRORS, revision, userId, type LearningApp } from './learning-route-parts';
import { reportPlayback } from './playback';
import { recordStep } from './progress';
import { getModuleView, moduleViewChangesAt } from './views';

/** Adds the module page and progress routes to the `/learning` sub-app `app` (already guarded for artists). */
export function moduleRoutes(app: LearningApp, deps: AppDeps): void {
  const { db } = deps.database;
  const issuer = certificateIssuer(deps);

  app.get(
    '/modules/:moduleId',
    operation({
      operationId: 'getLearnerModule',
      summary: 'The module page of either view, in one request (training-program.md §2 "Learning area").',
      tag: 'course',
      answers: { 200: { description: 'The module view.', schema: moduleViewSchema } },
      errors: MODULE_ACCESS_ERRORS,
    }),
    ...validParams(moduleParamsSchema),
    async (c) => {
      const { moduleId } = c.req.valid('param');
      return jsonBytes(
        c,
        await learnerPageJson(
          db,
          learnerPage(c.get('user'), `module ${moduleId}`),
          () => getModuleView(db, userId(c), moduleId, revision(c)),
          moduleViewChangesAt,
        ),
      );
    },
  );

  app.post(
    '/modules/:moduleId/progress',
    operation({
      operationId: 'recordModuleStep',
      summary: 'Records a step the learner took in the module (training-program.md §4).',
      tag: 'course',
      answers: {
        200: { description: 'The caller’s facts and what completion needs.', schema: moduleStateSchema },
      },
      errors: [
        ...MODULE_ACCESS_ERRORS,
        API_ERROR_CODES.noVideo,
        API_ERROR_CODES.videoNotWatched,
        API_ERROR_CODES.noWorksheet,
        API_ERROR_CODES.worksheetIncomplete,
      ],
    }),
    ...validParams(moduleParamsSchema),
    ...validJson(progressStepBodySchema, LEARNING_BODY_MAX_BYTES),
    async (c) =>
      c.json(await recordStep(db, userId(c), c.req.valid('param').moduleId, c.req.valid('json').step)),
  );

  app.put(
    '/modules/:moduleId/playback',
    operation({
      operationId: 'reportPlayback',
      summary:
        'Reports where the video player is and how long it played; the server credits the watched seconds (training-program.md §2 "Training Video").',
      tag: 'course',
      answers: {
        200: {
          description: 'Where the player is saved and the seconds credited.',
          schema: playbackAnswerSchema,
        },
      },
      errors: [...MODULE_ACCESS_ERRORS, API_ERROR_CODES.noVideo],
    }),
    ...validParams(moduleParamsSchema),
    ...validJson(playbackReportSchema, LEARNING_BODY_MAX_BYTES),
    async (c) =>
      c.json(await reportPlayback(db, userId(c), c.req.valid('param').moduleId, c.req.valid('json'))),
  );

  app.post(
    '/modules/:moduleId/complete',
    operation({
      operationId: 'completeModule',
      summary:
        'Completes the module once every part is done: unlocks the next, awards milestones and the certificate (training-program.md §4).',
      tag: 'course',
      answers: {
        200: {
          description:
            'The module’s facts, the module it unlocked, the milestones earned and the certificate.',
          schema: completionAnswerSchema,
        },
      },
      errors: [...MODULE_ACCESS_ERRORS, API_ERROR_CODES.alreadyCompleted, API_ERROR_CODES.moduleNotReady],
    }),
    ...validParams(moduleParamsSchema),
    async (c) => c.json(await completeModule(db, userId(c), c.req.valid('param').moduleId, issuer)),
  );
}
