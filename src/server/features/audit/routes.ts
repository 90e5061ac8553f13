/**
 * `/admin/audit`: the audit log (issue "Staff operations" item 7), admins only (401 without a session, 403 for
 * anyone else).
 *
 * | route | answer |
 * |---|---|
 * | GET /admin/audit?person=&kind=&cursor=&limit= | `{ entries, nextCursor }`, newest first |
 */
import { auditPageSchema, auditQuerySchema } from '@shared/schemas/audit';
import { guardedApp } from '../../auth/require-access';
import type { AppDeps } from '../../deps';
import { operation, validQuery } from '../../http/contract';
import { listAudit } from './service';

/** `/admin/audit` (admins only). */
export function auditRoutes(deps: AppDeps) {
  const app = guardedApp(deps, 'admin');
  app.get(
    '/',
    operation({
      operationId: 'listAuditLog',
      summary:
        'Lists the recorded staff actions and inbox events, newest first, by person and kind (issue "Staff operations" item 7).',
      tag: 'audit',
      answers: { 200: { description: 'A page of recorded actions.', schema: auditPageSchema } },
    }),
    ...validQuery(auditQuerySchema),
    async (c) => c.json(await listAudit(deps.database.db, c.req.valid('query'))),
  );
  return app;
}
