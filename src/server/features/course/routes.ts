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
import { z } from 'zod/mini';
import { API_ERROR_CODES } from '@shared/api-error';
import { LEARNING_BODY_MAX_BYTES } from '@shared/limits/learning';
import {
  completionAnswerSchema,
  courseListSchema,
  courseParamsSchema,
  courseViewSchema,
  enrollmentSchema,
  moduleParamsSchema,
  moduleResourceParamsSchema,
  moduleStateSchema,
  moduleViewSchema,
  notesAnswerSchema,
  notesBodySchema,
  playbackAnswerSchema,
  playbackReportSchema,
  progressStepBodySchema,
  quizAttemptAnswerSchema,
  quizAttemptBodySchema,
  quizQuestionListSchema,
  worksheetAnswerBodySchema,
  worksheetAnswerParamsSchema,
  workshopListSchema,
  type CourseList,
  type QuizQuestionList,
  type WorkshopList,
} from '@shared/schemas/learning';
import { guardedApp } from '../../auth/require-access';
import type { AppDeps } from '../../deps';
import { operation, validJson, validParams } from '../../http/contract';
import { jsonBytes } from '../../http/json-bytes';
import { receiveUpload } from '../../http/receive-upload';
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
  keepWorksheetUpload,
  moduleFile,
  moduleResourceFile,
  uploadedWorksheet,
  uploadedWorksheetSendOptions,
  worksheetUploadOptions,
  type ModuleFileKind,
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
import { FILE_ERRORS, fileAnswers, uploadBody } from '../../http/file-contract';

/** Most workshops listed at once. */
const WORKSHOPS_SHOWN = 6;

/** What every module route may answer when the caller may not open the module (access.ts `moduleAccess`). */
const MODULE_ACCESS_ERRORS = [
  API_ERROR_CODES.moduleNotFound,
  API_ERROR_CODES.notEnrolled,
  API_ERROR_CODES.moduleLocked,
] as const;

/** The module files sent by `GET /learning/modules/:moduleId/<kind>`, each as its operation declares it. */
const MODULE_FILES: Record<
  ModuleFileKind,
  { operationId: string; summary: string; description: string; media: string }
> = {
  video: {
    operationId: 'getModuleVideo',
    summary: 'Streams the module’s training video (training-program.md §2 "Training Video").',
    description: 'The video, with HTTP Range so the player can seek.',
    media: 'video/*',
  },
  captions: {
    operationId: 'getModuleCaptions',
    summary: 'The captions of the module’s training video (training-program.md §2 "Training Video").',
    description: 'The captions (WebVTT).',
    media: 'text/vtt',
  },
  worksheet: {
    operationId: 'getModuleWorksheet',
    summary:
      'Downloads the module’s blank worksheet (training-program.md §2 "Module Assignment & Worksheet").',
    description: 'The blank worksheet (pdf, doc or docx), as a download.',
    media: 'application/*',
  },
};

