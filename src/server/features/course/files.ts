/**
 * The files of a module (training-program.md §2 "Training Video", "Module Assignment & Worksheet", "Downloadable
 * resources"; docs/decisions/0009, 0011): where its video, captions, blank worksheet and resources are, for a
 * learner the unlocking rule lets in, and the learner's own filled worksheet, uploaded and downloaded. It answers
 * where a file is and how it is sent; the routes receive and send the bytes (http/receive-upload.ts,
 * http/send-file.ts, with HTTP Range). The file manager lists the ones that are course content
 * ({@link listCourseFiles}).
 *
 * Throws `AppError` with codes of {@link moduleAccess}, and `no_video`, `no_worksheet`, `no_file`,
 * `resource_not_found`, and those of an upload.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { API_ERROR_CODES } from '@shared/api-error';
import {
  LEARNER_WORKSHEET_EXTENSIONS,
  WORKSHEET_BUCKET,
  WORKSHEET_MAX_BYTES,
  type ProgramBucket,
} from '@shared/limits/admin';
import { uploadMessages } from '@shared/messages/admin';
import { learningRequestMessages as m } from '@shared/messages/learning';
import type { CourseFile, CourseFileKind } from '@shared/schemas/admin';
import type { ModuleState } from '@shared/schemas/learning';
import { fileExtension } from '@shared/storage/buckets';
import type { Db } from '../../db/client';
import { moduleResources } from '../../db/schema/index';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { receivedFile, type ReceiveOptions } from '../../http/receive-upload';
import type { UploadRule } from '../../http/upload-file';
import type { SendFileOptions } from '../../http/send-file';
import { bucketContentType } from '../../storage/buckets';
import { keepUpload, type ReceivedUpload } from '../../storage/stored-files';
import { bucketUploadRule } from '../../storage/bucket-rules';
import { contentMatchesName, PROGRAM_FILE_SIGNATURES, utf8TextCheck } from '../../storage/file-check';
import { locksOf, moduleAccess, moduleParts, updateProgress } from './access';
import { courseCatalog, type ModuleRow } from './catalog';
import { parseFileRef, type FileRef } from './file-refs';
import { readLearnerRecord } from './learner-record';
import { moduleState } from './progress';

/** A module file a route may send. */
export type ModuleFileKind = CourseFileKind;

/** The reference a module keeps for its file of `kind` (null when it has none). */
function moduleFileRef(module: ModuleRow, kind: ModuleFileKind): string | null {
  return kind === 'video' ? module.videoUrl : kind === 'captions' ? module.captionsUrl : module.worksheetUrl;
}

/**
 * Where a module's video, captions or blank worksheet is, if the caller may open the module.
 *
 * @throws {AppError} as {@link moduleAccess}; `no_video` (video, captions) or `no_worksheet` when the module has
 * none.
 */
export async function moduleFile(
  db: Db,
  userId: string,
  moduleId: string,
  kind: ModuleFileKind,
): Promise<FileRef> {
  const { module } = await moduleAccess(db, userId, moduleId);
  const ref = parseFileRef(moduleFileRef(module, kind));
  if (!ref)
    throw kind === 'worksheet'
      ? new AppError(API_ERROR_CODES.noWorksheet, m.noWorksheetFile)
      : new AppError(API_ERROR_CODES.noVideo, m.noVideo);
  return ref;
}

/** The module files listed beside each bucket: the same kind of file as its uploads. */
const COURSE_FILES_BESIDE: Record<ProgramBucket, readonly ModuleFileKind[]> = {
  'program-videos': ['video', 'captions'],
  'program-worksheets': ['worksheet'],
};

/** The size of a file in bytes; null when it cannot be read. */
async function fileSize(file: string): Promise<number | null> {
  return fs.stat(file).then(
    (stats) => (stats.isFile() ? stats.size : null),
    () => null,
  );
}

/**
 * The course's own files listed beside `bucket` in the file manager (training-program.md §2 item 7;
 * docs/decisions/0011): each active module of the program's course whose video and captions (program-videos) or
 * worksheet (program-worksheets) is a file of the course content folder, not an upload, in course order, with its
 * size and whether the caller may open it now through the module's file route ({@link moduleFile}: enrolled, and
 * the unlocking rule opens the module). Uploaded files a module uses are in the bucket's own listing.
 *
 * @param userId - the caller, an approved artist.
 */
