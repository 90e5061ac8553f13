/**
 * The rules of the program's buckets that the admin area and the course both follow (training-program.md §5
 * "Uploads", §7 "Storage: … upload with cache control 3600", §9 "Upload limits"; docs/decisions/0011, 0017,
 * 0024): what an upload to a bucket must be and how it is written, and the name a bucket file is shown by. What
 * staff do with the files (upload, rename, delete, assign) is the admin feature's (features/admin/bucket-files.ts);
 * a learner's worksheet upload is the course's (features/course/files.ts).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { STORAGE_CACHE_CONTROL_SECONDS, type ProgramBucket } from '@shared/limits/admin';
import { uploadMessages } from '@shared/messages/admin';
import { bucketAcceptsName, bucketFileMessages } from '@shared/storage/buckets';
import type { Tx } from '../db/client';
import { bucketFiles } from '../db/schema/index';
import type { UploadRule } from '../http/upload-file';
import { bucketContentType, storedFileName } from './buckets';
import { contentMatchesName, PROGRAM_FILE_SIGNATURES } from './file-check';

/** How the disk stores a file of a bucket: its type by extension, cached for an hour (§7). */
export function bucketWriteOptions(name: string) {
  const contentType = bucketContentType(name);
  return {
    cacheControl: `max-age=${STORAGE_CACHE_CONTROL_SECONDS}`,
    ...(contentType ? { contentType } : {}),
  };
}

/** What an upload to `bucket` must be (§5, §9), for http/receive-upload.ts. */
export function bucketUploadRule(bucket: ProgramBucket): UploadRule {
  return {
    accepts: (name) => bucketAcceptsName(bucket, name),
    matches: (name, head) => contentMatchesName(name, head, PROGRAM_FILE_SIGNATURES),
    messages: { ...bucketFileMessages(bucket), empty: uploadMessages.empty, badName: uploadMessages.badName },
    storagePath: (prefix, name) => `${prefix}/${storedFileName(name)}`,
    writeOptions: bucketWriteOptions,
  };
}

/**
 * The display names (`bucket_files`) of the stored names `names` of `bucket`, by stored name; a file without one is
 * left out (it is shown by its stored name).
 */
export async function displayNames(
  db: Tx,
  bucket: string,
  names: readonly string[],
): Promise<Map<string, string>> {
  if (names.length === 0) return new Map();
  const rows = await db
    .select({ fileName: bucketFiles.fileName, displayName: bucketFiles.displayName })
    .from(bucketFiles)
    .where(and(eq(bucketFiles.bucket, bucket), inArray(bucketFiles.fileName, [...names])));
  return new Map(rows.map((row) => [row.fileName, row.displayName]));
}

/** The name the file `name` of `bucket` is shown by: its display name, else its stored name. */
export async function bucketDisplayName(db: Tx, bucket: string, name: string): Promise<string> {
  return (await displayNames(db, bucket, [name])).get(name) ?? name;
}