/** `GET /courses` and `GET /workshops`: open to everyone. */
export function courseRoutes(deps: AppDeps) {
  const app = new Hono();
  app.get(
    '/courses',
    operation({
      operationId: 'listPublishedCourses',
      summary: 'Lists the published courses, oldest first (training-program.md §2 "Learning area", §6).',
      tag: 'course',
      answers: { 200: { description: 'The published courses.', schema: courseListSchema } },
    }),
    async (c) => {
      const answer: CourseList = { courses: await listPublishedCourses(deps.database.db) };
      return c.json(answer);
    },
  );
  app.get(
    '/workshops',
    operation({
      operationId: 'listUpcomingWorkshops',
      summary: 'Lists the upcoming live workshops, soonest first (training-program.md §2 "Learning area").',
      tag: 'course',
      answers: { 200: { description: 'At most six upcoming workshops.', schema: workshopListSchema } },
    }),
    async (c) => {
      const now = Date.now();
      const workshops = (await loadWorkshops(deps.env.LEARNING_CONTENT_DIR))
        .filter((workshop) => workshop.date.getTime() >= now)
        .sort((a, b) => a.date.getTime() - b.date.getTime())
        .slice(0, WORKSHOPS_SHOWN);
      const answer: WorkshopList = {
        workshops: workshops.map((workshop) => ({ ...workshop, date: workshop.date.toISOString() })),
      };
      return c.json(answer);
    },
  );
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

  app.get(
    '/courses/:courseId',
    operation({
      operationId: 'getLearnerCourse',
      summary:
        'The course as the caller sees it: their enrolment, and its modules with their facts and locks (training-program.md §2 "Learning area").',
      tag: 'course',
      answers: { 200: { description: 'The course view.', schema: courseViewSchema } },
      errors: [API_ERROR_CODES.courseNotFound],
    }),
    ...validParams(courseParamsSchema),
    async (c) => {
      const { courseId } = c.req.valid('param');
      return jsonBytes(
        c,
        await learnerPageJson(
          db,
          learnerPage(c.get('user'), `course ${courseId}`),
          () => getCourseView(db, userId(c), courseId, revision(c)),
          courseViewChangesAt,
        ),
      );
    },
  );

  app.get(
    '/program',
    operation({
      operationId: 'getProgramCourse',
      summary:
        'The program’s course as the caller sees it, as the members dashboard shows it (training-program.md §2 item 4).',
      tag: 'course',
      answers: { 200: { description: 'The course view.', schema: courseViewSchema } },
      errors: [API_ERROR_CODES.courseNotFound],
    }),
    async (c) =>
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

  app.post(
    '/courses/:courseId/enrollment',
    operation({
      operationId: 'enrollInCourse',
      summary:
        'Enrols the caller in the course, with the welcome email (training-program.md §7 "insert user_enrollments").',
      tag: 'course',
      answers: { 201: { description: 'The enrolment.', schema: enrollmentSchema } },
      errors: [API_ERROR_CODES.courseNotFound, API_ERROR_CODES.alreadyEnrolled],
    }),
    ...validParams(courseParamsSchema),
    async (c) =>
      c.json(await enroll(db, progressMailer(deps), userId(c), c.req.valid('param').courseId), 201),
  );

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

  app.put(
    '/modules/:moduleId/notes',
    operation({
      operationId: 'saveModuleNotes',
      summary:
        'Saves the learner’s notes on the module, the whole text (training-program.md §2 "Learning area").',
      tag: 'course',
      answers: { 200: { description: 'The notes as saved.', schema: notesAnswerSchema } },
      errors: MODULE_ACCESS_ERRORS,
    }),
    ...validParams(moduleParamsSchema),
    ...validJson(notesBodySchema, LEARNING_BODY_MAX_BYTES),
    async (c) =>
      c.json(await saveNotes(db, userId(c), c.req.valid('param').moduleId, c.req.valid('json').notes)),
  );

  app.put(
    '/modules/:moduleId/worksheet/answers/:promptIndex',
    operation({
      operationId: 'saveWorksheetAnswer',
      summary:
        'Saves the learner’s answer to one worksheet prompt (training-program.md §2 "Module Assignment & Worksheet").',
      tag: 'course',
      answers: {
        200: { description: 'The caller’s facts and what completion needs.', schema: moduleStateSchema },
      },
      errors: [...MODULE_ACCESS_ERRORS, API_ERROR_CODES.noWorksheet],
    }),
    ...validParams(worksheetAnswerParamsSchema),
    ...validJson(worksheetAnswerBodySchema, LEARNING_BODY_MAX_BYTES),
    async (c) => {
      const { moduleId, promptIndex } = c.req.valid('param');
      return c.json(
        await saveWorksheetAnswer(db, userId(c), moduleId, promptIndex, c.req.valid('json').answer),
      );
    },
  );

  for (const kind of ['video', 'captions', 'worksheet'] as const) {
    const { description, media, ...declared } = MODULE_FILES[kind];
    app.get(
      `/modules/:moduleId/${kind}`,
      operation({
        ...declared,
        tag: 'course',
        answers: fileAnswers(description, media),
        errors: [
          ...MODULE_ACCESS_ERRORS,
          kind === 'worksheet' ? API_ERROR_CODES.noWorksheet : API_ERROR_CODES.noVideo,
          ...FILE_ERRORS,
        ],
      }),
      ...validParams(moduleParamsSchema),
      async (c) =>
        sendModuleFile(
          await moduleFile(db, userId(c), c.req.valid('param').moduleId, kind),
          fileRequest(c.req),
          kind === 'worksheet',
        ),
    );
  }

  app.post(
    '/modules/:moduleId/worksheet/upload',
    operation({
      operationId: 'uploadWorksheet',
      summary:
        'Uploads the learner’s filled worksheet (pdf, doc or docx), in place of the one sent before (training-program.md §2 "Module Assignment & Worksheet").',
      tag: 'course',
      answers: {
        200: { description: 'The caller’s facts and what completion needs.', schema: moduleStateSchema },
      },
      errors: [...MODULE_ACCESS_ERRORS, API_ERROR_CODES.noWorksheet, API_ERROR_CODES.unsupportedFileType],
      requestBody: uploadBody(),
    }),
    ...validParams(moduleParamsSchema),
    async (c) => {
      const { moduleId } = c.req.valid('param');
      const receiving = await worksheetUploadOptions(deps, userId(c), moduleId);
      const upload = await receiveUpload(c.req.raw, receiving, z.strictObject({}));
      return c.json(await keepWorksheetUpload(deps, userId(c), moduleId, upload));
    },
  );

  app.get(
    '/modules/:moduleId/worksheet/upload',
    operation({
      operationId: 'getUploadedWorksheet',
      summary:
        'Downloads the learner’s own filled worksheet of the module (training-program.md §2 "Module Assignment & Worksheet").',
      tag: 'course',
      answers: fileAnswers(
        'The filled worksheet, as a download under the name it was uploaded with.',
        'application/*',
      ),
      errors: [...MODULE_ACCESS_ERRORS, API_ERROR_CODES.noFile, ...FILE_ERRORS],
    }),
    ...validParams(moduleParamsSchema),
    async (c) => {
      const upload = await uploadedWorksheet(db, userId(c), c.req.valid('param').moduleId);
      return sendStoredFile(deps.disk, upload.key, deps.logger, {
        ...fileRequest(c.req),
        ...uploadedWorksheetSendOptions(upload),
      });
    },
  );

  app.get(
    '/modules/:moduleId/quiz/questions',
    operation({
      operationId: 'listModuleQuizQuestions',
      summary:
        'The questions of the module’s quiz, without their correct answers (training-program.md §2 "Learning area", §5).',
      tag: 'course',
      answers: { 200: { description: 'The quiz’s questions.', schema: quizQuestionListSchema } },
      errors: [...MODULE_ACCESS_ERRORS, API_ERROR_CODES.noQuiz, API_ERROR_CODES.noAttemptsLeft],
    }),
    ...validParams(moduleParamsSchema),
    async (c) => {
      const answer: QuizQuestionList = {
        questions: await getQuizQuestions(db, userId(c), c.req.valid('param').moduleId),
      };
      return c.json(answer);
    },
  );

  app.post(
    '/modules/:moduleId/quiz/attempts',
    operation({
      operationId: 'submitQuizAttempt',
      summary:
        'Submits a quiz attempt; the server scores it (training-program.md §5, §7 "insert quiz_attempts").',
      tag: 'course',
      answers: {
        201: { description: 'The scored attempt and what changed.', schema: quizAttemptAnswerSchema },
      },
      errors: [...MODULE_ACCESS_ERRORS, API_ERROR_CODES.noQuiz, API_ERROR_CODES.noAttemptsLeft],
    }),
    ...validParams(moduleParamsSchema),
    ...validJson(quizAttemptBodySchema, LEARNING_BODY_MAX_BYTES),
    async (c) =>
      c.json(
        await submitQuizAttempt(db, userId(c), c.req.valid('param').moduleId, c.req.valid('json').answers),
        201,
      ),
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

  app.get(
    '/resources/:resourceId',
    operation({
      operationId: 'getModuleResource',
      summary: 'Downloads a resource of a module (training-program.md §2 "Downloadable resources").',
      tag: 'course',
      answers: fileAnswers('The resource, as a download.', '*/*'),
      errors: [...MODULE_ACCESS_ERRORS, API_ERROR_CODES.resourceNotFound, ...FILE_ERRORS],
    }),
    ...validParams(moduleResourceParamsSchema),
    async (c) => {
      const file = await moduleResourceFile(db, userId(c), c.req.valid('param').resourceId);
      return sendFile(resourceFolder, file, { ...fileRequest(c.req), downloadName: file });
    },
  );

  return app;
}
