/**
 * Adding, downloading and deleting department resources (site-and-portals.md §4 "Adding a resource", §7
 * "Storage upload", "Insert department_resources", "Storage create signed URL", "Delete department_resources";
 * §8 "Resources"). Any approved agent may add, download and delete (§6; docs/decisions/0006).
 */
import { eq, isNotNull } from 'drizzle-orm';
import { API_ERROR_CODES } from '@shared/api-error';
import { departmentRequestMessages as rm } from '@shared/messages/departments';
import { resourceTitle, type ResourceFields } from '@shared/schemas/department-resource';
import type { AddedResource, Department, DepartmentResource } from '@shared/schemas/departments';
import { isUuid } from '@shared/schemas/uuid';
import { departmentResources } from '../../db/schema/index';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { keepUpload, type ReceivedUpload } from '../../storage/stored-files';

function toResource(row: typeof departmentResources.$inferSelect): DepartmentResource {
  return {
    id: row.id,
    title: row.title,
    url: row.url,
    hasFile: row.storagePath !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Adds a resource (§4 "Adding a resource"): its title defaults to the file name or 'New Resource' (§5); a checked
 * upload is moved to its final key and kept only when the row is written.
 *
 * @param upload - the form as the route received it: parsed fields and the file under its temporary key.
 */
export async function addResource(
  deps: AppDeps,
  department: Department,
  upload: ReceivedUpload<ResourceFields>,
  userId: string,
): Promise<AddedResource> {
  const { fields } = upload;
  const insert = (storagePath: string | null, fileName: string | null) =>
    deps.database.db
      .insert(departmentResources)
      .values({
        departmentId: department.id,
        title: resourceTitle(fields.title, upload.fileName),
        url: fields.url,
        storagePath,
        fileName,
        createdBy: userId,
      })
      .returning()
      .then(([row]) => toResource(row!));
  const { file } = upload;
  if (!file) return { resource: await insert(null, null), upload: upload.storageFailed ? 'failed' : 'none' };
  return {
    resource: await keepUpload(deps.disk, file.temporaryPath, file.storagePath, () =>
      insert(file.storagePath, file.name),
    ),
    upload: 'stored',
  };
}

/**
 * A resource's row. The routes refuse a malformed id with 400 before this runs (`resourceParamsSchema`); here one
 * that is not a UUID simply matches nothing.
 *
 * @throws {AppError} 404 `resource_not_found`.
 */
export async function findResource(deps: AppDeps, id: string) {
  const [row] = isUuid(id)
    ? await deps.database.db.select().from(departmentResources).where(eq(departmentResources.id, id)).limit(1)
    : [];
  if (!row) throw new AppError(API_ERROR_CODES.resourceNotFound, rm.resourceNotFound);
  return row;
}

/**
 * Deletes a resource and then its stored file (a file that cannot be deleted is logged, not fatal).
 *
 * @throws {AppError} 404 `resource_not_found`.
 */
export async function deleteResource(deps: AppDeps, id: string): Promise<void> {
  const row = await findResource(deps, id);
  await deps.database.db.delete(departmentResources).where(eq(departmentResources.id, row.id));
  if (row.storagePath) {
    await deps.disk.delete(row.storagePath).catch((error: unknown) => {
      deps.logger.error({ err: error, storagePath: row.storagePath }, 'deleting a stored file failed');
    });
  }
}

/** Every storage path a resource names (the files the start-up sweep keeps). */
export async function storedResourcePaths(deps: Pick<AppDeps, 'database'>): Promise<Set<string>> {
  const rows = await deps.database.db
    .select({ storagePath: departmentResources.storagePath })
    .from(departmentResources)
    .where(isNotNull(departmentResources.storagePath));
  return new Set(rows.map((row) => row.storagePath!));
}

/**
 * The name a download is saved under: the name as uploaded, else (rows from before it was kept) the stored name
 * without its random prefix.
 */
export function downloadName(row: { storagePath: string; fileName: string | null }): string {
  if (row.fileName) return row.fileName;
  const { storagePath } = row;
  const file = storagePath.slice(storagePath.indexOf('/') + 1);
  return file.replace(/^[0-9a-f-]{36}-/i, '');
}
