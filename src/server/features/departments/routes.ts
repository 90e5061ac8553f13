/**
 * The department API of the agent portal (site-and-portals.md §2.13, §7). Only signed-in approved agents may use
 * it (401 without a session, 403 without agent access):
 *
 * | route | answer |
 * |---|---|
 * | GET /departments | `{ departments }` by sort_order |
 * | GET /departments/:slug | `{ department }`, or 404 `department_not_found` |
 * | GET /departments/:slug/resources?q=&cursor=&limit= | a {@link ResourcePage}, newest first |
 * | POST /departments/:slug/resources (multipart: title, url, file) | 201 `{ resource, upload }` |
 * | POST /resources/:id/download-url | `{ url, expiresAt }`: a signed link valid 60 s |
 * | GET /resources/:id/file?expires=&signature= | the file; 403 for an expired or altered link (no session needed) |
 * | DELETE /resources/:id | 204; the stored file is deleted too |
 */
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { API_ERROR_CODES } from '@shared/api-error';
import { resourceListQuerySchema, type ResourcePage } from '@shared/schemas/departments';
import { requireAccess, type AuthenticatedVariables } from '../../auth/require-access';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/errors';
import { validQuery } from '../../http/query';
import { checkDownloadLink, signDownloadPath } from '../../storage/signed-url';
import { addResource, deleteResource, downloadName, findResource } from './resources';
import { findDepartment, listDepartments, listResources } from './service';

export function departmentRoutes(deps: AppDeps) {
  const app = new Hono<AuthenticatedVariables>();
  const { db } = deps.database;
  app.use('/departments', requireAccess(deps, 'agent'));
  app.use('/departments/*', requireAccess(deps, 'agent'));
  app.use('/resources/:id/download-url', requireAccess(deps, 'agent'));
  app.on('DELETE', '/resources/:id', requireAccess(deps, 'agent'));

  app.get('/departments', async (c) => c.json({ departments: await listDepartments(db) }));

  app.get('/departments/:slug', async (c) =>
    c.json({ department: await findDepartment(db, c.req.param('slug')) }),
  );

  app.get('/departments/:slug/resources', validQuery(resourceListQuerySchema), async (c) => {
    const department = await findDepartment(db, c.req.param('slug'));
    const page: ResourcePage = await listResources(db, department.id, c.get('query'));
    return c.json(page);
  });

  app.post('/departments/:slug/resources', async (c) => {
    const department = await findDepartment(db, c.req.param('slug'));
    return c.json(await addResource(deps, department, c.req.raw, c.get('user').id), 201);
  });

  app.post('/resources/:id/download-url', async (c) => {
    const row = await findResource(deps, c.req.param('id'));
    if (!row.storagePath) throw new AppError(404, 'no_file', 'This resource has no file.');
    const link = signDownloadPath(deps.env.AUTH_SECRET, row.id);
    return c.json({ url: `${deps.env.PUBLIC_URL}${link.path}`, expiresAt: link.expiresAt.toISOString() });
  });

  app.get('/resources/:id/file', async (c) => {
    const id = c.req.param('id');
    const problem = checkDownloadLink(
      deps.env.AUTH_SECRET,
      id,
      c.req.query('expires'),
      c.req.query('signature'),
    );
    if (problem) {
      throw new AppError(
        403,
        API_ERROR_CODES.forbidden,
        problem === 'expired' ? 'This download link has expired.' : 'This download link is not valid.',
      );
    }
    const row = await findResource(deps, id);
    if (!row.storagePath) throw new AppError(404, 'no_file', 'This resource has no file.');
    const [meta, stream] = await Promise.all([
      deps.disk.getMetaData(row.storagePath),
      deps.disk.getStream(row.storagePath),
    ]);
    return new Response(Readable.toWeb(stream) as ReadableStream, {
      headers: {
        'content-type': meta.contentType ?? 'application/octet-stream',
        'content-length': String(meta.contentLength),
        'content-disposition': `attachment; filename="${downloadName(row.storagePath)}"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      },
    });
  });

  app.delete('/resources/:id', async (c) => {
    await deleteResource(deps, c.req.param('id'));
    return c.body(null, 204);
  });

  return app;
}
