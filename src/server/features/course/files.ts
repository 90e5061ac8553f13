/**
 * The files of a module (training-program.md §2 "Training Video", "Module Assignment & Worksheet", "Downloadable
 * resources"; docs/decisions/0009, 0011): where its video, captions, blank worksheet and resources are, for a
 * learner the unlocking rule lets in. The routes send them (content files with HTTP Range).
 *
 * Throws `AppError` with codes of {@link moduleAccess}, and `no_video`, `no_worksheet`, `resource_not_found`.
 */
import { eq } from 'drizzle-orm';
import { API_ERROR_CODES } from '@shared/api-error';
import { learningRequestMessages as m } from '@shared/messages/learning';
import type { Db } from '../../db/client';
import { moduleResources } from '../../db/schema/index';
import { AppError } from '../../errors';
import { moduleAccess } from './access';
import { parseFileRef, type FileRef } from './file-refs';

/** A module file a route may send. */
export type ModuleFileKind = 'video' | 'captions' | 'worksheet';

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
  const ref = parseFileRef(
    kind === 'video' ? module.videoUrl : kind === 'captions' ? module.captionsUrl : module.worksheetUrl,
  );
  if (!ref)
    throw kind === 'worksheet'
      ? new AppError(API_ERROR_CODES.noWorksheet, m.noWorksheetFile)
      : new AppError(API_ERROR_CODES.noVideo, m.noVideo);
  return ref;
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
