/**
 * The department API of the agent portal (site-and-portals.md §2.13, §7; docs/decisions/0006). Three sub-apps,
 * mounted in app.ts: `departmentRoutes` at `/departments` and `resourceRoutes` at `/resources` are guarded as a
 * whole (only signed-in approved agents: 401 without a session, 403 without agent access), and `downloadRoutes`
 * at `/downloads` needs no session, its links being signed.
 *
 * | route | answer |
 * |---|---|
 * | GET /departments | `{ departments }` by sort_order |
 * | GET /departments/:slug | `{ department }`, or 404 `department_not_found` |
 * | GET /departments/:slug/resources?q=&cursor=&limit= | a {@link ResourcePage}, newest first |
 * | POST /departments/:slug/resources (multipart: title, url, file) | 201 `{ resource, upload }` |
 * | POST /resources/:id/download-url | `{ url, expiresAt }`: a signed link valid 60 s |
 * | DELETE /resources/:id | 204; the stored file is deleted too |
 * | GET /downloads/:id?expires=&signature= | the file; 403 for an expired or altered link (no session needed) |
 */
import { Readable } from 'node:stream';
import contentDisposition from 'content-disposition';
import { Hono } from 'hono';
import { RESOURCE_MAX_FILE_BYTES } from '@shared/limits/departments';
import { resourceFieldsSchema } from '@shared/schemas/department-resource';
import { API_ERROR_CODES } from '@shared/api-error';
import {
  departmentParamsSchema,
  resourceListQuerySchema,
  resourceParamsSchema,
  type ResourcePage,
} from '@shared/schemas/departments';
import { guardedApp } from '../../auth/require-access';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { validParams } from '../../http/params';
import { validQuery } from '../../http/query';
import { receiveUpload } from '../../http/receive-upload';
import { sanitizeFileName } from '../../storage/file-check';
import { checkDownloadLink, signDownloadPath } from '../../storage/signed-url';
import { openStoredFile } from '../../storage/stored-files';
import { addResource, deleteResource, downloadName, findResource } from './resources';
import { findDepartment, listDepartments, listResources } from './service';

/** `/departments`: the departments and their resource lists and uploads (agents only). */
export function departmentRoutes(deps: AppDeps) {
  const app = guardedApp(deps, 'agent');
  const { db } = deps.database;

  app.get('/', async (c) => c.json({ departments: await listDepartments(db) }));

  app.get('/:slug', validParams(departmentParamsSchema), async (c) =>
    c.json({ department: await findDepartment(db, c.req.param('slug')) }),
  );

  app.get(
    '/:slug/resources',
    validParams(departmentParamsSchema),
    validQuery(resourceListQuerySchema),
    async (c) => {
      const department = await findDepartment(db, c.req.param('slug'));
      const page: ResourcePage = await listResources(db, department.id, c.get('query'));
      return c.json(page);
    },
  );

  app.post('/:slug/resources', validParams(departmentParamsSchema), async (c) => {
    const department = await findDepartment(db, c.req.param('slug'));
    const upload = await receiveUpload(
      c.req.raw,
      {
        disk: deps.disk,
        prefix: department.slug,
        maxFileBytes: RESOURCE_MAX_FILE_BYTES,
        logger: deps.logger,
      },
      resourceFieldsSchema,
    );
    return c.json(await addResource(deps, department, upload, c.get('user').id), 201);
  });

  return app;
}

/** `/resources`: signed download links and deleting (agents only). */
export function resourceRoutes(deps: AppDeps) {
  const app = guardedApp(deps, 'agent');

  app.post('/:id/download-url', validParams(resourceParamsSchema), async (c) => {
    const row = await findResource(deps, c.req.param('id'));
    if (!row.storagePath) throw new AppError(API_ERROR_CODES.noFile, 'This resource has no file.');
    const link = signDownloadPath(deps.env.AUTH_SECRET, row.id);
    return c.json({ url: `${deps.env.PUBLIC_URL}${link.path}`, expiresAt: link.expiresAt.toISOString() });
  });

  app.delete('/:id', validParams(resourceParamsSchema), async (c) => {
    await deleteResource(deps, c.req.param('id'));
    return c.body(null, 204);
  });

  return app;
}

/** `/downloads`: the file behind a signed link; no session needed, so a link opens in a new tab. */
export function downloadRoutes(deps: AppDeps) {
  const app = new Hono();

  app.get('/:id', validParams(resourceParamsSchema), async (c) => {
    const id = c.req.param('id');
    const problem = checkDownloadLink(
      deps.env.AUTH_SECRET,
      id,
      c.req.query('expires'),
      c.req.query('signature'),
    );
    if (problem) {
      throw new AppError(
        API_ERROR_CODES.forbidden,
        problem === 'expired' ? 'This download link has expired.' : 'This download link is not valid.',
      );
    }
    const row = await findResource(deps, id);
    if (!row.storagePath) throw new AppError(API_ERROR_CODES.noFile, 'This resource has no file.');
    const file = await openStoredFile(deps.disk, row.storagePath, deps.logger);
    const name = downloadName({ storagePath: row.storagePath, fileName: row.fileName });
    return new Response(Readable.toWeb(file.stream) as ReadableStream, {
      headers: {
        'content-type': file.contentType ?? 'application/octet-stream',
        'content-length': String(file.contentLength),
        // RFC 6266: an ASCII fallback plus `filename*` in UTF-8, so `résumé café.txt` keeps its name.
        'content-disposition': contentDisposition(name, { fallback: sanitizeFileName(name) }),
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      },
    });
  });

  return app;
}