export async function listCourseFiles(
  deps: AppDeps,
  userId: string,
  bucket: ProgramBucket,
  now = new Date(),
): Promise<CourseFile[]> {
  const { db } = deps.database;
  const catalog = await courseCatalog(db);
  const course = catalog.courses[0];
  if (!course) return [];
  const ordered = catalog.modulesByCourse.get(course.id) ?? [];
  const record = await readLearnerRecord(db, userId);
  const enrolledAt = record.enrollments.get(course.id);
  const locks = enrolledAt ? locksOf(course, ordered, record.progress, enrolledAt, now) : null;
  const listed = ordered.flatMap((module) =>
    COURSE_FILES_BESIDE[bucket].flatMap((kind) => {
      const ref = parseFileRef(moduleFileRef(module, kind));
      return ref?.kind === 'content' ? [{ module, kind, ref }] : [];
    }),
  );
  return Promise.all(
    listed.map(async ({ module, kind, ref }): Promise<CourseFile> => ({
      moduleId: module.id,
      monthNumber: module.monthNumber,
      moduleTitle: module.title,
      kind,
      fileName: ref.fileName,
      size: await fileSize(path.join(deps.env.LEARNING_CONTENT_DIR, ref.folder, ref.fileName)),
      open: locks !== null && !locks.get(module.id),
    })),
  );
}

/**
 * The file name of a module resource under the content resources folder, if the caller may open its module.
 *
 * @throws {AppError} `resource_not_found`; as {@link moduleAccess}.
 */
export async function moduleResourceFile(db: Db, userId: string, resourceId: string): Promise<string> {
  const [resource] = await db
    .select({ moduleId: moduleResources.moduleId, fileName: moduleResources.fileName })
    .from(moduleResources)
    .where(eq(moduleResources.id, resourceId));
  if (!resource) throw new AppError(API_ERROR_CODES.resourceNotFound, m.resourceNotFound);
  await moduleAccess(db, userId, resource.moduleId);
  return resource.fileName;
}

/** Where learners' filled worksheets are kept on the storage disk: `learner-worksheets/<user id>/<file>`. */
export const LEARNER_WORKSHEETS_PREFIX = 'learner-worksheets';

/** What a learner's filled worksheet may be: the worksheet bucket's documents, or UTF-8 CSV text. */
const LEARNER_WORKSHEET_SIGNATURES: Readonly<Record<string, readonly string[]>> = {
  ...Object.fromEntries(LEARNER_WORKSHEET_EXTENSIONS.map((ext) => [ext, PROGRAM_FILE_SIGNATURES[ext] ?? []])),
  csv: ['text'],
};

/**
 * The rule of a learner's filled worksheet (issue 38 item 3; docs/decisions/0011): the worksheet bucket's rule
 * (pdf, doc, docx checked by their first bytes, stored with the type of their extension), and CSV, the format of
 * the course's "Download Worksheet", which must be UTF-8 text without NUL bytes to its last byte, else it is
 * refused with `uploadMessages.csvNotText`.
 */
const LEARNER_WORKSHEET_RULE: UploadRule = {
  ...bucketUploadRule(WORKSHEET_BUCKET),
  accepts: (name) => Object.hasOwn(LEARNER_WORKSHEET_SIGNATURES, fileExtension(name)),
  matches: (name, head) => contentMatchesName(name, head, LEARNER_WORKSHEET_SIGNATURES),
  inspect: (name) => (fileExtension(name) === 'csv' ? utf8TextCheck() : null),
  messages: {
    ...bucketUploadRule(WORKSHEET_BUCKET).messages,
    invalidType: uploadMessages.invalidLearnerWorksheet,
    contentInvalid: uploadMessages.csvNotText,
  },
};

