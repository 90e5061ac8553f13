/**
 * The course's API, one for both views (training-program.md §2 "Learning area" and items 4-5 of "Members program
 * area", §6, §7; docs/decisions/0009, 0010). Two sub-apps, mounted in app.ts: `courseRoutes` needs no session
 * (visitors see the course list, §6), and `learningRoutes` at `/learning` is guarded as a whole: approved artists
 * only (401 without a session, 403 without artist access); each module route also checks enrolment and the
 * unlocking rule in the service.
 *
 * | route | answer |
 * |---|---|
 * | GET /courses | `{ courses }`: published, oldest first |
 * | GET /workshops | `{ workshops }`: upcoming, soonest first |
 * | GET /learning/courses/:courseId | the course view: enrolment, modules with the caller's facts and locks |
 * | GET /learning/program | the same, of the program's course (the members dashboard) |
 * | POST /learning/courses/:courseId/enrollment | 201 `{ courseId, enrolledAt }`; 409 `already_enrolled` |
 * | GET /learning/modules/:moduleId | the module view (both module pages) |
 * | POST /learning/modules/:moduleId/progress `{ step }` | `{ facts, missing }` |
 * | PUT /learning/modules/:moduleId/playback `{ positionSeconds, playedSeconds, playbackRate }` | what was credited |
 * | PUT /learning/modules/:moduleId/notes `{ notes }` | `{ notes, notesSavedAt }` |
 * | PUT /learning/modules/:moduleId/worksheet/answers/:promptIndex `{ answer }` | `{ facts, missing }` |
 * | GET /learning/modules/:moduleId/video, /captions, /worksheet | the file, with HTTP Range |
 * | POST /learning/modules/:moduleId/worksheet/upload (multipart: file) | `{ facts, missing }`: the filled worksheet kept |
 * | GET /learning/modules/:moduleId/worksheet/upload | the learner's own filled worksheet, as a download |
 * | GET /learning/modules/:moduleId/quiz/questions | `{ questions }` without correct answers |
 * | POST /learning/modules/:moduleId/quiz/attempts `{ answers }` | 201, the scored attempt |
 * | POST /learning/modules/:moduleId/complete | `{ facts, unlockedModuleId, awarded, certificate }` |
 * | GET /learning/resources/:resourceId | the file, as a download |
 */
import path from 'node:path';
import { Hono } from 'hono';
import { LEARNING_BODY_MAX_BYTES } from '@shared/limits/learning';
import {
  courseParamsSchema,
  moduleParamsSchema,
  moduleResourceParamsSchema,
  notesBodySchema,
  playbackReportSchema,
  progressStepBodySchema,
  quizAttemptBodySchema,
  worksheetAnswerBodySchema,
  worksheetAnswerParamsSchema,
  type NotesBody,
  type PlaybackReport,
  type ProgressStepBody,
  type QuizAttemptBody,
  type WorkshopList,
  type WorksheetAnswerBody,
} from '@shared/schemas/learning';
import { guardedApp } from '../../auth/require-access';
import type { AppDeps } from '../../deps';
import { jsonBody } from '../../http/json-body';
import { jsonBytes } from '../../http/json-bytes';
import { validParams } from '../../http/params';
import { fileRequest, sendFile, sendStoredFile, type FileRequest } from '../../http/send-file';
import { bucketContentType } from '../../storage/buckets';
import { bucketDisplayName } from '../../storage/bucket-rules';
import { certificateIssuer } from '../certificates/service';
import { progressMailer } from '../../mail/progress';
import { completeModule } from './completion';
import { loadWorkshops } from './content';
import type { FileRef } from './file-refs';
import { learnerPage, learnerPageJson } from './kept-answers';
import {
  moduleFile,
  moduleResourceFile,
  sendUploadedWorksheet,
  uploadedWorksheet,
  uploadWorksheet,
} from './files';
import { reportPlayback } from './playback';
import { recordStep, saveNotes, saveWorksheetAnswer } from './progress';
import { getQuizQuestions, submitQuizAttempt } from './quiz';
import {
  courseViewChangesAt,
  enroll,
  getCourseView,
  getModuleView,
  getProgramCourseView,
  listPublishedCourses,
  moduleViewChangesAt,
} from './views';

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

