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
 * | GET /admin/settings | the installation's configuration without a secret (system-settings.ts; issue 38 item 8) |
 *
 * The bucket routes are added to the same sub-app by bucket-routes.ts; `:fileName` is always the stored name (unique
 * in its bucket). Every change to a quiz's questions and a module's texts is recorded in the audit log with the
 * admin who made it (features/audit/record.ts; docs/decisions/0017).
 */
import { API_ERROR_CODES } from '@shared/api-error';
import { ADMIN_BODY_MAX_BYTES } from '@shared/limits/admin';
import {
  addQuestionBodySchema,
  adminModuleAnswerSchema,
  adminModuleListSchema,
  adminQuestionAnswerSchema,
  adminQuestionListSchema,
  adminQuizAnswerSchema,
  adminQuizListSchema,
  createQuizBodySchema,
  deletedQuestionSchema,
  editedQuestionSchema,
  editModuleBodySchema,
  editQuestionBodySchema,
  questionParamsSchema,
  quizParamsSchema,
  reorderQuestionsBodySchema,
  setModuleFileBodySchema,
} from '@shared/schemas/admin';
import { moduleParamsSchema } from '@shared/schemas/learning';
import { systemSettingsSchema } from '@shared/schemas/system-settings';
import { guardedApp } from '../../auth/require-access';
import type { AppDeps } from '../../deps';
import { operation, validJson, validParams } from '../../http/contract';
import { actorOf } from '../audit/record';
import { bucketRoutes, DEFAULT_UPLOAD_LIMITS, type BucketUploadLimits } from './bucket-routes';
import { deleteQuestion, editQuestion, reorderQuestions } from './course-edits';
import { editModuleTexts } from './module-edits';
import { setModuleFile } from './module-files';
import { addQuestion, listQuestions } from './questions';
import { createQuiz, listAdminModules, listAdminQuizzes } from './service';
import { readSystemSettings } from './system-settings';

/** What a module's file route sets, and the name of its operation. */
const MODULE_FILES = [
  { kind: 'video', operationId: 'setAdminModuleVideo', bucket: 'program-videos' },
  { kind: 'worksheet', operationId: 'setAdminModuleWorksheet', bucket: 'program-worksheets' },
] as const;

/**
 * `/admin`: modules, quizzes, users and the program's buckets (admins only).
 *
 * @param uploadLimits - the largest upload per bucket; §9's by default (tests pass small ones to prove the limit
 *   holds while the file streams).
 */
