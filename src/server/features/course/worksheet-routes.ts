/**
 * The `/learning` routes of what the learner writes and sends for a module: notes, worksheet answers and the filled
 * worksheet (training-program.md §2 "Learning area", "Module Assignment & Worksheet"), added to the guarded
 * `/learning` sub-app (routes.ts) and so approved artists only; each checks enrolment and the unlocking rule in the
 * service.
 *
 * | route | answer |
 * |---|---|
 * | PUT /learning/modules/:moduleId/notes `{ notes }` | `{ notes, notesSavedAt }` |
 * | PUT /learning/modules/:moduleId/worksheet/answers/:promptIndex `{ answer }` | `{ facts, missing }` |
 * | POST /learning/modules/:moduleId/worksheet/upload (multipart: file) | `{ facts, missing }`: the filled worksheet kept |
 * | GET /learning/modules/:moduleId/worksheet/upload | the learner's own filled worksheet, as a download |
 */
import { z } from 'zod/mini';
import { API_ERROR_CODES } from '@shared/api-error';
import { LEARNING_BODY_MAX_BYTES } from '@shared/limits/learning';
import {
  moduleParamsSchema,
  moduleStateSchema,
  notesAnswerSchema,
  notesBodySchema,
  worksheetAnswerBodySchema,
  worksheetAnswerParamsSchema,
} from '@shared/schemas/learning';
import type { AppDeps } from '../../deps';
import { operation, validJson, validParams } from '../../http/contract';
import { FILE_ERRORS, fileAnswers, uploadBody } from '../../http/file-contract';
import { receiveUpload } from '../../http/receive-upload';
import { fileRequest, sendStoredFile } from '../../http/send-file';
import {
  keepWorksheetUpload,
  uploadedWorksheet,
  uploadedWorksheetSendOptions,
  worksheetUploadOptions,
} from './files';
import { MODULE_ACCESS_ERRORS, userId, type LearningApp } from './learning-route-parts';
import { saveNotes, saveWorksheetAnswer } from './progress';

/** Adds the notes and worksheet routes to the `/learning` sub-app `app` (already guarded for artists). */
export function worksheetRoutes(app: LearningApp, deps: AppDeps): void {
  const { db } = deps.database;

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

  app.post(
    '/modules/:moduleId/worksheet/upload',
    operation({
      operationId: 'uploadWorksheet',
      summary:
        'Uploads the learner’s filled worksheet (pdf, doc, docx, or csv as UTF-8 text), in place of the one sent before (training-program.md §2 "Module Assignment & Worksheet").',
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
}
