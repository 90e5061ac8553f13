/**
 * The files of the program's buckets and the modules that use them (training-program.md §5 "Uploads", "Rename",
 * "Delete"; §7 "Admin": a module's video_url or worksheet_url, set by id in modules; "Storage: … upload with cache
 * control 3600 and no overwrite; … Rename is copy then delete, after which module URLs pointing to the old file are
 * updated; a delete sets the matching module URL to null"; §9 "Upload limits"; docs/decisions/0011).
 *
 * A module refers to a bucket file as `<bucket>/<file>` (features/course/file-refs.ts) by its stored name, which is
 * unique and never changes; the name staff and learners see is its display name (`bucket_files`, issue "Staff
 * operations" item 5, docs/decisions/0017): the name it was uploaded with, until staff rename it. Every step that
 * checks the bucket and then writes runs under the bucket's lock (storage/buckets.ts):
 *
 * - upload: streamed to a temporary key, checked, then moved to a fresh stored name that does not exist yet, and
 *   its display name recorded (a failed record deletes the file again);
 * - rename: a new display name (the stored name, and so every module using the file, stays as it is);
 * - delete: clear the modules' references, forget the display name and delete the file in one transaction (a failed
 *   delete rolls back);
 * - assign: a module may only point at a file that is in the bucket now (module-files.ts).
 *
 * What an upload must be and the name a file is shown by are rules the course follows too (storage/bucket-rules.ts).
 *
 * Throws `AppError` with codes `file_not_found`, `file_exists`, `validation_failed`, `internal`. An upload's
 * `unsupported_file_type` and `payload_too_large` come from receiving it, in the route (http/receive-upload.ts).
 */
import { and, eq } from 'drizzle-orm';
import { API_ERROR_CODES } from '@shared/api-error';
import type { ProgramBucket } from '@shared/limits/admin';
import { adminRequestMessages as m } from '@shared/messages/admin';
import type { BucketFile, BucketFileList, DeletedFile, RenamedFile } from '@shared/schemas/admin';
import {
  bucketFileNameProblem,
  fileExtension,
  renamedFileName,
  uploadDisplayName,
} from '@shared/storage/buckets';
import { bucketFiles, modules } from '../../db/schema/index';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { receivedFile, type ReceiveOptions } from '../../http/receive-upload';
import {
  bucketContentType,
  bucketFileInfo,
  bucketKey,
  listBucket,
  storedFileName,
  withBucketLock,
} from '../../storage/buckets';
import {
  bucketDisplayName,
  bucketUploadRule,
  bucketWriteOptions,
  displayNames,
} from '../../storage/bucket-rules';
import type { ReceivedUpload } from '../../storage/stored-files';
import { recordStaffAction, type StaffActor } from '../audit/record';
import { invalidateCourseCatalog } from '../course/catalog';

/** How many fresh names an upload tries before giving up (a clash needs the same millisecond and 10 random letters). */
const NAME_ATTEMPTS = 3;

/** `file` with its display name from `names` (the stored name when it has none). */
const withDisplayName = (file: BucketFile, names: Map<string, string>): BucketFile => ({
  ...file,
  displayName: names.get(file.name) ?? file.name,
});

/**
 * The files of `bucket` as the admin area and the file manager list them (`listBucket`: up to 100, newest first,
 * with sizes), each with its display name.
 */
export async function listBucketFiles(deps: AppDeps, bucket: ProgramBucket): Promise<BucketFileList> {
  const list = await listBucket(deps.disk, bucket);
  const names = await displayNames(
    deps.database.db,
    bucket,
    list.files.map((file) => file.name),
  );
  return { ...list, files: list.files.map((file) => withDisplayName(file, names)) };
}

/**
 * Where and how an upload to `bucket` is received: streamed to the disk under the bucket, never held in memory,
 * refused past `maxBytes` while it streams, checked by extension and content (the bucket's rule). The route receives
 * the multipart form (`file`) with these options (http/receive-upload.ts) and hands the result to
 * {@link keepBucketUpload}.
 *
 * @param maxBytes - the largest file, in bytes.
 */
export function bucketUploadOptions(deps: AppDeps, bucket: ProgramBucket, maxBytes: number): ReceiveOptions {
  return {
    disk: deps.disk,
    prefix: bucket,
    maxFileBytes: maxBytes,
    logger: deps.logger,
    rule: bucketUploadRule(bucket),
  };
}

/**
 * Keeps an upload to `bucket` received with {@link bucketUploadOptions}: stored under a fresh name (timestamp, random
 * text, extension) that no file has, with cache control 3600 s. The name it was uploaded with, made safe
 * (`uploadDisplayName`), is recorded as its display name with the admin who uploaded it (decision 0017).
 *
 * @param upload - the received form: its file, under its temporary key.
 * @throws {AppError} 400 `validation_failed` (`fields.file`) when no file was sent; 500 `internal` when the disk
 *   refused it; 409 `file_exists` when no fresh name was found. Nothing is left on the disk when it throws.
 */