/** `/learning`: enrolment, modules, progress, playback, notes, worksheets, quizzes (approved artists only). */
export function learningRoutes(deps: AppDeps) {
  const app = guardedApp(deps, 'artist');
  const { db } = deps.database;
  const resourceFolder = path.join(deps.env.LEARNING_CONTENT_DIR, 'resources');
  const issuer = certificateIssuer(deps);
  const userId = (c: { get: (key: 'user') => { id: string } }) => c.get('user').id;
  /** The learner record's revision the session read: a page's read can use the record kept at it. */
  const revision = (c: { get: (key: 'user') => { learnerRevision: number } }) =>
    c.get('user').learnerRevision;
  const moduleId = (c: { req: { param: (name: 'moduleId') => string } }) => c.req.param('moduleId');
  const params = validParams(moduleParamsSchema);

  /**
   * The response for a module's file, with HTTP Range either way: content files from their folder, uploads from the
   * disk (with their bucket's content type). The address stays the same when an admin sets another file, so the
   * browser revalidates it on every use (`no-cache`) and a learner sees the new file at once (decision 0011).
   */
  const sendModuleFile = async (ref: FileRef, request: FileRequest, download: boolean) => {
    // An uploaded file downloads under the name staff see, not its stored name (decision 0017).
    const downloadName = !download
      ? null
      : ref.kind === 'content'
        ? ref.fileName
        : await bucketDisplayName(db, ref.bucket, ref.fileName);
    const options = {
      ...request,
      cacheControl: 'private, no-cache',
      ...(downloadName === null ? {} : { downloadName }),
    };
    if (ref.kind === 'content')
      return sendFile(path.join(deps.env.LEARNING_CONTENT_DIR, ref.folder), ref.fileName, options);
    const contentType = bucketContentType(ref.fileName);
    return sendStoredFile(deps.disk, `${ref.bucket}/${ref.fileName}`, deps.logger, {
      ...options,
      ...(contentType ? { contentType } : {}),
    });
  };

  app.get('/courses/:courseId', validParams(courseParamsSchema), async (c) => {
    const courseId = c.req.param('courseId');
    return jsonBytes(
      c,
      await learnerPageJson(
        db,
        learnerPage(c.get('user'), `course ${courseId}`),
        () => getCourseView(db, userId(c), courseId, revision(c)),
        courseViewChangesAt,
      ),
    );
  });

  app.get('/program', async (c) =>
    jsonBytes(
      c,
      await learnerPageJson(
        db,
        learnerPage(c.get('user'), 'program'),
        () => getProgramCourseView(db, userId(c), revision(c)),
        courseViewChangesAt,
      ),
    ),
  );

  app.post('/courses/:courseId/enrollment', validParams(courseParamsSchema), async (c) =>
    c.json(await enroll(db, progressMailer(deps), userId(c), c.req.param('courseId')), 201),
  );

  app.get('/modules/:moduleId', params, async (c) =>
    jsonBytes(
      c,
      await learnerPageJson(
        db,
        learnerPage(c.get('user'), `module ${moduleId(c)}`),
        () => getModuleView(db, userId(c), moduleId(c), revision(c)),
        moduleViewChangesAt,
      ),
    ),
  );

  app.post(
    '/modules/:moduleId/progress',
    params,
    ...jsonBody(progressStepBodySchema, LEARNING_BODY_MAX_BYTES),
    async (c) => {
      const { step } = c.get('body') as ProgressStepBody;
      return c.json(await recordStep(db, userId(c), moduleId(c), step));
    },
  );

  app.put(
    '/modules/:moduleId/playback',
    params,
    ...jsonBody(playbackReportSchema, LEARNING_BODY_MAX_BYTES),
    async (c) => c.json(await reportPlayback(db, userId(c), moduleId(c), c.get('body') as PlaybackReport)),
  );

  app.put(
    '/modules/:moduleId/notes',
    params,
    ...jsonBody(notesBodySchema, LEARNING_BODY_MAX_BYTES),
    async (c) => {
      const { notes } = c.get('body') as NotesBody;
      return c.json(await saveNotes(db, userId(c), moduleId(c), notes));
    },
  );

  app.put(
    '/modules/:moduleId/worksheet/answers/:promptIndex',
    validParams(worksheetAnswerParamsSchema),
    ...jsonBody(worksheetAnswerBodySchema, LEARNING_BODY_MAX_BYTES),
    async (c) => {
      const { answer } = c.get('body') as WorksheetAnswerBody;
      const promptIndex = Number(c.req.param('promptIndex'));
      return c.json(await saveWorksheetAnswer(db, userId(c), moduleId(c), promptIndex, answer));
    },
  );

  for (const kind of ['video', 'captions', 'worksheet'] as const) {
    app.get(`/modules/:moduleId/${kind}`, params, async (c) =>
      sendModuleFile(
        await moduleFile(db, userId(c), moduleId(c), kind),
        fileRequest(c.req),
        kind === 'worksheet',
      ),
    );
  }

  app.post('/modules/:moduleId/worksheet/upload', params, async (c) =>
    c.json(await uploadWorksheet(deps, userId(c), moduleId(c), c.req.raw)),
  );

  app.get('/modules/:moduleId/worksheet/upload', params, async (c) => {
    const upload = await uploadedWorksheet(db, userId(c), moduleId(c));
    return sendUploadedWorksheet(deps, upload, fileRequest(c.req));
  });

  app.get('/modules/:moduleId/quiz/questions', params, async (c) =>
    c.json({ questions: await getQuizQuestions(db, userId(c), moduleId(c)) }),
  );

  app.post(
    '/modules/:moduleId/quiz/attempts',
    params,
    ...jsonBody(quizAttemptBodySchema, LEARNING_BODY_MAX_BYTES),
    async (c) => {
      const { answers } = c.get('body') as QuizAttemptBody;
      return c.json(await submitQuizAttempt(db, userId(c), moduleId(c), answers), 201);
    },
  );

  app.post('/modules/:moduleId/complete', params, async (c) =>
    c.json(await completeModule(db, userId(c), moduleId(c), issuer)),
  );

  app.get('/resources/:resourceId', validParams(moduleResourceParamsSchema), async (c) => {
    const file = await moduleResourceFile(db, userId(c), c.req.param('resourceId'));
    return sendFile(resourceFolder, file, { ...fileRequest(c.req), downloadName: file });
  });

  return app;
}
