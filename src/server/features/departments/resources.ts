/**
 * Adding, downloading and deleting department resources (site-and-portals.md §4 "Adding a resource", §7
 * "Storage upload", "Insert department_resources", "Storage create signed URL", "Delete department_resources";
 * §8 "Resources"). Any approved agent may add, download and delete (§6; docs/decisions/0006).
 */
import { eq } from 'drizzle-orm';
import { safeParse } from 'zod/mini';
import { API_ERROR_CODES } from '@shared/api-error';
import {
  RESOURCE_MAX_FILE_BYTES,
  resourceFieldsSchema,
  resourceTitle,
} from '@shared/schemas/department-resource';
import type { Department, DepartmentResource } from '@shared/schemas/departments';
import { departmentResources } from '../../db/schema/index';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/errors';
import { fieldErrors } from '../../http/json-body';
import { receiveUpload } from '../../storage/receive-upload';

/** The answer of an add: the resource, and what became of its file. */
export interface AddedResource {
  resource: DepartmentResource;
  /** `stored`; `none` (no file sent); `failed` (the disk refused it: the resource is saved without it, §8). */
  upload: 'stored' | 'none' | 'failed';
}

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
 * Adds a resource from a multipart request: `title`, `url`, `file`, each optional, the title defaulting to the
 * file name or 'New Resource' (§5).
 *
 * @throws {AppError} 400 with field errors (nothing stored); 413 / 415 for a refused file (see receiveUpload).
 */
export async function addResource(
  deps: AppDeps,
  department: Department,
  request: Request,
  userId: string,
): Promise<AddedResource> {
  const upload = await receiveUpload(request, {
    disk: deps.disk,
    prefix: department.slug,
    maxFileBytes: RESOURCE_MAX_FILE_BYTES,
    logger: deps.logger,
  });
  const parsed = safeParse(resourceFieldsSchema, upload.fields);
  if (!parsed.success) {
    if (upload.file) await deps.disk.delete(upload.file.storagePath);
    throw new AppError(
      400,
      API_ERROR_CODES.validationFailed,
      'Please correct the highlighted fields.',
      fieldErrors(parsed.error.issues),
    );
  }
  try {
    const [row] = await deps.database.db
      .insert(departmentResources)
      .values({
        departmentId: department.id,
        title: resourceTitle(parsed.data.title, upload.fileName),
        url: parsed.data.url,
        storagePath: upload.file?.storagePath ?? null,
        createdBy: userId,
      })
      .returning();
    return {
      resource: toResource(row!),
      upload: upload.file ? 'stored' : upload.storageFailed ? 'failed' : 'none',
    };
  } catch (error) {
    if (upload.file) await deps.disk.delete(upload.file.storagePath).catch(() => {});
    throw error;
  }
}

/**
 * A resource's row.
 *
 * @throws {AppError} 404 `resource_not_found`.
 */
export async function findResource(deps: AppDeps, id: string) {
  const [row] = /^[0-9a-f-]{36}$/i.test(id)
    ? await deps.database.db.select().from(departmentResources).where(eq(departmentResources.id, id)).limit(1)
    : [];
  if (!row) throw new AppError(404, 'resource_not_found', 'This resource does not exist.');
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

/** The name a download is saved under: the stored name without its random prefix. */
export function downloadName(storagePath: string): string {
  const file = storagePath.slice(storagePath.indexOf('/') + 1);
  return file.replace(/^[0-9a-f-]{36}-/i, '');
}