export function adminRoutes(deps: AppDeps, uploadLimits: BucketUploadLimits = DEFAULT_UPLOAD_LIMITS) {
  const app = guardedApp(deps, 'admin');
  const { db } = deps.database;

  app.get(
    '/modules',
    operation({
      operationId: 'listAdminModules',
      summary:
        'Lists the active modules by month, with their texts, video, worksheet and quiz (training-program.md §7 "Admin").',
      tag: 'admin',
      answers: { 200: { description: 'The modules.', schema: adminModuleListSchema } },
    }),
    async (c) => c.json({ modules: await listAdminModules(db) }),
  );

  app.patch(
    '/modules/:moduleId',
    operation({
      operationId: 'updateAdminModule',
      summary:
        'Edits a module’s title, description or introduction, kept by a reload of the course files (docs/decisions/0017).',
      tag: 'admin',
      answers: { 200: { description: 'The module as it is now.', schema: adminModuleAnswerSchema } },
      errors: [API_ERROR_CODES.moduleNotFound],
    }),
    ...validParams(moduleParamsSchema),
    ...validJson(editModuleBodySchema, ADMIN_BODY_MAX_BYTES),
    async (c) =>
      c.json({
        module: await editModuleTexts(db, actorOf(c), c.req.valid('param').moduleId, c.req.valid('json')),
      }),
  );

  for (const { kind, operationId, bucket } of MODULE_FILES) {
    app.put(
      `/modules/:moduleId/${kind}`,
      operation({
        operationId,
        summary: `Sets or removes a module’s ${kind}: a file of ${bucket}, or null (training-program.md §7 "Admin").`,
        tag: 'admin',
        answers: { 200: { description: 'The module as it is now.', schema: adminModuleAnswerSchema } },
        errors: [API_ERROR_CODES.moduleNotFound, API_ERROR_CODES.fileNotFound],
      }),
      ...validParams(moduleParamsSchema),
      ...validJson(setModuleFileBodySchema, ADMIN_BODY_MAX_BYTES),
      async (c) => {
        const { fileName } = c.req.valid('json');
        return c.json({
          module: await setModuleFile(deps, c.req.valid('param').moduleId, kind, fileName),
        });
      },
    );
  }

  app.get(
    '/quizzes',
    operation({
      operationId: 'listAdminQuizzes',
      summary:
        'Lists the quiz of every active module that has one, by month (training-program.md §7 "Admin").',
      tag: 'admin',
      answers: { 200: { description: 'The quizzes.', schema: adminQuizListSchema } },
    }),
    async (c) => c.json({ quizzes: await listAdminQuizzes(db) }),
  );

  app.post(
    '/quizzes',
    operation({
      operationId: 'createAdminQuiz',
      summary: 'Creates the quiz of a module, one per module (training-program.md §7 "Admin").',
      tag: 'admin',
      answers: { 201: { description: 'The new quiz.', schema: adminQuizAnswerSchema } },
      errors: [API_ERROR_CODES.moduleNotFound, API_ERROR_CODES.quizExists],
    }),
    ...validJson(createQuizBodySchema, ADMIN_BODY_MAX_BYTES),
    async (c) => c.json({ quiz: await createQuiz(db, c.req.valid('json')) }, 201),
  );

  app.get(
    '/quizzes/:quizId/questions',
    operation({
      operationId: 'listAdminQuizQuestions',
      summary: 'Lists a quiz’s active questions with their correct answers (training-program.md §7 "Admin").',
      tag: 'admin',
      answers: { 200: { description: 'The questions by order.', schema: adminQuestionListSchema } },
      errors: [API_ERROR_CODES.quizNotFound],
    }),
    ...validParams(quizParamsSchema),
    async (c) => c.json({ questions: await listQuestions(db, c.req.valid('param').quizId) }),
  );

  app.post(
    '/quizzes/:quizId/questions',
    operation({
      operationId: 'createAdminQuizQuestion',
      summary:
        'Adds a multiple-choice question after the quiz’s last (training-program.md §5 "Admin new quiz question").',
      tag: 'admin',
      answers: { 201: { description: 'The new question.', schema: adminQuestionAnswerSchema } },
      errors: [API_ERROR_CODES.quizNotFound],
    }),
    ...validParams(quizParamsSchema),
    ...validJson(addQuestionBodySchema, ADMIN_BODY_MAX_BYTES),
    async (c) =>
      c.json(
        { question: await addQuestion(db, actorOf(c), c.req.valid('param').quizId, c.req.valid('json')) },
        201,
      ),
  );

  app.put(
    '/quizzes/:quizId/questions/order',
    operation({
      operationId: 'reorderAdminQuizQuestions',
      summary: 'Puts a quiz’s active questions in a new order, each named once (docs/decisions/0017).',
      tag: 'admin',
      answers: { 200: { description: 'The questions in their new order.', schema: adminQuestionListSchema } },
      errors: [API_ERROR_CODES.quizNotFound],
    }),
    ...validParams(quizParamsSchema),
    ...validJson(reorderQuestionsBodySchema, ADMIN_BODY_MAX_BYTES),
    async (c) =>
      c.json({
        questions: await reorderQuestions(db, actorOf(c), c.req.valid('param').quizId, c.req.valid('json')),
      }),
  );

  app.patch(
    '/quizzes/:quizId/questions/:questionId',
    operation({
      operationId: 'updateAdminQuizQuestion',
      summary:
        'Edits a question: in place, or replaced by a new version when some attempt answered it (docs/decisions/0017).',
      tag: 'admin',
      answers: {
        200: {
          description: 'The question now and whether it was edited, replaced or unchanged.',
          schema: editedQuestionSchema,
        },
      },
      errors: [API_ERROR_CODES.quizNotFound, API_ERROR_CODES.questionNotFound],
    }),
    ...validParams(questionParamsSchema),
    ...validJson(editQuestionBodySchema, ADMIN_BODY_MAX_BYTES),
    async (c) => {
      const { quizId, questionId } = c.req.valid('param');
      return c.json(await editQuestion(db, actorOf(c), quizId, questionId, c.req.valid('json')));
    },
  );

  app.delete(
    '/quizzes/:quizId/questions/:questionId',
    operation({
      operationId: 'deleteAdminQuizQuestion',
      summary: 'Deletes a question, or retires it when some attempt answered it (docs/decisions/0017).',
      tag: 'admin',
      answers: { 200: { description: 'Whether it was deleted or retired.', schema: deletedQuestionSchema } },
      errors: [API_ERROR_CODES.quizNotFound, API_ERROR_CODES.questionNotFound],
    }),
    ...validParams(questionParamsSchema),
    async (c) => {
      const { quizId, questionId } = c.req.valid('param');
      return c.json(await deleteQuestion(db, actorOf(c), quizId, questionId));
    },
  );

  app.get(
    '/settings',
    operation({
      operationId: 'getAdminSettings',
      summary:
        'How this installation is configured, read-only and without a secret: site, addresses, email, database, storage, rate limits, credentials, versions (issue 38 item 8).',
      tag: 'admin',
      answers: { 200: { description: 'The installation’s settings.', schema: systemSettingsSchema } },
    }),
    async (c) => c.json(await readSystemSettings(deps)),
  );

  bucketRoutes(app, deps, uploadLimits);
  return app;
}
