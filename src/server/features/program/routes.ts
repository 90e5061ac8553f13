/**
 * The members-program API (training-program.md §2 items 4-5, §6, §7 "Members program"; docs/decisions/0010): one
 * sub-app at `/program`, guarded as a whole — approved, enabled artists only (401 without a session, 403 without
 * artist access).
 *
 * | route | answer |
 * |---|---|
 * | GET /program/profile | `{ profile }`, made on the first visit |
 * | GET /program/modules | `{ modules }` by month |
 * | GET /program/progress | `{ progress, summary }` |
 * | GET /program/modules/:moduleId | the module page |
 * | POST /program/modules/:moduleId/progress `{ step }` | `{ progress, canMarkComplete }` |
 * | PUT /program/modules/:moduleId/playback `{ positionSeconds, playedSeconds }` | `{ positionSeconds }` |
 * | PUT /program/modules/:moduleId/notes `{ notes }` | `{ notes, notesSavedAt }` |
 * | GET /program/modules/:moduleId/video, /captions, /worksheet | the file (content files with HTTP Range) |
 * | GET /program/modules/:moduleId/quiz/questions | `{ questions }` without correct answers |
 * | POST /program/modules/:moduleId/quiz/attempts `{ answers }` | 201, the scored attempt |
 * | POST /program/modules/:moduleId/complete | `{ progress, awarded }` |
 * | GET /program/achievements | the Achievements panel, after `check_and_award_milestones` |
 */
import path from 'node:path';
import { PROGRAM_BODY_MAX_BYTES } from '@shared/limits/program';
import { playbackReportSchema, type PlaybackReport } from '@shared/schemas/learning';
import {
  programModuleParamsSchema,
  programNotesBodySchema,
  programProgressBodySchema,
  programQuizAttemptBodySchema,
  type ProgramNotesBody,
  type ProgramProgressBody,
  type ProgramQuizAttemptBody,
} from '@shared/schemas/program';
import { guardedApp } from '../../auth/require-access';
import type { AppDeps } from '../../deps';
import { jsonBody } from '../../http/json-body';
import { validParams } from '../../http/params';
import { fileRequest, sendFile, sendStoredFile, type FileRequest } from '../../http/send-file';
import { bucketContentType } from '../../storage/buckets';
import { certificateIssuer } from '../certificates/routes';
import type { FileRef } from './file-refs';
import {
  completeModule,
  getAchievements,
  getModuleView,
  getProfile,
  getProgress,
  getQuizQuestions,
  listModules,
  moduleFile,
  recordStep,
  saveNotes,
  savePlayback,
  submitQuizAttempt,
} from './service';

/** `/program`: the dashboard, modules, notes, quizzes and achievements (approved artists only). */
export function programRoutes(deps: AppDeps) {
  const app = guardedApp(deps, 'artist');
  const { db } = deps.database;
  const userId = (c: { get: (key: 'user') => { id: string } }) => c.get('user').id;
  const moduleId = (c: { req: { param: (name: 'moduleId') => string } }) => c.req.param('moduleId');
  const params = validParams(programModuleParamsSchema);
  const issuer = certificateIssuer(deps);

  /**
   * The response for a module's file, with HTTP Range either way: content files from their folder, uploads from the
   * disk (with their bucket's content type). The address stays the same when an admin sets another file, so the
   * browser revalidates it on every use (`no-cache`) and a learner sees the new file at once (decision 0011).
   */
  const sendModuleFile = async (ref: FileRef, request: FileRequest, download: boolean) => {
    const options = {
      ...request,
      cacheControl: 'private, no-cache',
      ...(download ? { downloadName: ref.fileName } : {}),
    };
    if (ref.kind === 'content')
      return sendFile(path.join(deps.env.LEARNING_CONTENT_DIR, ref.folder), ref.fileName, options);
    const contentType = bucketContentType(ref.fileName);
    return sendStoredFile(deps.disk, `${ref.bucket}/${ref.fileName}`, deps.logger, {
      ...options,
      ...(contentType ? { contentType } : {}),
    });
  };

  app.get('/profile', async (c) => c.json(await getProfile(db, userId(c))));
  app.get('/modules', async (c) => c.json({ modules: await listModules(db) }));
  app.get('/progress', async (c) => c.json(await getProgress(db, userId(c))));
  app.get('/achievements', async (c) => c.json(await getAchievements(db, userId(c))));

  app.get('/modules/:moduleId', params, async (c) => c.json(await getModuleView(db, userId(c), moduleId(c))));

  app.post(
    '/modules/:moduleId/progress',
    params,
    ...jsonBody(programProgressBodySchema, PROGRAM_BODY_MAX_BYTES),
    async (c) => {
      const { step } = c.get('body') as ProgramProgressBody;
      return c.json(await recordStep(db, userId(c), moduleId(c), step));
    },
  );

  app.put(
    '/modules/:moduleId/playback',
    params,
    ...jsonBody(playbackReportSchema, PROGRAM_BODY_MAX_BYTES),
    async (c) => c.json(await savePlayback(db, userId(c), moduleId(c), c.get('body') as PlaybackReport)),
  );

  app.put(
    '/modules/:moduleId/notes',
    params,
    ...jsonBody(programNotesBodySchema, PROGRAM_BODY_MAX_BYTES),
    async (c) => {
      const { notes } = c.get('body') as ProgramNotesBody;
      return c.json(await saveNotes(db, userId(c), moduleId(c), notes));
    },
  );

  for (const kind of ['video', 'captions', 'worksheet'] as const) {
    app.get(`/modules/:moduleId/${kind}`, params, async (c) =>
      sendModuleFile(await moduleFile(db, moduleId(c), kind), fileRequest(c.req), kind === 'worksheet'),
    );
  }

  app.get('/modules/:moduleId/quiz/questions', params, async (c) =>
    c.json({ questions: await getQuizQuestions(db, userId(c), moduleId(c)) }),
  );

  app.post(
    '/modules/:moduleId/quiz/attempts',
    params,
    ...jsonBody(programQuizAttemptBodySchema, PROGRAM_BODY_MAX_BYTES),
    async (c) => {
      const { answers } = c.get('body') as ProgramQuizAttemptBody;
      return c.json(await submitQuizAttempt(db, userId(c), moduleId(c), answers), 201);
    },
  );

  app.post('/modules/:moduleId/complete', params, async (c) =>
    c.json(await completeModule(db, userId(c), moduleId(c), issuer)),
  );

  return app;
}