/**
 * Where and how the learner's filled worksheet for the module is received (pdf, doc, docx or csv, at most
 * `WORKSHEET_MAX_BYTES`, checked by content as the admin area's worksheets are, a CSV as UTF-8 text to its end:
 * {@link LEARNER_WORKSHEET_RULE}), once the module lets them upload
 * one: the route receives the form with these options (http/receive-upload.ts) and hands the result to
 * {@link keepWorksheetUpload}. Checked before the body is read, so a refused learner's file never reaches the disk.
 *
 * @throws {AppError} as {@link moduleAccess}; `no_worksheet` when the module has no worksheet.
 */
export async function worksheetUploadOptions(
  deps: AppDeps,
  userId: string,
  moduleId: string,
): Promise<ReceiveOptions> {
  const { module } = await moduleAccess(deps.database.db, userId, moduleId);
  if (!moduleParts(module).hasWorksheet) throw new AppError(API_ERROR_CODES.noWorksheet, m.noWorksheet);
  return {
    disk: deps.disk,
    prefix: `${LEARNER_WORKSHEETS_PREFIX}/${userId}`,
    maxFileBytes: WORKSHEET_MAX_BYTES,
    logger: deps.logger,
    rule: LEARNER_WORKSHEET_RULE,
  };
}

/**
 * Keeps the learner's filled worksheet received with {@link worksheetUploadOptions} in place of the one they sent
 * before, and answers their facts. The worksheet's Mark Complete accepts a module whose worksheet was uploaded.
 * Nothing is left on the disk when it throws.
 *
 * @param upload - the received form: its file, under its temporary key.
 * @throws {AppError} as {@link moduleAccess}; 400 `validation_failed` (`fields.file`) when no file was sent; 500
 *   `internal` when the disk refused it.
 */
export async function keepWorksheetUpload(
  deps: AppDeps,
  userId: string,
  moduleId: string,
  upload: Pick<ReceivedUpload<unknown>, 'file' | 'storageFailed'>,
): Promise<ModuleState> {
  const { db } = deps.database;
  const file = receivedFile(upload, m.fileRequired);
  let previous: string | null = null;
  const state = await keepUpload(deps.disk, file.temporaryPath, file.storagePath, () =>
    db.transaction(async (tx) => {
      const { module, progress } = await moduleAccess(tx, userId, moduleId, { lock: true });
      previous = progress.worksheetUploadKey;
      const row = await updateProgress(tx, userId, moduleId, {
        startedAt: progress.startedAt ?? new Date(),
        worksheetUploadKey: file.storagePath,
        worksheetUploadName: file.name,
        worksheetUploadBytes: file.size,
      });
      return moduleState(module, row);
    }),
  );
  if (previous && previous !== file.storagePath)
    await deps.disk.delete(previous).catch((error: unknown) => {
      deps.logger.warn({ err: error, storagePath: previous }, 'deleting a replaced worksheet upload failed');
    });
  return state;
}

/** A learner's uploaded worksheet: its storage key and the name they uploaded it with. */
export interface UploadedWorksheet {
  key: string;
  name: string;
}

/**
 * The learner's own uploaded worksheet of the module.
 *
 * @throws {AppError} as {@link moduleAccess}; `no_file` when they uploaded none.
 */
export async function uploadedWorksheet(
  db: Db,
  userId: string,
  moduleId: string,
): Promise<UploadedWorksheet> {
  const { progress } = await moduleAccess(db, userId, moduleId);
  if (!progress.worksheetUploadKey || !progress.worksheetUploadName)
    throw new AppError(API_ERROR_CODES.noFile, m.noWorksheetUpload);
  return { key: progress.worksheetUploadKey, name: progress.worksheetUploadName };
}

/**
 * How an uploaded worksheet is sent from the storage disk (http/send-file.ts `sendStoredFile`): as a download under
 * the name it was uploaded with, privately and revalidated on every use, with its bucket's content type. The same
 * to the learner and to staff on the person's page.
 */
export function uploadedWorksheetSendOptions(
  upload: UploadedWorksheet,
): SendFileOptions & { contentType?: string } {
  const contentType = bucketContentType(upload.name);
  return {
    cacheControl: 'private, no-cache',
    downloadName: upload.name,
    ...(contentType ? { contentType } : {}),
  };
}
