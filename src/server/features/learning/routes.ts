/**
 * The learning-area API (training-program.md §2 "Learning area", §6, §7 "Learning area"; docs/decisions/0009).
 * Two sub-apps, mounted in app.ts: `courseRoutes` needs no session (visitors see the course list, §6), and
 * `learningRoutes` at `/learning` is guarded as a whole: approved artists only (401 without a session, 403 without
 * artist access); each module route also checks enrolment and unlocking in the service.
 *
 * | route | answer |
 * |---|---|
 * | GET /courses | `{ courses }`: published, oldest first |
 * | GET /workshops | `{ workshops }`: upcoming, soonest first |
 * | GET /learning/courses/:courseId | the course view: enrolment, modules, progress |
 * | POST /learning/courses/:courseId/enrollment | 201 `{ courseId, enrolledAt }`; 409 `already_enrolled` |
 * | GET /learning/modules/:moduleId | the module view |
 * | POST /learning/modules/:moduleId/progress `{ step }` | `{ progress, lessonRead }` |
 * | PUT /learning/modules/:moduleId/playback `{ positionSeconds, playedSeconds }` | what was credited |
 * | GET /learning/modules/:moduleId/video, /captions | the file, with HTTP Range |
 * | GET /learning/modules/:moduleId/quiz/questions | `{ questions }` without correct answers |
 * | POST /learning/modules/:moduleId/quiz/attempts `{ answers }` | 201, the scored attempt |
 * | POST /learning/modules/:moduleId/complete | `{ progress, unlockedModuleId }` |
 * | GET /learning/resources/:resourceId | the file, as a download |
 */
import path from 'node:path';
import { Hono } from 'hono';
import { LEARNING_BODY_MAX_BYTES } from '@shared/limits/learning';
import {
  courseParamsSchema,
  moduleParamsSchema,
  moduleResourceParamsSchema,
  playbackReportSchema,
  progressStepBodySchema,
  quizAttemptBodySchema,
  type PlaybackReport,
  type ProgressStepBody,
  type QuizAttemptBody,
  type WorkshopList,
} from '@shared/schemas/learning';
import { guardedApp } from '../../auth/require-access';
import type { AppDeps } from '../../deps';
import { jsonBody } from '../../http/json-body';
import { validParams } from '../../http/params';
import { fileRequest, sendFile } from '../../http/send-file';
import { loadWorkshops } from './content';
import {
  completeModule,
  enroll,
  getCourseView,
  getModuleView,
  getQuizQuestions,
  listPublishedCourses,
  moduleMediaFile,
  moduleResourceFile,
  recordProgressStep,
  reportPlayback,
  submitQuizAttempt,
} from './service';

/** Most workshops listed at once. */
const WORKSHOPS_SHOWN = 6;

/** `GET /courses` and `GET /workshops`: open to everyone. */
export function courseRoutes(deps: AppDeps) {
  const app = new Hono();
  app.get('/courses', async (c) => c.json({ courses: await listPublishedCourses(deps.database.db) }));
  app.get('/workshops', async (c) => {
    const now = Date.now();
    const workshops = (await loadWorkshops(deps.env.LEARNING_CONTENT_DIR))
      .filter((workshop) => workshop.date.getTime() >= now)
      .sort((a, b) => a.date.getTime() - b.date.getTime())
      .slice(0, WORKSHOPS_SHOWN);
    const answer: WorkshopList = {
      workshops: workshops.map((workshop) => ({ ...workshop, date: workshop.date.toISOString() })),
    };
    return c.json(answer);
  });
  return app;
}

/** `/learning`: enrolment, modules, progress, playback, quizzes (approved artists only). */
export function learningRoutes(deps: AppDeps) {
  const app = guardedApp(deps, 'artist');
  const { db } = deps.database;
  const mediaFolder = path.join(deps.env.LEARNING_CONTENT_DIR, 'media');
  const resourceFolder = path.join(deps.env.LEARNING_CONTENT_DIR, 'resources');
  const userId = (c: { get: (key: 'user') => { id: string } }) => c.get('user').id;

  app.get('/courses/:courseId', validParams(courseParamsSchema), async (c) =>
    c.json(await getCourseView(db, userId(c), c.req.param('courseId'))),
  );

  app.post('/courses/:courseId/enrollment', validParams(courseParamsSchema), async (c) =>
    c.json(await enroll(db, userId(c), c.req.param('courseId')), 201),
  );

  app.get('/modules/:moduleId', validParams(moduleParamsSchema), async (c) =>
    c.json(await getModuleView(db, userId(c), c.req.param('moduleId'))),
  );

  app.post(
    '/modules/:moduleId/progress',
    validParams(moduleParamsSchema),
    ...jsonBody(progressStepBodySchema, LEARNING_BODY_MAX_BYTES),
    async (c) => {
      const { step } = c.get('body') as ProgressStepBody;
      return c.json(await recordProgressStep(db, userId(c), c.req.param('moduleId'), step));
    },
  );

  app.put(
    '/modules/:moduleId/playback',
    validParams(moduleParamsSchema),
    ...jsonBody(playbackReportSchema, LEARNING_BODY_MAX_BYTES),
    async (c) =>
      c.json(await reportPlayback(db, userId(c), c.req.param('moduleId'), c.get('body') as PlaybackReport)),
  );

  for (const kind of ['video', 'captions'] as const) {
    app.get(`/modules/:moduleId/${kind}`, validParams(moduleParamsSchema), async (c) => {
      const file = await moduleMediaFile(db, userId(c), c.req.param('moduleId'), kind);
      return sendFile(mediaFolder, file, fileRequest(c.req));
    });
  }

  app.get('/modules/:moduleId/quiz/questions', validParams(moduleParamsSchema), async (c) =>
    c.json({ questions: await getQuizQuestions(db, userId(c), c.req.param('moduleId')) }),
  );

  app.post(
    '/modules/:moduleId/quiz/attempts',
    validParams(moduleParamsSchema),
    ...jsonBody(quizAttemptBodySchema, LEARNING_BODY_MAX_BYTES),
    async (c) => {
      const { answers } = c.get('body') as QuizAttemptBody;
      return c.json(await submitQuizAttempt(db, userId(c), c.req.param('moduleId'), answers), 201);
    },
  );

  app.post('/modules/:moduleId/complete', validParams(moduleParamsSchema), async (c) =>
    c.json(await completeModule(db, userId(c), c.req.param('moduleId'))),
  );

  app.get('/resources/:resourceId', validParams(moduleResourceParamsSchema), async (c) => {
    const file = await moduleResourceFile(db, userId(c), c.req.param('resourceId'));
    return sendFile(resourceFolder, file, { ...fileRequest(c.req), downloadName: file });
  });

  return app;
}
