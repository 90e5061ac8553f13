/**
 * The file manager's read-only view of the program's buckets (training-program.md §2 item 7 "lists the video and
 * worksheet storage contents with sizes", "opens files in a new tab"; §6 "Approved artist … file manager";
 * docs/decisions/0011): one sub-app at `/program-files`, guarded as a whole for approved, enabled artists (401
 * without a session, 403 for anyone else signed in). It is mounted beside `/program` rather than inside it, so a
 * request passes one access check, not two.
 *
 * | route | answer |
 * |---|---|
 * | GET /program-files/:bucket | up to 100 files with sizes and display names, newest first; `courseFiles` |
 * | GET /program-files/:bucket/:fileName | the file (by its stored name), shown in the browser, with HTTP Range |
 *
 * `courseFiles`: the course content files the modules use as that kind of file (course/files.ts `listCourseFiles`),
 * so a module whose video is course content is not 'Available' beside an empty list.
 */
import { API_ERROR_CODES } from '@shared/api-error';
import { STORAGE_CACHE_CONTROL_SECONDS } from '@shared/limits/admin';
import { adminRequestMessages as m } from '@shared/messages/admin';
import {
  bucketFileParamsSchema,
  bucketParamsSchema,
  programFileListSchema,
  type BucketFileParams,
  type ProgramFileList,
} from '@shared/schemas/admin';
import { guardedApp } from '../../auth/require-access';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { operation, validParams, type OperationSpec } from '../../http/contract';
import { fileRequest, sendStoredFile, type FileRequest } from '../../http/send-file';
import { bucketDisplayName } from '../../storage/bucket-rules';
import { bucketContentType, bucketKey } from '../../storage/buckets';
import { listCourseFiles } from '../course/files';
import { listBucketFiles } from './bucket-files';
import { fileAnswers } from '../../http/file-contract';

/**
 * The answers of a route that sends a bucket file ({@link sendBucketFile}): its type is its bucket's (a video, a
 * PDF or a Word document), so the document names bytes.
 */
export const BUCKET_FILE_ANSWERS: OperationSpec['answers'] = fileAnswers(
  'The whole file, shown in the browser under its display name.',
  'application/octet-stream',
);

/**
 * A bucket file as the browser opens it in a new tab: inline under its display name (decision 0017), with its
 * bucket's content type, HTTP Range, and cached privately for an hour (§7 "cache control 3600").
 *
 * @throws {AppError} 404 `file_not_found` when the bucket has no such file; 416 for a range outside it.
 */
export async function sendBucketFile(
  deps: AppDeps,
  { bucket, fileName }: BucketFileParams,
  request: FileRequest,
): Promise<Response> {
  try {
    return await sendStoredFile(deps.disk, bucketKey(bucket, fileName), deps.logger, {
      ...request,
      inlineName: await bucketDisplayName(deps.database.db, bucket, fileName),
      cacheControl: `private, max-age=${STORAGE_CACHE_CONTROL_SECONDS}`,
      ...(bucketContentType(fileName) ? { contentType: bucketContentType(fileName) } : {}),
    });
  } catch (error) {
    if (error instanceof AppError && error.code === API_ERROR_CODES.fileMissing)
      throw new AppError(API_ERROR_CODES.fileNotFound, m.fileNotFound);
    throw error;
  }
}

/** `/program-files`: the buckets' listings and files, read-only (approved artists). */
export function programFileRoutes(deps: AppDeps) {
  const app = guardedApp(deps, 'artist');

  // The uploads, and the course content files a module uses as the same kind of file (listed, never renamed or
  // deleted here: they open through the module's own file route).
  app.get(
    '/:bucket',
    operation({
      operationId: 'listProgramFiles',
      summary:
        'Lists a program bucket’s files with sizes, and the course files of the same kind (training-program.md §2 item 7).',
      tag: 'admin',
      answers: {
        200: { description: 'The bucket’s files and the course’s own.', schema: programFileListSchema },
      },
    }),
    ...validParams(bucketParamsSchema),
    async (c) => {
      const { bucket } = c.req.valid('param');
      const [list, courseFiles] = await Promise.all([
        listBucketFiles(deps, bucket),
        listCourseFiles(deps, c.get('user').id, bucket),
      ]);
      const answer: ProgramFileList = { ...list, courseFiles };
      return c.json(answer);
    },
  );

  app.get(
    '/:bucket/:fileName',
    operation({
      operationId: 'getProgramFile',
      summary:
        'Opens a file of a program bucket by its stored name, with HTTP Range (training-program.md §2 item 7).',
      tag: 'admin',
      answers: BUCKET_FILE_ANSWERS,
      errors: [API_ERROR_CODES.fileNotFound, API_ERROR_CODES.rangeNotSatisfiable],
    }),
    ...validParams(bucketFileParamsSchema),
    async (c) => sendBucketFile(deps, c.req.valid('param'), fileRequest(c.req)),
  );

  return app;
}
