/**
 * The program's storage buckets on the one disk (training-program.md §3 "Storage buckets: program-videos,
 * program-worksheets", §7 "Storage", §9 "Upload limits"; docs/decisions/0011). A bucket is a folder of the disk
 * (`<bucket>/<file>`); its files are listed from the disk itself, not from rows, so the start-up sweep leaves them
 * alone (stored-files.ts). This module knows keys, listings, stored names and the per-bucket lock; what a module
 * does with a file is the admin feature's (features/admin/bucket-files.ts), the rules of an upload and a file's
 * shown name are bucket-rules.ts.
 */
import { randomBytes } from 'node:crypto';
import {
  BUCKET_CONTENT_TYPES,
  BUCKET_LIST_LIMIT,
  STORED_NAME_RANDOM_LENGTH,
  type ProgramBucket,
} from '@shared/limits/admin';
import type { BucketFile, BucketFileList } from '@shared/schemas/admin';
import { bucketFileNameProblem, fileExtension } from '@shared/storage/buckets';
import type { Disk } from './disk';

/** The disk key of `name` in `bucket`; `name` must have passed `bucketFileNameProblem` (no slash, no `..`). */
export function bucketKey(bucket: ProgramBucket, name: string): string {
  return `${bucket}/${name}`;
}

/** Letters and digits of the random part of a stored name. */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * The name an upload is stored under (§9 "Stored file names are a timestamp plus random text plus the extension"):
 * `<ms since 1970>-<10 random letters or digits>.<extension, lower-cased>`, e.g. `1767225600000-k3v9q0x1ab.mp4`.
 */
export function storedFileName(uploadedName: string, now = Date.now()): string {
  const bytes = randomBytes(STORED_NAME_RANDOM_LENGTH);
  let random = '';
  for (const byte of bytes) random += ALPHABET[byte % ALPHABET.length];
  const extension = fileExtension(uploadedName);
  return `${now}-${random}${extension ? `.${extension}` : ''}`;
}

/** The content type a bucket file is stored and sent with, by its extension (the bucket's type, not the sender's). */
export function bucketContentType(name: string): string | undefined {
  const extension = fileExtension(name);
  return Object.hasOwn(BUCKET_CONTENT_TYPES, extension) ? BUCKET_CONTENT_TYPES[extension] : undefined;
}

/** The listed facts of one file; null when it is not on the disk. */
export async function bucketFileInfo(
  disk: Disk,
  bucket: ProgramBucket,
  name: string,
): Promise<BucketFile | null> {
  const key = bucketKey(bucket, name);
  try {
    const meta = await disk.getMetaData(key);
    return toBucketFile(name, meta);
  } catch (error) {
    if (!(await disk.exists(key).catch(() => true))) return null;
    throw error;
  }
}

function toBucketFile(
  name: string,
  meta: { contentLength?: number; lastModified?: Date; contentType?: string } | null,
): BucketFile {
  const size = meta?.contentLength;
  const modified = meta?.lastModified;
  return {
    name,
    // The stored name until the admin feature adds the name it was uploaded with (bucket_files).
    displayName: name,
    size: typeof size === 'number' && Number.isFinite(size) ? size : null,
    lastModified:
      modified instanceof Date && !Number.isNaN(modified.getTime()) ? modified.toISOString() : null,
    contentType: bucketContentType(name) ?? meta?.contentType ?? null,
  };
}

/** How many metadata reads a listing runs at once. */
const LIST_CONCURRENCY = 16;

/**
 * The files of `bucket` (§7 "list program-videos and program-worksheets (limit 100)"): newest first (then by name),
 * at most {@link BUCKET_LIST_LIMIT}, with their sizes (null when the disk does not say); `total` counts them all. Names a user could not have given
 * (e.g. a file placed by hand named `.DS_Store`) are not listed, so every listed file can be addressed.
 */
export async function listBucket(disk: Disk, bucket: ProgramBucket): Promise<BucketFileList> {
  const prefix = `${bucket}/`;
  const found: { name: string; read: () => Promise<BucketFile> }[] = [];
  let paginationToken: string | undefined;
  do {
    const page = await disk.listAll(prefix, { recursive: false, paginationToken });
    for (const object of page.objects) {
      if (object.isDirectory || !object.key.startsWith(prefix)) continue;
      const name = object.key.slice(prefix.length);
      if (bucketFileNameProblem(name) !== null || name !== name.normalize('NFC').trim()) continue;
      found.push({
        name,
        read: async () => toBucketFile(name, await object.getMetaData().catch(() => null)),
      });
    }
    paginationToken = page.paginationToken;
  } while (paginationToken);

  const files: BucketFile[] = [];
  for (let index = 0; index < found.length; index += LIST_CONCURRENCY)
    files.push(...(await Promise.all(found.slice(index, index + LIST_CONCURRENCY).map((f) => f.read()))));
  files.sort(
    (a, b) => (b.lastModified ?? '').localeCompare(a.lastModified ?? '') || a.name.localeCompare(b.name),
  );
  // An S3 listing gives no size in the metadata flydrive keeps: ask for the listed files' own metadata.
  const shown = files.slice(0, BUCKET_LIST_LIMIT);
  for (let index = 0; index < shown.length; index += LIST_CONCURRENCY) {
    await Promise.all(
      shown.slice(index, index + LIST_CONCURRENCY).map(async (file, offset) => {
        if (file.size !== null) return;
        const fuller = await bucketFileInfo(disk, bucket, file.name).catch(() => null);
        if (fuller)
          shown[index + offset] = { ...fuller, lastModified: fuller.lastModified ?? file.lastModified };
      }),
    );
  }
  return { bucket, files: shown, total: files.length, truncated: files.length > BUCKET_LIST_LIMIT };
}

/** The tail of each bucket's queue of operations, per disk. */
const queues = new WeakMap<Disk, Map<ProgramBucket, Promise<unknown>>>();

/**
 * Runs `task` after every earlier task on the same bucket of `disk` has finished, so within this process the
 * check-then-write steps of uploads, renames, deletes and module assignments never interleave (no overwrite, no
 * module left pointing at a file being deleted). Across several instances on one S3 bucket the unique stored names
 * keep uploads apart, and a rename changes only the display name in the database (docs/decisions/0011, 0017).
 */
export function withBucketLock<T>(disk: Disk, bucket: ProgramBucket, task: () => Promise<T>): Promise<T> {
  let perDisk = queues.get(disk);
  if (!perDisk) queues.set(disk, (perDisk = new Map()));
  const previous = perDisk.get(bucket) ?? Promise.resolve();
  const run = previous.then(task, task);
  const tail = run.catch(() => {});
  perDisk.set(bucket, tail);
  void tail.then(() => {
    if (perDisk.get(bucket) === tail) perDisk.delete(bucket);
  });
  return run;
}
