/**
 * The admin API (training-program.md §2 item 6, §5, §6 "Admin", §7 "Admin", "Storage"; docs/decisions/0011): one
 * sub-app at `/admin`, guarded as a whole — admins only (401 without a session, 403 for anyone else signed in).
 *
 * | route | answer |
 * |---|---|
 * | GET /admin/modules | `{ modules }` by month, with their texts, video, worksheet (display names) and quiz |
 * | PATCH /admin/modules/:moduleId `{ title?, description?, introduction? }` | `{ module }`; the texts kept by a reload (0017) |
 * | PUT /admin/modules/:moduleId/video `{ fileName }` | `{ module }`: a file of program-videos, or null |
 * | PUT /admin/modules/:moduleId/worksheet `{ fileName }` | `{ module }`: a file of program-worksheets, or null |
 * | GET /admin/quizzes | `{ quizzes }` by month |
 * | POST /admin/quizzes `{ moduleId, description?, passingScore?, maxAttempts? }` | 201 `{ quiz }`; 409 when the module has one |
 * | GET /admin/quizzes/:quizId/questions | `{ questions }` with their correct answers and `hasAttempts` |
 * | POST /admin/quizzes/:quizId/questions `{ question, options, correctAnswer, points? }` | 201 `{ question }` |
 * | PATCH /admin/quizzes/:quizId/questions/:questionId (body as POST) | `{ question, outcome: 'edited' \| 'replaced' \| 'unchanged', replacedQuestionId }` |
 * | DELETE /admin/quizzes/:quizId/questions/:questionId | `{ questionId, outcome: 'deleted' \| 'retired' }` |
 * | PUT /admin/quizzes/:quizId/questions/order `{ questionIds }` | `{ questions }` in the new order; 400 unless every active question once |
 * | GET /admin/buckets/:bucket/files | up to 100 files with sizes and display names, newest first |
 * | POST /admin/buckets/:bucket/files (multipart: file) | 201 `{ file }`, shown by the name it was uploaded with |
 * | GET /admin/buckets/:bucket/files/:fileName | the file, with HTTP Range |
 * | PATCH /admin/buckets/:bucket/files/:fileName `{ name }` | `{ from, file }`: the display name changed (0017) |
 * | DELETE /admin/buckets/:bucket/files/:fileName | `{ deleted, modulesCleared }` |
 *
 * `:fileName` is always the stored name (unique in its bucket). Every change to a quiz's questions and a module's
 * texts is recorded in the audit log with the admin who made it (features/audit/record.ts; docs/decisions/0017).
 */
import { ADMIN_BODY_MAX_BYTES, BUCKET_RULES, type ProgramBucket } from '@shared/limits/admin';
import {
  addQuestionBodySchema,
  bucketFileParamsSchema,
  bucketParamsSchema,
  createQuizBodySchema,
  editModuleBodySchema,
  editQuestionBodySchema,
  questionParamsSchema,
  quizParamsSchema,
  renameFileBodySchema,
  reorderQuestionsBodySchema,
  setModuleFileBodySchema,
  type AddQuestionBody,
  type BucketFileParams,
  type BucketParams,
  type CreateQuizBody,
  type EditModuleBody,
  type EditQuestionBody,
  type QuestionParams,
  type RenameFileBody,
  type ReorderQuestionsBody,
  type SetModuleFileBody,
} from '@shared/schemas/admin';
import { moduleParamsSchema } from '@shared/schemas/learning';
import { guardedApp } from '../../auth/require-access';
import type { AppDeps } from '../../deps';
import { jsonBody } from '../../http/json-body';
import { validParams } from '../../http/params';
import { fileRequest } from '../../http/send-file';
import { actorOf } from '../audit/record';
import {
  deleteFromBucket,
  listBucketFiles,
  renameInBucket,
  setModuleFile,
  uploadToBucket,
} from './bucket-files';
import { deleteQuestion, editModuleTexts, editQuestion, reorderQuestions } from './course-edits';
import { sendBucketFile } from './file-routes';
import { addQuestion, createQuiz, listAdminModules, listAdminQuizzes, listQuestions } from './service';

/** The largest upload of each bucket, in bytes. */
export type BucketUploadLimits = Record<ProgramBucket, number>;

/** §9: videos 500 MB, worksheets 10 MB. */
const DEFAULT_UPLOAD_LIMITS: BucketUploadLimits = {
  'program-videos': BUCKET_RULES['program-videos'].maxBytes,
  'program-worksheets': BUCKET_RULES['program-worksheets'].maxBytes,
};

/**
 * `/admin`: modules, quizzes, users and the program's buckets (admins only).
 *
 * @param uploadLimits - the largest upload per bucket; §9's by default (tests pass small ones to prove the limit
 *   holds while the file streams).
 */
