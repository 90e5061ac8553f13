/**
 * The admin area's routes of the program's buckets (training-program.md §5 "Uploads", "Rename", "Delete"; §7
 * "Admin", "Storage"; docs/decisions/0011, 0017), added to the admin sub-app (routes.ts) and so admins only.
 *
 * | route | answer |
 * |---|---|
 * | GET /admin/buckets/:bucket/files | up to 100 files with sizes and display names, newest first |
 * | POST /admin/buckets/:bucket/files (multipart: file) | 201 `{ file }`, shown by the name it was uploaded with |
 * | GET /admin/buckets/:bucket/files/:fileName | the file, with HTTP Range |
 * | PATCH /admin/buckets/:bucket/files/:fileName `{ name }` | `{ from, file }`: the display name changed (0017) |
 * | DELETE /admin/buckets/:bucket/files/:fileName | `{ deleted, modulesCleared }` |
 *
 * `:fileName` is always the stored name (unique in its bucket).
 */
import { z } from 'zod/mini';
import { API_ERROR_CODES } from '@shared/api-error';
import { ADMIN_BODY_MAX_BYTES, BUCKET_RULES, type ProgramBucket } from '@shared/limits/admin';
import {
  bucketFileListSchema,
  bucketFileParamsSchema,
  bucketParamsSchema,
  deletedFileSchema,
  renamedFileSchema,
  renameFileBodySchema,
  uploadedFileSchema,
} from '@shared/schemas/admin';
import type { guardedApp } from '../../auth/require-access';
import type { AppDeps } from '../../deps';
import { operation, validJson, validParams } from '../../http/contract';
import { receiveUpload } from '../../http/receive-upload';
import { fileRequest } from '../../http/send-file';
import { actorOf } from '../audit/record';
import {
  bucketUploadOptions,
  deleteFromBucket,
  keepBucketUpload,
  listBucketFiles,
  renameInBucket,
} from './bucket-files';
import { BUCKET_FILE_ANSWERS, sendBucketFile } from './file-routes';
import { uploadBody } from '../../http/file-contract';

/** The largest upload of each bucket, in bytes. */
export type BucketUploadLimits = Record<ProgramBucket, number>;

/** §9: videos 500 MB, worksheets 10 MB. */
export const DEFAULT_UPLOAD_LIMITS: BucketUploadLimits = {
  'program-videos': BUCKET_RULES['program-videos'].maxBytes,
  'program-worksheets': BUCKET_RULES['program-worksheets'].maxBytes,
};

/**
 * Adds the bucket routes to the admin sub-app `app` (already guarded for admins).
 *
 * @param uploadLimits - the largest upload per bucket, in bytes.
 */
export function bucketRoutes(
  app: ReturnType<typeof guardedApp>,
  deps: AppDeps,
  uploadLimits: BucketUploadLimits,
): void {
  app.get(
    '/buckets/:bucket/files',
    operation({
      operationId: 'listBucketFiles',
      summary:
        'Lists up to 100 files of a program bucket, newest first, with sizes (training-program.md §7 "Storage").',
      tag: 'admin',
      answers: {
        200: { description: 'The files and how many the bucket holds.', schema: bucketFileListSchema },
      },
    }),
    ...validParams(bucketParamsSchema),
    async (c) => c.json(await listBucketFiles(deps, c.req.valid('param').bucket)),
  );

  app.post(
    '/buckets/:bucket/files',
    operation({
      operationId: 'uploadBucketFile',
      summary:
        'Uploads a file to a program bucket under a fresh stored name, shown by the name it was uploaded with (training-program.md §5 "Uploads").',
      tag: 'admin',
      answers: { 201: { description: 'The stored file.', schema: uploadedFileSchema } },
      errors: [API_ERROR_CODES.unsupportedFileType, API_ERROR_CODES.fileExists],
      requestBody: uploadBody(),
    }),
    ...validParams(bucketParamsSchema),
    async (c) => {
      const { bucket } = c.req.valid('param');
      const receiving = bucketUploadOptions(deps, bucket, uploadLimits[bucket]);
      // An upload form carries the file and nothing else.
      const upload = await receiveUpload(c.req.raw, receiving, z.strictObject({}));
      return c.json({ file: await keepBucketUpload(deps, bucket, upload, actorOf(c)) }, 201);
    },
  );

  app.get(
    '/buckets/:bucket/files/:fileName',
    operation({
      operationId: 'getBucketFile',
      summary:
        'Sends a file of a program bucket by its stored name, with HTTP Range (training-program.md §7 "Storage").',
      tag: 'admin',
      answers: BUCKET_FILE_ANSWERS,
      errors: [API_ERROR_CODES.fileNotFound, API_ERROR_CODES.rangeNotSatisfiable],
    }),
    ...validParams(bucketFileParamsSchema),
    async (c) => sendBucketFile(deps, c.req.valid('param'), fileRequest(c.req)),
  );

  app.patch(
    '/buckets/:bucket/files/:fileName',
    operation({
      operationId: 'renameBucketFile',
      summary:
        'Renames a file of a program bucket: its display name changes, its stored name stays (training-program.md §5 "Rename"; docs/decisions/0017).',
      tag: 'admin',
      answers: {
        200: { description: 'The display name before, and the file now.', schema: renamedFileSchema },
      },
      errors: [API_ERROR_CODES.fileNotFound],
    }),
    ...validParams(bucketFileParamsSchema),
    ...validJson(renameFileBodySchema, ADMIN_BODY_MAX_BYTES),
    async (c) => {
      const { bucket, fileName } = c.req.valid('param');
      return c.json(await renameInBucket(deps, bucket, fileName, c.req.valid('json').name, actorOf(c)));
    },
  );

  app.delete(
    '/buckets/:bucket/files/:fileName',
    operation({
      operationId: 'deleteBucketFile',
      summary:
        'Deletes a file of a program bucket and clears the modules that used it (training-program.md §5 "Delete", §7 "Storage").',
      tag: 'admin',
      answers: {
        200: { description: 'The deleted name and how many modules lost it.', schema: deletedFileSchema },
      },
      errors: [API_ERROR_CODES.fileNotFound],
    }),
    ...validParams(bucketFileParamsSchema),
    async (c) => {
      const { bucket, fileName } = c.req.valid('param');
      return c.json(await deleteFromBucket(deps, bucket, fileName, actorOf(c)));
    },
  );
}
