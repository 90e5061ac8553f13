/**
 * `/admin/audit`: the audit log (issue "Staff operations" item 7), admins only (401 without a session, 403 for
 * anyone else).
 *
 * | route | answer |
 * |---|---|
 * | GET /admin/audit?person=&kind=&cursor=&limit= | `{ entries, nextCursor }`, newest first |
 */
import { auditQuerySchema, type AuditQuery } from '@shared/schemas/audit';
import { guardedApp } from '../../auth/require-access';
import type { AppDeps } from '../../deps';
import { validQuery } from '../../http/query';
import { listAudit } from './service';

/** `/admin/audit` (admins only). */
export function auditRoutes(deps: AppDeps) {
  const app = guardedApp(deps, 'admin');
  app.get('/', validQuery(auditQuerySchema), async (c) =>
    c.json(await listAudit(deps.database.db, c.get('query') as AuditQuery)),
  );
  return app;
}
