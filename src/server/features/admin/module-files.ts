/**
 * A module's video or worksheet chosen from the program's buckets (training-program.md §7 "Admin": a module's
 * video_url or worksheet_url, set by id in modules; §5 "Videos"; docs/decisions/0009, 0011): the file must be in the
 * bucket now (checked under the bucket's lock, storage/buckets.ts), and a video's length is read from the file, as
 * a completion needs 90 % of it credited by playback. The files themselves are bucket-files.ts.
 *
 * Throws `AppError` with codes `module_not_found`, `file_not_found`, `validation_failed`.
 */
import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import { eq } from 'drizzle-orm';
import { parseWebStream } from 'music-metadata';
import { API_ERROR_CODES } from '@shared/api-error';
import { VIDEO_BUCKET, WORKSHEET_BUCKET } from '@shared/limits/admin';
import { adminRequestMessages as m } from '@shared/messages/admin';
import type { AdminModule } from '@shared/schemas/admin';
import { bucketAcceptsName, bucketFileMessages } from '@shared/storage/buckets';
import { modules } from '../../db/schema/index';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { bucketKey, withBucketLock } from '../../storage/buckets';
import type { Disk } from '../../storage/disk';
import { invalidateCourseCatalog } from '../course/catalog';
import { requireBucketFile } from './bucket-files';
import { findAdminModule } from './service';

/**
 * The length of a stored video, in whole seconds (rounded up), read from its container (WebM, MP4, Ogg, ...) by
 * music-metadata: a completion needs 90 % of it credited by playback (decision 0009).
 *
 * @throws {AppError} 400 `validation_failed` (field `fileName`) when the file's length cannot be read.
 */
async function videoLength(disk: Disk, key: string, size: number | undefined): Promise<number> {
  const stream = await disk.getStream(key);
  try {
    const web = Readable.toWeb(stream) as ReadableStream<Uint8Array>;
    const { format } = await parseWebStream(web, size === undefined ? {} : { size }, { duration: true });
    if (format.duration && Number.isFinite(format.duration) && format.duration > 0)
      return Math.ceil(format.duration);
  } catch {
    // Unreadable: refused below.
  } finally {
    stream.destroy();
  }
  throw new AppError(API_ERROR_CODES.validationFailed, m.videoLengthUnknown, {
    fileName: m.videoLengthUnknown,
  });
}

/**
 * Sets or removes a module's video or worksheet (§7 "Admin": video_url or worksheet_url of modules, by id):
 * `fileName` must be a file of program-videos (video) or program-worksheets (worksheet) now; null removes it. A
 * new video drops the captions, which belonged to the video it replaces, and records its length.
 *
 * @throws {AppError} 404 `module_not_found`, `file_not_found`; 400 `validation_failed` for a file whose type does
 *   not belong in the bucket.
 */
export async function setModuleFile(
  deps: AppDeps,
  moduleId: string,
  kind: 'video' | 'worksheet',
  fileName: string | null,
): Promise<AdminModule> {
  const { db } = deps.database;
  const bucket = kind === 'video' ? VIDEO_BUCKET : WORKSHEET_BUCKET;
  const module = await findAdminModule(db, moduleId);
  const assign = async (ref: string | null, videoSeconds: number | null = null) => {
    await db
      .update(modules)
      .set(kind === 'video' ? { videoUrl: ref, captionsUrl: null, videoSeconds } : { worksheetUrl: ref })
      .where(eq(modules.id, module.id));
    invalidateCourseCatalog(db);
    return findAdminModule(db, module.id);
  };
  if (fileName === null) return assign(null);
  if (!bucketAcceptsName(bucket, fileName)) {
    const message = bucketFileMessages(bucket).invalidType;
    throw new AppError(API_ERROR_CODES.validationFailed, message, { fileName: message });
  }
  return withBucketLock(deps.disk, bucket, async () => {
    const file = await requireBucketFile(deps, bucket, fileName);
    const key = bucketKey(bucket, fileName);
    if (kind === 'worksheet') return assign(key);
    return assign(key, await videoLength(deps.disk, key, file.size ?? undefined));
  });
}
