/**
 * The department API of the agent portal (site-and-portals.md §2.13, §7). Only signed-in approved agents may use
 * it (401 without a session, 403 without agent access):
 *
 * | route | answer |
 * |---|---|
 * | GET /departments | `{ departments }` by sort_order |
 * | GET /departments/:slug | `{ department }`, or 404 `department_not_found` |
 * | GET /departments/:slug/resources?q=&cursor=&limit= | a {@link ResourcePage}, newest first |
 */
import { Hono } from 'hono';
import { resourceListQuerySchema, type ResourcePage } from '@shared/schemas/departments';
import { requireAccess, type AuthenticatedVariables } from '../../auth/require-access';
import type { AppDeps } from '../../deps';
import { validQuery } from '../../http/query';
import { findDepartment, listDepartments, listResources } from './service';

export function departmentRoutes(deps: AppDeps) {
  const app = new Hono<AuthenticatedVariables>();
  const { db } = deps.database;
  app.use('/departments', requireAccess(deps, 'agent'));
  app.use('/departments/*', requireAccess(deps, 'agent'));

  app.get('/departments', async (c) => c.json({ departments: await listDepartments(db) }));

  app.get('/departments/:slug', async (c) =>
    c.json({ department: await findDepartment(db, c.req.param('slug')) }),
  );

  app.get('/departments/:slug/resources', validQuery(resourceListQuerySchema), async (c) => {
    const department = await findDepartment(db, c.req.param('slug'));
    const page: ResourcePage = await listResources(db, department.id, c.get('query'));
    return c.json(page);
  });

  return app;
}
