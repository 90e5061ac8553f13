/**
 * The program's buckets in the File Manager tab (training-program.md §5 "Uploads", "Rename", "Delete"; §7 "Storage";
 * §8 "Upload", "Admin"): the listing, uploads through the API client's {@link sendForm} (progress and cancel), rename
 * and delete.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProgramBucket } from '@shared/limits/admin';
import {
  bucketFileListSchema,
  deletedFileSchema,
  renamedFileSchema,
  uploadedFileSchema,
  type BucketFile,
  type BucketFileList,
  type DeletedFile,
  type RenamedFile,
} from '@shared/schemas/admin';
import { answerOf, api, sendForm, type FormRequestOptions } from '@web/lib/api-client';
import { useUploadMutation } from '@web/lib/use-upload-mutation';
import { adminQueryKeys, learnerQueryKeys } from './admin-query-keys';

/**
 * Up to 100 files of `bucket`, newest first, with their sizes.
 *
 * @throws {ApiError} 401/403, or status 0 on a network failure.
 */
async function listBucketFiles(bucket: ProgramBucket): Promise<BucketFileList> {
  return answerOf(
    api.GET('/admin/buckets/{bucket}/files', { params: { path: { bucket } } }),
    bucketFileListSchema,
  );
}

/** The listing query of `bucket`. */
export function useBucketFiles(bucket: ProgramBucket) {
  return useQuery({ queryKey: adminQueryKeys.bucket(bucket), queryFn: () => listBucketFiles(bucket) });
}

/** After a change to `bucket`: its listing, the modules (which may follow a file) and the learners' views reload. */
function useRefreshBucket(bucket: ProgramBucket) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [adminQueryKeys.bucket(bucket), adminQueryKeys.modules, ...learnerQueryKeys].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/**
 * Uploads `file` to `bucket` as multipart/form-data.
 *
 * @throws {ApiError} 400, 413 `payload_too_large`, 415 `unsupported_file_type` (with `fields.file`), 401/403, status 0
 *   on a network failure, or `aborted` when `options.signal` aborts.
 */
async function uploadBucketFile(
  bucket: ProgramBucket,
  file: File,
  options: Omit<FormRequestOptions<{ file: BucketFile }>, 'schema'> = {},
): Promise<BucketFile> {
  const body = new FormData();
  body.set('file', file, file.name);
  const params = { path: { bucket } };
  return (
    await sendForm('post', '/admin/buckets/{bucket}/files', params, body, {
      ...options,
      schema: uploadedFileSchema,
    })
  ).file;
}

/**
 * The upload mutation of `bucket`, with the upload's progress in percent (null while none is going out) and
 * `cancel()`, which aborts the upload in flight.
 */
export function useUploadFile(bucket: ProgramBucket) {
  const refresh = useRefreshBucket(bucket);
  return useUploadMutation({
    send: ({ file }: { file: File }, options) => uploadBucketFile(bucket, file, options),
    onSuccess: refresh,
  });
}

/**
 * Renames a file of `bucket` (without an extension the current one is kept; modules follow it).
 *
 * @throws {ApiError} 400 (`fields.name`), 404 `file_not_found`, 409 `file_exists`, 401/403, or status 0.
 */
async function renameBucketFile(bucket: ProgramBucket, from: string, name: string): Promise<RenamedFile> {
  return answerOf(
    api.PATCH('/admin/buckets/{bucket}/files/{fileName}', {
      params: { path: { bucket, fileName: from } },
      body: { name },
    }),
    renamedFileSchema,
  );
}

/** The rename mutation of `bucket` and the file `from`. */
export function useRenameFile(bucket: ProgramBucket, from: string) {
  const refresh = useRefreshBucket(bucket);
  return useMutation({
    mutationFn: ({ name }: { name: string }) => renameBucketFile(bucket, from, name),
    onSuccess: refresh,
  });
}

/**
 * Deletes a file of `bucket`; the modules that used it lose it.
 *
 * @throws {ApiError} 404 `file_not_found`, 401/403, or status 0.
 */
async function deleteBucketFile(bucket: ProgramBucket, name: string): Promise<DeletedFile> {
  return answerOf(
    api.DELETE('/admin/buckets/{bucket}/files/{fileName}', { params: { path: { bucket, fileName: name } } }),
    deletedFileSchema,
  );
}

/** The delete mutation of `bucket`; afterwards the listing reloads whatever the outcome. */
export function useDeleteFile(bucket: ProgramBucket) {
  const refresh = useRefreshBucket(bucket);
  return useMutation({ mutationFn: (name: string) => deleteBucketFile(bucket, name), onSettled: refresh });
}
