/**
 * The `/learning` routes that send a module's files and resources (training-program.md §2 "Training Video",
 * "Module Assignment & Worksheet", "Downloadable resources"; docs/decisions/0011, 0017), added to the guarded
 * `/learning` sub-app (routes.ts) and so approved artists only; each checks enrolment and the unlocking rule in the
 * service.
 *
 * | route | answer |
 * |---|---|
 * | GET /learning/modules/:moduleId/video, /captions, /worksheet | the file, with HTTP Range |
 * | GET /learning/resources/:resourceId | the file, as a download |
 */
import path from 'node:path';
import { API_ERROR_CODES } from '@shared/api-error';
import { moduleParamsSchema, moduleResourceParamsSchema } from '@shared/schemas/learning';
import type { AppDeps } from '../../deps';
import { operation, validParams } from '../../http/contract';
import { FILE_ERRORS, fileAnswers } from '../../http/file-contract';
import { fileRequest, sendFile, sendStoredFile, type FileRequest } from '../../http/send-file';
import { bucketDisplayName } from '../../storage/bucket-rules';
import { bucketContentType } from '../../storage/buckets';
import type { FileRef } from './file-refs';
import { moduleFile, moduleResourceFile, type ModuleFileKind } from './files';
import { MODULE_ACCESS_ERRORS, userId, type LearningApp } from './learning-route-parts';

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
    description: 'The blank worksheet (the course’s CSV, or the pdf, doc or docx staff set), as a download.',
    media: 'application/*',
  },
};

/** Adds the module file and resource routes to the `/learning` sub-app `app` (already guarded for artists). */
export function moduleFileRoutes(app: LearningApp, deps: AppDeps): void {
  const { db } = deps.database;
  const resourceFolder = path.join(deps.env.LEARNING_CONTENT_DIR, 'resources');

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
}