export async function keepBucketUpload(
  deps: AppDeps,
  bucket: ProgramBucket,
  upload: Pick<ReceivedUpload<unknown>, 'file' | 'storageFailed'>,
  uploader: StaffActor,
): Promise<BucketFile> {
  const file = receivedFile(upload, m.fileRequired);
  const { disk } = deps;
  try {
    return await withBucketLock(disk, bucket, async () => {
      let key = file.storagePath;
      for (let attempt = 1; await disk.exists(key); attempt += 1) {
        if (attempt >= NAME_ATTEMPTS) throw new AppError(API_ERROR_CODES.fileExists, m.fileExists);
        key = bucketKey(bucket, storedFileName(file.name));
      }
      await disk.move(file.temporaryPath, key, bucketWriteOptions(key));
      const name = key.slice(bucket.length + 1);
      const displayName = uploadDisplayName(file.name, name);
      try {
        await deps.database.db.transaction(async (tx) => {
          await tx
            .insert(bucketFiles)
            .values({ bucket, fileName: name, displayName, uploadedBy: uploader.id });
          await recordStaffAction(tx, uploader, {
            kind: 'file.uploaded',
            details: { bucket, fileName: name, displayName, bytes: file.size },
          });
        });
      } catch (error) {
        await disk.delete(key).catch(() => {});
        throw error;
      }
      const info = await bucketFileInfo(disk, bucket, name);
      return {
        ...(info ?? {
          name,
          size: file.size,
          lastModified: null,
          contentType: bucketContentType(name) ?? null,
        }),
        displayName,
      };
    });
  } catch (error) {
    await disk.delete(file.temporaryPath).catch(() => {});
    throw error;
  }
}

/**
 * The facts of a file of `bucket`.
 *
 * @throws {AppError} 404 `file_not_found`.
 */
export async function requireBucketFile(
  deps: AppDeps,
  bucket: ProgramBucket,
  name: string,
): Promise<BucketFile> {
  const info = await bucketFileInfo(deps.disk, bucket, name);
  if (!info) throw new AppError(API_ERROR_CODES.fileNotFound, m.fileNotFound);
  return info;
}

/**
 * Renames a file of `bucket` (§5 "Rename: the new name must be non-empty; if it has no dot the original extension is
 * kept"; decision 0017): its display name becomes `requested` — a name a user may give (`bucketFileNameProblem`),
 * with the file's extension added when it has no dot, and the file's own extension (any case) when it has one.
 * The stored name stays, so the file's address and every module using it stay as they are (§7's "module URLs …
 * are updated" has nothing to update). Two files may share a display name; their stored names tell them apart.
 *
 * @throws {AppError} 400 `validation_failed` (`fields.name`) for a name refused, the current name, or another
 *   extension; 404 `file_not_found`.
 */
export async function renameInBucket(
  deps: AppDeps,
  bucket: ProgramBucket,
  fileName: string,
  requested: string,
  by: StaffActor,
): Promise<RenamedFile> {
  const refuse = (message: string) =>
    new AppError(API_ERROR_CODES.validationFailed, message, { name: message });
  const { db } = deps.database;
  return withBucketLock(deps.disk, bucket, async () => {
    const file = await requireBucketFile(deps, bucket, fileName);
    const from = await bucketDisplayName(db, bucket, fileName);
    const to = renamedFileName(fileName, requested);
    const problem = bucketFileNameProblem(to);
    if (problem) throw refuse(problem);
    const extension = fileExtension(fileName);
    if (fileExtension(to) !== extension) throw refuse(m.keepExtension(extension));
    if (to === from) throw refuse(m.sameName);
    await db.transaction(async (tx) => {
      await tx
        .insert(bucketFiles)
        .values({ bucket, fileName, displayName: to })
        .onConflictDoUpdate({ target: [bucketFiles.bucket, bucketFiles.fileName], set: { displayName: to } });
      await recordStaffAction(tx, by, { kind: 'file.renamed', details: { bucket, fileName, from, to } });
    });
    return { from, file: { ...file, displayName: to } };
  });
}

/**
 * Deletes a file of `bucket` (§5 "Delete needs confirmation"; §7 "a delete sets the matching module URL to null").
 * The modules' references are cleared, its display name forgotten and the file deleted in one transaction: when the
 * disk refuses, nothing changes.
 *
 * @throws {AppError} 404 `file_not_found`.
 */
export async function deleteFromBucket(
  deps: AppDeps,
  bucket: ProgramBucket,
  name: string,
  by: StaffActor,
): Promise<DeletedFile> {
  const { disk } = deps;
  const key = bucketKey(bucket, name);
  return withBucketLock(disk, bucket, async () => {
    await requireBucketFile(deps, bucket, name);
    const modulesCleared = await deps.database.db.transaction(async (tx) => {
      const [named] = await tx
        .delete(bucketFiles)
        .where(and(eq(bucketFiles.bucket, bucket), eq(bucketFiles.fileName, name)))
        .returning({ displayName: bucketFiles.displayName });
      const videos = await tx
        .update(modules)
        .set({ videoUrl: null, captionsUrl: null })
        .where(eq(modules.videoUrl, key))
        .returning({ id: modules.id });
      const worksheets = await tx
        .update(modules)
        .set({ worksheetUrl: null })
        .where(eq(modules.worksheetUrl, key))
        .returning({ id: modules.id });
      const cleared = new Set([...videos, ...worksheets].map((row) => row.id)).size;
      await recordStaffAction(tx, by, {
        kind: 'file.deleted',
        details: { bucket, fileName: name, displayName: named?.displayName ?? name, modulesCleared: cleared },
      });
      await disk.delete(key);
      return cleared;
    });
    invalidateCourseCatalog(deps.database.db);
    return { deleted: name, modulesCleared };
  });
}