export function adminRoutes(deps: AppDeps, uploadLimits: BucketUploadLimits = DEFAULT_UPLOAD_LIMITS) {
  const app = guardedApp(deps, 'admin');
  const { db } = deps.database;
  const moduleParams = validParams(moduleParamsSchema);

  app.get('/modules', async (c) => c.json({ modules: await listAdminModules(db) }));

  app.patch(
    '/modules/:moduleId',
    moduleParams,
    ...jsonBody(editModuleBodySchema, ADMIN_BODY_MAX_BYTES),
    async (c) =>
      c.json({
        module: await editModuleTexts(
          db,
          actorOf(c),
          c.req.param('moduleId'),
          c.get('body') as EditModuleBody,
        ),
      }),
  );

  for (const kind of ['video', 'worksheet'] as const) {
    app.put(
      `/modules/:moduleId/${kind}`,
      moduleParams,
      ...jsonBody(setModuleFileBodySchema, ADMIN_BODY_MAX_BYTES),
      async (c) => {
        const { fileName } = c.get('body') as SetModuleFileBody;
        return c.json({ module: await setModuleFile(deps, c.req.param('moduleId'), kind, fileName) });
      },
    );
  }

  app.get('/quizzes', async (c) => c.json({ quizzes: await listAdminQuizzes(db) }));

  app.post('/quizzes', ...jsonBody(createQuizBodySchema, ADMIN_BODY_MAX_BYTES), async (c) =>
    c.json({ quiz: await createQuiz(db, c.get('body') as CreateQuizBody) }, 201),
  );

  app.get('/quizzes/:quizId/questions', validParams(quizParamsSchema), async (c) =>
    c.json({ questions: await listQuestions(db, c.req.param('quizId')) }),
  );

  app.post(
    '/quizzes/:quizId/questions',
    validParams(quizParamsSchema),
    ...jsonBody(addQuestionBodySchema, ADMIN_BODY_MAX_BYTES),
    async (c) =>
      c.json(
        {
          question: await addQuestion(
            db,
            actorOf(c),
            c.req.param('quizId'),
            c.get('body') as AddQuestionBody,
          ),
        },
        201,
      ),
  );

  app.put(
    '/quizzes/:quizId/questions/order',
    validParams(quizParamsSchema),
    ...jsonBody(reorderQuestionsBodySchema, ADMIN_BODY_MAX_BYTES),
    async (c) =>
      c.json({
        questions: await reorderQuestions(
          db,
          actorOf(c),
          c.req.param('quizId'),
          c.get('body') as ReorderQuestionsBody,
        ),
      }),
  );

  const questionParams = validParams(questionParamsSchema);

  app.patch(
    '/quizzes/:quizId/questions/:questionId',
    questionParams,
    ...jsonBody(editQuestionBodySchema, ADMIN_BODY_MAX_BYTES),
    async (c) => {
      const { quizId, questionId } = c.get('params') as QuestionParams;
      return c.json(
        await editQuestion(db, actorOf(c), quizId, questionId, c.get('body') as EditQuestionBody),
      );
    },
  );

  app.delete('/quizzes/:quizId/questions/:questionId', questionParams, async (c) => {
    const { quizId, questionId } = c.get('params') as QuestionParams;
    return c.json(await deleteQuestion(db, actorOf(c), quizId, questionId));
  });

  app.get('/buckets/:bucket/files', validParams(bucketParamsSchema), async (c) => {
    const { bucket } = c.get('params') as BucketParams;
    return c.json(await listBucketFiles(deps, bucket));
  });

  app.post('/buckets/:bucket/files', validParams(bucketParamsSchema), async (c) => {
    const { bucket } = c.get('params') as BucketParams;
    return c.json(
      { file: await uploadToBucket(deps, bucket, c.req.raw, uploadLimits[bucket], actorOf(c)) },
      201,
    );
  });

  const fileParams = validParams(bucketFileParamsSchema);

  app.get('/buckets/:bucket/files/:fileName', fileParams, async (c) =>
    sendBucketFile(deps, c.get('params') as BucketFileParams, fileRequest(c.req)),
  );

  app.patch(
    '/buckets/:bucket/files/:fileName',
    fileParams,
    ...jsonBody(renameFileBodySchema, ADMIN_BODY_MAX_BYTES),
    async (c) => {
      const { bucket, fileName } = c.get('params') as BucketFileParams;
      const { name } = c.get('body') as RenameFileBody;
      return c.json(await renameInBucket(deps, bucket, fileName, name, actorOf(c)));
    },
  );

  app.delete('/buckets/:bucket/files/:fileName', fileParams, async (c) => {
    const { bucket, fileName } = c.get('params') as BucketFileParams;
    return c.json(await deleteFromBucket(deps, bucket, fileName, actorOf(c)));
  });

  return app;
}
